// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failure, mockServer, renderApp, signedIn, success } from '../../test-support/render-app';
import { eventFixture, eventId, eventPageServer, me, rosterEntry, rosterFixture } from './event-fixtures';

// The pages' chunks, loaded once up front: a test waits for what it looks for, not for a transform.
await Promise.all([import('./event-page'), import('./rsvp-landing'), import('./event-form')]);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const rsvpPath = `/api/event/${eventId}/rsvp`;

/** A reply that waits until the test lets it go, to look at the screen in between. */
function deferred() {
  let release: (reply: unknown) => void = () => undefined;
  const reply = new Promise<unknown>((resolve) => {
    release = resolve;
  });
  return { reply, release };
}

describe('team event page', () => {
  it('shows the time in the event’s zone: US/Pacific on 2027-03-14 (the spring-forward day) is 03:00 AM PDT', async () => {
    signedIn();
    mockServer(eventPageServer());
    renderApp(`/team-event/${eventId}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'vs Blue Sharks' })).toBeTruthy();
    expect(screen.getByText('Sunday / March 14 / 03:00 AM')).toBeTruthy();
    expect(screen.getByText(/PDT/)).toBeTruthy();
    expect(screen.getByText('Zilker Park Field 3')).toBeTruthy();
  });

  it('shows YES at once, moves the member to the attendees, and keeps it when the server agrees', async () => {
    signedIn();
    const pending = deferred();
    const { callsTo } = mockServer(
      eventPageServer({
        [`POST ${rsvpPath}`]: () => pending.reply,
      }),
    );
    renderApp(`/team-event/${eventId}`);
    const yes = await screen.findByRole('button', { name: 'YES' });
    await screen.findByRole('list', { name: 'Not attending' });
    fireEvent.click(yes);
    // Before the server answers: pressed, counted and listed.
    await waitFor(() => expect(yes.getAttribute('aria-pressed')).toBe('true'));
    expect(screen.getByText('2')).toBeTruthy();
    const attending = screen.getByRole('list', { name: 'Attending' });
    expect(within(attending).getByText(/Ada Player/)).toBeTruthy();
    pending.release(
      success({ eventId, rsvps: [{ memberId: me.id, status: 'yes' }], attendingCount: 2, message: 'ok' }),
    );
    await waitFor(() => expect(callsTo('POST', rsvpPath)).toHaveLength(1));
    expect(callsTo('POST', rsvpPath)[0]?.body).toEqual({ memberId: me.id, status: 'yes' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(yes.getAttribute('aria-pressed')).toBe('true');
    expect(within(screen.getByRole('list', { name: 'Attending' })).getByText(/Ada Player/)).toBeTruthy();
  });

  it('rolls the RSVP back and says why when the server refuses', async () => {
    signedIn();
    const pending = deferred();
    mockServer(
      eventPageServer({
        [`GET /api/event/${eventId}`]: eventFixture({ rsvp: { memberStatus: 'no' }, attendingCount: 1 }),
        [`POST ${rsvpPath}`]: () => pending.reply,
      }),
    );
    renderApp(`/team-event/${eventId}`);
    const yes = await screen.findByRole('button', { name: 'YES' });
    const no = screen.getByRole('button', { name: 'NO' });
    expect(no.getAttribute('aria-pressed')).toBe('true');
    await screen.findByRole('list', { name: 'Not attending' });
    fireEvent.click(yes);
    await waitFor(() => expect(yes.getAttribute('aria-pressed')).toBe('true'));
    pending.release(failure(409, 'The event was deleted.'));
    expect(await screen.findByText('The event was deleted.')).toBeTruthy();
    await waitFor(() => expect(no.getAttribute('aria-pressed')).toBe('true'));
    expect(yes.getAttribute('aria-pressed')).toBe('false');
    expect(within(screen.getByRole('list', { name: 'Not attending' })).getByText(/Ada Player/)).toBeTruthy();
  });

  it('votes an MVP at once for a past game, moving a non-attendee to the attendees', async () => {
    signedIn();
    const roster = rosterFixture();
    const { callsTo } = mockServer(
      eventPageServer({
        [`GET /api/event/${eventId}`]: eventFixture({ isPast: true }),
        [`GET /api/event/${eventId}/roster`]: {
          ...roster,
          nonAttendees: [
            ...roster.nonAttendees,
            rosterEntry('c0000000-0000-4000-8000-000000000003', 'Bea', 'no'),
          ],
        },
        [`POST /api/event/${eventId}/mvp-vote`]: () => new Promise(() => undefined),
      }),
    );
    renderApp(`/team-event/${eventId}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Vote Bea Player MVP' }));
    const attending = await screen.findByRole('list', { name: 'Attending' });
    await waitFor(() => expect(within(attending).getByText('Bea Player')).toBeTruthy());
    expect(within(attending).getAllByRole('listitem')[0]?.textContent).toContain('Bea');
    expect(screen.getByRole('button', { name: 'Your MVP vote: Bea Player' })).toBeTruthy();
    expect(callsTo('POST', `/api/event/${eventId}/mvp-vote`)[0]?.body).toEqual({
      mvpId: 'c0000000-0000-4000-8000-000000000003',
    });
  });

  it('saves the score after the SAVE GAME SCORE confirmation with the spec’s toast', async () => {
    signedIn();
    const { callsTo } = mockServer(
      eventPageServer(
        {
          [`GET /api/event/${eventId}`]: eventFixture({ isPast: true }),
          [`GET /api/event/${eventId}/game-stats`]: { eventId, stats: [] },
          [`PATCH /api/event/${eventId}/score`]: (call: { body: unknown }) =>
            success({ event: eventFixture({ isPast: true, ...(call.body as object) }), message: 'ok' }),
        },
        true,
      ),
    );
    renderApp(`/team-event/${eventId}`);
    fireEvent.click(await screen.findByRole('button', { name: 'ADD SCORE' }));
    const form = screen.getByRole('form', { name: 'Game score' });
    fireEvent.change(within(form).getByLabelText('Red Lions'), { target: { value: '3' } });
    fireEvent.change(within(form).getByLabelText('vs Blue Sharks'), { target: { value: '1' } });
    fireEvent.click(within(form).getByRole('button', { name: 'SAVE SCORE' }));
    const dialog = await screen.findByRole('dialog', { name: 'SAVE GAME SCORE' });
    expect(within(dialog).getByRole('button', { name: 'DISCARD CHANGES' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'SAVE GAME SCORE' }));
    expect(await screen.findByText('Successfully saved!')).toBeTruthy();
    expect(callsTo('PATCH', `/api/event/${eventId}/score`)[0]?.body).toEqual({
      teamScore: 3,
      opponentScore: 1,
    });
  });

  it('deletes the event after the DELETE EVENT confirmation, then goes back', async () => {
    signedIn();
    const { callsTo } = mockServer(
      eventPageServer(
        {
          [`DELETE /api/event/${eventId}`]: success({ message: 'ok' }),
          'GET /api/member/events': { status: 200, body: { status: 'success', data: [], hasNext: false } },
        },
        true,
      ),
    );
    const { router } = renderApp(`/team-event/${eventId}`);
    fireEvent.click(await screen.findByRole('button', { name: 'DELETE EVENT' }));
    const dialog = await screen.findByRole('dialog', { name: 'DELETE EVENT' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'DELETE EVENT' }));
    expect(await screen.findByText('Successfully deleted.')).toBeTruthy();
    expect(callsTo('DELETE', `/api/event/${eventId}`)).toHaveLength(1);
    await waitFor(() => expect(router.state.location.pathname).toBe('/events'));
  });
});
