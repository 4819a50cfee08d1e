// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failure, mockServer, renderApp, signedIn, success } from '../../test-support/render-app';
import { gameId, gamePageFixture } from '../leagues/league-fixtures';
import { eventId, eventPageServer, me } from './event-fixtures';

// The pages' chunks, loaded once up front: a test waits for what it looks for, not for a transform.
await Promise.all([import('./event-page'), import('./rsvp-landing'), import('./event-form')]);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const rsvpPath = `/api/event/${eventId}/rsvp`;
const link = (memberId: string, status = 'yes') =>
  `/team-event/${eventId}?rsvpStatus=${status}&eventId=${eventId}&memberId=${memberId}`;
const sent = success({
  eventId,
  rsvps: [{ memberId: me.id, status: 'yes' }],
  attendingCount: 2,
  message: 'ok',
});

describe('RSVP e-mail link (spec §4, §8)', () => {
  it('sends the RSVP for the signed-in member it names, says so, and takes the parameters off the address', async () => {
    signedIn();
    const { callsTo } = mockServer(eventPageServer({ [`POST ${rsvpPath}`]: sent }));
    const { router } = renderApp(link(me.id, 'maybe'));
    expect(await screen.findByText('Successfully sent RSVP')).toBeTruthy();
    expect(callsTo('POST', rsvpPath).map((call) => call.body)).toEqual([
      { memberId: me.id, status: 'maybe' },
    ]);
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.location.pathname).toBe(`/team-event/${eventId}`);
  });

  it('refuses a link for another member', async () => {
    signedIn();
    const { callsTo } = mockServer(eventPageServer({ [`POST ${rsvpPath}`]: sent }));
    const { router } = renderApp(link('99999999-0000-4000-8000-000000000009'));
    expect(await screen.findByText('You can only RSVP yourself from an email invite')).toBeTruthy();
    expect(callsTo('POST', rsvpPath)).toHaveLength(0);
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('signed out: asks to log in, and sends the RSVP once the member is back', async () => {
    const { callsTo } = mockServer({
      ...eventPageServer({ [`POST ${rsvpPath}`]: sent }),
      'GET /api/auth/providers': [],
      'POST /api/auth/login/member': success({ member: me }),
    });
    const { router } = renderApp(link(me.id));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(new URLSearchParams(router.state.location.search).get('returnTo')).toBe(link(me.id));
    expect(callsTo('POST', rsvpPath)).toHaveLength(0);
    expect(JSON.parse(localStorage.getItem('pendingRsvp') ?? 'null')).toEqual({
      eventId,
      memberId: me.id,
      status: 'yes',
    });

    fireEvent.change(await screen.findByLabelText('Email'), { target: { value: me.email } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Kickoff#2024' } });
    fireEvent.click(screen.getByRole('button', { name: 'LOG IN' }));
    expect(await screen.findByText('Successfully sent RSVP', {}, { timeout: 5000 })).toBeTruthy();
    expect(callsTo('POST', rsvpPath).map((call) => call.body)).toEqual([{ memberId: me.id, status: 'yes' }]);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/team-event/${eventId}`));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(localStorage.getItem('pendingRsvp')).toBeNull();
  });

  it('on a 401 shows the server’s message and goes to the splash', async () => {
    signedIn();
    mockServer(eventPageServer({ [`POST ${rsvpPath}`]: failure(401, 'Your session has ended.') }));
    const { router } = renderApp(link(me.id));
    expect(await screen.findByText('Your session has ended.')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('on another failure shows the first server error, else Something went wrong', async () => {
    signedIn();
    mockServer(
      eventPageServer({ [`POST ${rsvpPath}`]: failure(403, 'This player is not on the team roster.') }),
    );
    renderApp(link(me.id));
    expect(await screen.findByText('This player is not on the team roster.')).toBeTruthy();
    cleanup();
    localStorage.clear();
    signedIn();
    mockServer(eventPageServer({ [`POST ${rsvpPath}`]: { status: 500 } }));
    renderApp(link(me.id));
    expect(await screen.findByText('Something went wrong')).toBeTruthy();
  });
});

describe('RSVP e-mail link of a league game', () => {
  const leagueRsvpPath = `/api/league-common/event-page/${gameId}/rsvp`;
  const leagueLink = (memberId: string, status = 'yes') =>
    `/league-event/${gameId}?rsvpStatus=${status}&eventId=${gameId}&memberId=${memberId}`;
  const leagueServer = {
    'GET /api/member/me': me,
    [`GET /api/league-common/event-page/${gameId}/event`]: gamePageFixture(),
    [`POST ${leagueRsvpPath}`]: success({ event: gamePageFixture().event, message: 'ok' }),
  };

  it('answers for the member’s own team in the league game', async () => {
    signedIn();
    const { callsTo } = mockServer(leagueServer);
    const { router } = renderApp(leagueLink(me.id, 'no'));
    expect(await screen.findByText('Successfully sent RSVP')).toBeTruthy();
    expect(callsTo('POST', leagueRsvpPath).map((call) => call.body)).toEqual([{ status: 'no' }]);
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.location.pathname).toBe(`/league-event/${gameId}`);
  });

  it('signed out: the public game page sends the member to log in and keeps the answer', async () => {
    const { callsTo } = mockServer({ ...leagueServer, 'GET /api/auth/providers': [] });
    const { router } = renderApp(leagueLink(me.id));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(new URLSearchParams(router.state.location.search).get('returnTo')).toBe(`/league-event/${gameId}`);
    expect(callsTo('POST', leagueRsvpPath)).toHaveLength(0);
    expect(JSON.parse(localStorage.getItem('pendingRsvp') ?? 'null')).toEqual({
      eventId: gameId,
      memberId: me.id,
      status: 'yes',
      kind: 'league',
    });
  });
});
