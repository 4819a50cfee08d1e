import { type ReactNode, useMemo } from 'react';
import { useDialogControls } from '../dialog/dialog-state';
import { type DrawerOptions, drawerAtom } from './drawer-atoms';

export interface DrawerControls {
  openDrawer(content: ReactNode, options: DrawerOptions): void;
  closeDrawer(): void;
}

/** Opens content in the drawer modal (rendered by DrawerHost in the layout). */
export function useDrawer(): DrawerControls {
  const { open, close } = useDialogControls(drawerAtom);
  return useMemo(() => ({ openDrawer: open, closeDrawer: close }), [open, close]);
}
