import { useSetAtom } from 'jotai';
import { type ReactNode, useMemo } from 'react';
import { type ModalOptions, modalAtom } from './modal-atoms';

export interface ModalControls {
  openModal(content: ReactNode, options: ModalOptions): void;
  /** Always closes, preventClose included: it only stops the user's dismiss gestures. */
  closeModal(): void;
}

/** Opens content in the app's one general modal (rendered by ModalHost in the layout). */
export function useModal(): ModalControls {
  const setModal = useSetAtom(modalAtom);
  return useMemo(
    () => ({
      openModal: (content, options) =>
        setModal((current) => ({
          open: true,
          content,
          options,
          // Replacing an open modal: focus still belongs to what opened the first one.
          returnFocus: current.open ? current.returnFocus : focusedElement(),
        })),
      closeModal: () => setModal((current) => ({ ...current, open: false })),
    }),
    [setModal],
  );
}

function focusedElement(): HTMLElement | null {
  return document.activeElement instanceof HTMLElement ? document.activeElement : null;
}
