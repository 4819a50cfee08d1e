import { type PrimitiveAtom, useSetAtom } from 'jotai';
import { type ReactNode, useMemo } from 'react';

/** What every dialog host (general modal, drawer) is opened with: the title every dialog needs to be announced. */
export interface DialogOptions {
  title: string;
  /** Keeps the title for screen readers but does not draw it (content with its own heading). */
  hideTitle?: boolean;
  description?: string;
  /** No Escape, no click outside, no close button: the content decides when it closes. */
  preventClose?: boolean;
}

export interface DialogState<Options extends DialogOptions> {
  open: boolean;
  content: ReactNode;
  options: Options;
  /** What had focus when it opened; focus goes back there on close (there is no Radix Trigger). */
  returnFocus: HTMLElement | null;
}

// Closing keeps the content so the exit animation still has something to show; the next open
// replaces it.
export const closedDialog: DialogState<DialogOptions> = {
  open: false,
  content: null,
  options: { title: '' },
  returnFocus: null,
};

export interface DialogControls<Options extends DialogOptions> {
  open(content: ReactNode, options: Options): void;
  /** Always closes, preventClose included: it only stops the user's dismiss gestures. */
  close(): void;
}

/** Opens and closes the dialog an atom holds (rendered by its host in the layout). */
export function useDialogControls<Options extends DialogOptions>(
  dialog: PrimitiveAtom<DialogState<Options>>,
): DialogControls<Options> {
  const setDialog = useSetAtom(dialog);
  return useMemo(
    () => ({
      open: (content, options) =>
        setDialog((current) => ({
          open: true,
          content,
          options,
          // Replacing an open dialog: focus still belongs to what opened the first one.
          returnFocus: current.open ? current.returnFocus : focusedElement(),
        })),
      close: () => setDialog((current) => ({ ...current, open: false })),
    }),
    [setDialog],
  );
}

function focusedElement(): HTMLElement | null {
  return document.activeElement instanceof HTMLElement ? document.activeElement : null;
}
