import { useSetAtom } from 'jotai';
import { type ReactNode, useMemo } from 'react';
import { type DrawerOptions, drawerAtom } from './drawer-atoms';

export interface DrawerControls {
  openDrawer(content: ReactNode, options: DrawerOptions): void;
  closeDrawer(): void;
}

/** Opens content in the drawer modal (rendered by DrawerHost in the layout). */
export function useDrawer(): DrawerControls {
  const setDrawer = useSetAtom(drawerAtom);
  return useMemo(
    () => ({
      openDrawer: (content, options) =>
        setDrawer((current) => ({
          open: true,
          content,
          options,
          // Replacing an open drawer: focus still belongs to what opened the first one.
          returnFocus: current.open ? current.returnFocus : focusedElement(),
        })),
      closeDrawer: () => setDrawer((current) => ({ ...current, open: false })),
    }),
    [setDrawer],
  );
}

function focusedElement(): HTMLElement | null {
  return document.activeElement instanceof HTMLElement ? document.activeElement : null;
}
