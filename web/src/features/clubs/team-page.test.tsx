// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  failure,
  memberFixture,
  mockServer,
  renderApp,
  rightsFixture,
  signedIn,
  success,
} from '../../test-support/render-app';
import { rosterEntry, teamFixture } from './club-fixtures';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const me = memberFixture();
const team = teamFixture();

const permissions = (isCaptain: boolean) => rightsFixture('team', { isCaptain });

function openTeam(roster: unknown, extra: Record<string, unknown> = {}, captain = true) {
  signedIn();
  const server = mockServer({
    'GET /api/member/me': me,
    'GET /api/member/teams': {
      teams: [{ id: team.id, name: team.name, abbreviation: 'RL', logo: null, isCaptain: captain }],
      pickupGroups: [],
    },
    'GET /api/team/team-1': team,
    'POST /api/permission': permissions(captain),
    'GET /api/team/team-1/roster': roster,
    ...extra,
  });
  const view = renderApp('/team/team-1');
  return { server, ...view };
}

describe('team page', () => {
  it('shows the name, estd. line, both tabs and the roster in the spec’s order', async () => {
    openTeam([rosterEntry('b', 'Zoe'), rosterEntry('c', 'Ann', true), rosterEntry(me.id, 'Ada')]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Red Lions' })).toBeTruthy();
    expect(screen.getByText('estd. 2019 / Austin, TX')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'CLUB MEMBERS' }).getAttribute('aria-selected')).toBe('true');
    const roster = await screen.findByRole('list', { name: 'Red Lions roster' });
    const names = within(roster)
      .getAllByRole('listitem')
      .map((item) => item.textContent ?? '');
    expect(names[0]).toContain('Ada');
    expect(names[1]).toContain('Ann');
    expect(names[2]).toContain('Zoe');
    // The club selector shows the remembered team's abbreviation.
    expect(await screen.findByRole('button', { name: 'Clubs: RL' })).toBeTruthy();
  });

  it('says the roster is empty, and the error in the spec’s words', async () => {
    openTeam([]);
    expect(await screen.findByText('Roster is empty.')).toBeTruthy();
    cleanup();
    openTeam(failure(500, 'boom'));
    expect(await screen.findByText('Something went wrong. Try again later.')).toBeTruthy();
  });

  it('shows the leaderboard tab’s empty hints', async () => {
    openTeam([rosterEntry(me.id, 'Ada')], {
      'GET /api/team/team-1/leaderboards': { goals: [], assists: [], potm: [], gamesPlayed: [] },
    });
    fireEvent.click(await screen.findByRole('tab', { name: 'LEADERBOARD' }));
    expect(
      await screen.findByText(
        'Grab the crown! Start tracking stats to take your spot on the team leaderboards.',
      ),
    ).toBeTruthy();
    expect(
      screen.getByText('Go on a hot streak! Games played will be automatically be tracked here.'),
    ).toBeTruthy();
  });

  it('warns NOT SO FAST CAPTAIN with the server’s 409 message when the sole captain steps down', async () => {
    const message = 'A team needs a captain. Make another player captain before you step down or leave.';
    openTeam([rosterEntry(me.id, 'Ada', true), rosterEntry('b', 'Zoe')], {
      [`PATCH /api/team/team-1/roster/${me.id}`]: failure(409, { message, code: 'SoleCaptain' }),
    });
    await screen.findByRole('list', { name: 'Red Lions roster' });
    // happy-dom is a desktop: the row's actions are in its menu.
    fireEvent.click(await screen.findByRole('button', { name: 'Actions for Ada Player' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Unset captain' }));
    const dialog = await screen.findByRole('dialog', { name: 'NOT SO FAST CAPTAIN' });
    expect(within(dialog).getByText(message)).toBeTruthy();
  });

  it('removes a player after the REMOVE PLAYER confirmation', async () => {
    const { server } = openTeam([rosterEntry(me.id, 'Ada', true), rosterEntry('b', 'Zoe')], {
      'DELETE /api/team/team-1/roster/b': success({}),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Actions for Zoe Player' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Remove from team' }));
    const dialog = await screen.findByRole('dialog', { name: 'REMOVE PLAYER' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'REMOVE' }));
    expect(await screen.findByText('Successfully removed.')).toBeTruthy();
    expect(server.callsTo('DELETE', '/api/team/team-1/roster/b')).toHaveLength(1);
  });

  it('creates a team from the form and goes to its page with the spec’s toast', async () => {
    const { server, router } = openTeam([rosterEntry(me.id, 'Ada', true)], {
      'POST /api/team': (call: { body: unknown }) =>
        success({ team: { ...team, ...(call.body as object), id: 'team-2' }, message: 'ok' }),
      'GET /api/team/team-2': { ...team, id: 'team-2', name: 'Blue Birds' },
      'GET /api/team/team-2/roster': [],
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Clubs: RL' }));
    fireEvent.click(screen.getByRole('button', { name: 'CREATE TEAM' }));
    const form = await screen.findByRole('form', { name: 'Create team' }, { timeout: 5000 });
    const change = (label: string, value: string) =>
      fireEvent.change(within(form).getByLabelText(label), { target: { value } });
    change('Abbreviation', 'b');
    fireEvent.click(within(form).getByRole('button', { name: 'CREATE' }));
    expect(await within(form).findByText('Abbreviation must be at least 2 characters long')).toBeTruthy();
    expect(within(form).getAllByText('This field is required').length).toBeGreaterThan(0);
    change('Team name', 'Blue Birds');
    change('Abbreviation', 'bb');
    change('Established', '2020');
    change('Location', 'Austin, TX');
    change('Jersey color', '#1976D2');
    fireEvent.click(within(form).getByRole('button', { name: 'CREATE' }));
    expect(await screen.findByText('Team Blue Birds successfully created.')).toBeTruthy();
    expect(server.callsTo('POST', '/api/team')[0]?.body).toMatchObject({
      abbreviation: 'BB',
      established: 2020,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/team/team-2'));
  });
});
