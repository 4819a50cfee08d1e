// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type {
  EventSubRequestDto,
  SubOfferDto,
  SubRequestDto,
} from '../../../../src/contracts/marketplace/index.ts';
import {
  type Call,
  memberFixture,
  mockServer,
  renderApp,
  signedIn,
  success,
} from '../../test-support/render-app';
import { eventFixture, eventId, eventPageServer } from '../events/event-fixtures';
import { cities, freeAgentFixture, page } from './marketplace-fixtures';

// Subs (issue 20): the captain marks accepted subs played or no-show after the game, sees each offer's
// reliability and note; a player adds a note to I CAN PLAY; a free agent shows their reliability.
vi.mock('socket.io-client', () => ({
  io: () => ({ on: () => undefined, off: () => undefined, emit: () => undefined, connected: true }),
}));

await Promise.all([
  import('../events/event-page'),
  import('./marketplace-page'),
  import('./free-agent-page'),
  import('socket.io-client'),
]);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const request = (overrides: Partial<SubRequestDto> = {}): SubRequestDto => ({
  id: 'sr-1',
  eventId,
  eventKind: 'team_event',
  team: { id: 't-1', name: 'Red Lions' },
  title: 'vs Herons',
  addressName: 'Zilker Park',
  startsAt: '2027-03-04T01:00:00.000Z',
  timeZone: 'America/Chicago',
  day: 'wednesday',
  organizationId: 15,
  workspaceId: 1,
  city: 'Austin',
  needed: 2,
  accepted: 1,
  positions: ['defender'],
  level: 'intermediate',
  feeShare: null,
  note: '',
  status: 'open',
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

const offer = (overrides: Partial<SubOfferDto> = {}): SubOfferDto => ({
  id: 'of-1',
  requestId: 'sr-1',
  member: { id: 'm-sam', firstName: 'Sam', lastName: 'Keeper', avatar: null },
  note: 'Centre-back, can play left',
  status: 'accepted',
  attendance: null,
  reliability: { played: 11, noShows: 1, percent: 92 },
  createdAt: '2026-11-20T11:00:00.000Z',
  ...overrides,
});
const newcomer = offer({
  id: 'of-2',
  member: { id: 'm-nia', firstName: 'Nia', lastName: 'New', avatar: null },
  note: '',
  status: 'pending',
  reliability: { played: 0, noShows: 0, percent: null },
});
const subsPath = `/api/marketplace/subs/event/${eventId}`;

describe('the captain’s subs on the event page', () => {
  it('shows each offer’s reliability and note before the game', async () => {
    signedIn();
    const view: EventSubRequestDto = { request: request(), offers: [offer(), newcomer] };
    mockServer(eventPageServer({ [`GET ${subsPath}`]: view }, true));
    renderApp(`/team-event/${eventId}`);
    const offers = await screen.findByRole('list', { name: 'Offers' });
    const [sam, nia] = within(offers).getAllByRole('listitem');
    expect(within(sam!).getByText('Reliable: 92% · 12 games, 1 no-show')).toBeTruthy();
    expect(within(sam!).getByText('“Centre-back, can play left”')).toBeTruthy();
    expect(within(nia!).getByText('New: no games yet')).toBeTruthy();
    expect(within(nia!).getByRole('button', { name: 'ACCEPT' })).toBeTruthy();
    // Nothing to mark before kickoff.
    expect(screen.queryByRole('heading', { name: 'Subs: who played?' })).toBeNull();
  });

  it('marks an accepted sub played after the game, and can change it to a no-show', async () => {
    signedIn();
    let attendance: SubOfferDto['attendance'] = null;
    const { callsTo } = mockServer(
      eventPageServer(
        {
          [`GET /api/event/${eventId}`]: eventFixture({ isPast: true }),
          [`GET /api/event/${eventId}/game-stats`]: { eventId, stats: [] },
          [`GET ${subsPath}`]: () =>
            success({
              request: request({ status: 'closed' }),
              offers: [offer({ attendance }), offer({ id: 'of-3', status: 'declined' })],
            }),
          'PUT /api/marketplace/subs/sr-1/offers/of-1/attendance': (call: Call) => {
            attendance = (call.body as { attendance: SubOfferDto['attendance'] }).attendance;
            return success({
              offer: offer({ attendance }),
              message: attendance === 'played' ? 'Marked as played.' : 'Marked as a no-show.',
            });
          },
        },
        true,
      ),
    );
    renderApp(`/team-event/${eventId}`);
    await screen.findByRole('heading', { name: 'Subs: who played?' });
    const list = screen.getByRole('list', { name: 'Subs to mark' });
    // Only the accepted sub, with their reliability.
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(within(list).getByText('Reliable: 92% · 12 games, 1 no-show')).toBeTruthy();
    const group = within(within(list).getByRole('group', { name: 'Did Sam Keeper play?' }));
    expect(group.getByRole('button', { name: 'PLAYED' }).getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(group.getByRole('button', { name: 'PLAYED' }));
    expect(await screen.findByText('Marked as played.')).toBeTruthy();
    await waitFor(() =>
      expect(group.getByRole('button', { name: 'PLAYED' }).getAttribute('aria-pressed')).toBe('true'),
    );
    fireEvent.click(group.getByRole('button', { name: 'NO-SHOW' }));
    await waitFor(() =>
      expect(group.getByRole('button', { name: 'NO-SHOW' }).getAttribute('aria-pressed')).toBe('true'),
    );
    expect(callsTo('PUT', '/api/marketplace/subs/sr-1/offers/of-1/attendance').map((c) => c.body)).toEqual([
      { attendance: 'played' },
      { attendance: 'no_show' },
    ]);
  });

  it('shows no attendance panel after a game without accepted subs', async () => {
    signedIn();
    mockServer(
      eventPageServer(
        {
          [`GET /api/event/${eventId}`]: eventFixture({ isPast: true }),
          [`GET /api/event/${eventId}/game-stats`]: { eventId, stats: [] },
          [`GET ${subsPath}`]: { request: request({ status: 'closed' }), offers: [newcomer] },
        },
        true,
      ),
    );
    renderApp(`/team-event/${eventId}`);
    await screen.findByRole('heading', { name: 'Roster' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('heading', { name: 'Subs: who played?' })).toBeNull();
  });
});

describe('I CAN PLAY with a note', () => {
  it('sends the note the player typed with the offer', async () => {
    signedIn();
    const { callsTo } = mockServer({
      'GET /api/member/me': memberFixture(),
      'GET /api/member/teams': { teams: [], pickupGroups: [] },
      'GET /api/notification?page=1&limit=20': { results: [], totalUnread: 0, hasNext: false },
      'GET /api/organization-common/15/workspaces': cities,
      'GET /api/marketplace/subs?page=1': page([request({ accepted: 0 })]),
      'GET /api/marketplace/subs/sr-1/my-offer': null,
      'GET /api/marketplace/sub-alert': null,
      'POST /api/marketplace/subs/sr-1/offers': (call: Call) =>
        success({
          offer: offer({ status: 'pending', note: (call.body as { note: string }).note }),
          message: 'The captain has your offer.',
        }),
    });
    renderApp('/marketplace?tab=subs');
    const note = await screen.findByLabelText('Note for the captain (optional)');
    expect(note.getAttribute('maxlength')).toBe('280');
    fireEvent.change(note, { target: { value: 'Centre-back, can play left' } });
    fireEvent.click(screen.getByRole('button', { name: 'I CAN PLAY' }));
    expect(await screen.findByText('You offered to play. The captain will answer.')).toBeTruthy();
    expect(callsTo('POST', '/api/marketplace/subs/sr-1/offers')[0]?.body).toEqual({
      note: 'Centre-back, can play left',
    });
  });
});

describe('a free agent’s reliability', () => {
  it('shows on their card and their page', async () => {
    mockServer({
      'GET /api/organization-common/15/workspaces': cities,
      'GET /api/marketplace/free-agents?page=1': page([
        freeAgentFixture(),
        freeAgentFixture({ id: 'fa-2', reliability: { played: 0, noShows: 0, percent: null } }),
      ]),
      'GET /api/marketplace/free-agents/fa-1': freeAgentFixture(),
    });
    renderApp('/marketplace?tab=free-agents');
    expect(await screen.findByText('Reliable: 92% · 12 games, 1 no-show')).toBeTruthy();
    expect(screen.getByText('New: no games yet')).toBeTruthy();
    cleanup();
    renderApp('/marketplace/free-agent/fa-1');
    const facts = await screen.findByText('Reliability');
    expect(facts.nextElementSibling?.textContent).toBe('Reliable: 92% · 12 games, 1 no-show');
  });
});
