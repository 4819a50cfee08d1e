import {
  activeMemberIdByEmail,
  createVerifiedMember,
  type VerifiedMemberInput,
} from '../modules/identity/index.ts';
import { leagueByName, seedRefereeGames } from '../modules/leagues/index.ts';
import { addStaffMember } from '../modules/organizations/index.ts';
import type { MikroORM } from '../platform/db/orm.ts';
import { DEMO_LEAGUE, DEMO_PASSWORD } from './demo-data.ts';

// The demo's referee (issue 19): Rafael, a referee of organization 15, named on every game of the demo
// league, with the cards he showed and his reports in its first played games, so the league's card
// leaderboards, the table's cards and his "My games" have something to show.

export const DEMO_REFEREE: Omit<VerifiedMemberInput, 'password'> = {
  email: 'rafael.ortega@example.com',
  firstName: 'Rafael',
  lastName: 'Ortega',
  gender: 'MALE',
  birthday: '1984-10-05',
  phone: '(512) 555-0121',
  zip: '78705',
  location: 'Austin, TX',
};

export const DEMO_REFEREE_LOGINS = [
  {
    email: DEMO_REFEREE.email,
    password: DEMO_PASSWORD,
    role: `referee of Playfield Leagues: ${DEMO_LEAGUE.name}'s games, "My games" at /referee`,
  },
];

/** `game`: the demo league's games in kick-off order (the first three are played and confirmed). */
const CARDS = [
  { game: 0, side: 'home', player: 1, kind: 'YELLOW_CARD', minute: 23 },
  { game: 0, side: 'away', player: 2, kind: 'YELLOW_CARD', minute: 61 },
  { game: 1, side: 'home', player: 0, kind: 'YELLOW_CARD', minute: 40 },
  { game: 1, side: 'away', player: 1, kind: 'RED_CARD', minute: 78 },
  { game: 2, side: 'away', player: 0, kind: 'YELLOW_CARD', minute: 15 },
] as const;

const REPORTS = [
  { game: 0, text: 'Played in good spirit. Two cautions for late tackles, both accepted without fuss.' },
  {
    game: 1,
    text: 'Sent off in the 78th minute for serious foul play (a studs-up challenge). Captains were told after the game.',
  },
];

/**
 * Rafael, made a referee of organization 15 and named on the demo league's games with his cards and
 * reports. Once, under an advisory lock: left out while the demo league is missing (not the demo data
 * set) or when its games already have a referee.
 */
export async function seedDemoReferees(orm: MikroORM): Promise<void> {
  await orm.em.fork().transactional(async (tx) => {
    await tx.execute("select pg_advisory_xact_lock(hashtext('playfield:demo-referees'))");
    const league = await leagueByName(tx, {
      organizationId: DEMO_LEAGUE.organizationId,
      name: DEMO_LEAGUE.name,
    });
    if (!league) return;
    const refereeId =
      (await activeMemberIdByEmail(tx, DEMO_REFEREE.email)) ??
      (await createVerifiedMember(tx, { ...DEMO_REFEREE, password: DEMO_PASSWORD }));
    await addStaffMember(tx, {
      organizationId: DEMO_LEAGUE.organizationId,
      memberId: refereeId,
      role: 'referee',
    });
    await seedRefereeGames(
      tx,
      {
        organizationId: DEMO_LEAGUE.organizationId,
        leagueName: DEMO_LEAGUE.name,
        refereeId,
        cards: CARDS,
        reports: REPORTS,
      },
      new Date(),
    );
  });
}
