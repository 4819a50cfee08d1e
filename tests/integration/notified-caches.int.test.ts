import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Runtime, startRuntime } from '../../src/composition/runtime.ts';
import type { RosterEntryDto } from '../../src/contracts/clubs/index.ts';
import { insertRosterEntryOnce } from '../../src/modules/clubs/infrastructure/roster.store.ts';
import { createRosterCache } from '../../src/modules/clubs/infrastructure/roster-cache.ts';
import { Member } from '../../src/modules/identity/infrastructure/member.entity.ts';
import { createMemberContactsCache } from '../../src/modules/identity/infrastructure/member-contacts-cache.ts';
import type { ChangeFeed } from '../../src/platform/db/change-feed.ts';
import { changeFeedsBack, cutChangeFeeds, unheard } from '../support/change-feed.ts';
import { addToRoster, createTeam, insertMembers, teamForm } from '../support/clubs-factories.ts';
import { body, createMember, generousLimits, sql, type TestMember } from '../support/identity-factories.ts';
import { countQueries } from '../support/query-counter.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

// The roster rows (clubs) and members' names and contacts (identity) are remembered per process until
// they change (src/platform/db/notified-cache.ts): a change is seen at once by the process that made
// it and within a notification's delay by the others, whoever made it. Two API processes on one
// database: `app` and `other`.

let app: TestApp;
let other: Runtime;
beforeAll(async () => {
  app = await startTestApp({ worker: false, env: generousLimits });
  other = await startRuntime({
    config: { ...app.config, PORT: 0 },
    logger: pino({ level: 'silent' }),
    roles: { api: true, worker: false },
  });
});
afterAll(async () => {
  await other?.stop();
  await app?.stop();
});

type Names = Array<{ name: string; captain: boolean; teams: string[] }>;

async function rosterOn(url: string, teamId: string, viewer: TestMember): Promise<Names> {
  const response = await fetch(`${url}/api/team/${teamId}/roster`, { headers: viewer.auth });
  expect(response.status).toBe(200);
  return (await body<RosterEntryDto[]>(response)).data.map((entry) => ({
    name: `${entry.member.firstName} ${entry.member.lastName}`,
    captain: entry.isCaptain,
    teams: entry.member.teams.map((team) => team.name),
  }));
}

/** The roster `url` settles on within `ms` (a notification takes milliseconds). */
async function settles(url: string, teamId: string, viewer: TestMember, done: (names: Names) => boolean) {
  const deadline = Date.now() + 3000;
  let names = await rosterOn(url, teamId, viewer);
  while (!done(names) && Date.now() < deadline) {
    await new Promise((wait) => setTimeout(wait, 50));
    names = await rosterOn(url, teamId, viewer);
  }
  return names;
}

async function teamOf(captain: TestMember, players: TestMember[]) {
  const team = await createTeam(app, captain, { name: 'Cache City', abbreviation: 'CC' });
  await addToRoster(
    app,
    team.id,
    players.map((player) => player.id),
  );
  return team;
}

describe('rosters and names remembered until they change', () => {
  it('reads a roster of 200 once, then answers it without a statement', async () => {
    const captain = await createMember(app);
    const team = await createTeam(app, captain);
    await addToRoster(app, team.id, await insertMembers(app, 199));
    const cold = await countQueries(app.runtime.orm, () => rosterOn(app.url, team.id, captain));
    // Clubs' roster rows and identity's names, one statement each.
    expect(cold).toHaveLength(2);
    const warm = await countQueries(app.runtime.orm, async () => {
      expect(await rosterOn(app.url, team.id, captain)).toHaveLength(200);
    });
    expect(warm).toEqual([]);
  });

  it('shows a change at once on the process that made it', async () => {
    const captain = await createMember(app, { firstName: 'Cara', lastName: 'Cap' });
    const player = await createMember(app, { firstName: 'Pat', lastName: 'Old' });
    const team = await teamOf(captain, [player]);
    expect((await rosterOn(app.url, team.id, captain)).map((row) => row.name)).toContain('Pat Old');

    // The player renames themselves: identity's write, clubs' read, the very next request.
    const renamed = await app.request('/api/member', {
      method: 'PATCH',
      headers: player.auth,
      json: { firstName: 'Patricia' },
    });
    expect(renamed.status).toBe(200);
    expect((await rosterOn(app.url, team.id, captain)).map((row) => row.name)).toContain('Patricia Old');

    // A captain change and the team's new name, in the same way.
    const made = await app.request(`/api/team/${team.id}/roster/${player.id}`, {
      method: 'PATCH',
      headers: captain.auth,
      json: { isCaptain: true },
    });
    expect(made.status).toBe(200);
    const renamedTeam = await app.request(`/api/team/${team.id}`, {
      method: 'PATCH',
      headers: captain.auth,
      json: teamForm({ name: 'Cache United', abbreviation: 'CU' }),
    });
    expect(renamedTeam.status).toBe(200);
    const names = await rosterOn(app.url, team.id, captain);
    expect(names.find((row) => row.name === 'Patricia Old')).toMatchObject({
      captain: true,
      teams: ['Cache United'],
    });
  });

  it('shows a change made by another process or by SQL once its notification lands', async () => {
    const captain = await createMember(app, { firstName: 'Cody', lastName: 'Cap' });
    const player = await createMember(app, { firstName: 'Nia', lastName: 'Before' });
    const team = await teamOf(captain, [player]);
    const otherUrl = other.url as string;
    expect((await rosterOn(otherUrl, team.id, captain)).map((row) => row.name)).toContain('Nia Before');

    await sql(app, `update member set last_name = 'After' where id = $1`, [player.id]);
    const late = await createMember(app, { firstName: 'Lou', lastName: 'Late' });
    await addToRoster(app, team.id, [late.id]);
    const names = await settles(otherUrl, team.id, captain, (rows) =>
      rows.some((row) => row.name === 'Lou Late'),
    );
    expect(names.map((row) => row.name)).toEqual(expect.arrayContaining(['Nia After', 'Lou Late']));

    // Removed on `app` (HTTP), seen on `other`.
    const removed = await app.request(`/api/team/${team.id}/roster/${late.id}`, {
      method: 'DELETE',
      headers: captain.auth,
    });
    expect(removed.status).toBe(200);
    const after = await settles(otherUrl, team.id, captain, (rows) => rows.length === 2);
    expect(after.map((row) => row.name)).not.toContain('Lou Late');
  });

  it('remembers nothing while the change feed is down, so a change missed meanwhile is still seen', async () => {
    const captain = await createMember(app);
    const player = await createMember(app, { firstName: 'Gus', lastName: 'Gone' });
    const team = await teamOf(captain, [player]);
    const otherUrl = other.url as string;
    expect((await rosterOn(otherUrl, team.id, captain)).map((row) => row.name)).toContain('Gus Gone');
    await cutChangeFeeds(app);
    // No trigger fires: only forgetting on the dropped connection can show it, once it is back.
    await unheard(app, `update member set last_name = 'Back' where id = '${player.id}'`);
    await changeFeedsBack(app, 2);
    expect((await rosterOn(otherUrl, team.id, captain)).map((row) => row.name)).toContain('Gus Back');
  });

  it('forgets this process’s own writes at their commit, before any notification could land', async () => {
    // Caches on a feed that hears nothing: only the commit of a write made here can make them forget.
    const deaf: ChangeFeed = { watch: () => {}, isListening: () => true, close: async () => {} };
    const orm = app.runtime.orm;
    const contacts = createMemberContactsCache(deaf, orm);
    const rosters = createRosterCache(deaf, orm);
    const reader = orm.em.fork();
    const captain = await createMember(app);
    const team = await createTeam(app, captain);
    const [newcomer] = await insertMembers(app, 1);
    contacts.set(contacts.mark(), reader, captain.id, {
      memberId: captain.id,
      firstName: 'Kept',
      lastName: 'Here',
      avatar: null,
      active: true,
      email: null,
      phoneNumber: null,
    });
    rosters.set(rosters.mark(), reader, team.id, { entries: [], invites: [] });

    // A write that is rolled back changes nothing, so nothing is forgotten.
    await expect(
      orm.em.fork().transactional(async (tx) => {
        (await tx.findOneOrFail(Member, captain.id)).firstName = 'Never';
        await tx.flush();
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(contacts.get(reader, captain.id)).toBeDefined();

    // The unit of work's write: forgotten at the commit.
    await orm.em.fork().transactional(async (tx) => {
      (await tx.findOneOrFail(Member, captain.id)).firstName = 'Renamed';
      await tx.flush();
      expect(contacts.get(reader, captain.id)).toBeDefined();
    });
    expect(contacts.get(reader, captain.id)).toBeUndefined();

    // A raw insert says what it changed (wroteRaw): forgotten at the commit too.
    await orm.em.fork().transactional(async (tx) => {
      await insertRosterEntryOnce(tx, { teamId: team.id, memberId: newcomer as string, isCaptain: false });
      expect(rosters.get(reader, team.id)).toBeDefined();
    });
    expect(rosters.get(reader, team.id)).toBeUndefined();
  });
});
