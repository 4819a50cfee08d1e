import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MemberTeamsDto, TeamDto } from '../../src/contracts/clubs/index.ts';
import { NO_PERMISSIONS } from '../../src/contracts/clubs/no-permissions.ts';
import { addToRoster, createTeam, teamForm } from '../support/clubs-factories.ts';
import { body, createMember, generousLimits, sql } from '../support/identity-factories.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ worker: false, env: generousLimits });
});
afterAll(() => app?.stop());

const outbox = (name: string, teamId: string) =>
  sql<{ payload: Record<string, unknown> }>(
    app,
    `select payload from outbox where event_name = $1 and payload->>'teamId' = $2`,
    [name, teamId],
  );

describe('POST /api/team', () => {
  it('creates the team with the creator as its first captain, uppercasing the abbreviation', async () => {
    const captain = await createMember(app);
    const response = await app.request('/api/team', {
      method: 'POST',
      headers: captain.auth,
      json: teamForm(),
    });
    expect(response.status).toBe(201);
    const { data } = await body<{ team: TeamDto; message: string }>(response);
    expect(data.message).toBe('Team Austin Armadillos successfully created.');
    expect(data.team).toMatchObject({
      name: 'Austin Armadillos',
      abbreviation: 'ATX',
      established: 2019,
      location: 'Austin, TX',
      zip: '78701',
      jerseyColor: '#6A1B9A',
      logo: null,
      banner: null,
      memberCount: 1,
    });
    const rows = await sql(app, 'select member_id, is_captain from roster_entry where team_id = $1', [
      data.team.id,
    ]);
    expect(rows).toEqual([{ member_id: captain.id, is_captain: true }]);
    expect(await outbox('clubs.team-created', data.team.id)).toHaveLength(1);
    expect(await outbox('clubs.member-joined', data.team.id)).toHaveLength(1);
  });

  it('stores a jersey colour picked by name as its mapped value', async () => {
    const team = await createTeam(app, await createMember(app), { jerseyColor: 'Forest Green' });
    expect(team.jerseyColor).toBe('#1B5E20');
  });

  it.each([
    [{ name: '' }, 'name', 'This field is required'],
    [{ name: undefined }, 'name', 'This field is required'],
    [{ abbreviation: 'A' }, 'abbreviation', 'Abbreviation must be at least 2 characters long'],
    [{ abbreviation: 'ABCDE' }, 'abbreviation', 'Abbreviation must not exceed 4 characters'],
    [{ abbreviation: '' }, 'abbreviation', 'This field is required'],
    [{ established: undefined }, 'established', 'This field is required'],
    [{ established: '' }, 'established', 'This field is required'],
    [
      { established: new Date().getUTCFullYear() + 1 },
      'established',
      'Established year cannot be in the future',
    ],
    [{ established: 'soon' }, 'established', 'Please enter a valid year'],
    [{ location: ' ' }, 'location', 'This field is required'],
    [{ jerseyColor: '' }, 'jerseyColor', 'This field is required'],
    [{ jerseyColor: 'Plaid' }, 'jerseyColor', 'Please choose a jersey colour'],
    [{ zip: '1234' }, 'zip', 'Invalid postal code'],
  ])('rejects %j with the spec message', async (override, field, message) => {
    const captain = await createMember(app);
    const response = await app.request('/api/team', {
      method: 'POST',
      headers: captain.auth,
      json: teamForm(override),
    });
    expect(response.status).toBe(400);
    expect((await body(response)).errors).toContainEqual({ field, message });
  });

  it('accepts this year as the established year', async () => {
    const team = await createTeam(app, await createMember(app), { established: new Date().getUTCFullYear() });
    expect(team.established).toBe(new Date().getUTCFullYear());
  });
});

describe('GET/PATCH/DELETE /api/team/{teamId}', () => {
  it('answers 404 for an unknown or malformed id', async () => {
    expect((await app.request('/api/team/6f1d8f4e-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await app.request('/api/team/not-a-team')).status).toBe(404);
  });

  it('lets a captain edit the profile and records what changed', async () => {
    const captain = await createMember(app);
    const team = await createTeam(app, captain);
    const response = await app.request(`/api/team/${team.id}`, {
      method: 'PATCH',
      headers: captain.auth,
      json: { name: 'Austin Armadillos FC', abbreviation: 'aafc' },
    });
    expect(response.status).toBe(200);
    const { data } = await body<{ team: TeamDto; message: string }>(response);
    expect(data.message).toBe('Successfully updated');
    expect(data.team).toMatchObject({
      name: 'Austin Armadillos FC',
      abbreviation: 'AAFC',
      version: team.version + 1,
    });
    const [event] = await outbox('clubs.team-updated', team.id);
    expect(event?.payload.changed).toEqual(['name', 'abbreviation']);
  });

  it('refuses a save made from a stale form with a 409', async () => {
    const captain = await createMember(app);
    const team = await createTeam(app, captain);
    const patch = (json: Record<string, unknown>) =>
      app.request(`/api/team/${team.id}`, { method: 'PATCH', headers: captain.auth, json });
    expect((await patch({ location: 'Round Rock, TX', version: team.version })).status).toBe(200);
    const stale = await patch({ location: 'Pflugerville, TX', version: team.version });
    expect(stale.status).toBe(409);
    expect((await body(stale)).errors?.[0]?.message).toBe(
      'Someone else changed this team meanwhile. Reload and try again.',
    );
    expect((await body<TeamDto>(await app.request(`/api/team/${team.id}`))).data.location).toBe(
      'Round Rock, TX',
    );
  });

  it('deletes the team for everyone when a captain asks', async () => {
    const captain = await createMember(app);
    const player = await createMember(app);
    const team = await createTeam(app, captain);
    await addToRoster(app, team.id, [player.id]);
    const response = await app.request(`/api/team/${team.id}`, { method: 'DELETE', headers: captain.auth });
    expect(response.status).toBe(200);
    expect((await body<{ message: string }>(response)).data.message).toBe('Team successfully deleted');
    expect((await app.request(`/api/team/${team.id}`)).status).toBe(404);
    expect(await sql(app, 'select 1 from roster_entry where team_id = $1', [team.id])).toEqual([]);
    const [event] = await outbox('clubs.team-deleted', team.id);
    expect(new Set(event?.payload.memberIds as string[])).toEqual(new Set([captain.id, player.id]));
    const teams = await body<MemberTeamsDto>(
      await app.request('/api/member/teams', { headers: player.auth }),
    );
    expect(teams.data.teams).toEqual([]);
  });
});

describe('GET /api/member/teams', () => {
  it("lists the member's teams by name with captaincy, and no pickup groups yet", async () => {
    const member = await createMember(app);
    const other = await createMember(app);
    const zebras = await createTeam(app, member, { name: 'Zilker Zebras', abbreviation: 'ZZ' });
    const bats = await createTeam(app, other, { name: 'Congress Bats', abbreviation: 'CB' });
    await addToRoster(app, bats.id, [member.id]);
    const response = await app.request('/api/member/teams', { headers: member.auth });
    expect(response.status).toBe(200);
    expect((await body<MemberTeamsDto>(response)).data).toEqual({
      teams: [
        { id: bats.id, name: 'Congress Bats', abbreviation: 'CB', logo: null, isCaptain: false },
        { id: zebras.id, name: 'Zilker Zebras', abbreviation: 'ZZ', logo: null, isCaptain: true },
      ],
      pickupGroups: [],
    });
  });

  it('shows the teams on the member and tells teammates apart for contact fields', async () => {
    const captain = await createMember(app, { phoneNumber: '(512) 555-0199' });
    const teammate = await createMember(app);
    const stranger = await createMember(app);
    const team = await createTeam(app, captain);
    await addToRoster(app, team.id, [teammate.id]);
    const me = await body<{ teams: unknown }>(await app.request('/api/member/me', { headers: captain.auth }));
    expect(me.data.teams).toEqual([{ id: team.id, name: team.name }]);
    type Profile = { teams: unknown; contact: { phoneNumber?: string } | null };
    const seenByTeammate = await body<Profile>(
      await app.request(`/api/member/${captain.id}`, { headers: teammate.auth }),
    );
    const seenByStranger = await body<Profile>(
      await app.request(`/api/member/${captain.id}`, { headers: stranger.auth }),
    );
    expect(seenByTeammate.data.teams).toEqual([{ id: team.id, name: team.name }]);
    expect(seenByTeammate.data.contact?.phoneNumber).toBe('(512) 555-0199');
    expect(seenByStranger.data.contact).toBeNull();
  });
});

describe('POST /api/permission', () => {
  const ask = (json: unknown, member?: { auth: Record<string, string> }) =>
    app.request('/api/permission', { method: 'POST', headers: member?.auth ?? {}, json });
  const none = { ...NO_PERMISSIONS, type: 'team' };

  it("answers each viewer's rights on a team page", async () => {
    const captain = await createMember(app);
    const player = await createMember(app);
    const stranger = await createMember(app);
    const team = await createTeam(app, captain);
    await addToRoster(app, team.id, [player.id]);
    const rights = async (member?: { auth: Record<string, string> }) =>
      (await body(await ask({ teamId: team.id }, member))).data;
    expect(await rights()).toEqual(none);
    expect(await rights(stranger)).toEqual(none);
    expect(await rights(player)).toEqual({ ...none, isMember: true, isActive: true });
    expect(await rights(captain)).toEqual({
      ...none,
      isMember: true,
      isActive: true,
      isCaptain: true,
      isOwner: true,
    });
  });

  it('answers 404 for an unknown team and 400 without any page id', async () => {
    const member = await createMember(app);
    expect((await ask({ teamId: '6f1d8f4e-0000-4000-8000-000000000000' }, member)).status).toBe(404);
    const empty = await ask({}, member);
    expect(empty.status).toBe(400);
    expect((await body(empty)).errors?.[0]?.message).toBe('Give a teamId, pickupGroupId or eventId');
  });
});
