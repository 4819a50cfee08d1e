// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failure, mockServer, renderApp, signedIn, success } from '../../test-support/render-app';
import { gameFixture } from '../leagues/league-fixtures';
import { eventFixture, eventId, me, teamId } from './event-fixtures';

await Promise.all([import('./events-page'), import('./event-form'), import('./event-page')]);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const page = (data: unknown[], hasNext: boolean) => ({
  status: 200,
  body: { status: 'success', data, hasNext, page: 1, limit: 10 },
});

function schedule(extra: Record<string, unknown> = {}, captain = true) {
  signedIn();
  return mockServer({
    'GET /api/member/me': me,
    'GET /api/member/teams': {
      teams: [{ id: teamId, name: 'Red Lions', abbreviation: 'RL', logo: null, isCaptain: captain }],
      pickupGroups: [],
    },
    'GET /api/member/league-events': page([], false),
    ...extra,
  });
}

describe('schedule (/events)', () => {
  it('lists upcoming games with their time in their zone, loads more, and switches to past', async () => {
    const later = eventFixture({ id: 'e2', title: 'vs Green Owls' });
    const leagueGame = gameFixture({ dateAndTime: '2027-03-20T01:00:00.000Z' });
    const { callsTo } = schedule({
      'GET /api/member/events?filter=future&page=1&limit=10': page([eventFixture()], true),
      'GET /api/member/events?filter=future&page=2&limit=10': page([later], false),
      'GET /api/member/events?filter=past&page=1&limit=10': page([], false),
      'GET /api/member/league-events?filter=future&page=1&limit=10': page([leagueGame], false),
    });
    renderApp('/events');
    expect(await screen.findByRole('heading', { level: 1, name: 'Schedule' })).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Upcoming games' });
    expect(within(list).getByText('vs Blue Sharks')).toBeTruthy();
    expect(within(list).getByText('Sunday / March 14 / 03:00 AM')).toBeTruthy();
    // The league game after the last team game loaded waits until the team games after it are in.
    expect(within(list).queryByText(leagueGame.title)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'LOAD MORE' }));
    expect(await within(list).findByText('vs Green Owls')).toBeTruthy();
    const leagueCard = await within(list).findByRole('link', { name: new RegExp(leagueGame.title) });
    expect(leagueCard.getAttribute('href')).toBe(`/league-event/${leagueGame.id}`);
    expect(within(list).getByText(`${leagueGame.leagueName} · ${leagueGame.addressName}`)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'LOAD MORE' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'PAST' }));
    expect(await screen.findByText('No past events.')).toBeTruthy();
    expect(callsTo('GET', '/api/member/events?filter=past&page=1&limit=10')).toHaveLength(1);
  });

  it('shows the error state, and no ADD EVENT for a player who captains no team', async () => {
    schedule({ 'GET /api/member/events': failure(500, 'boom') }, false);
    renderApp('/events');
    expect(await screen.findByText(/Something went wrong\. Try again later\./)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'TRY AGAIN' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'ADD EVENT' })).toBeNull();
  });

  it('shows the Schedule item of the bottom navigation only to a member with a team', async () => {
    schedule({ 'GET /api/member/events': page([], false) });
    renderApp('/events');
    expect(await screen.findByText('No upcoming events.')).toBeTruthy();
    await waitFor(() => expect(screen.getAllByRole('link', { name: 'Schedule' }).length).toBeGreaterThan(0));
    cleanup();
    signedIn();
    mockServer({
      'GET /api/member/me': { ...me, teams: [] },
      'GET /api/member/teams': { teams: [], pickupGroups: [] },
    });
    renderApp('/settings');
    await screen.findByRole('heading', { level: 1, name: 'Settings' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('link', { name: 'Schedule' })).toBeNull();
  });
});

describe('event form (spec §2, §5)', () => {
  it('says every field is required, then creates the game with the spec’s payload and opens it', async () => {
    const { callsTo } = schedule({
      'GET /api/member/events': page([], false),
      'POST /api/event': (call: { body: unknown }) =>
        success({ event: eventFixture({ ...(call.body as object), id: eventId }), message: 'ok' }),
      [`GET /api/event/${eventId}`]: eventFixture(),
      [`GET /api/event/${eventId}/roster`]: { eventId, attendees: [], nonAttendees: [], mvpVote: null },
      [`GET /api/event/${eventId}/comments/`]: { eventId, comments: [] },
      'POST /api/permission': { type: 'event', isCaptain: true, isMember: true, fetchComplete: true },
    });
    const { router } = renderApp('/events');
    fireEvent.click(await screen.findByRole('button', { name: 'ADD EVENT' }));
    const form = await screen.findByRole('form', { name: 'Add event' }, { timeout: 5000 });
    // The only team a captain has is picked; the zone is the browser's when listed (not UTC's).
    const zone = within(form).getByLabelText('Timezone') as HTMLSelectElement;
    fireEvent.change(zone, { target: { value: '' } });
    fireEvent.click(within(form).getByRole('button', { name: 'CREATE EVENT' }));
    await waitFor(() => expect(within(form).getAllByText('This field is required')).toHaveLength(5));
    for (const label of ['Title or opponent', 'Date', 'Time', 'Timezone', 'Location'])
      expect(within(form).getByLabelText(label).getAttribute('aria-invalid')).toBe('true');

    const change = (label: string, value: string) =>
      fireEvent.change(within(form).getByLabelText(label), { target: { value } });
    change('Title or opponent', 'vs Blue Sharks');
    change('Date', '2027-03-14');
    change('Time', '03:00');
    change('Timezone', 'US/Pacific');
    change('Location', 'Zilker Park Field 3');
    fireEvent.click(within(form).getByRole('button', { name: 'CREATE EVENT' }));
    expect(await screen.findByText('Successfully created.')).toBeTruthy();
    const sent = callsTo('POST', '/api/event')[0];
    expect(sent?.body).toEqual({
      teamId,
      title: 'vs Blue Sharks',
      addressName: 'Zilker Park Field 3',
      timezone: 'US/Pacific',
      hours: 3,
      minutes: 0,
      date: 14,
      month: 3,
      year: 2027,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe(`/team-event/${eventId}`));
  });

  it('edits an event starting from its wall time in its own zone, and shows the server’s error', async () => {
    signedIn();
    mockServer({
      'GET /api/member/me': me,
      'GET /api/member/teams': { teams: [], pickupGroups: [] },
      [`GET /api/event/${eventId}`]: eventFixture(),
      [`GET /api/event/${eventId}/roster`]: { eventId, attendees: [], nonAttendees: [], mvpVote: null },
      [`GET /api/event/${eventId}/comments/`]: { eventId, comments: [] },
      'POST /api/permission': { type: 'event', isCaptain: true, isMember: true, fetchComplete: true },
      [`PATCH /api/event/${eventId}`]: failure(
        409,
        'Someone else changed this event meanwhile. Reload and try again.',
      ),
    });
    renderApp(`/team-event/${eventId}`);
    fireEvent.click(await screen.findByRole('button', { name: 'EDIT EVENT' }));
    const form = await screen.findByRole('form', { name: 'Edit event' }, { timeout: 5000 });
    expect((within(form).getByLabelText('Date') as HTMLInputElement).value).toBe('2027-03-14');
    expect((within(form).getByLabelText('Time') as HTMLInputElement).value).toBe('03:00');
    expect((within(form).getByLabelText('Timezone') as HTMLSelectElement).value).toBe('US/Pacific');
    fireEvent.change(within(form).getByLabelText('Location'), { target: { value: '' } });
    fireEvent.click(within(form).getByRole('button', { name: 'SAVE CHANGES' }));
    expect(await within(form).findByText('This field is required')).toBeTruthy();
    fireEvent.change(within(form).getByLabelText('Location'), { target: { value: 'Field 9' } });
    fireEvent.click(within(form).getByRole('button', { name: 'SAVE CHANGES' }));
    expect(
      await within(form).findByText('Someone else changed this event meanwhile. Reload and try again.'),
    ).toBeTruthy();
    expect(within(form).getByRole('button', { name: 'DELETE EVENT' })).toBeTruthy();
  });
});
