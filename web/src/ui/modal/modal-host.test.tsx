// @vitest-environment happy-dom
import { act, cleanup, fireEvent, renderHook, screen } from '@testing-library/react';
import { Provider } from 'jotai';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ModalOptions } from './modal-atoms';
import { ModalHost } from './modal-host';
import { useModal } from './use-modal';

afterEach(cleanup);

function WithHost({ children }: { children: ReactNode }) {
  return (
    <Provider>
      {children}
      <ModalHost />
    </Provider>
  );
}

function renderHost() {
  const { result } = renderHook(() => useModal(), { wrapper: WithHost });
  const open = (options: ModalOptions) =>
    act(() => result.current.openModal(<p>Bring shin guards.</p>, options));
  const close = () => act(() => result.current.closeModal());
  return { open, close };
}

describe('general modal', () => {
  it('shows the content in a dialog labelled by its title', async () => {
    const { open } = renderHost();
    expect(screen.queryByRole('dialog')).toBeNull();
    open({ title: 'Kit list' });
    const dialog = await screen.findByRole('dialog', { name: 'Kit list' });
    expect(dialog.textContent).toContain('Bring shin guards.');
  });

  it('closes with the close button and with Escape', async () => {
    const { open } = renderHost();
    open({ title: 'Kit list' });
    fireEvent.click(await screen.findByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    open({ title: 'Kit list' });
    fireEvent.keyDown(await screen.findByRole('dialog'), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('ignores Escape and offers no close button with preventClose, but closes from code', async () => {
    const { open, close } = renderHost();
    open({ title: 'Accept the waiver', preventClose: true });
    const dialog = await screen.findByRole('dialog', { name: 'Accept the waiver' });
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    close();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('applies the size options as classes', async () => {
    const { open } = renderHost();
    open({ title: 'Chat', fullScreen: true, fullHeight: true, fullWidth: true });
    const dialog = await screen.findByRole('dialog');
    expect(dialog.className).toMatch(/fullScreen/);
    expect(dialog.className).toMatch(/fullHeight/);
    expect(dialog.className).toMatch(/fullWidth/);
  });
});
