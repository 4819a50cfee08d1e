import { atom } from 'jotai';
import { closedDialog, type DialogOptions, type DialogState } from '../dialog/dialog-state';

export interface DrawerOptions extends DialogOptions {
  /** Which edge it slides from on tablet and desktop; on a phone it always rises from the bottom. */
  side?: 'left' | 'right';
}

export type DrawerState = DialogState<DrawerOptions>;

export const drawerAtom = atom<DrawerState>(closedDialog);
