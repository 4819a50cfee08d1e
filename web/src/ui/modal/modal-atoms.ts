import { atom } from 'jotai';
import { closedDialog, type DialogOptions, type DialogState } from '../dialog/dialog-state';

/** Spec §2 modal options, plus the title every dialog needs to be announced. */
export interface ModalOptions extends DialogOptions {
  fullHeight?: boolean;
  fullWidth?: boolean;
  fullScreen?: boolean;
}

export type ModalState = DialogState<ModalOptions>;

export const modalAtom = atom<ModalState>(closedDialog);
