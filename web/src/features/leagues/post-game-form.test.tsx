// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { memberFixture, mockServer, renderApp, signedIn } from '../../test-support/render-app';
import { awayId, gameId, gamePageFixture, homeId } from './league-fixtures';
import { INCOMPLETE_NOTE, isIncomplete } from './post-game-form';

await import('./league-event-page');

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const captain = memberFixture();
const base = `/api/league-common/event-page/${gameId}`;

function gameServer(page = gamePageFixture()) {
  signedIn();
  return mockServer({
    'GET /api/member/me': captain,
    'GET /api/member/organizations-workspaces': [],
    [`GET ${base}/event`]: page,
    [`GET ${base}/rosters`]: {
      eventId: gameId,
      teams: [
        {
          teamId: homeId,
          teamName: 'Red Lions',
          attendees: [
            {
              memberId: captain.id,
              firstName: 'Ada',
              lastName: 'Lovelace',
              avatar: null,
              isCaptain: true,
              status: 'yes',
            },
          ],
          nonAttendees: [],
        },
      ],
    },
    [`GET ${base}/comments`]: { eventId: gameId, comments: [] },
    [`POST ${base}/report`]: (call: { body: unknown }) => ({
      status: 200,
      body: {
        status: 'success',
        data: {
          report: { ...(call.body as object), status: 'saved_complete' },
          message: 'Score report saved.',
        },
      },
    }),
  });
}

describe("the captain's post-game form", () => {
  it('is incomplete unless both scores are whole numbers', () => {
    expect(isIncomplete('2', '1')).toBe(false);
    expect(isIncomplete('2', '')).toBe(true);
    expect(isIncomplete('2.5', '1')).toBe(true);
  });

  it('says it is incomplete while a score is missing, and saves it as such', async () => {
    const server = gameServer();
    renderApp(`/league-event/${gameId}`);
    expect(await screen.findByRole('heading', { name: 'Post-game report' })).toBeTruthy();
    expect(screen.getByText('Report status:').textContent).toContain('Not reported yet');
    expect(screen.getByText(INCOMPLETE_NOTE)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Red Lions (your team)'), { target: { value: '2' } });
    expect(screen.getByText(INCOMPLETE_NOTE)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'SAVE REPORT' }));
    await waitFor(() => expect(server.callsTo('POST', `${base}/report`)).toHaveLength(1));
    expect(server.callsTo('POST', `${base}/report`)[0]?.body).toEqual({
      teamScore: 2,
      opponentScore: null,
      scorers: [],
      assists: [],
      mvpId: null,
    });
  });

  it('refuses a score that is not a whole number, and sends scorers and the MVP with both scores', async () => {
    const server = gameServer();
    renderApp(`/league-event/${gameId}`);
    fireEvent.change(await screen.findByLabelText('Red Lions (your team)'), { target: { value: '2.5' } });
    fireEvent.change(screen.getByLabelText('Blue Herons'), { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: 'SAVE REPORT' }));
    expect(await screen.findByText('Goals must be a whole number from 0 to 99')).toBeTruthy();
    expect(server.callsTo('POST', `${base}/report`)).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('Red Lions (your team)'), { target: { value: '2' } });
    expect(screen.queryByText(INCOMPLETE_NOTE)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'ADD SCORER' }));
    await screen.findByLabelText('Scorer #1');
    await screen.findAllByRole('option', { name: 'Ada Lovelace' });
    fireEvent.change(screen.getByLabelText('Scorer #1'), { target: { value: captain.id } });
    fireEvent.change(screen.getByLabelText('Goals'), { target: { value: '2' } });
    fireEvent.change(screen.getByLabelText('Your MVP'), { target: { value: captain.id } });
    fireEvent.click(screen.getByRole('button', { name: 'SAVE REPORT' }));
    await waitFor(() => expect(server.callsTo('POST', `${base}/report`)).toHaveLength(1));
    expect(server.callsTo('POST', `${base}/report`)[0]?.body).toEqual({
      teamScore: 2,
      opponentScore: 1,
      scorers: [{ memberId: captain.id, goals: 2 }],
      assists: [],
      mvpId: captain.id,
    });
  });

  it('is not offered to a viewer who captains neither team', async () => {
    gameServer(gamePageFixture(null));
    renderApp(`/league-event/${gameId}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Red Lions vs Blue Herons' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Post-game report' })).toBeNull();
    expect(screen.getByText('The rosters are for the players of these teams.')).toBeTruthy();
  });
});

describe("a playoff game's post-game form", () => {
  const knockout = () => {
    const page = gamePageFixture();
    return { ...page, event: { ...page.event, roundName: 'Semi-final' } };
  };

  it('asks for the penalty shoot-out winner when the score is level, and sends it', async () => {
    const server = gameServer(knockout());
    renderApp(`/league-event/${gameId}`);
    fireEvent.change(await screen.findByLabelText('Red Lions (your team)'), { target: { value: '1' } });
    fireEvent.change(screen.getByLabelText('Blue Herons'), { target: { value: '2' } });
    expect(screen.queryByLabelText('Penalty shoot-out winner')).toBeNull();
    fireEvent.change(screen.getByLabelText('Blue Herons'), { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: 'SAVE REPORT' }));
    expect(await screen.findByText('A drawn knockout game needs the penalty shoot-out winner')).toBeTruthy();
    expect(server.callsTo('POST', `${base}/report`)).toHaveLength(0);
    fireEvent.change(screen.getByLabelText('Penalty shoot-out winner'), { target: { value: awayId } });
    fireEvent.click(screen.getByRole('button', { name: 'SAVE REPORT' }));
    await waitFor(() => expect(server.callsTo('POST', `${base}/report`)).toHaveLength(1));
    expect(server.callsTo('POST', `${base}/report`)[0]?.body).toMatchObject({
      teamScore: 1,
      opponentScore: 1,
      shootoutWinnerTeamId: awayId,
    });
  });

  it('does not ask in a regular-season game', async () => {
    gameServer();
    renderApp(`/league-event/${gameId}`);
    fireEvent.change(await screen.findByLabelText('Red Lions (your team)'), { target: { value: '1' } });
    fireEvent.change(screen.getByLabelText('Blue Herons'), { target: { value: '1' } });
    expect(screen.queryByLabelText('Penalty shoot-out winner')).toBeNull();
  });
});

describe("a playoff game's page", () => {
  it('names its round, and who won a drawn one on penalties', async () => {
    const page = gamePageFixture();
    gameServer({
      ...page,
      event: {
        ...page.event,
        roundName: 'Final',
        round: 2,
        reportStatus: 'published',
        scores: { ...page.event.scores, team1Score: 1, team2Score: 1, confirmedByOrganizer: true },
        shootoutWinnerTeamId: awayId,
      },
    });
    renderApp(`/league-event/${gameId}`);
    expect(await screen.findByText('Blue Herons won on penalties')).toBeTruthy();
    expect(screen.getByText(/· Final/)).toBeTruthy();
    expect(screen.queryByText(/Round 2/)).toBeNull();
  });
});
