import { atom } from 'jotai';
import type { ReactNode } from 'react';

export interface DrawerOptions {
  title: string;
  hideTitle?: boolean;
  description?: string;
  /** Which edge it slides from on tablet and desktop; on a phone it always rises from the bottom. */
  side?: 'left' | 'right';
  preventClose?: boolean;
}

export interface DrawerState {
  open: boolean;
  content: ReactNode;
  options: DrawerOptions;
  /** What had focus when it opened; focus goes back there on close (there is no Radix Trigger). */
  returnFocus: HTMLElement | null;
}

export const drawerAtom = atom<DrawerState>({
  open: false,
  content: null,
  options: { title: '' },
  returnFocus: null,
});
