import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addToRoster, insertMembers, insertTeam } from '../support/clubs-factories.ts';
import { sql } from '../support/identity-factories.ts';
import {
  authOf,
  LEAGUE_PERSONAS,
  type LeagueActors,
  type LeaguePersona,
  startWithLeaguePersonas,
} from '../support/league-personas.ts';
import { createLeague, registerTeams } from '../support/leagues-factories.ts';
import type { TestApp } from '../support/test-app.ts';

// Every season roster route × every kind of caller, with the exact status each must get. Each route gets
// a league of teams A and B (published, or a draft for the draft rows), whose season rosters are put back
// before every caller, so one caller's change cannot decide the next one's answer.

type Persona = LeaguePersona;
const PERSONAS = LEAGUE_PERSONAS;

interface Cell {
  leagueId: string;
  teamA: string;
  /** playerA's entry on team A's season roster. */
  rosterId: string;
  /** On team A's roster, not on its season roster. */
  benchA: string;
}

interface Route {
  name: string;
  draft?: boolean;
  call(cell: Cell): { path: string; method: string; json?: unknown };
  expected: Record<Persona, number>;
}

const row = (values: number[]): Record<Persona, number> =>
  Object.fromEntries(PERSONAS.map((persona, index) => [persona, values[index]!])) as Record<Persona, number>;
//                                anon str pA   pB   cA   cB   coord ref  other
const signedIn = (ok: number) => row([401, ok, ok, ok, ok, ok, ok, ok, ok]);
/** Team A's captains and the league's coordinators. */
const editorsOfA = (ok: number) => row([401, 403, 403, 403, ok, 403, ok, 403, 403]);
const coordinatorsOnly = (ok: number) => row([401, 403, 403, 403, 403, 403, ok, 403, 403]);
/** A draft: only its organization's staff know it exists. */
const draftRead = row([401, 404, 404, 404, 404, 404, 200, 200, 404]);
const draftWrite = (ok: number) => row([401, 404, 404, 404, 404, 404, ok, 403, 404]);

const roster = (c: Cell) => `/api/team/${c.teamA}/league-season-roster`;
const ROUTES: Route[] = [
  {
    name: 'GET /api/team/{teamId}/league-season-roster/leagues/{leagueId}',
    call: (c) => ({ path: `${roster(c)}/leagues/${c.leagueId}`, method: 'GET' }),
    expected: signedIn(200),
  },
  {
    name: 'PUT /api/team/{teamId}/league-season-roster/leagues/{leagueId}',
    call: (c) => ({
      path: `${roster(c)}/leagues/${c.leagueId}`,
      method: 'PUT',
      json: { leagueId: c.leagueId, teamId: c.teamA, updates: [{ memberId: c.benchA, shirtNumber: '5' }] },
    }),
    // benchA is not on the season roster: who may edit gets the clear 409, the others never get that far.
    expected: editorsOfA(409),
  },
  {
    name: 'POST /api/team/{teamId}/league-season-roster',
    call: (c) => ({
      path: roster(c),
      method: 'POST',
      json: { leagueId: c.leagueId, players: [{ memberId: c.benchA, shirtNumber: '5' }] },
    }),
    expected: editorsOfA(201),
  },
  {
    name: 'PUT /api/team/{teamId}/league-season-roster/{rosterId}',
    call: (c) => ({ path: `${roster(c)}/${c.rosterId}`, method: 'PUT', json: { shirtNumber: '11' } }),
    expected: editorsOfA(200),
  },
  {
    name: 'PATCH /api/team/{teamId}/league-season-roster/{rosterId}',
    call: (c) => ({ path: `${roster(c)}/${c.rosterId}`, method: 'PATCH', json: { shirtNumber: 'N/A' } }),
    expected: editorsOfA(200),
  },
  {
    name: 'POST /api/team/{teamId}/league-season-roster/{rosterId}/remove',
    call: (c) => ({ path: `${roster(c)}/${c.rosterId}/remove`, method: 'POST' }),
    expected: editorsOfA(200),
  },
  {
    name: 'GET /api/league-common/{leagueId}/season-rosters',
    call: (c) => ({ path: `/api/league-common/${c.leagueId}/season-rosters`, method: 'GET' }),
    expected: signedIn(200),
  },
  {
    name: 'PUT /api/league/{leagueId}/season-roster-lock',
    call: (c) => ({
      path: `/api/league/${c.leagueId}/season-roster-lock`,
      method: 'PUT',
      json: { locksAt: '2027-03-01T23:59:00Z' },
    }),
    expected: coordinatorsOnly(200),
  },
  {
    name: 'GET /api/league/{leagueId}/season-roster-checks',
    call: (c) => ({ path: `/api/league/${c.leagueId}/season-roster-checks`, method: 'GET' }),
    expected: coordinatorsOnly(200),
  },
  {
    name: 'GET /api/team/{teamId}/league-season-roster/leagues/{leagueId} (draft)',
    draft: true,
    call: (c) => ({ path: `${roster(c)}/leagues/${c.leagueId}`, method: 'GET' }),
    expected: draftRead,
  },
  {
    name: 'GET /api/league-common/{leagueId}/season-rosters (draft)',
    draft: true,
    call: (c) => ({ path: `/api/league-common/${c.leagueId}/season-rosters`, method: 'GET' }),
    expected: draftRead,
  },
  {
    name: 'POST /api/team/{teamId}/league-season-roster (draft)',
    draft: true,
    call: (c) => ({
      path: roster(c),
      method: 'POST',
      json: { leagueId: c.leagueId, players: [{ memberId: c.benchA }] },
    }),
    expected: draftWrite(201),
  },
  {
    name: 'PUT /api/league/{leagueId}/season-roster-lock (draft)',
    draft: true,
    call: (c) => ({
      path: `/api/league/${c.leagueId}/season-roster-lock`,
      method: 'PUT',
      json: { locksAt: null },
    }),
    expected: row([401, 404, 404, 404, 404, 404, 200, 403, 404]),
  },
];

let app: TestApp;
let actors: LeagueActors;

beforeAll(async () => ({ app, actors } = await startWithLeaguePersonas()), 60_000);
afterAll(() => app?.stop());

async function league(draft: boolean) {
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
  const [benchA] = await insertMembers(app, 1, 'Bench');
  await addToRoster(app, teamA, [benchA!]);
  const created = await createLeague(app, actors.coordinator.auth, { name: 'Season roster matrix' });
  await registerTeams(app, actors.coordinator.auth, created.id, [teamA, teamB]);
  if (!draft) await sql(app, `update league set status = 'published' where id = $1`, [created.id]);
  return { leagueId: created.id, teamA, teamB, benchA: benchA! };
}

/** Puts both season rosters back as they were: playerA (8) and captainA (9) on A, playerB on B; no lock. */
async function reset(l: Awaited<ReturnType<typeof league>>): Promise<Cell> {
  const rosterId = randomUUID();
  await sql(app, 'delete from league_season_roster where league_id = $1', [l.leagueId]);
  await sql(app, 'delete from league_season_roster_lock where league_id = $1', [l.leagueId]);
  await sql(
    app,
    `insert into league_season_roster (id, league_id, team_id, member_id, shirt_number) values
       ($1, $2, $3, $4, '8'), (gen_random_uuid(), $2, $3, $5, '9'), (gen_random_uuid(), $2, $6, $7, '8')`,
    [rosterId, l.leagueId, l.teamA, actors.playerA.id, actors.captainA.id, l.teamB, actors.playerB.id],
  );
  return { leagueId: l.leagueId, teamA: l.teamA, rosterId, benchA: l.benchA };
}

describe('season roster authorization matrix', () => {
  for (const route of ROUTES) {
    it(`${route.name}: ${PERSONAS.map((p) => `${p} ${route.expected[p]}`).join(', ')}`, async () => {
      const l = await league(route.draft === true);
      const seen: Record<string, number> = {};
      for (const persona of PERSONAS) {
        const call = route.call(await reset(l));
        const response = await app.request(call.path, {
          method: call.method,
          headers: authOf(actors, persona),
          ...(call.json !== undefined ? { json: call.json } : {}),
        });
        seen[persona] = response.status;
      }
      expect(seen).toEqual(route.expected);
    }, 60_000);
  }

  it('answers 404 for an unknown league, team or entry', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    const l = await league(false);
    const c = await reset(l);
    const auth = actors.coordinator.auth;
    for (const path of [
      `/api/team/${c.teamA}/league-season-roster/leagues/${unknown}`,
      `/api/team/${unknown}/league-season-roster/leagues/${c.leagueId}`,
      `/api/team/not-a-uuid/league-season-roster/leagues/${c.leagueId}`,
      `/api/league-common/${unknown}/season-rosters`,
    ])
      expect((await app.request(path, { headers: auth })).status, path).toBe(404);
    const response = await app.request(`/api/team/${c.teamA}/league-season-roster/${unknown}/remove`, {
      method: 'POST',
      headers: auth,
    });
    expect(response.status).toBe(404);
  });
});
