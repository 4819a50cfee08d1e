import { GAME_DAYS } from '../contracts/leagues/index.ts';
import { memberTeamRoles } from '../modules/clubs/index.ts';
import { activeMemberIdByEmail } from '../modules/identity/index.ts';
import { seedPlayoffLeague } from '../modules/leagues/index.ts';
import type { MikroORM } from '../platform/db/orm.ts';
import { DEMO_LEAGUE, DEMO_LEAGUE_MEMBERS, DEMO_LEAGUE_TEAM, DEMO_MEMBERS, DEMO_TEAMS } from './demo-data.ts';

// The demo's finished season (issue 19): last fall's league of the same four teams, every game played,
// its top four seeded into the playoffs, a semi-final won on penalties and a champion, so the league
// page's PLAYOFFS tab and the schedule's Semi-final and Final have something to show.

const DAY = 86_400_000;

export const DEMO_PLAYOFF_LEAGUE = {
  name: 'Austin Fall 7x7',
  /** The first game day is this many weeks before the seed day: the season and its playoffs are over. */
  firstGameWeeksAgo: 9,
  /** [home, away] goals of every regular game in kick-off order (4 teams, two games a week). */
  results: [
    [3, 1],
    [2, 2],
    [1, 0],
    [0, 2],
    [4, 1],
    [1, 1],
  ],
  /** Semi-finals, then the final; the second semi-final is won on penalties by its away team. */
  playoffResults: [
    { homeScore: 2, awayScore: 1 },
    { homeScore: 1, awayScore: 1, shootoutWinner: 'away' },
    { homeScore: 3, awayScore: 2 },
  ],
} as const;

const emailOf = (key: string) =>
  [...DEMO_MEMBERS, ...DEMO_LEAGUE_MEMBERS].find((member) => member.key === key)?.email ?? '';

/**
 * The finished league with its bracket, once (under an advisory lock, while no league of its name is
 * in the workspace); left out when the demo teams are not there (not the demo data set).
 */
export async function seedDemoPlayoffs(orm: MikroORM): Promise<void> {
  await orm.em.fork().transactional(async (tx) => {
    await tx.execute("select pg_advisory_xact_lock(hashtext('playfield:demo-playoffs'))");
    const found = new Map<string, { teamId: string; captainId: string }>();
    for (const team of [...DEMO_TEAMS, DEMO_LEAGUE_TEAM]) {
      const captainId = await activeMemberIdByEmail(tx, emailOf(team.captains[0]!));
      const role = captainId
        ? (await memberTeamRoles(tx, captainId)).find((r) => r.isCaptain && r.team.name === team.form.name)
        : undefined;
      if (!captainId || !role) return;
      found.set(team.form.name, { teamId: role.team.id, captainId });
    }
    const coordinatorId = await activeMemberIdByEmail(tx, emailOf(DEMO_LEAGUE.coordinator));
    if (!coordinatorId) return;
    const scorers = new Map<string, string[]>();
    for (const team of DEMO_LEAGUE.teams) {
      const ids: string[] = [];
      for (const key of team.scorers) {
        const id = await activeMemberIdByEmail(tx, emailOf(key));
        if (id) ids.push(id);
      }
      scorers.set(team.name, ids);
    }
    const now = new Date();
    const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
    const first = new Date(today - DEMO_PLAYOFF_LEAGUE.firstGameWeeksAgo * 7 * DAY);
    await seedPlayoffLeague(tx, {
      league: {
        name: DEMO_PLAYOFF_LEAGUE.name,
        workspaceId: DEMO_LEAGUE.workspaceId,
        format: DEMO_LEAGUE.format,
        seasonStart: first.toISOString().slice(0, 10),
        seasonEnd: new Date(first.getTime() + 3 * 7 * DAY).toISOString().slice(0, 10),
        gameDay: GAME_DAYS[(first.getUTCDay() + 6) % 7]!,
        venues: [...DEMO_LEAGUE.venues],
        timeSlots: [...DEMO_LEAGUE.timeSlots],
      },
      coordinatorId,
      teams: DEMO_LEAGUE.teams.map((team) => ({
        ...found.get(team.name)!,
        scorerIds: scorers.get(team.name) ?? [],
      })),
      results: DEMO_PLAYOFF_LEAGUE.results.map(([homeScore, awayScore]) => ({ homeScore, awayScore })),
      size: 4,
      playoffResults: [...DEMO_PLAYOFF_LEAGUE.playoffResults],
      now,
    });
  });
}
