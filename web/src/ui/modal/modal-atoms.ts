import { atom } from 'jotai';
import type { ReactNode } from 'react';

/** Spec §2 modal options, plus the title every dialog needs to be announced. */
export interface ModalOptions {
  title: string;
  /** Keeps the title for screen readers but does not draw it (content with its own heading). */
  hideTitle?: boolean;
  description?: string;
  fullHeight?: boolean;
  fullWidth?: boolean;
  fullScreen?: boolean;
  /** No Escape, no click outside, no close button: the content decides when it closes. */
  preventClose?: boolean;
}

export interface ModalState {
  open: boolean;
  content: ReactNode;
  options: ModalOptions;
  /** What had focus when it opened; focus goes back there on close (there is no Radix Trigger). */
  returnFocus: HTMLElement | null;
}

// Closing keeps the content so the exit animation still has something to show; the next open
// replaces it.
export const modalAtom = atom<ModalState>({
  open: false,
  content: null,
  options: { title: '' },
  returnFocus: null,
});
