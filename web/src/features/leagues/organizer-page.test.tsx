// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LEAGUE_MESSAGES, TIEBREAKERS } from '../../../../src/contracts/leagues/index.ts';
import { memberFixture, mockServer, renderApp, signedIn } from '../../test-support/render-app';
import { coordinatorStaffFixture, leagueFixture } from './league-fixtures';
import { NOT_STAFF } from './organizer-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

function consoleServer(extra: Record<string, unknown> = {}) {
  signedIn();
  return mockServer({
    'GET /api/member/me': memberFixture(),
    'GET /api/member/organizations-workspaces': coordinatorStaffFixture,
    'GET /api/organization-common/15/leagues?orgWorkspaceId=1': [],
    ...extra,
  });
}

describe('the organizer console', () => {
  it('is for coordinators only', async () => {
    signedIn();
    mockServer({ 'GET /api/member/me': memberFixture(), 'GET /api/member/organizations-workspaces': [] });
    renderApp('/organizer');
    expect(await screen.findByText(NOT_STAFF)).toBeTruthy();
  });

  it("shows the contract's messages on an empty league form", async () => {
    const server = consoleServer();
    renderApp('/organizer');
    expect(await screen.findByText('No leagues in this city yet.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'NEW LEAGUE' }));
    fireEvent.change(screen.getByLabelText('Slot #1'), { target: { value: '25:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'CREATE LEAGUE' }));
    expect((await screen.findAllByText(LEAGUE_MESSAGES.required)).length).toBeGreaterThanOrEqual(2);
    expect(screen.getAllByText(LEAGUE_MESSAGES.invalidDate).length).toBe(2);
    expect(screen.getByText(LEAGUE_MESSAGES.invalidGameDay)).toBeTruthy();
    expect(screen.getByText(LEAGUE_MESSAGES.invalidTime)).toBeTruthy();
    expect(server.callsTo('POST', '/api/league')).toHaveLength(0);
  });

  it('says when the season ends before it starts, and creates a valid league in the workspace', async () => {
    const server = consoleServer({
      'POST /api/league': { status: 201, body: { status: 'success', data: { league: leagueFixture() } } },
    });
    renderApp('/organizer');
    fireEvent.click(await screen.findByRole('button', { name: 'NEW LEAGUE' }));
    fireEvent.change(screen.getByLabelText('League name'), { target: { value: 'Austin Spring 7s' } });
    fireEvent.change(screen.getByLabelText('Format'), { target: { value: '5v5' } });
    expect(screen.getByText(/20 min halves/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Season start'), { target: { value: '2027-05-01' } });
    fireEvent.change(screen.getByLabelText('Season end'), { target: { value: '2027-03-01' } });
    fireEvent.change(screen.getByLabelText('Game day'), { target: { value: 'tuesday' } });
    fireEvent.change(screen.getByLabelText('Venue #1'), { target: { value: 'Zilker Field 1' } });
    fireEvent.click(screen.getByRole('button', { name: 'CREATE LEAGUE' }));
    expect(await screen.findByText(LEAGUE_MESSAGES.seasonOrder)).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Season end'), { target: { value: '2027-06-30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Move Points down' }));
    fireEvent.click(screen.getByRole('button', { name: 'CREATE LEAGUE' }));
    await waitFor(() => expect(server.callsTo('POST', '/api/league')).toHaveLength(1));
    expect(server.callsTo('POST', '/api/league')[0]?.body).toEqual({
      name: 'Austin Spring 7s',
      workspaceId: 1,
      format: '5v5',
      seasonStart: '2027-05-01',
      seasonEnd: '2027-06-30',
      gameDay: 'tuesday',
      venues: ['Zilker Field 1'],
      timeSlots: ['7:00 PM'],
      rules: {
        pointsForWin: 3,
        pointsForDraw: 1,
        pointsForLoss: 0,
        forfeitScore: { winner: 3, loser: 0 },
        tiebreakers: [TIEBREAKERS[1], TIEBREAKERS[0], ...TIEBREAKERS.slice(2)],
      },
    });
  });
});
