import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RosterEntryDto } from '../../src/contracts/clubs/index.ts';
import { addMemberToRoster } from '../../src/modules/clubs/index.ts';
import { addToRoster, createTeam, insertMembers } from '../support/clubs-factories.ts';
import { body, createMember, generousLimits, sql, type TestMember } from '../support/identity-factories.ts';
import { countQueries } from '../support/query-counter.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ worker: false, env: generousLimits });
});
afterAll(() => app?.stop());

const roster = (teamId: string, member?: TestMember) =>
  app.request(`/api/team/${teamId}/roster`, { headers: member?.auth ?? {} });
const setCaptain = (teamId: string, actor: TestMember, memberId: string, isCaptain: boolean) =>
  app.request(`/api/team/${teamId}/roster/${memberId}`, {
    method: 'PATCH',
    headers: actor.auth,
    json: { isCaptain },
  });
const removeFromRoster = (teamId: string, actor: TestMember, memberId: string) =>
  app.request(`/api/team/${teamId}/roster/${memberId}`, { method: 'DELETE', headers: actor.auth });
const captainsOf = async (teamId: string) =>
  (
    await sql<{ member_id: string }>(
      app,
      'select member_id from roster_entry where team_id = $1 and is_captain',
      [teamId],
    )
  ).map((row) => row.member_id);

const SOLE_CAPTAIN = {
  message: 'A team needs a captain. Make another player captain before you step down or leave.',
  code: 'SoleCaptain',
};

describe('GET /api/team/{teamId}/roster', () => {
  it('is only for signed-in members of the team', async () => {
    const captain = await createMember(app);
    const stranger = await createMember(app);
    const team = await createTeam(app, captain);
    expect((await roster(team.id)).status).toBe(401);
    expect((await roster(team.id, stranger)).status).toBe(403);
    expect((await roster(team.id, captain)).status).toBe(200);
    expect((await roster('6f1d8f4e-0000-4000-8000-000000000000', captain)).status).toBe(404);
  });

  it('lists the viewer first, then captains, then by first name, with each player’s teams', async () => {
    const captain = await createMember(app, { firstName: 'Zoe', lastName: 'Kent' });
    const viewer = await createMember(app, { firstName: 'Yara', lastName: 'Lind' });
    const bruno = await createMember(app, { firstName: 'bruno', lastName: 'Diaz' });
    const ana = await createMember(app, { firstName: 'Ana', lastName: 'Silva' });
    const coCaptain = await createMember(app, { firstName: 'Xavi', lastName: 'Ortiz' });
    const team = await createTeam(app, captain, { name: 'Barton Springs', abbreviation: 'BSFC' });
    const other = await createTeam(app, ana, { name: 'Alamo Athletic', abbreviation: 'AA' });
    await addToRoster(app, team.id, [viewer.id, bruno.id, ana.id]);
    await addToRoster(app, team.id, [coCaptain.id], true);

    const response = await roster(team.id, viewer);
    const { data } = await body<RosterEntryDto[]>(response);
    expect(data.map((entry) => entry.member.firstName)).toEqual(['Yara', 'Xavi', 'Zoe', 'Ana', 'bruno']);
    const anaEntry = data.find((entry) => entry.memberId === ana.id);
    expect(anaEntry).toMatchObject({
      memberId: ana.id,
      isCaptain: false,
      member: {
        firstName: 'Ana',
        lastName: 'Silva',
        avatar: null,
        email: ana.email,
        accountStatus: 'active',
        gameStats: { games: 0, goals: 0, assists: 0, potm: 0 },
        teams: [
          { id: other.id, name: 'Alamo Athletic' },
          { id: team.id, name: 'Barton Springs' },
        ],
      },
      invites: [],
    });
    expect(anaEntry?.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(Number.isNaN(Date.parse(anaEntry?.createdAt ?? ''))).toBe(false);
  });

  it("carries the team's invites that concern each player, active while pending", async () => {
    const captain = await createMember(app);
    const player = await createMember(app);
    const team = await createTeam(app, captain);
    await addToRoster(app, team.id, [player.id]);
    const invite = (status: string, acceptedBy: string | null, createdAt: string) =>
      sql(
        app,
        `insert into invite (id, channel, type, team_id, inviter_id, email, first_name, last_name, status, accepted_by, created_at)
         values (gen_random_uuid(), 'email', 'as_roster', $1, $2, $3, 'Leo', 'Moreno', $4, $5, $6)`,
        [team.id, captain.id, player.email.toUpperCase(), status, acceptedBy, createdAt],
      );
    await invite('accepted', player.id, '2026-01-01T10:00:00Z');
    await invite('pending', null, '2026-01-02T10:00:00Z');
    const { data } = await body<RosterEntryDto[]>(await roster(team.id, captain));
    const entry = data.find((candidate) => candidate.memberId === player.id);
    expect(entry?.invites.map(({ status, isActive, email }) => ({ status, isActive, email }))).toEqual([
      { status: 'accepted', isActive: false, email: player.email.toUpperCase() },
      { status: 'pending', isActive: true, email: player.email.toUpperCase() },
    ]);
    expect(data.find((candidate) => candidate.memberId === captain.id)?.invites).toEqual([]);
  });

  it('runs the same number of SQL statements for 5 and for 200 players', async () => {
    const counts: number[] = [];
    const warm: number[] = [];
    for (const size of [5, 200]) {
      const captain = await createMember(app);
      const team = await createTeam(app, captain);
      const players = await insertMembers(app, size - 1);
      await addToRoster(app, team.id, players);
      // Every player is on a second team too, so the per-player team lists are not trivially empty.
      const other = await createTeam(app, captain, { name: 'Second Side', abbreviation: 'SS' });
      await addToRoster(app, other.id, players);
      let entries: RosterEntryDto[] = [];
      const queries = await countQueries(app.runtime.orm, async () => {
        entries = (await body<RosterEntryDto[]>(await roster(team.id, captain))).data;
      });
      expect(entries).toHaveLength(size);
      expect(entries.at(-1)?.member.teams).toHaveLength(2);
      counts.push(queries.length);
      const again = await countQueries(app.runtime.orm, () => roster(team.id, captain));
      warm.push(again.length);
    }
    // Clubs' one statement (entries with their teams, invites) and identity's names: no access check
    // ahead of the read, and nothing that grows with the roster. Then none: both are remembered
    // until they change (tests/integration/notified-caches.int.test.ts).
    expect(counts).toEqual([2, 2]);
    expect(warm).toEqual([0, 0]);
  });
});

describe('PATCH /api/team/{teamId}/roster/{memberId}', () => {
  it('lets a captain make and unmake captains, recording each change', async () => {
    const captain = await createMember(app);
    const player = await createMember(app);
    const team = await createTeam(app, captain);
    await addToRoster(app, team.id, [player.id]);
    const response = await setCaptain(team.id, captain, player.id, true);
    expect(response.status).toBe(200);
    expect((await body<{ message: string }>(response)).data.message).toBe('Successfully updated');
    expect(new Set(await captainsOf(team.id))).toEqual(new Set([captain.id, player.id]));
    expect((await setCaptain(team.id, player, captain.id, false)).status).toBe(200);
    expect(await captainsOf(team.id)).toEqual([player.id]);
    const events = await sql(
      app,
      `select payload from outbox where event_name = 'clubs.captain-changed' and payload->>'teamId' = $1`,
      [team.id],
    );
    expect(events).toHaveLength(2);
  });

  it('refuses a player who is not a captain', async () => {
    const captain = await createMember(app);
    const player = await createMember(app);
    const team = await createTeam(app, captain);
    await addToRoster(app, team.id, [player.id]);
    const response = await setCaptain(team.id, player, player.id, true);
    expect(response.status).toBe(403);
    expect((await body(response)).errors?.[0]?.message).toBe('Only a captain of this team can do that.');
  });

  it('answers 404 for someone who is not on the roster and 400 for a bad body', async () => {
    const captain = await createMember(app);
    const stranger = await createMember(app);
    const team = await createTeam(app, captain);
    const missing = await setCaptain(team.id, captain, stranger.id, true);
    expect(missing.status).toBe(404);
    expect((await body(missing)).errors?.[0]?.message).toBe('This player is not on the roster.');
    const bad = await app.request(`/api/team/${team.id}/roster/${captain.id}`, {
      method: 'PATCH',
      headers: captain.auth,
      json: { isCaptain: 'yes' },
    });
    expect(bad.status).toBe(400);
  });

  it('keeps the last captain: unsetting self is a 409 for the NOT SO FAST CAPTAIN warning', async () => {
    const captain = await createMember(app);
    const player = await createMember(app);
    const team = await createTeam(app, captain);
    await addToRoster(app, team.id, [player.id]);
    const response = await setCaptain(team.id, captain, captain.id, false);
    expect(response.status).toBe(409);
    expect((await body(response)).errors).toEqual([SOLE_CAPTAIN]);
    expect(await captainsOf(team.id)).toEqual([captain.id]);
  });

  /** A team of two members who are both captains. */
  async function teamOfTwoCaptains() {
    const first = await createMember(app);
    const second = await createMember(app);
    const team = await createTeam(app, first);
    await addToRoster(app, team.id, [second.id], true);
    return { first, second, team };
  }
  /** The statuses of calls made at the same moment, sorted. */
  const statusesOf = async (...calls: Promise<Response>[]) =>
    (await Promise.all(calls)).map((response) => response.status).sort();

  it('leaves at least one captain when two captains unset each other at the same moment', async () => {
    for (let round = 0; round < 5; round += 1) {
      const { first, second, team } = await teamOfTwoCaptains();
      const statuses = await statusesOf(
        setCaptain(team.id, first, second.id, false),
        setCaptain(team.id, second, first.id, false),
      );
      expect(statuses).toEqual([200, 403]);
      expect(await captainsOf(team.id)).toHaveLength(1);
    }
  });

  it('leaves at least one captain when two captains each step down at the same moment', async () => {
    const { first, second, team } = await teamOfTwoCaptains();
    const statuses = await statusesOf(
      setCaptain(team.id, first, first.id, false),
      setCaptain(team.id, second, second.id, false),
    );
    expect(statuses).toEqual([200, 409]);
    expect(await captainsOf(team.id)).toHaveLength(1);
  });
});

describe('PATCH /api/team/{teamId}/roster/bulk', () => {
  it('applies several captain changes together', async () => {
    const captain = await createMember(app);
    const [a, b] = [await createMember(app), await createMember(app)];
    const team = await createTeam(app, captain);
    await addToRoster(app, team.id, [a.id, b.id]);
    const response = await app.request(`/api/team/${team.id}/roster/bulk`, {
      method: 'PATCH',
      headers: captain.auth,
      json: {
        updates: [
          { memberId: a.id, isCaptain: true },
          { memberId: b.id, isCaptain: true },
          { memberId: captain.id, isCaptain: false },
        ],
      },
    });
    expect(response.status).toBe(200);
    expect(new Set(await captainsOf(team.id))).toEqual(new Set([a.id, b.id]));
  });

  it('applies nothing when the set would leave no captain', async () => {
    const captain = await createMember(app);
    const player = await createMember(app);
    const team = await createTeam(app, captain);
    await addToRoster(app, team.id, [player.id]);
    const response = await app.request(`/api/team/${team.id}/roster/bulk`, {
      method: 'PATCH',
      headers: captain.auth,
      json: {
        updates: [
          { memberId: player.id, isCaptain: false },
          { memberId: captain.id, isCaptain: false },
        ],
      },
    });
    expect(response.status).toBe(409);
    expect(await captainsOf(team.id)).toEqual([captain.id]);
  });

  it.each([
    [{ updates: [] }, 'Choose at least one player'],
    [{}, 'Choose at least one player'],
  ])('rejects %j', async (json, message) => {
    const captain = await createMember(app);
    const team = await createTeam(app, captain);
    const response = await app.request(`/api/team/${team.id}/roster/bulk`, {
      method: 'PATCH',
      headers: captain.auth,
      json,
    });
    expect(response.status).toBe(400);
    expect((await body(response)).errors?.[0]?.message).toBe(message);
  });
});

describe('DELETE /api/team/{teamId}/roster/{memberId}', () => {
  it('lets a captain remove a player', async () => {
    const captain = await createMember(app);
    const player = await createMember(app);
    const team = await createTeam(app, captain);
    await addToRoster(app, team.id, [player.id]);
    const response = await removeFromRoster(team.id, captain, player.id);
    expect(response.status).toBe(200);
    expect((await body<{ message: string }>(response)).data.message).toBe('Successfully removed.');
    expect((await roster(team.id, player)).status).toBe(403);
    const events = await sql(
      app,
      `select 1 from outbox where event_name = 'clubs.member-removed' and payload->>'memberId' = $1`,
      [player.id],
    );
    expect(events).toHaveLength(1);
  });

  it('lets a player leave, but not remove someone else', async () => {
    const captain = await createMember(app);
    const player = await createMember(app);
    const other = await createMember(app);
    const team = await createTeam(app, captain);
    await addToRoster(app, team.id, [player.id, other.id]);
    expect((await removeFromRoster(team.id, player, other.id)).status).toBe(403);
    const response = await removeFromRoster(team.id, player, player.id);
    expect(response.status).toBe(200);
    expect((await body<{ message: string }>(response)).data.message).toBe('Successfully left team!');
    const events = await sql(
      app,
      `select 1 from outbox where event_name = 'clubs.member-left' and payload->>'memberId' = $1`,
      [player.id],
    );
    expect(events).toHaveLength(1);
  });

  it('does not let the sole captain leave', async () => {
    const captain = await createMember(app);
    const team = await createTeam(app, captain);
    const response = await removeFromRoster(team.id, captain, captain.id);
    expect(response.status).toBe(409);
    expect((await body(response)).errors).toEqual([SOLE_CAPTAIN]);
    expect(await captainsOf(team.id)).toEqual([captain.id]);
  });
});

describe('addMemberToRoster (invites and onboarding)', () => {
  it('creates one roster row and one event when the same member joins twice at the same moment', async () => {
    const captain = await createMember(app);
    const [playerId] = await insertMembers(app, 1);
    const team = await createTeam(app, captain);
    const join = () =>
      app.runtime.orm.em
        .fork()
        .transactional((tx) =>
          addMemberToRoster(tx, { teamId: team.id, memberId: playerId!, via: 'invite' }),
        );
    const results = await Promise.all([join(), join()]);
    expect(results.map((result) => result.alreadyAdded).sort()).toEqual([false, true]);
    expect(results[0]?.rosterEntryId).toBe(results[1]?.rosterEntryId);
    expect(
      await sql(app, 'select 1 from roster_entry where team_id = $1 and member_id = $2', [team.id, playerId]),
    ).toHaveLength(1);
    const events = await sql(
      app,
      `select 1 from outbox where event_name = 'clubs.member-joined' and payload->>'memberId' = $1`,
      [playerId],
    );
    expect(events).toHaveLength(1);
  });
});
