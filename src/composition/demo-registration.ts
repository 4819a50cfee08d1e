import { GAME_DAYS } from '../contracts/leagues/index.ts';
import { memberTeamRoles } from '../modules/clubs/index.ts';
import { activeMemberIdByEmail } from '../modules/identity/index.ts';
import { anyLeagueRegistrationSettings, seedRegistrationLeague } from '../modules/leagues/index.ts';
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
    if (await anyLeagueRegistrationSettings(tx)) return;
    // The demo's own teams, each found through its captain (identity's and clubs' read APIs, not
    // their tables): the team of that name the demo's captain captains.
    const found = new Map<string, { teamId: string; captainId: string }>();
    for (const team of [...DEMO_TEAMS, DEMO_LEAGUE_TEAM]) {
      const captainId = await activeMemberIdByEmail(tx, emailOf(team.captains[0]!));
      const role = captainId
        ? (await memberTeamRoles(tx, captainId)).find((r) => r.isCaptain && r.team.name === team.form.name)
        : undefined;
      if (!captainId || !role) return;
      found.set(team.form.name, { teamId: role.team.id, captainId });
    }
    const teamOf = (name: string) => found.get(name);
    const coordinator = await activeMemberIdByEmail(tx, emailOf(DEMO_LEAGUE.coordinator));
    if (!coordinator) return;
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
        coordinatorId: coordinator,
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
