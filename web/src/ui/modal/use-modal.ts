import { type ReactNode, useMemo } from 'react';
import { useDialogControls } from '../dialog/dialog-state';
import { type ModalOptions, modalAtom } from './modal-atoms';

export interface ModalControls {
  openModal(content: ReactNode, options: ModalOptions): void;
  /** Always closes, preventClose included: it only stops the user's dismiss gestures. */
  closeModal(): void;
}

/** Opens content in the app's one general modal (rendered by ModalHost in the layout). */
export function useModal(): ModalControls {
  const { open, close } = useDialogControls(modalAtom);
  return useMemo(() => ({ openModal: open, closeModal: close }), [open, close]);
}
