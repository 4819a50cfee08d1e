import { TZDate } from '@date-fns/tz';
import sharp from 'sharp';
import { createTeamSchema } from '../contracts/clubs/index.ts';
import { pickupGroupDetailsSchema } from '../contracts/clubs/pickup-group.ts';
import { GAME_DAYS } from '../contracts/leagues/index.ts';
import {
  addMemberToGroup,
  addMemberToRoster,
  createPickupGroupWithAdmin,
  createTeamWithCaptain,
  memberPickupGroupRoles,
  memberTeamRoles,
} from '../modules/clubs/index.ts';
import { type SeedTeamGame, seedTeamGame, teamsHaveEvents } from '../modules/events/index.ts';
import { createVerifiedMember, memberIdsByEmail } from '../modules/identity/index.ts';
import { leagueByName, seedLeague } from '../modules/leagues/index.ts';
import { seedMarketplace } from '../modules/marketplace/index.ts';
import { addStaffMember, currentWaiver, publishWaiver, signWaiver } from '../modules/organizations/index.ts';
import { seedPickupGames } from '../modules/pickup/index.ts';
import type { EntityManager, MikroORM } from '../platform/db/orm.ts';
import { processImage } from '../platform/images/uploaded-image.ts';
import type { FileStorage } from '../platform/storage/index.ts';
import {
  DEMO_GAMES,
  DEMO_LEAGUE,
  DEMO_LEAGUE_MEMBERS,
  DEMO_LEAGUE_TEAM,
  DEMO_LOGINS,
  DEMO_MEMBERS,
  DEMO_PASSWORD,
  DEMO_PICKUP_GAMES,
  DEMO_PICKUP_GROUP,
  DEMO_TEAMS,
  DEMO_TIME_ZONE,
  DEMO_WAIVER,
  type DemoGame,
} from './demo-data.ts';
import { seedDemoLeagueFeed } from './demo-league-feed.ts';
import { seedDemoLeagueNotifications } from './demo-league-notifications.ts';
import { DEMO_MARKETPLACE } from './demo-marketplace.ts';
import { seedDemoPlayoffs } from './demo-playoffs.ts';
import { DEMO_REFEREE_LOGINS, seedDemoReferees } from './demo-referees.ts';
import { seedDemoRegistrations } from './demo-registration.ts';
import { seedDemoSeasonRosters } from './demo-season-rosters.ts';
import { seedDemoSubs } from './demo-subs.ts';

export interface DemoLogin {
  email: string;
  password: string;
  role: string;
}

export interface DemoSeedResult {
  /** False when the demo data was already there (nothing changed). */
  seeded: boolean;
  /** Whether the demo teams' games were added (with the rest, or to demo data seeded before games existed). */
  gamesSeeded: boolean;
  /** Whether the demo league (with its coordinator and fourth team) was added. */
  leagueSeeded: boolean;
  logins: DemoLogin[];
}

const emailOf = (key: string) =>
  [...DEMO_MEMBERS, ...DEMO_LEAGUE_MEMBERS].find((member) => member.key === key)!.email;

/** The demo members that exist, by key (identity's read API, one statement). */
async function demoMemberIds(tx: EntityManager, keys: readonly string[]): Promise<Map<string, string>> {
  const byEmail = await memberIdsByEmail(tx, keys.map(emailOf));
  return new Map(
    keys.flatMap((key) => (byEmail.has(emailOf(key)) ? [[key, byEmail.get(emailOf(key))!]] : [])),
  );
}

/** The team of this name its demo captain captains (clubs' read API), or undefined. */
async function captainedTeamId(
  tx: EntityManager,
  captainId: string | undefined,
  name: string,
): Promise<string | undefined> {
  if (!captainId) return undefined;
  const roles = await memberTeamRoles(tx, captainId);
  return roles.find((role) => role.isCaptain && role.team.name === name)?.team.id;
}

const demoMemberExists = async (tx: EntityManager, email: string) =>
  (await memberIdsByEmail(tx, [email])).size > 0;

export const demoLogins = (): DemoLogin[] => [
  ...DEMO_LOGINS.map(({ key, role }) => ({ email: emailOf(key), password: DEMO_PASSWORD, role })),
  ...DEMO_REFEREE_LOGINS,
];

/**
 * Seeds the demo data set through the modules' own write paths (identity's password hashing, the
 * clubs' team, roster and pickup group writes with their events), all in one transaction. Idempotent:
 * when the first demo member exists, it changes nothing; a failed run leaves nothing behind.
 */
export async function seedDemoData(orm: MikroORM, storage: FileStorage): Promise<DemoSeedResult> {
  const marker = emailOf(DEMO_MEMBERS[0]!.key);
  if (await demoMemberExists(orm.em.fork(), marker)) {
    await seedDemoPickupGames(orm);
    const gamesSeeded = await seedDemoGames(orm);
    const leagueSeeded = await seedDemoLeague(orm);
    await seedDemoWaiver(orm);
    await seedDemoMarketplace(orm);
    await seedDemoRegistrations(orm);
    await seedDemoSeasonRosters(orm);
    await seedDemoReferees(orm);
    await seedDemoPlayoffs(orm);
    await seedDemoLeagueFeed(orm, storage);
    await seedDemoLeagueNotifications(orm);
    await seedDemoSubs(orm);
    return { seeded: false, gamesSeeded, leagueSeeded, logins: demoLogins() };
  }
  // Stored before the transaction: content-addressed, so a failed run leaves at most two harmless files.
  const images = {
    banner: await storeSolidImage(storage, DEMO_PICKUP_GROUP.colors.banner, 1200, 400, 'banner'),
    badge: await storeSolidImage(storage, DEMO_PICKUP_GROUP.colors.badge, 256, 256, 'badge'),
  };
  const seeded = await orm.em.fork().transactional(async (tx) => {
    // Checked again inside: of two processes starting at once, the second fails on the unique e-mail
    // and rolls back, leaving the first one's data.
    if (await demoMemberExists(tx, marker)) return false;
    const ids = new Map<string, string>();
    for (const { key, ...profile } of DEMO_MEMBERS) {
      ids.set(key, await createVerifiedMember(tx, { ...profile, password: DEMO_PASSWORD }));
    }
    const now = new Date();
    for (const team of DEMO_TEAMS) {
      const [captain, ...coCaptains] = team.captains.map((key) => ids.get(key)!);
      const form = createTeamSchema.parse(team.form);
      const teamId = await createTeamWithCaptain(tx, { form, captainId: captain!, via: 'seed', now });
      for (const memberId of coCaptains)
        await addMemberToRoster(tx, { teamId, memberId, isCaptain: true, via: 'seed' });
      for (const key of team.players)
        await addMemberToRoster(tx, { teamId, memberId: ids.get(key)!, via: 'seed' });
    }
    const pickupGroupId = await createPickupGroupWithAdmin(tx, {
      details: pickupGroupDetailsSchema.parse(DEMO_PICKUP_GROUP.details),
      adminId: ids.get(DEMO_PICKUP_GROUP.admin)!,
      images,
      now,
    });
    for (const key of DEMO_PICKUP_GROUP.members)
      await addMemberToGroup(tx, now, { pickupGroupId, memberId: ids.get(key)!, via: 'seed' });
    return true;
  });
  await seedDemoPickupGames(orm);
  const gamesSeeded = await seedDemoGames(orm);
  const leagueSeeded = await seedDemoLeague(orm);
  await seedDemoWaiver(orm);
  await seedDemoMarketplace(orm);
  await seedDemoRegistrations(orm);
  await seedDemoSeasonRosters(orm);
  await seedDemoReferees(orm);
  await seedDemoPlayoffs(orm);
  await seedDemoLeagueFeed(orm, storage);
  await seedDemoLeagueNotifications(orm);
  await seedDemoSubs(orm);
  return { seeded, gamesSeeded, leagueSeeded, logins: demoLogins() };
}

/**
 * The demo pickup group's games (DEMO_PICKUP_GAMES) through the pickup module's seed path: added once,
 * while the demo group has none, under an advisory lock (two processes starting at once add them once).
 */
async function seedDemoPickupGames(orm: MikroORM): Promise<boolean> {
  return orm.em.fork().transactional(async (tx) => {
    await tx.execute("select pg_advisory_xact_lock(hashtext('playfield:demo-pickup-games'))");
    const ids = await demoMemberIds(
      tx,
      DEMO_MEMBERS.map((member) => member.key),
    );
    const adminId = ids.get(DEMO_PICKUP_GROUP.admin);
    const group = adminId
      ? (await memberPickupGroupRoles(tx, adminId)).find(
          (role) => role.isAdmin && role.group.name === DEMO_PICKUP_GROUP.details.name,
        )?.group
      : undefined;
    if (!adminId || !group) return false; // not the demo data set: leave it alone
    const idOf = (key: string) => ids.get(key)!;
    return seedPickupGames(tx, {
      pickupGroupId: group.id,
      timezone: group.timezone,
      adminId,
      now: new Date(),
      games: DEMO_PICKUP_GAMES.map(({ registered, ...game }) => ({
        ...game,
        registeredMemberIds: registered.map(idOf),
      })),
    });
  });
}

/**
 * The demo teams' games (DEMO_GAMES), relative to today, through the events module's seed write path.
 * Idempotent on its own: it adds games only while no demo team has any, under an advisory lock so two
 * processes starting at once add them once; so a database seeded before games existed gets them too.
 */
async function seedDemoGames(orm: MikroORM): Promise<boolean> {
  return orm.em.fork().transactional(async (tx) => {
    await tx.execute("select pg_advisory_xact_lock(hashtext('playfield:demo-games'))");
    const ids = await demoMemberIds(
      tx,
      DEMO_MEMBERS.map((member) => member.key),
    );
    const idOf = (key: string) => ids.get(key);
    const teamIds = new Map<string, string>();
    for (const team of DEMO_TEAMS) {
      const id = await captainedTeamId(tx, idOf(team.captains[0]!), team.form.name);
      if (id) teamIds.set(team.form.name, id);
    }
    if (teamIds.size !== DEMO_TEAMS.length) return false; // not the demo data set: leave it alone
    if (await teamsHaveEvents(tx, [...teamIds.values()])) return false;
    const now = new Date();
    for (const game of DEMO_GAMES) {
      const team = DEMO_TEAMS.find((candidate) => candidate.form.name === game.team)!;
      await seedTeamGame(
        tx,
        demoGame(game, teamIds.get(game.team)!, idOf(team.captains[0]!)!, idOf, now),
        now,
      );
    }
    return true;
  });
}

/**
 * The demo league (DEMO_LEAGUE) through the organizations' and leagues' seed write paths: Olivia made a
 * coordinator of organization 15, the fourth team, and a published league of the four teams with a
 * schedule relative to today and three confirmed results. Added once, while the league is missing, under
 * an advisory lock; so demo data seeded before leagues existed gets it too.
 */
/**
 * Organization 15's waiver, published by its coordinator and signed by DEMO_WAIVER.signedBy, through
 * organizations' own use cases. Added once, while the organization has no waiver, under an advisory lock.
 */
async function seedDemoWaiver(orm: MikroORM): Promise<void> {
  await orm.em.fork().transactional(async (tx) => {
    await tx.execute("select pg_advisory_xact_lock(hashtext('playfield:demo-waiver'))");
    if (await currentWaiver(tx, DEMO_WAIVER.organizationId)) return;
    const keys = [DEMO_WAIVER.publishedBy, ...DEMO_WAIVER.signedBy];
    const ids = await demoMemberIds(tx, keys);
    const idOf = (key: string) => ids.get(key);
    const publisher = idOf(DEMO_WAIVER.publishedBy);
    if (!publisher) return; // not the demo data set: leave it alone
    const { waiver } = await publishWaiver(tx, {
      organizationId: DEMO_WAIVER.organizationId,
      name: DEMO_WAIVER.name,
      waiverVersion: DEMO_WAIVER.waiverVersion,
      text: DEMO_WAIVER.text,
      actorId: publisher,
    });
    for (const key of DEMO_WAIVER.signedBy) {
      const memberId = idOf(key);
      if (memberId) await signWaiver(tx, { memberId, waiverId: waiver.id, actorId: memberId });
    }
  });
}

/**
 * The demo marketplace's free agents, posts and sub alerts (DEMO_MARKETPLACE) through its seed path.
 * Added once, while it has neither, under an advisory lock; so demo data seeded before the marketplace
 * existed gets them too.
 */
async function seedDemoMarketplace(orm: MikroORM): Promise<void> {
  await orm.em.fork().transactional(async (tx) => {
    await tx.execute("select pg_advisory_xact_lock(hashtext('playfield:demo-marketplace'))");
    const { freeAgents, posts, subAlerts } = DEMO_MARKETPLACE;
    const keys = [...freeAgents, ...posts, ...subAlerts].map(({ key }) => key);
    const ids = await demoMemberIds(tx, keys);
    const idOf = (key: string) => ids.get(key);
    if (keys.some((key) => !idOf(key))) return; // not the demo data set: leave it alone
    await seedMarketplace(
      tx,
      {
        freeAgents: DEMO_MARKETPLACE.freeAgents.map(({ key, ...rest }) => ({
          ...rest,
          memberId: idOf(key)!,
        })),
        posts: DEMO_MARKETPLACE.posts.map(({ key, ...rest }) => ({ ...rest, authorId: idOf(key)! })),
        subAlerts: subAlerts.map(({ key, ...rest }) => ({ ...rest, memberId: idOf(key)! })),
      },
      new Date(),
    );
  });
}

async function seedDemoLeague(orm: MikroORM): Promise<boolean> {
  return orm.em.fork().transactional(async (tx) => {
    await tx.execute("select pg_advisory_xact_lock(hashtext('playfield:demo-league'))");
    const league = await leagueByName(tx, { workspaceId: DEMO_LEAGUE.workspaceId, name: DEMO_LEAGUE.name });
    if (league) return false;
    const ids = await demoMemberIds(
      tx,
      [...DEMO_MEMBERS, ...DEMO_LEAGUE_MEMBERS].map((member) => member.key),
    );
    const teamIdOf = (team: { form: { name: string }; captains: string[] }) =>
      captainedTeamId(tx, ids.get(team.captains[0]!), team.form.name);
    const teamIds = new Map<string, string>();
    for (const team of DEMO_TEAMS) {
      const id = await teamIdOf(team);
      if (!id) return false; // not the demo data set: leave it alone
      teamIds.set(team.form.name, id);
    }
    for (const { key, ...profile } of DEMO_LEAGUE_MEMBERS) {
      if (!ids.has(key))
        ids.set(key, await createVerifiedMember(tx, { ...profile, password: DEMO_PASSWORD }));
    }
    const idOf = (key: string) => {
      const id = ids.get(key);
      if (!id) throw new Error(`demo league: unknown member '${key}'`);
      return id;
    };
    const now = new Date();
    let roversId = await teamIdOf(DEMO_LEAGUE_TEAM);
    if (!roversId) {
      const [captain, ...coCaptains] = DEMO_LEAGUE_TEAM.captains.map(idOf);
      const form = createTeamSchema.parse(DEMO_LEAGUE_TEAM.form);
      roversId = await createTeamWithCaptain(tx, { form, captainId: captain!, via: 'seed', now });
      for (const memberId of coCaptains)
        await addMemberToRoster(tx, { teamId: roversId, memberId, isCaptain: true, via: 'seed' });
      for (const key of DEMO_LEAGUE_TEAM.players)
        await addMemberToRoster(tx, { teamId: roversId, memberId: idOf(key), via: 'seed' });
    }
    teamIds.set(DEMO_LEAGUE_TEAM.form.name, roversId);
    const captainOf = new Map(
      [...DEMO_TEAMS, DEMO_LEAGUE_TEAM].map((team) => [team.form.name, idOf(team.captains[0]!)]),
    );
    const coordinatorId = idOf(DEMO_LEAGUE.coordinator);
    await addStaffMember(tx, {
      organizationId: DEMO_LEAGUE.organizationId,
      memberId: coordinatorId,
      role: 'coordinator',
    });
    const today = new TZDate(now, DEMO_TIME_ZONE);
    const first = new Date(
      Date.UTC(today.getFullYear(), today.getMonth(), today.getDate() - DEMO_LEAGUE.firstGameDaysAgo),
    );
    const last = new Date(first.getTime() + DEMO_LEAGUE.weeks * 7 * 86_400_000);
    await seedLeague(tx, {
      league: {
        name: DEMO_LEAGUE.name,
        workspaceId: DEMO_LEAGUE.workspaceId,
        format: DEMO_LEAGUE.format,
        seasonStart: first.toISOString().slice(0, 10),
        seasonEnd: last.toISOString().slice(0, 10),
        gameDay: GAME_DAYS[(first.getUTCDay() + 6) % 7]!,
        venues: [...DEMO_LEAGUE.venues],
        timeSlots: [...DEMO_LEAGUE.timeSlots],
      },
      coordinatorId,
      teams: DEMO_LEAGUE.teams.map((team) => ({
        teamId: teamIds.get(team.name)!,
        captainId: captainOf.get(team.name)!,
        scorerIds: team.scorers.map(idOf),
      })),
      results: DEMO_LEAGUE.results.map(([homeScore, awayScore]) => ({ homeScore, awayScore })),
      now,
    });
    return true;
  });
}

function demoGame(
  game: DemoGame,
  teamId: string,
  captainId: string,
  idOf: (key: string) => string | undefined,
  now: Date,
): SeedTeamGame {
  const id = (key: string) => {
    const found = idOf(key);
    if (!found) throw new Error(`demo game ${game.title}: unknown member '${key}'`);
    return found;
  };
  const today = new TZDate(now, DEMO_TIME_ZONE);
  const startsAt = new TZDate(
    today.getFullYear(),
    today.getMonth(),
    today.getDate() + game.inDays,
    game.hour,
    0,
    DEMO_TIME_ZONE,
  );
  return {
    teamId,
    captainId,
    title: game.title,
    addressName: game.addressName,
    startsAt: new Date(startsAt.getTime()),
    timeZone: DEMO_TIME_ZONE,
    rsvps: [
      ...game.yes.map((key) => ({ memberId: id(key), status: 'yes' as const })),
      ...(game.no ?? []).map((key) => ({ memberId: id(key), status: 'no' as const })),
      ...(game.maybe ?? []).map((key) => ({ memberId: id(key), status: 'maybe' as const })),
    ],
    ...(game.score ? { score: { teamScore: game.score[0], opponentScore: game.score[1] } } : {}),
    ...(game.stats
      ? {
          stats: game.stats.map(([key, goals, assists, potm]) => ({
            memberId: id(key),
            goals,
            assists,
            potm: potm ?? false,
          })),
        }
      : {}),
    ...(game.mvpVotes
      ? { mvpVotes: game.mvpVotes.map(([voter, mvp]) => ({ voterId: id(voter), mvpId: id(mvp) })) }
      : {}),
  };
}

async function storeSolidImage(
  storage: FileStorage,
  color: string,
  width: number,
  height: number,
  field: 'banner' | 'badge',
): Promise<string> {
  const png = await sharp({ create: { width, height, channels: 3, background: color } })
    .png()
    .toBuffer();
  const image = await processImage(png, 'png', {
    folder: `pickup-groups/${field}s`,
    maxWidth: width,
    maxHeight: height,
  });
  return (await storage.put(image.key, image.bytes, image.contentType)).url;
}

/** The start-up lines that tell a developer how to sign in. */
export function formatDemoLogins(logins: DemoLogin[]): string {
  const width = Math.max(...logins.map((login) => login.email.length));
  return [
    `  Demo logins (password for all: ${logins[0]?.password ?? ''}):`,
    ...logins.map((login) => `    ${login.email.padEnd(width)}  ${login.role}`),
  ].join('\n');
}
