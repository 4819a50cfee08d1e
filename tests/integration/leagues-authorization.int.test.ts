import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTeam } from '../support/clubs-factories.ts';
import { createMember, generousLimits, type TestMember } from '../support/identity-factories.ts';
import {
  createLeague,
  generateSchedule,
  kickOffHoursAgo,
  makeStaff,
  OPERATOR_ORG,
  publishLeague,
  registerTeams,
} from '../support/leagues-factories.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

// Every league and organization route × every kind of caller, with the exact status each must get.
// Each cell runs on a fresh league of two teams (A and B) with one game that kicked off two hours ago,
// plus a third registered team without games, so a cell that deletes cannot change the next one.
// Staff are of organization 15, the leagues' organization; "other coordinator" coordinates another.
// The console's routes run on a draft (which only the organization's staff may see: 404 to everyone
// else, 403 to a referee); the league views and the game page on the published league players see.
// Every league read for a draft beside a published league: leagues-drafts.int.test.ts.

type Persona =
  | 'anonymous'
  | 'stranger'
  | 'playerA'
  | 'playerB'
  | 'captainA'
  | 'captainB'
  | 'coordinator'
  | 'referee'
  | 'otherCoordinator';
const PERSONAS: Persona[] = [
  'anonymous',
  'stranger',
  'playerA',
  'playerB',
  'captainA',
  'captainB',
  'coordinator',
  'referee',
  'otherCoordinator',
];
const OTHER_ORG = 16;

interface Cell {
  leagueId: string;
  gameId: string;
  teamA: string;
  teamB: string;
  /** Registered, without games (unregistering it is allowed). */
  teamC: string;
  /** Not registered. */
  teamD: string;
  /** A referee of organization 15 made for this cell (removable). */
  staffId: string;
  /** A member who is not staff yet (addable by e-mail). */
  newcomerEmail: string;
}

interface Route {
  name: string;
  call(cell: Cell): { path: string; method: string; json?: unknown };
  expected: Record<Persona, number>;
  /** The cell's league is published (else it stays a draft, as the console's routes need). */
  published?: true;
}

/** The common shapes: who may, by kind of caller (teams' players and captains alike on both sides). */
const cells = (
  anonymous: number,
  stranger: number,
  player: number,
  captain: number,
  coordinator: number,
  referee: number,
  otherCoordinator: number,
): Record<Persona, number> => ({
  anonymous,
  stranger,
  playerA: player,
  playerB: player,
  captainA: captain,
  captainB: captain,
  coordinator,
  referee,
  otherCoordinator,
});
/** Coordinators of the league's organization only. */
const coordinatorsOnly = (ok: number) => cells(401, 403, 403, 403, ok, 403, 403);
/** Coordinators only, on a draft: it does not exist for anyone but the organization's staff. */
const draftCoordinatorsOnly = (ok: number) => cells(401, 404, 404, 404, ok, 403, 404);
/** Anyone, signed in or not. */
const everyone = (ok = 200) => cells(ok, ok, ok, ok, ok, ok, ok);
/** Anyone signed in. */
const signedIn = (ok = 200) => cells(401, ok, ok, ok, ok, ok, ok);

const ROUTES: Route[] = [
  // The organizer console.
  {
    name: 'POST /api/league',
    call: () => ({ path: '/api/league', method: 'POST', json: LEAGUE_FORM }),
    expected: coordinatorsOnly(201),
  },
  {
    name: 'PATCH /api/league/{leagueId}',
    call: (c) => ({ path: `/api/league/${c.leagueId}`, method: 'PATCH', json: { name: 'Matrix League 2' } }),
    expected: draftCoordinatorsOnly(200),
  },
  {
    name: 'DELETE /api/league/{leagueId}',
    call: (c) => ({ path: `/api/league/${c.leagueId}`, method: 'DELETE' }),
    expected: draftCoordinatorsOnly(200),
  },
  {
    name: 'POST /api/league/{leagueId}/publish',
    call: (c) => ({ path: `/api/league/${c.leagueId}/publish`, method: 'POST', json: {} }),
    expected: draftCoordinatorsOnly(200),
  },
  {
    name: 'POST /api/league/{leagueId}/teams',
    call: (c) => ({ path: `/api/league/${c.leagueId}/teams`, method: 'POST', json: { teamId: c.teamD } }),
    expected: draftCoordinatorsOnly(201),
  },
  {
    name: 'DELETE /api/league/{leagueId}/teams/{teamId}',
    call: (c) => ({ path: `/api/league/${c.leagueId}/teams/${c.teamC}`, method: 'DELETE' }),
    expected: draftCoordinatorsOnly(200),
  },
  {
    name: 'POST /api/league/{leagueId}/schedule',
    call: (c) => ({ path: `/api/league/${c.leagueId}/schedule`, method: 'POST', json: { replace: true } }),
    expected: draftCoordinatorsOnly(201),
  },
  {
    name: 'POST /api/league/{leagueId}/adjustments',
    call: (c) => ({
      path: `/api/league/${c.leagueId}/adjustments`,
      method: 'POST',
      json: { teamId: c.teamA, points: -1, reason: 'Late roster' },
    }),
    expected: draftCoordinatorsOnly(201),
  },
  {
    name: 'POST /api/league/{leagueId}/standings/rebuild',
    call: (c) => ({ path: `/api/league/${c.leagueId}/standings/rebuild`, method: 'POST', json: {} }),
    expected: draftCoordinatorsOnly(200),
  },
  {
    name: 'PATCH /api/league/event/{id}',
    call: (c) => ({ path: `/api/league/event/${c.gameId}`, method: 'PATCH', json: { venue: 'East field' } }),
    expected: draftCoordinatorsOnly(200),
  },
  {
    name: 'POST /api/league/event/{id}/cancel',
    call: (c) => ({ path: `/api/league/event/${c.gameId}/cancel`, method: 'POST', json: {} }),
    expected: draftCoordinatorsOnly(200),
  },
  {
    name: 'DELETE /api/league/event/{id}',
    call: (c) => ({ path: `/api/league/event/${c.gameId}`, method: 'DELETE' }),
    expected: draftCoordinatorsOnly(200),
  },
  {
    name: 'PUT /api/league/event/{id}/final-score',
    call: (c) => ({
      path: `/api/league/event/${c.gameId}/final-score`,
      method: 'PUT',
      json: { homeScore: 2, awayScore: 1 },
    }),
    expected: draftCoordinatorsOnly(200),
  },
  {
    name: 'POST /api/league/event/{id}/forfeit',
    call: (c) => ({
      path: `/api/league/event/${c.gameId}/forfeit`,
      method: 'POST',
      json: { forfeitedByTeamId: c.teamB },
    }),
    expected: draftCoordinatorsOnly(200),
  },
  // The league game page.
  {
    name: 'GET /api/league-common/event-page/{id}/event',
    call: (c) => ({ path: `/api/league-common/event-page/${c.gameId}/event`, method: 'GET' }),
    published: true,
    expected: everyone(),
  },
  {
    name: 'GET /api/league-common/event-page/{id}/rosters',
    call: (c) => ({ path: `/api/league-common/event-page/${c.gameId}/rosters`, method: 'GET' }),
    published: true,
    expected: cells(401, 403, 200, 200, 200, 200, 403),
  },
  {
    name: 'GET /api/league-common/event-page/{id}/comments',
    call: (c) => ({ path: `/api/league-common/event-page/${c.gameId}/comments`, method: 'GET' }),
    published: true,
    expected: cells(401, 403, 200, 200, 200, 200, 403),
  },
  {
    name: 'POST /api/league-common/event-page/{id}/comments',
    call: (c) => ({
      path: `/api/league-common/event-page/${c.gameId}/comments`,
      method: 'POST',
      json: { content: 'Good game' },
    }),
    published: true,
    expected: cells(401, 403, 201, 201, 201, 201, 403),
  },
  {
    name: 'POST /api/league-common/event-page/{id}/rsvp',
    call: (c) => ({
      path: `/api/league-common/event-page/${c.gameId}/rsvp`,
      method: 'POST',
      json: { status: 'yes' },
    }),
    published: true,
    expected: cells(401, 403, 200, 200, 403, 403, 403),
  },
  {
    name: 'POST /api/league-common/event-page/{id}/report',
    call: (c) => ({
      path: `/api/league-common/event-page/${c.gameId}/report`,
      method: 'POST',
      json: { teamScore: 2, opponentScore: 1 },
    }),
    published: true,
    expected: cells(401, 403, 403, 201, 403, 403, 403),
  },
  // League views.
  {
    name: 'GET /api/league-common/{leagueId}',
    call: (c) => ({ path: `/api/league-common/${c.leagueId}`, method: 'GET' }),
    published: true,
    expected: everyone(),
  },
  {
    name: 'GET /api/league-common/{leagueId}/teams',
    call: (c) => ({ path: `/api/league-common/${c.leagueId}/teams`, method: 'GET' }),
    published: true,
    expected: everyone(),
  },
  {
    name: 'GET /api/league-common/{leagueId}/standings',
    call: (c) => ({ path: `/api/league-common/${c.leagueId}/standings`, method: 'GET' }),
    published: true,
    expected: everyone(),
  },
  {
    name: 'GET /api/league-common/{leagueId}/adjustments',
    call: (c) => ({ path: `/api/league-common/${c.leagueId}/adjustments`, method: 'GET' }),
    published: true,
    expected: everyone(),
  },
  {
    name: 'GET /api/league-common/{leagueId}/leaderboards',
    call: (c) => ({ path: `/api/league-common/${c.leagueId}/leaderboards?statType=goals`, method: 'GET' }),
    published: true,
    expected: everyone(),
  },
  {
    name: 'GET /api/league-common/{leagueId}/schedule',
    call: (c) => ({ path: `/api/league-common/${c.leagueId}/schedule`, method: 'GET' }),
    published: true,
    expected: everyone(),
  },
  {
    name: 'GET /api/team/{teamId}/league-positions',
    call: (c) => ({ path: `/api/team/${c.teamA}/league-positions`, method: 'GET' }),
    published: true,
    expected: signedIn(),
  },
  {
    name: 'GET /api/team/search',
    call: () => ({ path: '/api/team/search?name=matrix', method: 'GET' }),
    expected: signedIn(),
  },
  // Organizations.
  {
    name: 'GET /api/organization-common/{orgId}/leagues',
    call: () => ({ path: `/api/organization-common/${OPERATOR_ORG}/leagues`, method: 'GET' }),
    expected: everyone(),
  },
  {
    name: 'GET /api/organization-common/{orgId}/feed',
    call: () => ({ path: `/api/organization-common/${OPERATOR_ORG}/feed`, method: 'GET' }),
    expected: everyone(),
  },
  {
    name: 'GET /api/organization-common/{orgId}/workspaces',
    call: () => ({ path: `/api/organization-common/${OPERATOR_ORG}/workspaces`, method: 'GET' }),
    expected: everyone(),
  },
  {
    name: 'GET /api/organization-common/{orgId}/cities',
    call: () => ({ path: `/api/organization-common/${OPERATOR_ORG}/cities`, method: 'GET' }),
    expected: everyone(),
  },
  {
    name: 'GET /api/public/league-schedule/organization/{orgId}',
    call: () => ({ path: `/api/public/league-schedule/organization/${OPERATOR_ORG}`, method: 'GET' }),
    expected: everyone(),
  },
  {
    name: 'GET /api/member/organizations-workspaces',
    call: () => ({ path: '/api/member/organizations-workspaces', method: 'GET' }),
    expected: signedIn(),
  },
  {
    name: 'GET /api/member/league-events',
    call: () => ({ path: '/api/member/league-events?page=1&limit=10', method: 'GET' }),
    expected: signedIn(),
  },
  {
    name: 'POST /api/organization/{orgId}/staff',
    call: (c) => ({
      path: `/api/organization/${OPERATOR_ORG}/staff`,
      method: 'POST',
      json: { email: c.newcomerEmail, role: 'referee' },
    }),
    expected: coordinatorsOnly(200),
  },
  {
    name: 'DELETE /api/organization/{orgId}/staff/{memberId}',
    call: (c) => ({ path: `/api/organization/${OPERATOR_ORG}/staff/${c.staffId}`, method: 'DELETE' }),
    expected: coordinatorsOnly(200),
  },
];

const LEAGUE_FORM = {
  name: 'Matrix League',
  workspaceId: 1,
  format: '7x7',
  seasonStart: '2027-03-02',
  seasonEnd: '2027-05-25',
  gameDay: 'tuesday',
  venues: ['North field'],
  timeSlots: ['7:00 PM'],
};

let app: TestApp;
const actors = {} as Record<Exclude<Persona, 'anonymous'>, TestMember>;

beforeAll(async () => {
  // Every cell builds a fresh league, so the whole matrix can outlast the 15-minute access token on a
  // loaded machine: the actors sign in once, with tokens that last the run.
  app = await startTestApp({ worker: false, env: { ...generousLimits, ACCESS_TOKEN_TTL_SECONDS: '7200' } });
  for (const persona of PERSONAS) if (persona !== 'anonymous') actors[persona] = await createMember(app);
  await makeStaff(app, actors.coordinator.id, 'coordinator');
  await makeStaff(app, actors.referee.id, 'referee');
  await makeStaff(app, actors.otherCoordinator.id, 'coordinator', OTHER_ORG);
}, 60_000);
afterAll(async () => {
  await app?.stop();
});

async function freshCell(published: boolean): Promise<Cell> {
  const teamA = await insertTeam(app, {
    captains: [actors.captainA.id],
    players: [actors.playerA.id],
    name: 'Matrix A',
  });
  const teamB = await insertTeam(app, {
    captains: [actors.captainB.id],
    players: [actors.playerB.id],
    name: 'Matrix B',
  });
  const filler = await createMember(app);
  const teamC = await insertTeam(app, { captains: [filler.id], name: 'Matrix C' });
  const teamD = await insertTeam(app, { captains: [filler.id], name: 'Matrix D' });
  const league = await createLeague(app, actors.coordinator.auth, LEAGUE_FORM);
  await registerTeams(app, actors.coordinator.auth, league.id, [teamA, teamB]);
  const { games } = await generateSchedule(app, actors.coordinator.auth, league.id);
  const gameId = games[0]!.id;
  await kickOffHoursAgo(app, gameId, 2);
  await registerTeams(app, actors.coordinator.auth, league.id, [teamC]);
  if (published) await publishLeague(app, actors.coordinator.auth, league.id);
  const staff = await createMember(app);
  await makeStaff(app, staff.id, 'referee');
  const newcomer = await createMember(app);
  return {
    leagueId: league.id,
    gameId,
    teamA,
    teamB,
    teamC,
    teamD,
    staffId: staff.id,
    newcomerEmail: newcomer.email,
  };
}

describe('leagues and organizations authorization matrix', () => {
  for (const route of ROUTES) {
    it(`${route.name}: ${PERSONAS.map((p) => `${p} ${route.expected[p]}`).join(', ')}`, async () => {
      const seen: Record<string, number> = {};
      for (const persona of PERSONAS) {
        const call = route.call(await freshCell(route.published === true));
        const auth = persona === 'anonymous' ? {} : actors[persona].auth;
        const response = await app.request(call.path, {
          method: call.method,
          headers: auth,
          ...(call.json !== undefined ? { json: call.json } : {}),
        });
        seen[persona] = response.status;
      }
      expect(seen).toEqual(route.expected);
    }, 60_000);
  }

  it('answers 404 for an unknown league, game and organization', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await app.request(`/api/league-common/${unknown}`)).status).toBe(404);
    expect((await app.request(`/api/league-common/event-page/${unknown}/event`)).status).toBe(404);
    const response = await app.request('/api/organization/999/staff', {
      method: 'POST',
      headers: actors.coordinator.auth,
      json: { email: actors.stranger.email, role: 'referee' },
    });
    expect(response.status).toBe(404);
  });
});
