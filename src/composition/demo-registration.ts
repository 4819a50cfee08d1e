import { GAME_DAYS } from '../contracts/leagues/index.ts';
import { seedRegistrationLeague } from '../modules/leagues/index.ts';
import type { MikroORM } from '../platform/db/orm.ts';
import { DEMO_LEAGUE, DEMO_LEAGUE_MEMBERS, DEMO_LEAGUE_TEAM, DEMO_MEMBERS, DEMO_TEAMS } from './demo-data.ts';

// Leagues open for registration in the demo (issue 18), so the marketplace has something to fill: an
// Austin league with spots left, and a Denver league that is full with a team on its waitlist. Dates are
// relative to the day the seed runs.

const DAY = 86_400_000;
const usd = (dollars: number) => ({ amountCents: dollars * 100, currency: 'USD' as const });

export const DEMO_REGISTRATION_LEAGUES = [
  {
    name: 'Austin Coed Rec 7x7',
    workspaceId: 1,
    format: '7x7',
    startsInDays: 35,
    venues: ['Zilker Park Field 3'],
    timeSlots: ['7:00 PM', '8:00 PM'],
    settings: {
      maxTeams: 8,
      teamFee: usd(600),
      freeAgentFee: usd(75),
      gender: 'coed',
      level: 'recreational',
      learnMoreUrl: null,
    },
    registered: ['Austin Armadillos'],
    waitlisted: [],
  },
  {
    name: 'Denver Competitive 11v11',
    workspaceId: 2,
    format: '11v11',
    startsInDays: 28,
    venues: ['City Park Field 1'],
    timeSlots: ['6:30 PM'],
    settings: {
      maxTeams: 2,
      teamFee: usd(900),
      freeAgentFee: null,
      gender: 'men',
      level: 'competitive',
      learnMoreUrl: null,
    },
    registered: ['Eastside Eagles', 'Zilker Zebras'],
    waitlisted: ['Riverside Rovers'],
  },
] as const;

const emailOf = (key: string) =>
  [...DEMO_MEMBERS, ...DEMO_LEAGUE_MEMBERS].find((member) => member.key === key)?.email ?? '';

/**
 * The demo's leagues open for registration, through leagues' seed path (with the listing snapshots the
 * marketplace copies). Added once, while organization 15 has no league open for registration, under an
 * advisory lock; left out when the demo teams are not there (not the demo data set).
 */
export async function seedDemoRegistrations(orm: MikroORM): Promise<void> {
  await orm.em.fork().transactional(async (tx) => {
    await tx.execute("select pg_advisory_xact_lock(hashtext('playfield:demo-registration'))");
    const [any] = await tx.execute('select 1 from league_registration_settings limit 1');
    if (any) return;
    const teams = [...DEMO_TEAMS, DEMO_LEAGUE_TEAM];
    const found = await tx.execute<
      Array<{ team_id: string; name: string; captain_id: string; email: string }>
    >(
      `select t.id as team_id, t.name, m.id as captain_id, m.email from team t join member m on m.id = t.created_by
       where t.name in (?)`,
      [teams.map((team) => team.form.name)],
    );
    // The demo's own teams: the name and the captain who created it.
    const rows = found.filter((row) =>
      teams.some((team) => team.form.name === row.name && emailOf(team.captains[0]!) === row.email),
    );
    const teamOf = (name: string) => {
      const row = rows.find((candidate) => candidate.name === name);
      return row ? { teamId: row.team_id, captainId: row.captain_id } : undefined;
    };
    const [coordinator] = await tx.execute<Array<{ id: string }>>('select id from member where email = ?', [
      emailOf(DEMO_LEAGUE.coordinator),
    ]);
    if (!coordinator || teams.some((team) => !teamOf(team.form.name))) return;
    const now = new Date();
    for (const league of DEMO_REGISTRATION_LEAGUES) {
      const start = new Date(
        Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) + league.startsInDays * DAY,
      );
      await seedRegistrationLeague(tx, {
        league: {
          name: league.name,
          workspaceId: league.workspaceId,
          format: league.format,
          seasonStart: start.toISOString().slice(0, 10),
          seasonEnd: new Date(start.getTime() + 8 * 7 * DAY).toISOString().slice(0, 10),
          gameDay: GAME_DAYS[(start.getUTCDay() + 6) % 7]!,
          venues: [...league.venues],
          timeSlots: [...league.timeSlots],
        },
        coordinatorId: coordinator.id,
        settings: {
          ...league.settings,
          opensAt: new Date(now.getTime() - 7 * DAY).toISOString(),
          closesAt: new Date(start.getTime() - 3 * DAY).toISOString(),
          refundCutoff: new Date(start.getTime() - 10 * DAY).toISOString(),
        },
        registered: league.registered.map((name) => teamOf(name)!),
        waitlisted: league.waitlisted.map((name) => teamOf(name)!),
        now,
      });
    }
  });
}
