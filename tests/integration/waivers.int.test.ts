import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MemberWaiverDto, SignedWaiverDto } from '../../src/contracts/waivers/index.ts';
import { WAIVER_LIMITS, WAIVER_MESSAGES } from '../../src/contracts/waivers/index.ts';
import { outstandingMemberIds } from '../../src/modules/organizations/index.ts';
import { addToRoster, insertMembers, insertTeam } from '../support/clubs-factories.ts';
import {
  body,
  createMember,
  generousLimits,
  mailText,
  sql,
  type TestMember,
} from '../support/identity-factories.ts';
import { createLeague, makeStaff, OPERATOR_ORG, registerTeams } from '../support/leagues-factories.ts';
import { countQueries } from '../support/query-counter.ts';
import { type MailingTestApp, startTestAppWithMail } from '../support/test-app.ts';

// Waivers through HTTP: publishing versions, signing the current one, a new version making a signature
// outstanding again, who may read and remind (a matrix of callers), the reminder e-mail, the outbox
// events and the number of statements. About 20 s on the 2-core machine under other helpers' load.

const OTHER_ORG = 16;
type Persona =
  | 'anonymous'
  | 'member'
  | 'otherMember'
  | 'captain'
  | 'coordinator'
  | 'referee'
  | 'otherOrgStaff';

let app: MailingTestApp;
const actors = {} as Record<Exclude<Persona, 'anonymous'>, TestMember>;
let teamId: string;
const authOf = (persona: Persona) => (persona === 'anonymous' ? {} : actors[persona].auth);

const publish = (auth: Record<string, string>, json: unknown, orgId = OPERATOR_ORG) =>
  app.request(`/api/organization/${orgId}/waivers`, { method: 'POST', headers: auth, json });
const sign = (auth: Record<string, string>, memberId: string, waiverId: string) =>
  app.request(`/api/member/${memberId}/waivers/${waiverId}`, { method: 'POST', headers: auth });
const listWaivers = (auth: Record<string, string>, memberId: string) =>
  app.request(`/api/team/members/${memberId}/waivers`, { headers: auth });
async function waiversOf(memberId: string, auth = actors.member.auth): Promise<MemberWaiverDto[]> {
  const response = await listWaivers(auth, memberId);
  expect(response.status).toBe(200);
  return (await body<MemberWaiverDto[]>(response)).data;
}
async function publishOk(waiverVersion: string, name = 'Player waiver') {
  const response = await publish(actors.coordinator.auth, {
    name,
    waiverVersion,
    text: `Version ${waiverVersion}: play fair.`,
  });
  expect(response.status).toBe(201);
  return (await body<{ waiver: { id: string; waiverVersion: string } }>(response)).data.waiver;
}

beforeAll(async () => {
  app = await startTestAppWithMail({ env: { ...generousLimits, ACCESS_TOKEN_TTL_SECONDS: '7200' } });
  for (const persona of [
    'member',
    'otherMember',
    'captain',
    'coordinator',
    'referee',
    'otherOrgStaff',
  ] as const)
    actors[persona] = await createMember(app, { firstName: persona });
  await makeStaff(app, actors.coordinator.id, 'coordinator');
  await makeStaff(app, actors.referee.id, 'referee');
  await makeStaff(app, actors.otherOrgStaff.id, 'coordinator', OTHER_ORG);
  teamId = await insertTeam(app, {
    captains: [actors.captain.id],
    players: [actors.member.id],
    name: 'Waiver FC',
  });
  const league = await createLeague(app, actors.coordinator.auth, { name: 'Waiver League' });
  await registerTeams(app, actors.coordinator.auth, league.id, [teamId]);
}, 60_000);
afterAll(async () => {
  await app?.stop();
});

describe('publishing a waiver', () => {
  it('refuses bad input with the field messages, and callers who do not coordinate the organization', async () => {
    const empty = await publish(actors.coordinator.auth, { name: ' ', waiverVersion: '1 0', text: '' });
    expect(empty.status).toBe(400);
    const messages = JSON.stringify(await empty.json());
    for (const message of [
      WAIVER_MESSAGES.nameRequired,
      WAIVER_MESSAGES.versionFormat,
      WAIVER_MESSAGES.textRequired,
    ])
      expect(messages).toContain(message);
    const long = await publish(actors.coordinator.auth, {
      name: 'x',
      waiverVersion: '1',
      text: 'a'.repeat(WAIVER_LIMITS.textMax + 1),
    });
    expect(long.status).toBe(400);
    expect(JSON.stringify(await long.json())).toContain(WAIVER_MESSAGES.textTooLong);
    const form = { name: 'Player waiver', waiverVersion: '0', text: 'x' };
    expect((await publish({}, form)).status).toBe(401);
    expect((await publish(actors.referee.auth, form)).status).toBe(403);
    expect((await publish(actors.otherOrgStaff.auth, form)).status).toBe(403);
    expect((await publish(actors.coordinator.auth, form, 999_999)).status).toBe(404);
  });

  it('has no current waiver before the first version, and nothing outstanding', async () => {
    const none = await app.request(`/api/organization-common/${OPERATOR_ORG}/waiver`);
    expect(none.status).toBe(404);
    expect(JSON.stringify(await none.json())).toContain(WAIVER_MESSAGES.noWaiver);
    const [row] = await waiversOf(actors.member.id);
    expect(row).toMatchObject({
      organization: { id: OPERATOR_ORG },
      latestOrgWaiver: null,
      outstanding: false,
    });
  });
});

describe('signing and versions', () => {
  it('makes the member outstanding on the first version, settled once signed, outstanding again on a new version', async () => {
    const v1 = await publishOk('2027.1');
    const current = await app.request(`/api/organization-common/${OPERATOR_ORG}/waiver`);
    expect((await body<{ id: string; text: string }>(current)).data).toMatchObject({
      id: v1.id,
      text: 'Version 2027.1: play fair.',
    });
    expect(
      (await publish(actors.coordinator.auth, { name: 'Again', waiverVersion: '2027.1', text: 'x' })).status,
    ).toBe(409);

    let [row] = await waiversOf(actors.member.id);
    expect(row).toMatchObject({
      latestOrgWaiver: { id: v1.id, waiverVersion: '2027.1', name: 'Player waiver' },
      signedMemberWaiver: null,
      outstanding: true,
    });

    expect((await sign(actors.otherMember.auth, actors.member.id, v1.id)).status).toBe(403);
    const signed = await sign(actors.member.auth, actors.member.id, v1.id);
    expect(signed.status).toBe(200);
    const signature = (await body<{ signedMemberWaiver: { id: string } }>(signed)).data.signedMemberWaiver;
    [row] = await waiversOf(actors.member.id);
    expect(row).toMatchObject({
      signedMemberWaiver: {
        id: signature.id,
        status: 'agreed',
        waiverVersion: '2027.1',
        name: 'Player waiver',
      },
      outstanding: false,
    });
    // Agreeing twice gives the first signature back and records one event.
    const again = await sign(actors.member.auth, actors.member.id, v1.id);
    expect((await body<{ signedMemberWaiver: { id: string } }>(again)).data.signedMemberWaiver.id).toBe(
      signature.id,
    );

    const v2 = await publishOk('2027.2');
    [row] = await waiversOf(actors.member.id);
    expect(row).toMatchObject({
      latestOrgWaiver: { id: v2.id, waiverVersion: '2027.2' },
      signedMemberWaiver: { waiverVersion: '2027.1' },
      outstanding: true,
    });
    const old = await sign(actors.member.auth, actors.member.id, v1.id);
    expect(old.status).toBe(409);
    expect(JSON.stringify(await old.json())).toContain(WAIVER_MESSAGES.notLatest);
    expect((await sign(actors.member.auth, actors.member.id, v2.id)).status).toBe(200);
    [row] = await waiversOf(actors.member.id);
    expect(row).toMatchObject({ signedMemberWaiver: { waiverVersion: '2027.2' }, outstanding: false });

    // What was signed first stays readable, with its own text.
    const first = await app.request(`/api/signed-waivers/${signature.id}`, { headers: actors.member.auth });
    expect((await body<SignedWaiverDto>(first)).data).toMatchObject({
      waiverVersion: '2027.1',
      text: 'Version 2027.1: play fair.',
      isCurrent: false,
      organization: { id: OPERATOR_ORG },
    });

    const events = await sql<{ event_name: string; n: string }>(
      app,
      `select event_name, count(*)::text as n from outbox where event_name like 'organizations.waiver-%'
       group by event_name order by event_name`,
    );
    expect(events).toEqual([
      { event_name: 'organizations.waiver-published', n: '2' },
      { event_name: 'organizations.waiver-signed', n: '2' },
    ]);
  });

  it('answers unknown and malformed ids with a 404, never a 5xx', async () => {
    const unknown = '0190a2c4-0000-7000-8000-000000000000';
    expect((await sign(actors.member.auth, actors.member.id, unknown)).status).toBe(404);
    expect((await sign(actors.member.auth, actors.member.id, 'not-an-id')).status).toBe(404);
    expect(
      (await app.request(`/api/signed-waivers/${unknown}`, { headers: actors.member.auth })).status,
    ).toBe(404);
    expect((await listWaivers(actors.member.auth, 'not-an-id')).status).toBe(404);
  });
});

describe('who may read and remind', () => {
  // A teammate who never signs (reminders stay possible) and one who signed the current version.
  let unsigned: TestMember;
  let signatureId: string;
  beforeAll(async () => {
    unsigned = await createMember(app, { firstName: 'Una' });
    const signer = await createMember(app, { firstName: 'Sig' });
    await addToRoster(app, teamId, [unsigned.id, signer.id]);
    const current = await app.request(`/api/organization-common/${OPERATOR_ORG}/waiver`);
    const waiverId = (await body<{ id: string }>(current)).data.id;
    const signed = await sign(signer.auth, signer.id, waiverId);
    signatureId = (await body<{ signedMemberWaiver: { id: string } }>(signed)).data.signedMemberWaiver.id;
    actors.member = unsigned; // "member" in the matrix is the waiver's own member
    signerAuth = signer.auth;
    signerId = signer.id;
  });
  let signerAuth: Record<string, string>;
  let signerId: string;

  const PERSONAS: Persona[] = [
    'anonymous',
    'member',
    'otherMember',
    'captain',
    'coordinator',
    'referee',
    'otherOrgStaff',
  ];
  const matrix: Array<{
    name: string;
    call: () => { path: string; method?: string };
    auth?: (persona: Persona) => Record<string, string>;
    expected: Record<Persona, number>;
  }> = [
    {
      name: 'GET /api/team/members/{memberId}/waivers',
      call: () => ({ path: `/api/team/members/${unsigned.id}/waivers` }),
      expected: {
        anonymous: 401,
        member: 200,
        otherMember: 403,
        captain: 200,
        coordinator: 200,
        referee: 200,
        otherOrgStaff: 403,
      },
    },
    {
      name: 'GET /api/signed-waivers/{id} (the signer is "member")',
      call: () => ({ path: `/api/signed-waivers/${signatureId}` }),
      auth: (persona) => (persona === 'member' ? signerAuth : authOf(persona)),
      expected: {
        anonymous: 401,
        member: 200,
        otherMember: 403,
        captain: 200,
        coordinator: 200,
        referee: 200,
        otherOrgStaff: 403,
      },
    },
    {
      name: 'POST /api/team/members/{memberId}/waivers/{orgId}/reminder',
      call: () => ({
        path: `/api/team/members/${unsigned.id}/waivers/${OPERATOR_ORG}/reminder`,
        method: 'POST',
      }),
      expected: {
        anonymous: 401,
        member: 403,
        otherMember: 403,
        captain: 200,
        coordinator: 200,
        referee: 200,
        otherOrgStaff: 403,
      },
    },
    {
      name: 'GET /api/organization/{orgId}/waivers',
      call: () => ({ path: `/api/organization/${OPERATOR_ORG}/waivers` }),
      expected: {
        anonymous: 401,
        member: 403,
        otherMember: 403,
        captain: 403,
        coordinator: 200,
        referee: 200,
        otherOrgStaff: 403,
      },
    },
    {
      name: 'GET /api/organization-common/{orgId}/waiver',
      call: () => ({ path: `/api/organization-common/${OPERATOR_ORG}/waiver` }),
      expected: {
        anonymous: 200,
        member: 200,
        otherMember: 200,
        captain: 200,
        coordinator: 200,
        referee: 200,
        otherOrgStaff: 200,
      },
    },
  ];

  for (const route of matrix)
    it(route.name, async () => {
      const got: Partial<Record<Persona, number>> = {};
      for (const persona of PERSONAS) {
        const { path, method } = route.call();
        const response = await app.request(path, {
          method: method ?? 'GET',
          headers: (route.auth ?? authOf)(persona),
        });
        await response.arrayBuffer();
        got[persona] = response.status;
      }
      expect(got).toEqual(route.expected);
    });

  it('mails the reminder with a plain-text part and a link to sign; a signed member cannot be reminded', async () => {
    const mail = await app.smtp.waitFor((caught) => caught.to.includes(unsigned.email), 20_000);
    expect(mail.raw).toContain('Subject: Please sign: Player waiver');
    expect(mail.raw).toContain('text/plain');
    expect(mail.raw).toContain('text/html');
    expect(mailText(mail)).toContain(`/sign-waiver/${OPERATOR_ORG}`);
    const signedAlready = await app.request(
      `/api/team/members/${signerId}/waivers/${OPERATOR_ORG}/reminder`,
      {
        method: 'POST',
        headers: actors.captain.auth,
      },
    );
    expect(signedAlready.status).toBe(409);
    expect(JSON.stringify(await signedAlready.json())).toContain(WAIVER_MESSAGES.alreadySigned);
  });
});

describe('statements', () => {
  it('checks 5 and 200 members for outstanding waivers in the same single statement', async () => {
    const counts: number[] = [];
    for (const size of [5, 200]) {
      const ids = await insertMembers(app, size, `Waiver${size}`);
      let outstanding = new Set<string>();
      const queries = await countQueries(app.runtime.orm, async () => {
        outstanding = await outstandingMemberIds(app.runtime.orm.em.fork(), OPERATOR_ORG, ids);
      });
      expect(outstanding.size).toBe(size);
      counts.push(queries.filter((query) => /member_waiver/.test(query)).length);
    }
    expect(counts).toEqual([1, 1]);
  });

  it("lists a member's waivers in the same statements with 1 and 4 organizations", async () => {
    const viewer = await createMember(app, { firstName: 'Multi' });
    const counts: number[] = [];
    for (const orgs of [[OPERATOR_ORG], [OPERATOR_ORG, 31, 32, 33]]) {
      for (const orgId of orgs) {
        if (orgId === OPERATOR_ORG) continue;
        await makeStaff(app, actors.coordinator.id, 'coordinator', orgId).catch(() => undefined);
      }
      const team = await insertTeam(app, { captains: [viewer.id], name: `Multi ${orgs.length}` });
      for (const orgId of orgs) {
        const league = await createLeague(app, actors.coordinator.auth, { name: `Multi ${orgId}` });
        await sql(app, 'update league set organization_id = $1 where id = $2', [orgId, league.id]);
        await sql(
          app,
          `insert into league_team (league_id, team_id, name, abbreviation) values ($1, $2, 'M', 'M')`,
          [league.id, team],
        );
      }
      let rows: MemberWaiverDto[] = [];
      const queries = await countQueries(app.runtime.orm, async () => {
        rows = await waiversOf(viewer.id, viewer.auth);
      });
      expect(rows.length).toBe(orgs.length);
      counts.push(queries.filter((query) => !/outbox|inbox|session/i.test(query)).length);
    }
    expect(counts[0]).toBe(counts[1]);
  });
});
