// @vitest-environment happy-dom
import { act, cleanup, fireEvent, renderHook, screen } from '@testing-library/react';
import { Provider } from 'jotai';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { DrawerHost } from './drawer-host';
import { useDrawer } from './use-drawer';

afterEach(cleanup);

function WithHost({ children }: { children: ReactNode }) {
  return (
    <Provider>
      {children}
      <DrawerHost />
    </Provider>
  );
}

function renderHost() {
  const { result } = renderHook(() => useDrawer(), { wrapper: WithHost });
  return { controls: () => result.current };
}

describe('drawer modal', () => {
  it('opens as a labelled dialog on the chosen side and closes with Escape', async () => {
    const { controls } = renderHost();
    act(() => controls().openDrawer(<p>Filters</p>, { title: 'Filter events', side: 'left' }));
    const drawer = await screen.findByRole('dialog', { name: 'Filter events' });
    expect(drawer.className).toMatch(/left/);
    expect(drawer.textContent).toContain('Filters');
    fireEvent.keyDown(drawer, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('stays open on Escape with preventClose until closed from code', async () => {
    const { controls } = renderHost();
    act(() => controls().openDrawer(<p>Saving</p>, { title: 'Saving', preventClose: true }));
    fireEvent.keyDown(await screen.findByRole('dialog'), { key: 'Escape' });
    expect(screen.getByRole('dialog', { name: 'Saving' })).toBeTruthy();
    act(() => controls().closeDrawer());
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
