import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InvitedMemberDto, InviteResult } from '../../src/contracts/clubs/invite.ts';
import { addToRoster, createTeam } from '../support/clubs-factories.ts';
import {
  body,
  createMember,
  generousLimits,
  linkIn,
  mailText,
  mailTo,
  registerMember,
  sql,
  type TestMember,
  uniqueEmail,
} from '../support/identity-factories.ts';
import { insertGroup, insertGroupMember } from '../support/pickup-group-factories.ts';
import { type MailingTestApp, startTestAppWithMail } from '../support/test-app.ts';

let app: MailingTestApp;
beforeAll(async () => {
  app = await startTestAppWithMail({ env: generousLimits });
});
afterAll(() => app?.stop());

const call = (member: TestMember | undefined, method: string, path: string, json?: unknown, headers = {}) =>
  app.request(path, {
    method,
    headers: { ...(member?.auth ?? {}), ...headers },
    ...(json === undefined ? {} : { json }),
  });
const rpc = (member: TestMember | undefined, procedure: string, json: unknown) =>
  app.request(`/trpc-clubs/${procedure}`, { method: 'POST', headers: member?.auth ?? {}, json });
const rpcQuery = (member: TestMember | undefined, procedure: string, input: unknown) =>
  app.request(`/trpc-clubs/${procedure}?input=${encodeURIComponent(JSON.stringify(input))}`, {
    headers: member?.auth ?? {},
  });
const rpcData = async <T>(response: Response) =>
  ((await response.json()) as { result: { data: T } }).result.data;
const rpcErrors = async (response: Response) =>
  ((await response.json()) as { error: { data: { errors: unknown[] } } }).error.data.errors;
const processToken = (member: TestMember | undefined, token: string) =>
  call(member, 'POST', '/api/public/invite/process', { token });

async function linkToken(member: TestMember, json: unknown, kind?: string): Promise<string> {
  const response = await call(member, 'POST', '/api/invite', json, kind ? { invite_type: kind } : {});
  if (response.status !== 201)
    throw new Error(`invite answered ${response.status}: ${await response.text()}`);
  return (await body<{ token: string }>(response)).data.token;
}

describe('POST /api/invite (shareable links)', () => {
  it('makes a team link for a captain, stored only as a hash', async () => {
    const captain = await createMember(app);
    const team = await createTeam(app, captain);
    const response = await call(
      captain,
      'POST',
      '/api/invite',
      { teamId: team.id, type: 'as_roster' },
      { invite_type: 'member' },
    );
    expect(response.status).toBe(201);
    const { data } = await body<{ token: string; url: string }>(response);
    expect(data.token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(data.url).toBe(
      `${app.config.PUBLIC_URL.replace(/\/$/, '')}/team/${team.id}?inviteToken=${data.token}`,
    );
    const rows = await sql(app, 'select token_hash from invite where team_id = $1', [team.id]);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.token_hash).not.toContain(data.token);
  });

  it('makes a group link for a member of the group', async () => {
    const admin = await createMember(app);
    const player = await createMember(app);
    const groupId = await insertGroup(app, admin.id);
    await insertGroupMember(app, groupId, player.id);
    const response = await call(
      player,
      'POST',
      '/api/invite',
      { pickupGroupId: groupId, type: 'as_pickupGrpMember' },
      { invite_type: 'pickupGroup' },
    );
    expect(response.status).toBe(201);
    expect((await body<{ url: string }>(response)).data.url).toContain(
      `/pickup-group/${groupId}?inviteToken=`,
    );
  });

  it('refuses a player who is not a captain, and an invite_type that disagrees with the body', async () => {
    const captain = await createMember(app);
    const player = await createMember(app);
    const team = await createTeam(app, captain);
    await addToRoster(app, team.id, [player.id]);
    const refused = await call(player, 'POST', '/api/invite', { teamId: team.id, type: 'as_roster' });
    expect(refused.status).toBe(403);
    expect((await body(refused)).errors).toEqual([{ message: 'Only a captain can do that.' }]);
    const mismatch = await call(
      captain,
      'POST',
      '/api/invite',
      { teamId: team.id },
      { invite_type: 'pickupGroup' },
    );
    expect(mismatch.status).toBe(400);
    const unknown = await call(captain, 'POST', '/api/invite', {
      teamId: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.status).toBe(404);
  });
});

describe('/api/public/invite/process', () => {
  it('adds a signed-in member with a complete profile: congrats, then already added', async () => {
    const captain = await createMember(app, { firstName: 'Cara', lastName: 'Captain' });
    const team = await createTeam(app, captain, { name: 'Austin Armadillos' });
    const token = await linkToken(captain, { teamId: team.id });
    const player = await createMember(app);
    const first = await processToken(player, token);
    expect(first.status).toBe(200);
    expect((await body<InviteResult>(first)).data).toEqual({
      team: { id: team.id, name: 'Austin Armadillos' },
      inviter: { firstName: 'Cara', lastName: 'Captain' },
      type: 'as_roster',
      alreadyAdded: false,
      addedToTeam: true,
      loggedInMember: true,
      message: 'Congrats! You were added to Austin Armadillos team by Cara Captain',
    });
    const rows = await sql(app, 'select is_captain from roster_entry where team_id = $1 and member_id = $2', [
      team.id,
      player.id,
    ]);
    expect(rows).toEqual([{ is_captain: false }]);
    const again = await processToken(player, token);
    expect((await body<InviteResult>(again)).data).toMatchObject({
      alreadyAdded: true,
      addedToTeam: false,
      message: 'You have already been added to the team',
    });
    const accepted = await sql(
      app,
      `select payload from outbox where event_name = 'clubs.invite-accepted' and payload->>'memberId' = $1`,
      [player.id],
    );
    expect(accepted).toHaveLength(1);
  });

  it('adds a member to a pickup group with the group wording', async () => {
    const admin = await createMember(app, { firstName: 'Gus', lastName: 'Admin' });
    const groupId = await insertGroup(app, admin.id, { name: 'Lunch Futsal' });
    const token = await linkToken(admin, { pickupGroupId: groupId }, 'pickupGroup');
    const player = await createMember(app);
    const response = await processToken(player, token);
    expect((await body<InviteResult>(response)).data).toMatchObject({
      pickupGroup: { id: groupId, name: 'Lunch Futsal' },
      message: 'Congrats! You were added to Lunch Futsal group by Gus Admin',
    });
    const again = await processToken(player, token);
    expect((await body<InviteResult>(again)).data.message).toBe('You have already been added to the group');
  });

  it('tells an anonymous visitor what the invite is for without applying it', async () => {
    const captain = await createMember(app, { firstName: 'Cara', lastName: 'Captain' });
    const team = await createTeam(app, captain, { name: 'Night Owls' });
    const token = await linkToken(captain, { teamId: team.id });
    const response = await processToken(undefined, token);
    expect(response.status).toBe(200);
    expect((await body<InviteResult>(response)).data).toMatchObject({
      team: { id: team.id, name: 'Night Owls' },
      loggedInMember: false,
      addedToTeam: false,
      message: null,
    });
  });

  it("keeps the invite waiting until the profile is complete: 'Please complete your profile to proceed'", async () => {
    const captain = await createMember(app);
    const team = await createTeam(app, captain);
    const token = await linkToken(captain, { teamId: team.id });
    const player = await createMember(app, { phoneNumber: null });
    const response = await processToken(player, token);
    expect(response.status).toBe(403);
    expect((await body(response)).errors).toEqual([
      { message: 'Please complete your profile to proceed', code: 'ProfileIncomplete' },
    ]);
    await sql(
      app,
      `update member set birthday = (current_date - interval '17 years')::date, phone_number = '(512) 555-0100' where id = $1`,
      [player.id],
    );
    const young = await processToken(player, token);
    expect(young.status).toBe(403);
    expect((await body(young)).errors).toEqual([
      { message: 'You need to be at least 18 years old to use the app', code: 'TooYoung' },
    ]);
    expect(
      await sql(app, 'select 1 from roster_entry where team_id = $1 and member_id = $2', [
        team.id,
        player.id,
      ]),
    ).toEqual([]);
  });

  it("answers 400 'Could not process invite token.' for a token that names nothing", async () => {
    const player = await createMember(app);
    for (const token of ['nope', '']) {
      const response = await processToken(player, token);
      expect(response.status).toBe(400);
      expect((await body(response)).errors).toEqual([
        token
          ? { message: 'Could not process invite token.' }
          : { message: 'Could not process invite token.', field: 'token' },
      ]);
    }
  });

  it('refuses a member the group blocked', async () => {
    const admin = await createMember(app);
    const groupId = await insertGroup(app, admin.id);
    const token = await linkToken(admin, { pickupGroupId: groupId });
    const blocked = await createMember(app);
    await insertGroupMember(app, groupId, blocked.id, { isBlocked: true, status: 'removed' });
    const response = await processToken(blocked, token);
    expect(response.status).toBe(400);
    expect((await body(response)).errors).toEqual([{ message: 'You cannot join this group.' }]);
  });
});

describe('sign-in with an inviteToken', () => {
  const signInWith = (player: TestMember, inviteToken: string) =>
    call(undefined, 'POST', '/api/auth/login/member', {
      email: player.email,
      password: player.password,
      inviteToken,
    });
  /** A team and a link token that invites to it. */
  const teamInviteLink = async () => {
    const captain = await createMember(app);
    const team = await createTeam(app, captain);
    return { team, token: await linkToken(captain, { teamId: team.id }) };
  };

  it('applies the invite at sign-in', async () => {
    const { team, token } = await teamInviteLink();
    const player = await createMember(app);
    const response = await signInWith(player, token);
    expect(response.status).toBe(200);
    expect(
      await sql(app, 'select 1 as on from roster_entry where team_id = $1 and member_id = $2', [
        team.id,
        player.id,
      ]),
    ).toEqual([{ on: 1 }]);
  });

  it("refuses the sign-in with 406 'Invalid invite team, please try to re-login.' for a bad token", async () => {
    const player = await createMember(app);
    const response = await signInWith(player, 'made-up');
    expect(response.status).toBe(406);
    expect((await body(response)).errors).toEqual([
      { message: 'Invalid invite team, please try to re-login.', code: 'InvalidInvite' },
    ]);
  });

  it('lets a member with an incomplete profile sign in, the invite waiting', async () => {
    const { team, token } = await teamInviteLink();
    const player = await createMember(app, { phoneNumber: null });
    const response = await signInWith(player, token);
    expect(response.status).toBe(200);
    expect(
      await sql(app, 'select 1 from roster_entry where team_id = $1 and member_id = $2', [
        team.id,
        player.id,
      ]),
    ).toEqual([]);
  });
});

describe('e-mail invites over the typed RPC', () => {
  it('mails each invited player a link (HTML and text) that signs them up onto the roster', async () => {
    const captain = await createMember(app, { firstName: 'Cara', lastName: 'Captain' });
    const team = await createTeam(app, captain, { name: 'Austin Armadillos' });
    const email = uniqueEmail('invitee');
    const response = await rpc(captain, 'invites.create', {
      teamId: team.id,
      invites: [{ email: email.toUpperCase(), firstName: 'Ivy', lastName: 'Invitee' }],
    });
    expect(response.status).toBe(200);
    const data = await rpcData<{ message: string; invites: InvitedMemberDto[] }>(response);
    expect(data.message).toBe('Invites sent successfully!');
    expect(data.invites).toMatchObject([
      { email, firstName: 'Ivy', lastName: 'Invitee', status: 'pending', isActive: true, memberId: null },
    ]);

    const mail = await app.smtp.waitFor(mailTo(email));
    const text = mailText(mail);
    expect(text).toContain('Subject: Cara Captain invited you to join Austin Armadillos on Playfield');
    expect(text).toMatch(/Content-Type: text\/plain/);
    expect(text).toMatch(/Content-Type: text\/html/);
    const link = linkIn(mail, `/team/${team.id}`);
    const token = link.searchParams.get('inviteToken')!;
    expect(token).toBeTruthy();

    const invitee = await registerMember(app, { email, firstName: 'Ivy', lastName: 'Invitee' });
    // Sign-up asks for no location: the invite waits until the profile is complete.
    expect((await processToken(invitee, token)).status).toBe(403);
    const profile = await call(invitee, 'PATCH', '/api/member', {
      firstName: 'Ivy',
      lastName: 'Invitee',
      location: 'Austin, TX',
      birthday: '1994-05-17',
      gender: 'FEMALE',
      phoneNumber: '(512) 555-0142',
      zip: '78701',
    });
    expect(profile.status).toBe(200);
    const processed = await processToken(invitee, token);
    expect(processed.status).toBe(200);
    expect((await body<InviteResult>(processed)).data.message).toBe(
      'Congrats! You were added to Austin Armadillos team by Cara Captain',
    );
    const list = await rpcQuery(captain, 'invites.list', { teamId: team.id });
    expect(await rpcData(list)).toMatchObject([
      { email, status: 'accepted', isActive: false, memberId: invitee.id },
    ]);
    // The e-mail invite was for one person.
    const stranger = await createMember(app);
    expect((await processToken(stranger, token)).status).toBe(400);
  });

  it('validates every row with the spec messages', async () => {
    const captain = await createMember(app);
    const team = await createTeam(app, captain);
    const response = await rpc(captain, 'invites.create', {
      teamId: team.id,
      invites: [
        { email: 'ok@example.com', firstName: 'A', lastName: 'B' },
        { email: 'not-an-email', firstName: ' ', lastName: '' },
      ],
    });
    expect(response.status).toBe(400);
    expect(await rpcErrors(response)).toEqual([
      { message: 'Invalid email address', field: 'invites.1.email' },
      { message: 'First name is required', field: 'invites.1.firstName' },
      { message: 'Last name is required', field: 'invites.1.lastName' },
    ]);
  });

  it('resends to pending players with a fresh link, captains only', async () => {
    const captain = await createMember(app);
    const player = await createMember(app);
    const team = await createTeam(app, captain, { name: 'Resend FC' });
    await addToRoster(app, team.id, [player.id]);
    const email = uniqueEmail('pending');
    await rpc(captain, 'invites.create', {
      teamId: team.id,
      invites: [{ email, firstName: 'Pat', lastName: 'Pending' }],
    });
    const first = linkIn(await app.smtp.waitFor(mailTo(email)), `/team/${team.id}`);
    const refused = await rpc(player, 'invites.resend', { teamId: team.id });
    expect(refused.status).toBe(403);
    expect(await rpcErrors(refused)).toEqual([{ message: 'Only a captain can do that.' }]);
    const resent = await rpc(captain, 'invites.resend', { teamId: team.id });
    expect(await rpcData(resent)).toEqual({ message: 'Invites sent successfully!', resent: 1 });
    const second = await app.smtp.waitFor(
      (mail) => mail.to.includes(email) && !mailText(mail).includes(first.searchParams.get('inviteToken')!),
    );
    const token = linkIn(second, `/team/${team.id}`).searchParams.get('inviteToken')!;
    const invitee = await createMember(app, { email: uniqueEmail('other') });
    expect((await processToken(invitee, first.searchParams.get('inviteToken')!)).status).toBe(400);
    expect((await processToken(invitee, token)).status).toBe(200);
  });

  it('requires a signed-in captain for the list', async () => {
    const captain = await createMember(app);
    const team = await createTeam(app, captain);
    expect((await rpcQuery(undefined, 'invites.list', { teamId: team.id })).status).toBe(401);
    expect((await rpcQuery(await createMember(app), 'invites.list', { teamId: team.id })).status).toBe(403);
    expect((await rpcQuery(captain, 'invites.list', { teamId: team.id })).status).toBe(200);
  });
});

describe('the same invite sent twice at once', () => {
  // Issue 17's fuzzer: two copies of one invites.create (a double click) both found no pending invite
  // and both inserted it; the second broke the pending-invite unique index and was a 500.
  it('answers every copy without a 5xx and keeps one pending invite', async () => {
    const captain = await createMember(app);
    const team = await createTeam(app, captain, { name: 'Double Clickers' });
    for (let round = 0; round < 3; round++) {
      const email = uniqueEmail('twice');
      const invite = { teamId: team.id, invites: [{ email, firstName: 'Twi', lastName: 'Ce' }] };
      const statuses = await Promise.all(
        Array.from({ length: 4 }, async () => (await rpc(captain, 'invites.create', invite)).status),
      );
      expect(statuses.filter((status) => status >= 500)).toEqual([]);
      expect(statuses).toContain(200);
      expect(
        await sql(app, `select 1 from invite where email = $1 and status = 'pending'`, [email]),
      ).toHaveLength(1);
    }
  });
});

describe('the clubs RPC endpoint', () => {
  it('takes JSON from our own pages only', async () => {
    const captain = await createMember(app);
    const asText = await app.request('/trpc-clubs/invites.resend', {
      method: 'POST',
      headers: { ...captain.auth, 'content-type': 'text/plain' },
      body: '{}',
    });
    expect(asText.status).toBe(415);
    const crossSite = await app.request('/trpc-clubs/invites.resend', {
      method: 'POST',
      headers: { ...captain.auth, origin: 'https://evil.example' },
      json: { teamId: '00000000-0000-4000-8000-000000000000' },
    });
    expect(crossSite.status).toBe(403);
    const unknownTeam = await rpc(captain, 'invites.resend', {
      teamId: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknownTeam.status).toBe(404);
    expect(await rpcErrors(unknownTeam)).toEqual([{ message: 'Team not found.' }]);
  });
});
