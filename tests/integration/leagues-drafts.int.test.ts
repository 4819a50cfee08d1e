import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LeagueDto, StandingsDto } from '../../src/contracts/leagues/index.ts';
import { TOKENS } from '../../src/platform/container/tokens.ts';
import type { RoomAccess } from '../../src/platform/realtime/room-access.ts';
import { insertTeam } from '../support/clubs-factories.ts';
import { body, createMember, sql, type TestMember } from '../support/identity-factories.ts';
import { LEAGUE_PERSONAS, type LeaguePersona, OTHER_ORG } from '../support/league-personas.ts';
import {
  createLeague,
  generateSchedule,
  kickOffHoursAgo,
  makeStaff,
  publishLeague,
  registerTeams,
  startWithCoordinator,
} from '../support/leagues-factories.ts';
import type { TestApp } from '../support/test-app.ts';

// A league stays a draft until it is published: its coordinators may change any setting or delete it.
// Published, it is what its teams signed up for: it can be neither edited nor deleted, and it can only
// be published with a schedule.

let app: TestApp;
let coordinator: TestMember;

beforeAll(async () => ({ app, coordinator } = await startWithCoordinator({ worker: false })), 60_000);
afterAll(async () => {
  await sql(app, 'delete from league where created_by = $1', [coordinator.id]);
  await app?.stop();
});

async function draftWithTeams(count: number, form: Record<string, unknown> = {}) {
  const league = await createLeague(app, coordinator.auth, form);
  const teams: string[] = [];
  for (let i = 0; i < count; i++)
    teams.push(await insertTeam(app, { captains: [coordinator.id], name: `Draft team ${i + 1}` }));
  await registerTeams(app, coordinator.auth, league.id, teams);
  return { league, teams };
}

const patch = (leagueId: string, json: Record<string, unknown>) =>
  app.request(`/api/league/${leagueId}`, { method: 'PATCH', headers: coordinator.auth, json });
const remove = (leagueId: string) =>
  app.request(`/api/league/${leagueId}`, { method: 'DELETE', headers: coordinator.auth });
const publish = (leagueId: string) =>
  app.request(`/api/league/${leagueId}/publish`, { method: 'POST', headers: coordinator.auth });
const outbox = (name: string, leagueId: string) =>
  sql(app, `select payload from outbox where event_name = $1 and payload->>'leagueId' = $2`, [
    name,
    leagueId,
  ]);

describe('editing a draft league', () => {
  it('changes its name, dates, game day, venues, slots and rules, and records what changed', async () => {
    const { league } = await draftWithTeams(0);
    const response = await patch(league.id, {
      name: 'Austin Thursday 7x7',
      seasonStart: '2027-03-04',
      seasonEnd: '2027-06-03',
      gameDay: 'thursday',
      venues: ['Zilker field'],
      timeSlots: ['6:30 PM', '7:30 PM'],
      timezone: 'US/Mountain',
      rules: { pointsForWin: 2, tiebreakers: ['points', 'wins'] },
      version: league.version,
    });
    expect(response.status).toBe(200);
    const edited = (await body<LeagueDto>(response)).data;
    expect(edited).toMatchObject({
      name: 'Austin Thursday 7x7',
      seasonStart: '2027-03-04',
      seasonEnd: '2027-06-03',
      gameDay: 'thursday',
      venues: ['Zilker field'],
      timeSlots: ['6:30 PM', '7:30 PM'],
      ianaTimezone: 'America/Denver',
      rules: { pointsForWin: 2, pointsForDraw: 1, tiebreakers: ['points', 'wins'] },
      status: 'draft',
      version: league.version + 1,
    });
    expect((await outbox('leagues.league-updated', league.id)).map((row) => row.payload)).toEqual([
      {
        leagueId: league.id,
        organizationId: 15,
        actorId: coordinator.id,
        changed: ['name', 'seasonStart', 'seasonEnd', 'gameDay', 'timezone', 'venues', 'timeSlots', 'rules'],
      },
    ]);
  });

  it('generates the next schedule from the new settings', async () => {
    const { league } = await draftWithTeams(2, { venues: ['North field'], timeSlots: ['7:00 PM'] });
    expect((await patch(league.id, { timeSlots: ['8:00 PM'], gameDay: 'friday' })).status).toBe(200);
    const { games } = await generateSchedule(app, coordinator.auth, league.id);
    // Friday 8 pm in Austin (CST) is Saturday 02:00 UTC.
    expect(games.map((g) => g.dateAndTime)).toEqual(['2027-03-06T02:00:00.000Z']);
  });

  it('rewrites the standings at once when the points change', async () => {
    const { league, teams } = await draftWithTeams(2, { seasonEnd: '2027-03-02' });
    const { games } = await generateSchedule(app, coordinator.auth, league.id);
    const score = await app.request(`/api/league/event/${games[0]!.id}/final-score`, {
      method: 'PUT',
      headers: coordinator.auth,
      json: { homeScore: 1, awayScore: 0 },
    });
    expect(score.status).toBe(200);
    await patch(league.id, {
      rules: { pointsForWin: 5, pointsForDraw: 1, pointsForLoss: 0 },
    });
    const table = (
      await body<StandingsDto>(
        await app.request(`/api/league-common/${league.id}/standings`, { headers: coordinator.auth }),
      )
    ).data;
    expect(table.rows.map((row) => row.points).sort()).toEqual([0, 5]);
    expect(table.rows.map((row) => row.teamId).sort()).toEqual([...teams].sort());
  });

  it('answers 400 with the spec-style message for a bad value or a season that ends before it starts', async () => {
    const { league } = await draftWithTeams(0);
    const bad = await patch(league.id, { timeSlots: ['19:00'], name: ' ' });
    expect(bad.status).toBe(400);
    expect((await body(bad)).errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'name', message: 'This field is required' }),
        expect.objectContaining({ message: 'Use a time like 7:00 PM' }),
      ]),
    );
    const backwards = await patch(league.id, { seasonEnd: '2027-03-01' });
    expect(backwards.status).toBe(400);
    expect((await body(backwards)).errors).toEqual([
      { message: 'The season must end on or after its start', field: 'seasonEnd' },
    ]);
  });

  it('answers 409 ConcurrentChange to a change made from a stale copy', async () => {
    const { league } = await draftWithTeams(0);
    expect((await patch(league.id, { name: 'First', version: league.version })).status).toBe(200);
    const stale = await patch(league.id, { name: 'Second', version: league.version });
    expect(stale.status).toBe(409);
    expect((await body(stale)).errors?.[0]).toMatchObject({ code: 'ConcurrentChange' });
  });
});

describe('publishing', () => {
  it('refuses a league with no games, in plain words, and publishes it once scheduled', async () => {
    const { league } = await draftWithTeams(2);
    const early = await publish(league.id);
    expect(early.status).toBe(409);
    expect((await body(early)).errors).toEqual([
      { message: 'Generate the schedule first: a league with no games cannot be published.' },
    ]);
    await generateSchedule(app, coordinator.auth, league.id);
    const published = await publish(league.id);
    expect(published.status).toBe(200);
    expect((await body<LeagueDto>(published)).data.status).toBe('published');
    expect(await outbox('leagues.league-published', league.id)).toHaveLength(1);
    expect((await publish(league.id)).status).toBe(200);
    expect(await outbox('leagues.league-published', league.id)).toHaveLength(1);
  });

  it('makes a league neither editable nor deletable once published', async () => {
    const { league } = await draftWithTeams(2);
    await generateSchedule(app, coordinator.auth, league.id);
    await publish(league.id);
    const edit = await patch(league.id, { name: 'Renamed' });
    expect(edit.status).toBe(409);
    expect((await body(edit)).errors).toEqual([{ message: 'A published league cannot be edited.' }]);
    const deletion = await remove(league.id);
    expect(deletion.status).toBe(409);
    expect((await body(deletion)).errors).toEqual([{ message: 'A published league cannot be deleted.' }]);
    expect((await app.request(`/api/league-common/${league.id}`)).status).toBe(200);
  });
});

describe('who sees a draft', () => {
  // For everyone but its organization's staff a draft does not exist: every league read answers what an
  // unknown league (or game) answers, and lists leave it out. A published league beside it, the same
  // teams in both, shows the same callers are let in there. (Staff: the coordinator and a referee.)
  type Persona = LeaguePersona;
  const PERSONAS = LEAGUE_PERSONAS;
  const STAFF: Persona[] = ['coordinator', 'referee'];
  const UNKNOWN = '00000000-0000-4000-8000-000000000000';
  const auth = {} as Record<Persona, Record<string, string>>;
  const memberIds = {} as Record<Persona, string>;
  let teamA: string;
  const leagues = {} as Record<'draft' | 'published', { id: string; gameId: string }>;

  beforeAll(async () => {
    auth.anonymous = {};
    auth.coordinator = coordinator.auth;
    const members = {} as Record<Persona, TestMember>;
    memberIds.coordinator = coordinator.id;
    for (const persona of PERSONAS.filter((p) => p !== 'anonymous' && p !== 'coordinator')) {
      members[persona] = await createMember(app);
      auth[persona] = members[persona].auth;
      memberIds[persona] = members[persona].id;
    }
    await makeStaff(app, members.referee.id, 'referee');
    await makeStaff(app, members.otherCoordinator.id, 'coordinator', OTHER_ORG);
    teamA = await insertTeam(app, {
      captains: [members.captainA.id],
      players: [members.playerA.id],
      name: 'Seen A',
    });
    const teamB = await insertTeam(app, {
      captains: [members.captainB.id],
      players: [members.playerB.id],
      name: 'Seen B',
    });
    for (const kind of ['draft', 'published'] as const) {
      const league = await createLeague(app, coordinator.auth, { name: `Seen ${kind}` });
      await registerTeams(app, coordinator.auth, league.id, [teamA, teamB]);
      const { games } = await generateSchedule(app, coordinator.auth, league.id);
      await kickOffHoursAgo(app, games[0]!.id, 2);
      await app.request(`/api/league/${league.id}/standings/rebuild`, {
        method: 'POST',
        headers: coordinator.auth,
      });
      if (kind === 'published') await publishLeague(app, coordinator.auth, league.id);
      leagues[kind] = { id: league.id, gameId: games[0]!.id };
    }
  }, 60_000);

  /** [route, path for a league and its game, what each persona gets for the published league] */
  const everyone = Object.fromEntries(PERSONAS.map((p) => [p, 200])) as Record<Persona, number>;
  const participants: Record<Persona, number> = {
    ...everyone,
    anonymous: 401,
    stranger: 403,
    otherCoordinator: 403,
  };
  const READS: Array<[string, (league: string, game: string) => string, Record<Persona, number>]> = [
    ['GET /api/league-common/{leagueId}', (l) => `/api/league-common/${l}`, everyone],
    ['GET /api/league-common/{leagueId}/teams', (l) => `/api/league-common/${l}/teams`, everyone],
    ['GET /api/league-common/{leagueId}/standings', (l) => `/api/league-common/${l}/standings`, everyone],
    ['GET /api/league-common/{leagueId}/adjustments', (l) => `/api/league-common/${l}/adjustments`, everyone],
    [
      'GET /api/league-common/{leagueId}/leaderboards',
      (l) => `/api/league-common/${l}/leaderboards?statType=goals`,
      everyone,
    ],
    ['GET /api/league-common/{leagueId}/schedule', (l) => `/api/league-common/${l}/schedule`, everyone],
    [
      'GET /api/league-common/event-page/{id}/event',
      (_, g) => `/api/league-common/event-page/${g}/event`,
      everyone,
    ],
    [
      'GET /api/league-common/event-page/{id}/rosters',
      (_, g) => `/api/league-common/event-page/${g}/rosters`,
      participants,
    ],
    [
      'GET /api/league-common/event-page/{id}/comments',
      (_, g) => `/api/league-common/event-page/${g}/comments`,
      participants,
    ],
  ];

  for (const [name, path, published] of READS) {
    // A draft: staff as on a published league, everyone else signed in 404, signed out 401 or 404.
    const draft = Object.fromEntries(
      PERSONAS.map((p) => [
        p,
        STAFF.includes(p) ? published[p] : p === 'anonymous' && published[p] === 401 ? 401 : 404,
      ]),
    ) as Record<Persona, number>;
    it(`${name}: a draft is 404 to all but its organization's staff, with an unknown league's body`, async () => {
      const seen = { draft: {} as Record<string, number>, published: {} as Record<string, number> };
      for (const kind of ['draft', 'published'] as const)
        for (const persona of PERSONAS) {
          const response = await app.request(path(leagues[kind].id, leagues[kind].gameId), {
            headers: auth[persona],
          });
          seen[kind][persona] = response.status;
          if (response.status === 404) {
            const unknown = await app.request(path(UNKNOWN, UNKNOWN), { headers: auth.coordinator });
            expect(unknown.status).toBe(404);
            expect(await response.json()).toEqual(await unknown.json());
          }
        }
      expect(seen).toEqual({ draft, published });
    });
  }

  const idsIn = (data: unknown): string[] =>
    (Array.isArray(data) ? data : (data as { leagues: unknown[] }).leagues).map(
      (entry) => (entry as { id?: string; leagueId?: string }).id ?? (entry as { leagueId: string }).leagueId,
    );
  it('lists a draft to its organization’s staff only, in the organization’s list and a team’s positions', async () => {
    const lists = {
      'GET /api/organization-common/15/leagues': '/api/organization-common/15/leagues?orgWorkspaceId=1',
      'GET /api/team/{teamId}/league-positions': `/api/team/${teamA}/league-positions`,
    };
    const seen: Record<string, Record<string, string[]>> = {};
    const expected: Record<string, Record<string, string[]>> = {};
    for (const [name, path] of Object.entries(lists)) {
      seen[name] = {};
      expected[name] = {};
      for (const persona of PERSONAS) {
        if (persona === 'anonymous' && name.includes('positions')) continue;
        const response = await app.request(path, { headers: auth[persona] });
        expect(response.status).toBe(200);
        const ids = idsIn((await body<unknown>(response)).data);
        seen[name][persona] = [leagues.draft.id, leagues.published.id].filter((id) => ids.includes(id));
        expected[name][persona] = STAFF.includes(persona)
          ? [leagues.draft.id, leagues.published.id]
          : [leagues.published.id];
      }
    }
    expect(seen).toEqual(expected);
  });

  it('leaves drafts off the public league page, even for its coordinators', async () => {
    for (const persona of ['anonymous', 'coordinator'] as const) {
      const response = await app.request('/api/public/league-schedule/organization/15', {
        headers: auth[persona],
      });
      const ids = idsIn((await body<unknown>(response)).data);
      expect(ids).toContain(leagues.published.id);
      expect(ids).not.toContain(leagues.draft.id);
    }
  });

  it('lets only the organization’s staff follow a draft’s live table (the league room)', async () => {
    const room = app.runtime.container
      .getAll<RoomAccess>(TOKENS.RealtimeRoomAccess)
      .find((access) => access.prefix === 'league')!;
    const joins: Record<string, [boolean, boolean]> = {};
    for (const persona of PERSONAS.filter((p) => p !== 'anonymous'))
      joins[persona] = [
        await room.canJoin(memberIds[persona], leagues.draft.id),
        await room.canJoin(memberIds[persona], leagues.published.id),
      ];
    expect(joins).toEqual(
      Object.fromEntries(
        PERSONAS.filter((p) => p !== 'anonymous').map((p) => [p, [STAFF.includes(p), true]]),
      ),
    );
  });

  it('answers a non-staff member’s RSVP or report on a draft’s game 404, as for an unknown game', async () => {
    const rsvp = await app.request(`/api/league-common/event-page/${leagues.draft.gameId}/rsvp`, {
      method: 'POST',
      headers: auth.playerA,
      json: { status: 'yes' },
    });
    expect(rsvp.status).toBe(404);
    expect((await body(rsvp)).errors).toEqual([{ message: 'League game not found.' }]);
    const report = await app.request(`/api/league-common/event-page/${leagues.draft.gameId}/report`, {
      method: 'POST',
      headers: auth.captainA,
      json: { teamScore: 1, opponentScore: 0 },
    });
    expect(report.status).toBe(404);
    expect(
      await sql(app, 'select 1 from league_score_report where league_event_id = $1', [leagues.draft.gameId]),
    ).toHaveLength(0);
  });
});

describe('deleting a draft league', () => {
  it('removes it with its teams and games, and records each game’s deletion and the league’s', async () => {
    const { league } = await draftWithTeams(3);
    const { games } = await generateSchedule(app, coordinator.auth, league.id);
    const response = await remove(league.id);
    expect(response.status).toBe(200);
    expect((await body(response)).data).toEqual({ leagueId: league.id, message: 'Successfully deleted.' });
    expect((await app.request(`/api/league-common/${league.id}`)).status).toBe(404);
    expect(await sql(app, 'select 1 from league_event where league_id = $1', [league.id])).toHaveLength(0);
    expect(await sql(app, 'select 1 from league_team where league_id = $1', [league.id])).toHaveLength(0);
    const deleted = await outbox('leagues.league-event-deleted', league.id);
    expect(deleted.map((row) => (row.payload as { leagueEventId: string }).leagueEventId).sort()).toEqual(
      games.map((g) => g.id).sort(),
    );
    expect((await outbox('leagues.league-deleted', league.id)).map((row) => row.payload)).toEqual([
      { leagueId: league.id, organizationId: 15, actorId: coordinator.id },
    ]);
    expect((await remove(league.id)).status).toBe(404);
  });
});

describe("withdrawing a team that isn't one", () => {
  // Issue 17's fuzzer: a team id of the wrong form reached PostgreSQL's uuid column and came back a 500.
  it.each(['not-a-team', '12345', '\u202egnp.exe'])('answers 404 for the team id %s', async (teamId) => {
    const { league } = await draftWithTeams(2);
    const response = await app.request(`/api/league/${league.id}/teams/${encodeURIComponent(teamId)}`, {
      method: 'DELETE',
      headers: coordinator.auth,
    });
    expect(response.status).toBe(404);
    expect((await body(response)).errors).toEqual([{ message: 'Not found.' }]);
  });
});
