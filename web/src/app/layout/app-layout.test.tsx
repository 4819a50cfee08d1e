// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appRouteObjects } from '../router';
import { memberAtom } from '../session';

beforeEach(() => {
  // Pages that call the API on mount get a quiet, successful server.
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify({ status: 'success', data: 'ok' }), {
          headers: { 'content-type': 'application/json' },
        }),
    ),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

function renderAt(path: string, store = createStore()) {
  const router = createMemoryRouter(appRouteObjects(), { initialEntries: [path] });
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return router;
}

const mainNav = () => screen.getAllByRole('navigation', { name: 'Main' });

describe('app layout', () => {
  it('shows the splash with the footer and without the header at /', async () => {
    renderAt('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Adult soccer, organized.' })).toBeTruthy();
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
  });

  it('shows the splash, with its chrome, for an unknown path', async () => {
    renderAt('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Adult soccer, organized.' })).toBeTruthy();
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
  });

  it('shows the header and no footer on an app page', async () => {
    renderAt('/health');
    expect(await screen.findByRole('heading', { level: 1, name: 'Service health' })).toBeTruthy();
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });

  it('offers Club and Shop, but not Schedule, to a visitor', async () => {
    renderAt('/');
    await screen.findByRole('heading', { level: 1 });
    const links = within(mainNav()[0]!).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Club', '/'],
      ['Shop', '/marketplace'],
    ]);
  });

  it('adds Schedule for a member with a team and sends Club to the last team page', async () => {
    localStorage.setItem('lastClubPath', JSON.stringify('/team/12'));
    const store = createStore();
    store.set(memberAtom, {
      id: 'member-1',
      firstName: 'Sam',
      lastName: 'Kerr',
      avatar: null,
      teams: [{ id: '12', name: 'Red Lions' }],
    });
    renderAt('/', store);
    await screen.findByRole('heading', { level: 1 });
    const links = within(mainNav()[0]!).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Club', '/team/12'],
      ['Schedule', '/events'],
      ['Shop', '/marketplace'],
    ]);
  });

  it('opens the side panels independently and closes both at once', async () => {
    renderAt('/health');
    await screen.findByRole('heading', { level: 1, name: 'Service health' });
    expect(screen.queryByRole('complementary')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Clubs' }));
    expect(screen.getByRole('complementary', { name: 'Your clubs' })).toBeTruthy();
    expect(screen.queryByRole('complementary', { name: 'Activity' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Activity' }));
    expect(screen.getAllByRole('complementary')).toHaveLength(2);

    fireEvent.click(screen.getByRole('button', { name: 'Close Your clubs' }));
    expect(
      screen.getAllByRole('complementary').map((panel) => panel.getAttribute('aria-labelledby')),
    ).toEqual(['right-side-panel-title']);

    fireEvent.click(screen.getByRole('button', { name: 'Clubs' }));
    fireEvent.click(screen.getByRole('button', { name: 'Close panels' }));
    expect(screen.queryByRole('complementary')).toBeNull();
  });

  it('opens the How it works modal from the splash page and returns focus on close', async () => {
    renderAt('/');
    const opener = await screen.findByRole('button', { name: 'HOW IT WORKS' });
    opener.focus();
    fireEvent.click(opener);
    // The modal's code loads on first use: allow for it on a busy machine.
    const dialog = await screen.findByRole('dialog', { name: 'HOW IT WORKS' }, { timeout: 3000 });
    fireEvent.click(within(dialog).getByRole('button', { name: 'GOT IT' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    // Keyboard users land back where they were.
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });
});
