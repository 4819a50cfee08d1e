import { configure, render } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { vi } from 'vitest';
import type { PermissionsDto } from '../../../src/contracts/clubs/permissions.ts';
import type { MemberDto } from '../../../src/contracts/identity/index.ts';
import { swrConfig } from '../api/swr-config';
import { appRouteObjects } from '../app/router';
import { authenticatedAtom } from '../app/session';

/** What a mocked endpoint answers: a body for 200, or a status with a body. */
export type Reply = unknown | { status: number; body?: unknown };

export interface Call {
  method: string;
  path: string;
  body: unknown;
}

type Handler = (call: Call) => Reply | Promise<Reply>;

export const success = (data: unknown) => ({ status: 200, body: { status: 'success', data } });
export const failure = (
  status: number,
  ...errors: Array<string | { message: string; field?: string; code?: string }>
) => ({
  status,
  body: { status: 'error', errors },
});

function isReply(value: unknown): value is { status: number; body?: unknown } {
  return typeof value === 'object' && value !== null && 'status' in value && typeof value.status === 'number';
}

/**
 * A fake server behind `fetch`: `'POST /api/auth/login/member': (call) => success(...)`. Unknown
 * routes answer 404. Every call is recorded with its parsed JSON body (or the FormData).
 */
export function mockServer(handlers: Record<string, Handler | Reply>) {
  const calls: Call[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const raw = init?.body;
    const body = typeof raw === 'string' ? JSON.parse(raw) : raw;
    const call = { method, path: `${url.pathname}${url.search}`, body };
    calls.push(call);
    const handler =
      handlers[`${method} ${url.pathname}${url.search}`] ?? handlers[`${method} ${url.pathname}`];
    const reply = typeof handler === 'function' ? await (handler as Handler)(call) : handler;
    if (reply === undefined)
      return new Response(JSON.stringify({ status: 'error', errors: ['Not found'] }), {
        status: 404,
        headers: { 'content-type': 'application/json' },
      });
    const { status, body: replyBody } = isReply(reply)
      ? reply
      : { status: 200, body: { status: 'success', data: reply } };
    return new Response(replyBody === undefined ? '' : JSON.stringify(replyBody), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    fetchMock,
    callsTo: (method: string, path: string) =>
      calls.filter((call) => call.method === method && call.path === path),
  };
}

/** The whole app (layout, modals, toasts) at `path`, with a fresh SWR cache and Jotai store. */
// The app loads its overlays (modal, drawer, player card, toasts) and the pages' code on demand. Loaded
// here once, up front, a test waits for what it looks for, not for a module to be transformed.
await Promise.all([
  import('../app/layout/overlay-hosts'),
  import('../features/auth/login-form'),
  import('../features/player-profile/player-profile-card'),
  // The header's tools for a signed-in member (their contracts are most of what a test transforms).
  import('../features/notifications/notification-bell'),
  import('../features/chat/messages-link'),
]);

// What appears after a lazy chunk and a Suspense retry can take over the default second on a busy
// machine (CI shares its cores, and a first test also waits for its transform); `findBy…` waits up to eight.
configure({ asyncUtilTimeout: 8000 });

export function renderApp(path: string, store = createStore()) {
  // atomWithStorage reads localStorage when its module loads, not per store: seed this test's store
  // from this test's storage, as a page load would.
  store.set(authenticatedAtom, localStorage.getItem('authenticated') === 'true');
  const router = createMemoryRouter(appRouteObjects(), { initialEntries: [path] });
  const view = render(
    <Provider store={store}>
      <SWRConfig value={{ ...swrConfig, provider: () => new Map(), dedupingInterval: 0 }}>
        <RouterProvider router={router} />
      </SWRConfig>
    </Provider>,
  );
  return { router, store, ...view };
}

/**
 * What POST /api/permission answers for a page of `type`: an active member with no other rights,
 * with `flags` on top (`{ isCaptain: true }`, `{ isAdmin: true, isOwner: true }`, `{ isMember: false }`).
 */
export const rightsFixture = (type: string, flags: Partial<Omit<PermissionsDto, 'type'>> = {}) => ({
  type,
  isCaptain: false,
  isAdmin: false,
  isActive: true,
  isOwner: false,
  isMember: true,
  isBlocked: false,
  fetchComplete: true,
  ...flags,
});

export function memberFixture(overrides: Partial<MemberDto> = {}): MemberDto {
  return {
    id: '7d1f6c2e-0000-4000-8000-000000000001',
    memberId: '7d1f6c2e-0000-4000-8000-000000000001',
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    emailVerified: true,
    avatar: null,
    phoneNumber: '(555) 123-4567',
    gender: 'FEMALE',
    birthday: '1990-04-12',
    location: 'Brooklyn, NY',
    street: null,
    state: null,
    zip: '10001',
    favoriteTeam: null,
    role: 'player',
    teams: [],
    authSchemas: { providers: [], hasPassword: true },
    registrationComplete: true,
    ...overrides,
  };
}

/** Marks the browser signed in, as a login would have (the tokens are httpOnly cookies). */
export function signedIn() {
  localStorage.setItem('authenticated', 'true');
}
