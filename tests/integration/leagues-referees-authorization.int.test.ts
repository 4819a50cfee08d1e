import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RefereeGameDto } from '../../src/contracts/leagues/referees.ts';
import { insertTeam } from '../support/clubs-factories.ts';
import { body, createMember, sql, type TestMember } from '../support/identity-factories.ts';
import {
  LEAGUE_PERSONAS,
  type LeagueActors,
  type LeaguePersona,
  startWithLeaguePersonas,
} from '../support/league-personas.ts';
import {
  addToSeasonRoster,
  createLeague,
  generateSchedule,
  kickOffHoursAgo,
  makeStaff,
  registerTeams,
} from '../support/leagues-factories.ts';
import { countQueries } from '../support/query-counter.ts';
import type { TestApp } from '../support/test-app.ts';

// Every referee route × every kind of caller, with the exact status each must get. Each cell runs on a
// fresh published league of two teams (A and B) with one game that kicked off two hours ago, its referee
// named and one card already shown. "Referee" is the one named on the game, "other referee" a referee of
// the same organization who is not; "other coordinator" coordinates another organization.

type Persona = LeaguePersona | 'otherReferee';
const PERSONAS: Persona[] = [...LEAGUE_PERSONAS, 'otherReferee'];

interface Cell {
  leagueId: string;
  gameId: string;
  teamB: string;
  cardId: string;
}

interface Route {
  name: string;
  call(cell: Cell): { path: string; method: string; json?: unknown };
  expected: Record<Persona, number>;
}

const cells = (
  anonymous: number,
  others: number,
  coordinator: number,
  referee: number,
  otherReferee: number,
): Record<Persona, number> => ({
  anonymous,
  stranger: others,
  playerA: others,
  playerB: others,
  captainA: others,
  captainB: others,
  coordinator,
  referee,
  otherReferee,
  otherCoordinator: others,
});
/** The game's referee and its organization's coordinators. */
const officials = (ok: number) => cells(401, 403, ok, ok, 403);

const ROUTES: Route[] = [
  {
    name: 'GET /api/league/{leagueId}/referees',
    call: (c) => ({ path: `/api/league/${c.leagueId}/referees`, method: 'GET' }),
    expected: cells(401, 403, 200, 403, 403),
  },
  {
    name: 'GET /api/league-common/referee/games',
    call: () => ({ path: '/api/league-common/referee/games', method: 'GET' }),
    expected: cells(401, 200, 200, 200, 200),
  },
  {
    name: 'GET /api/league-common/event-page/{id}/cards',
    call: (c) => ({ path: `/api/league-common/event-page/${c.gameId}/cards`, method: 'GET' }),
    expected: cells(200, 200, 200, 200, 200),
  },
  {
    name: 'POST /api/league-common/event-page/{id}/cards',
    call: (c) => ({
      path: `/api/league-common/event-page/${c.gameId}/cards`,
      method: 'POST',
      json: { teamId: c.teamB, memberId: actors.playerB.id, kind: 'YELLOW_CARD', minute: 60 },
    }),
    expected: officials(201),
  },
  {
    name: 'DELETE /api/league-common/event-page/{id}/cards/{cardId}',
    call: (c) => ({ path: `/api/league-common/event-page/${c.gameId}/cards/${c.cardId}`, method: 'DELETE' }),
    expected: officials(200),
  },
  {
    name: 'GET /api/league-common/event-page/{id}/match-report',
    call: (c) => ({ path: `/api/league-common/event-page/${c.gameId}/match-report`, method: 'GET' }),
    expected: officials(200),
  },
  {
    name: 'PUT /api/league-common/event-page/{id}/match-report',
    call: (c) => ({
      path: `/api/league-common/event-page/${c.gameId}/match-report`,
      method: 'PUT',
      json: { text: 'A fair game.' },
    }),
    expected: officials(200),
  },
];

let app: TestApp;
let actors: LeagueActors & { otherReferee: TestMember };

beforeAll(async () => {
  const started = await startWithLeaguePersonas();
  app = started.app;
  const otherReferee = await createMember(app);
  await makeStaff(app, otherReferee.id, 'referee');
  actors = { ...started.actors, otherReferee };
}, 60_000);
afterAll(async () => {
  await app?.stop();
});

async function freshCell({ publish = true } = {}): Promise<Cell> {
  const auth = actors.coordinator.auth;
  const teamA = await insertTeam(app, { captains: [actors.captainA.id], players: [actors.playerA.id] });
  const teamB = await insertTeam(app, { captains: [actors.captainB.id], players: [actors.playerB.id] });
  const league = await createLeague(app, auth, { name: 'Referee Matrix' });
  await registerTeams(app, auth, league.id, [teamA, teamB]);
  await addToSeasonRoster(app, auth, league.id, teamA, [actors.playerA.id]);
  await addToSeasonRoster(app, auth, league.id, teamB, [actors.playerB.id]);
  const { games } = await generateSchedule(app, auth, league.id);
  const gameId = games[0]!.id;
  if (publish)
    expect(
      (await app.request(`/api/league/${league.id}/publish`, { method: 'POST', headers: auth })).status,
    ).toBe(200);
  await kickOffHoursAgo(app, gameId, 2);
  const named = await app.request(`/api/league/event/${gameId}`, {
    method: 'PATCH',
    headers: auth,
    json: { refereeId: actors.referee.id },
  });
  expect(named.status).toBe(200);
  const card = await app.request(`/api/league-common/event-page/${gameId}/cards`, {
    method: 'POST',
    headers: auth,
    json: { teamId: teamA, memberId: actors.playerA.id, kind: 'YELLOW_CARD' },
  });
  expect(card.status).toBe(201);
  const cardId = (await body<{ card: { id: string } }>(card)).data.card.id;
  return { leagueId: league.id, gameId, teamB, cardId };
}

describe('referee routes authorization matrix', () => {
  for (const route of ROUTES) {
    it(`${route.name}: ${PERSONAS.map((p) => `${p} ${route.expected[p]}`).join(', ')}`, async () => {
      const seen: Record<string, number> = {};
      for (const persona of PERSONAS) {
        const call = route.call(await freshCell());
        const response = await app.request(call.path, {
          method: call.method,
          headers: persona === 'anonymous' ? {} : actors[persona].auth,
          ...(call.json !== undefined ? { json: call.json } : {}),
        });
        seen[persona] = response.status;
      }
      expect(seen).toEqual(route.expected);
    }, 120_000);
  }

  it("a draft league's cards exist only for its organization's staff", async () => {
    const cell = await freshCell({ publish: false });
    const seen: Record<string, number> = {};
    for (const persona of PERSONAS) {
      const response = await app.request(`/api/league-common/event-page/${cell.gameId}/cards`, {
        headers: persona === 'anonymous' ? {} : actors[persona].auth,
      });
      seen[persona] = response.status;
    }
    expect(seen).toEqual({ ...cells(404, 404, 200, 200, 200) });
  }, 60_000);

  it('answers 404 for an unknown game and a malformed card id', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await app.request(`/api/league-common/event-page/${unknown}/cards`)).status).toBe(404);
    const cell = await freshCell();
    const response = await app.request(`/api/league-common/event-page/${cell.gameId}/cards/not-a-card`, {
      method: 'DELETE',
      headers: actors.referee.auth,
    });
    expect(response.status).toBe(404);
  }, 60_000);
});

describe("the referee's games", () => {
  /** `count` games refereed by a new referee: one scheduled game copied `count - 1` times, a day apart. */
  async function refereeWithGames(count: number): Promise<TestMember> {
    const referee = await createMember(app);
    await makeStaff(app, referee.id, 'referee');
    const cell = await freshCell();
    await sql(
      app,
      'update league_event set referee_id = $2, starts_at = now() + interval $$1 hour$$ where id = $1',
      [cell.gameId, referee.id],
    );
    // Copies carry every column of the game (whatever later migrations add), with a new id and day.
    await sql(
      app,
      `insert into league_event
       select (jsonb_populate_record(null::league_event, to_jsonb(e) || jsonb_build_object(
         'id', gen_random_uuid(), 'starts_at', e.starts_at + make_interval(days => n)))).*
       from league_event e, generate_series(1, $2::int - 1) n where e.id = $1`,
      [cell.gameId, count],
    );
    return referee;
  }

  async function statementsFor(count: number): Promise<string[]> {
    const referee = await refereeWithGames(count);
    let response: Response | undefined;
    const statements = await countQueries(app.runtime.orm, async () => {
      response = await app.request(`/api/league-common/referee/games?limit=${count}`, {
        headers: referee.auth,
      });
    });
    expect(response!.status).toBe(200);
    const page = await body<RefereeGameDto[]>(response!);
    expect(page.data).toHaveLength(count);
    expect(page.data.every((game) => game.referee?.memberId === referee.id)).toBe(true);
    return statements;
  }

  it('reads a page of 5 games and a page of 200 in the same statements', async () => {
    const five = await statementsFor(5);
    const many = await statementsFor(200);
    expect(many.length, many.join('\n')).toBe(five.length);
    // Besides the session check: the page with its cards and report, then the referee's name (identity).
    const own = many.filter((statement) => !/\bsession_family\b/.test(statement));
    expect(own, own.join('\n')).toHaveLength(2);
  }, 120_000);
});
