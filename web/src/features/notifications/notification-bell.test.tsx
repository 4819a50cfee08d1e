// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { NotificationDto } from '../../../../src/contracts/notifications/index.ts';
import { memberFixture, mockServer, renderApp, signedIn, success } from '../../test-support/render-app';

// A fake socket: the test pushes what the server would.
const listeners = new Map<string, (payload: unknown) => void>();
vi.mock('../clubs/socket', () => ({
  connectRealtime: async () => ({
    on: (event: string, handler: (payload: unknown) => void) => listeners.set(event, handler),
    off: (event: string) => listeners.delete(event),
    emit: () => {},
    connected: true,
  }),
  useClubRoom: () => {},
}));

await import('./notification-bell');

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
  listeners.clear();
});

const me = memberFixture();
const eventId = '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b';
const note = (n: number, overrides: Partial<NotificationDto> = {}): NotificationDto => ({
  id: `0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a${String(n).padStart(2, '0')}`,
  type: 'event_comment',
  status: 'unread',
  text: `Maya Ortiz commented on vs Eagles: "note ${n}"`,
  metaData: { event: { id: eventId, title: 'vs Eagles', dateAndTime: null, kind: 'event' } },
  createdAt: '2027-03-04T19:05:00.000Z',
  ...overrides,
});
const listPath = '/api/notification?page=1&limit=20';

function server(results: NotificationDto[], totalUnread: number) {
  return mockServer({
    'GET /api/member/me': success(me),
    'GET /api/member/teams': success({ teams: [], pickupGroups: [] }),
    [`GET ${listPath}`]: success({ results, totalUnread, hasNext: false }),
    'PATCH /api/notification': success({ updated: 1, totalUnread: totalUnread - 1 }),
    'POST /api/notification/read-all': success({ updated: totalUnread, totalUnread: 0 }),
    [`GET /api/event/${eventId}`]: {
      status: 404,
      body: { status: 'error', errors: [{ message: 'Event not found.' }] },
    },
  });
}

const bell = () => screen.findByRole('button', { name: /^Notifications/ });

describe('notification bell (spec §2, §4)', () => {
  it('is not there for a visitor', async () => {
    const { callsTo } = server([], 0);
    renderApp('/settings');
    await screen.findAllByText(/LOG IN/i);
    expect(screen.queryByRole('button', { name: /^Notifications/ })).toBeNull();
    expect(callsTo('GET', listPath)).toHaveLength(0);
  });

  it('caps the badge at 9+, lists notifications with their dates, and says when there are none', async () => {
    signedIn();
    server([note(1), note(2, { status: 'read', metaData: {} })], 12);
    renderApp('/settings');
    await waitFor(async () =>
      expect((await screen.findByTestId('notification-badge')).textContent).toBe('9+'),
    );
    fireEvent.click(await bell());
    const panel = await screen.findByRole('region', { name: 'Notifications' });
    expect(within(panel).getByText('Maya Ortiz commented on vs Eagles: "note 1"')).toBeTruthy();
    expect(within(panel).getByText('TBD')).toBeTruthy(); // the game has no date
    expect(within(panel).getByText(/^03\.0[45]\.27 @ \d{1,2}:05 [AP]M$/)).toBeTruthy();
    expect(within(panel).getByRole('button', { name: 'Mark All Read' })).toBeTruthy();
  });

  it("says 'No Notifications' for an empty list", async () => {
    signedIn();
    server([], 0);
    renderApp('/settings');
    fireEvent.click(await bell());
    expect(await screen.findByText('No Notifications')).toBeTruthy();
    expect(screen.queryByTestId('notification-badge')).toBeNull();
  });

  it('a click marks one read (the count drops by one) and opens its page', async () => {
    signedIn();
    const { callsTo } = server([note(1), note(2)], 2);
    const { router } = renderApp('/settings');
    await waitFor(async () =>
      expect((await screen.findByTestId('notification-badge')).textContent).toBe('2'),
    );
    fireEvent.click(await bell());
    fireEvent.click(await screen.findByText('Maya Ortiz commented on vs Eagles: "note 1"'));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/team-event/${eventId}`));
    await waitFor(() => expect(screen.getByTestId('notification-badge').textContent).toBe('1'));
    expect(callsTo('PATCH', '/api/notification').map((call) => call.body)).toEqual([
      { notificationIds: [note(1).id], status: 'read' },
    ]);
  });

  it('Mark All Read empties the badge; a pushed notification lights it up again without a reload', async () => {
    signedIn();
    const { callsTo } = server([note(1)], 1);
    renderApp('/settings');
    fireEvent.click(await bell());
    fireEvent.click(await screen.findByRole('button', { name: 'Mark All Read' }));
    await waitFor(() => expect(screen.queryByTestId('notification-badge')).toBeNull());
    expect(callsTo('POST', '/api/notification/read-all')).toHaveLength(1);

    await waitFor(() => expect(listeners.has('notification:new')).toBe(true));
    listeners.get('notification:new')!(note(3, { text: 'Luis commented on vs Eagles: "live"' }));
    await waitFor(() => expect(screen.getByTestId('notification-badge').textContent).toBe('1'));
    expect(await screen.findByText('Luis commented on vs Eagles: "live"')).toBeTruthy();
    // The same push again changes nothing.
    listeners.get('notification:new')!(note(3));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByTestId('notification-badge').textContent).toBe('1');
  });

  it('takes a message about the chat open right now as read: no badge, and the server is told', async () => {
    signedIn();
    const { callsTo } = server([], 0);
    renderApp('/settings?type=tm&teamId=t-1&teamName=Herons');
    const teamMessage = (n: number, teamId: string) =>
      note(n, {
        type: 'team_message_sent',
        text: `Maya Ortiz in Herons: "message ${n}"`,
        metaData: {
          team: { id: teamId, name: 'Herons' },
          member: { id: 'm-9', firstName: 'Maya', lastName: 'Ortiz' },
        },
      });
    await waitFor(() => expect(listeners.has('notification:new')).toBe(true));
    listeners.get('notification:new')!(teamMessage(4, 't-1'));
    await waitFor(() =>
      expect(callsTo('PATCH', '/api/notification').map((call) => call.body)).toEqual([
        { notificationIds: [teamMessage(4, 't-1').id], status: 'read' },
      ]),
    );
    expect(screen.queryByTestId('notification-badge')).toBeNull();

    // Another team's chat is news.
    listeners.get('notification:new')!(teamMessage(5, 't-2'));
    await waitFor(() => expect(screen.getByTestId('notification-badge').textContent).toBe('1'));
    expect(callsTo('PATCH', '/api/notification')).toHaveLength(1);
  });

  it("shows a live sub alert with its game's kickoff and opens the city's Subs tab (issue 20)", async () => {
    signedIn();
    server([], 0);
    const { router } = renderApp('/settings');
    await waitFor(() => expect(listeners.has('notification:new')).toBe(true));
    const text = 'Austin Armadillos need a Defender for vs Herons in Austin. Can you play?';
    listeners.get('notification:new')!(
      note(6, {
        type: 'sub_request_alert',
        text,
        metaData: {
          event: {
            id: eventId,
            title: 'vs Herons',
            dateAndTime: '2027-03-04T01:00:00.000Z',
            kind: 'event',
            timeZone: 'America/Chicago',
          },
          subRequest: { id: 'sr-1', teamName: 'Austin Armadillos', cityName: 'Austin', workspaceId: 1 },
        },
      }),
    );
    await waitFor(() => expect(screen.getByTestId('notification-badge').textContent).toBe('1'));
    fireEvent.click(await bell());
    const panel = await screen.findByRole('region', { name: 'Notifications' });
    expect(within(panel).getByText('03.03.27 @ 7:00 PM CST')).toBeTruthy();
    fireEvent.click(within(panel).getByText(text));
    await waitFor(() => expect(router.state.location.pathname).toBe('/marketplace'));
    expect(router.state.location.search).toBe('?tab=subs&city=1');
  });
});
