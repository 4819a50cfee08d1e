// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MARKETPLACE_CHANGED } from '../../../../src/contracts/marketplace/realtime.ts';
import { SUB_ALERT_MESSAGES, type SubAlertDto } from '../../../../src/contracts/marketplace/sub-alerts.ts';
import type { SubRequestDto } from '../../../../src/contracts/marketplace/sub-requests.ts';
import { JOIN_ROOM } from '../../../../src/contracts/realtime.ts';
import {
  type Call,
  failure,
  memberFixture,
  mockServer,
  renderApp,
  signedIn,
  success,
} from '../../test-support/render-app';
import { cities, page, postFixture } from './marketplace-fixtures';
import { MARKETPLACE_MESSAGES } from './marketplace-messages';
import { SUB_ALERT_TEXT } from './sub-alert-panel';
import { SUB_ALERT_UNSUBSCRIBE_TEXT } from './sub-alert-unsubscribe-page';

// The Subs tab's sub alerts panel and its live list (issue 20). A fake socket.io connection: the test
// sees the rooms joined and pushes what the server would.
const listeners = new Map<string, Set<(payload: unknown) => void>>();
const joined: string[] = [];
vi.mock('socket.io-client', () => ({
  io: () => ({
    on: (event: string, handler: (payload: unknown) => void) => {
      const set = listeners.get(event) ?? new Set();
      set.add(handler);
      listeners.set(event, set);
    },
    off: (event: string, handler: (payload: unknown) => void) => listeners.get(event)?.delete(handler),
    emit: (event: string, room: string) => {
      if (event === JOIN_ROOM) joined.push(room);
    },
    connected: true,
  }),
}));

await Promise.all([
  import('./marketplace-page'),
  import('./sub-alert-unsubscribe-page'),
  import('socket.io-client'),
]);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
  listeners.clear();
  joined.splice(0);
});

const push = (event: string, payload: unknown) => {
  for (const handler of listeners.get(event) ?? []) handler(payload);
};

const request = (overrides: Partial<SubRequestDto> = {}) =>
  ({
    id: 'sr-1',
    eventId: 'ev-1',
    eventKind: 'team_event',
    team: { id: 't-1', name: 'Austin Armadillos' },
    title: 'vs Herons',
    addressName: 'Zilker Park',
    startsAt: '2027-03-04T01:00:00.000Z',
    timeZone: 'America/Chicago',
    day: 'wednesday',
    organizationId: 15,
    workspaceId: 1,
    city: 'Austin',
    needed: 1,
    accepted: 0,
    positions: ['defender'],
    level: 'intermediate',
    feeShare: null,
    note: '',
    status: 'open',
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  }) as SubRequestDto;

const alertOn: SubAlertDto = {
  workspaceId: 1,
  cityName: 'Austin',
  days: ['tuesday', 'wednesday'],
  positions: ['defender'],
  email: true,
  updatedAt: '2026-11-26T10:00:00.000Z',
};

const alertPath = '/api/marketplace/sub-alert';

/** A signed-in member's app: the header's calls, the cities, the lists and what the test adds. */
function memberServer(routes: Parameters<typeof mockServer>[0]) {
  signedIn();
  return mockServer({
    'GET /api/member/me': success(memberFixture()),
    'GET /api/member/teams': success({ teams: [], pickupGroups: [] }),
    'GET /api/notification?page=1&limit=20': success({ results: [], totalUnread: 0, hasNext: false }),
    'GET /api/organization-common/15/workspaces': cities,
    'GET /api/marketplace/subs?page=1': page([request()]),
    'GET /api/marketplace/subs?city=1&page=1': page([request()]),
    'GET /api/marketplace/subs/sr-1/my-offer': success(null),
    ...routes,
  });
}

/** Opens the panel (a disclosure) and gives its form. */
async function openPanel() {
  const summary = await screen.findByText('Sub alerts', { selector: 'summary *' });
  fireEvent.click(summary);
  return within(await screen.findByRole('form', { name: 'Sub alerts' }));
}

describe('sub alerts on the Subs tab', () => {
  it('invites a visitor to log in, and asks nothing about alerts', async () => {
    const server = mockServer({
      'GET /api/organization-common/15/workspaces': cities,
      'GET /api/marketplace/subs?page=1': page([request()]),
    });
    renderApp('/marketplace?tab=subs');
    const invite = await screen.findByText(SUB_ALERT_TEXT.signedOut, { exact: false });
    expect(within(invite).getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe(
      `/login?returnTo=${encodeURIComponent('/marketplace?tab=subs')}`,
    );
    expect(server.calls.some((call) => call.path === alertPath)).toBe(false);
  });

  it("turns alerts on with the tab's filters as a start, telling an empty choice by its field", async () => {
    let saved: SubAlertDto | null = null;
    const server = memberServer({
      [`GET ${alertPath}`]: () => success(saved),
      [`PUT ${alertPath}`]: ({ body }: Call) => {
        saved = { ...alertOn, ...(body as object), updatedAt: '2026-11-26T11:00:00.000Z' };
        return success(saved);
      },
    });
    renderApp('/marketplace?tab=subs&day=wednesday');
    const form = await openPanel();
    expect(screen.getByText('Off')).toBeTruthy();
    expect((form.getByLabelText('Wednesday') as HTMLInputElement).checked).toBe(true);
    expect((form.getByLabelText(SUB_ALERT_TEXT.email) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(form.getByRole('button', { name: 'TURN ON SUB ALERTS' }));
    expect(await form.findByText(SUB_ALERT_MESSAGES.city)).toBeTruthy();
    expect(form.getByText(SUB_ALERT_MESSAGES.positions)).toBeTruthy();
    expect(form.queryByText(SUB_ALERT_MESSAGES.days)).toBeNull();
    expect(server.callsTo('PUT', alertPath)).toHaveLength(0);

    fireEvent.change(form.getByLabelText('City'), { target: { value: '1' } });
    fireEvent.click(form.getByLabelText('Tuesday'));
    fireEvent.click(form.getByLabelText('Defender'));
    fireEvent.click(form.getByRole('button', { name: 'TURN ON SUB ALERTS' }));
    expect(await screen.findByText(SUB_ALERT_MESSAGES.saved)).toBeTruthy();
    expect(server.callsTo('PUT', alertPath).map((call) => call.body)).toEqual([
      { workspaceId: 1, days: ['tuesday', 'wednesday'], positions: ['defender'], email: true },
    ]);
    expect(await screen.findByText('On: Austin · Tue, Wed · Defender · e-mail too')).toBeTruthy();
    const after = within(await screen.findByRole('form', { name: 'Sub alerts' }));
    expect(after.getByRole('button', { name: 'SAVE' })).toBeTruthy();
    expect(after.getByRole('button', { name: 'TURN OFF' })).toBeTruthy();
  });

  it("shows the server's refusals under their fields, and a failure above the form", async () => {
    let reply = failure(
      400,
      { message: SUB_ALERT_MESSAGES.city, field: 'workspaceId' },
      { message: SUB_ALERT_MESSAGES.days, field: 'days.0' },
    );
    memberServer({
      [`GET ${alertPath}`]: success(null),
      [`PUT ${alertPath}`]: () => reply,
    });
    renderApp('/marketplace?tab=subs&city=1&day=monday&position=forward');
    const form = await openPanel();
    fireEvent.click(form.getByRole('button', { name: 'TURN ON SUB ALERTS' }));
    expect(await form.findByText(SUB_ALERT_MESSAGES.days)).toBeTruthy();
    expect(form.getByText(SUB_ALERT_MESSAGES.city)).toBeTruthy();
    expect(form.getByLabelText('City').getAttribute('aria-invalid')).toBe('true');

    reply = failure(503, 'The service is busy. Try again in a minute.');
    fireEvent.click(form.getByRole('button', { name: 'TURN ON SUB ALERTS' }));
    expect(await form.findByText('The service is busy. Try again in a minute.')).toBeTruthy();
    expect(form.queryByText(SUB_ALERT_MESSAGES.days)).toBeNull();
  });

  it('changes the e-mail choice with SAVE and turns alerts off with TURN OFF', async () => {
    const server = memberServer({
      [`GET ${alertPath}`]: success(alertOn),
      [`PUT ${alertPath}`]: ({ body }: Call) => success({ ...alertOn, ...(body as object), updatedAt: 'x' }),
      [`DELETE ${alertPath}`]: success(null),
    });
    renderApp('/marketplace?tab=subs');
    expect(await screen.findByText('On: Austin · Tue, Wed · Defender · e-mail too')).toBeTruthy();
    const form = await openPanel();
    expect((form.getByLabelText('City') as HTMLSelectElement).value).toBe('1');
    fireEvent.click(form.getByLabelText(SUB_ALERT_TEXT.email));
    fireEvent.click(form.getByRole('button', { name: 'SAVE' }));
    expect(await screen.findByText('On: Austin · Tue, Wed · Defender')).toBeTruthy();
    expect(server.callsTo('PUT', alertPath).map((call) => (call.body as { email: boolean }).email)).toEqual([
      false,
    ]);

    fireEvent.click(
      within(screen.getByRole('form', { name: 'Sub alerts' })).getByRole('button', { name: 'TURN OFF' }),
    );
    expect(await screen.findByText(SUB_ALERT_MESSAGES.off)).toBeTruthy();
    expect(await screen.findByText('Off')).toBeTruthy();
    expect(server.callsTo('DELETE', alertPath)).toHaveLength(1);
    expect(
      within(screen.getByRole('form', { name: 'Sub alerts' })).getByRole('button', {
        name: 'TURN ON SUB ALERTS',
      }),
    ).toBeTruthy();
  });

  it('offers TRY AGAIN when the alert could not be loaded', async () => {
    let fail = true;
    memberServer({ [`GET ${alertPath}`]: () => (fail ? failure(500, 'boom') : success(null)) });
    renderApp('/marketplace?tab=subs');
    fireEvent.click(await screen.findByText('Sub alerts', { selector: 'summary *' }));
    expect(await screen.findByText(SUB_ALERT_TEXT.failed)).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'TRY AGAIN' }));
    expect(await screen.findByRole('form', { name: 'Sub alerts' })).toBeTruthy();
  });
});

describe('the live Subs list', () => {
  it("follows the filtered city's room and refetches on a push about subs, not about posts", async () => {
    let requests = [request()];
    const server = memberServer({
      [`GET ${alertPath}`]: success(null),
      'GET /api/marketplace/subs?city=1&page=1': () => page(requests),
    });
    renderApp('/marketplace?tab=subs&city=1');
    const list = await screen.findByRole('list', { name: 'Sub requests' });
    expect(within(list).getByText(/Austin Armadillos/)).toBeTruthy();
    await waitFor(() => expect(joined).toEqual(['marketplace:1']));
    const listPath = '/api/marketplace/subs?city=1&page=1';
    const before = server.callsTo('GET', listPath).length;

    push(MARKETPLACE_CHANGED, { list: 'posts', id: 'post-1', change: 'added' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.callsTo('GET', listPath)).toHaveLength(before);

    // The request filled: it goes without a reload.
    requests = [];
    push(MARKETPLACE_CHANGED, { list: 'subs', id: 'sr-1', change: 'removed' });
    expect(await screen.findByText(MARKETPLACE_MESSAGES.noMatchingSubs)).toBeTruthy();
    // A new one appears.
    requests = [request({ id: 'sr-2', team: { id: 't-2', name: 'Denver Drifters' } })];
    push(MARKETPLACE_CHANGED, { list: 'subs', id: 'sr-2', change: 'added' });
    expect(await screen.findByText(/Denver Drifters/)).toBeTruthy();
  });

  it("follows every city's room when the list is not filtered by one", async () => {
    memberServer({ [`GET ${alertPath}`]: success(null) });
    renderApp('/marketplace?tab=subs');
    await screen.findByRole('list', { name: 'Sub requests' });
    await waitFor(() => expect([...joined].sort()).toEqual(['marketplace:1', 'marketplace:2']));
  });
});

describe('the other live lists', () => {
  it('refetch on a push about their own list: a new post appears on the Posts tab', async () => {
    let posts = [postFixture()];
    memberServer({ 'GET /api/marketplace/posts?city=2&page=1': () => page(posts) });
    renderApp('/marketplace?tab=posts&city=2');
    await screen.findByText('Sunday 7v7 needs two defenders');
    await waitFor(() => expect(joined).toEqual(['marketplace:2']));
    posts = [postFixture({ id: 'post-2', title: 'Selling size 5 balls' }), ...posts];
    push(MARKETPLACE_CHANGED, { list: 'subs', id: 'sr-1', change: 'added' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('Selling size 5 balls')).toBeNull();
    push(MARKETPLACE_CHANGED, { list: 'posts', id: 'post-2', change: 'added' });
    expect(await screen.findByText('Selling size 5 balls')).toBeTruthy();
  });
});

describe("a sub alert e-mail's unsubscribe page", () => {
  const query = '?member=m-1&token=t-1';
  const api = `/api/marketplace/sub-alert/unsubscribe${query}`;

  it('explains the e-mails, turns them off on UNSUBSCRIBE only, and says the bell alerts stay', async () => {
    const { callsTo } = mockServer({
      [`GET ${api}`]: success({ emails: true, cityName: 'Austin' }),
      [`POST ${api}`]: success({
        emails: false,
        cityName: 'Austin',
        message: SUB_ALERT_MESSAGES.unsubscribed,
      }),
    });
    renderApp(`/sub-alerts/unsubscribe${query}`);
    expect(await screen.findByText(SUB_ALERT_UNSUBSCRIBE_TEXT.explain('Austin'))).toBeTruthy();
    expect(callsTo('POST', api)).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'UNSUBSCRIBE' }));
    expect(await screen.findByRole('heading', { name: 'You are unsubscribed' })).toBeTruthy();
    expect(screen.getByText(SUB_ALERT_MESSAGES.unsubscribed)).toBeTruthy();
    expect(screen.getByText(SUB_ALERT_UNSUBSCRIBE_TEXT.hint)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'GO TO SUBS' }).getAttribute('href')).toBe(
      '/marketplace?tab=subs',
    );
    expect(callsTo('POST', api)).toHaveLength(1);
  });

  it('says when the link is not valid, and asks nothing for a link without its token', async () => {
    const { calls } = mockServer({ [`GET ${api}`]: failure(403, SUB_ALERT_MESSAGES.badLink) });
    renderApp(`/sub-alerts/unsubscribe${query}`);
    expect(await screen.findByText(SUB_ALERT_MESSAGES.badLink)).toBeTruthy();
    cleanup();
    calls.splice(0);
    renderApp('/sub-alerts/unsubscribe?member=m-1');
    expect(await screen.findByText(SUB_ALERT_MESSAGES.badLink)).toBeTruthy();
    expect(calls.some((call) => call.path.startsWith('/api/marketplace/sub-alert'))).toBe(false);
  });
});
