import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FreeAgentDto } from '../../src/contracts/marketplace/index.ts';
import { addToRoster, createTeam } from '../support/clubs-factories.ts';
import {
  body,
  createMember,
  generousLimits,
  linkIn,
  mailText,
  mailTo,
  sql,
  type TestMember,
} from '../support/identity-factories.ts';
import { type MailingTestApp, startTestAppWithMail } from '../support/test-app.ts';

// A captain invites a free agent to a team (issue 18): POST /api/marketplace/free-agents/{id}/invite.
// Clubs mails its usual invite to the listed member; the captain never sees the address (spec §6).
// Invites are limited to 3 an hour here, so the limit is reached by the last test.

let app: MailingTestApp;
let agent: TestMember;
let captain: TestMember;
let player: TestMember;
let listing: FreeAgentDto;
let teamId: string;

beforeAll(async () => {
  app = await startTestAppWithMail({ env: { ...generousLimits, INVITE_LIMIT_PER_HOUR: '3' } });
  agent = await createMember(app, { firstName: 'Fia', lastName: 'Freeagent' });
  captain = await createMember(app, { firstName: 'Cam', lastName: 'Captain' });
  player = await createMember(app);
  const team = await createTeam(app, captain, { name: 'Invite Ibises' });
  teamId = team.id;
  await addToRoster(app, teamId, [player.id]);
  const response = await app.request('/api/marketplace/free-agents', {
    method: 'POST',
    headers: agent.auth,
    json: {
      workspaceId: 1,
      positions: ['forward'],
      level: 'recreational',
      days: ['monday'],
      times: ['evening'],
      lookingFor: ['team'],
      about: 'Fast.',
    },
  });
  expect(response.status).toBe(201);
  listing = (await body<{ freeAgent: FreeAgentDto }>(response)).data.freeAgent;
}, 60_000);
afterAll(async () => {
  if (app) await sql(app, 'delete from marketplace_free_agent where member_id = $1', [agent.id]);
  await app?.stop();
});

const invite = (member: TestMember | undefined, json: unknown, id = listing.id) =>
  app.request(`/api/marketplace/free-agents/${id}/invite`, {
    method: 'POST',
    headers: member?.auth ?? {},
    json,
  });
const errorOf = async (response: Response) =>
  ((await response.json()) as { errors: Array<{ message: string }> }).errors[0]?.message;

describe('POST /api/marketplace/free-agents/{freeAgentId}/invite', () => {
  it('asks to sign in, then only a captain of the team may invite; bad input is a 4xx', async () => {
    expect((await invite(undefined, { teamId })).status).toBe(401);
    const notCaptain = await invite(player, { teamId });
    expect(notCaptain.status).toBe(403);
    expect(await errorOf(notCaptain)).toBe('Only a captain can do that.');
    expect((await invite(agent, { teamId })).status).toBe(403);
    expect((await invite(captain, { teamId: 'nope' })).status).toBe(400);
    expect((await invite(captain, { teamId: crypto.randomUUID() })).status).toBe(404);
    expect((await invite(captain, { teamId }, crypto.randomUUID())).status).toBe(404);
    expect((await invite(captain, { teamId }, 'not-an-id')).status).toBe(404);
    expect(await sql(app, 'select 1 from invite where team_id = $1', [teamId])).toHaveLength(0);
  });

  it("mails the team's invite to the free agent without showing the captain their address", async () => {
    const response = await invite(captain, { teamId });
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(JSON.parse(text).data).toEqual({ message: 'Invites sent successfully!' });
    expect(text).not.toContain(agent.email);

    const mail = await app.smtp.waitFor(mailTo(agent.email));
    expect(mailText(mail)).toContain('Subject: Cam Captain invited you to join Invite Ibises on Playfield');
    const token = linkIn(mail, `/team/${teamId}`).searchParams.get('inviteToken')!;
    // The free agent accepts as any team invite is accepted.
    const accepted = await app.request('/api/public/invite/process', {
      method: 'POST',
      headers: agent.auth,
      json: { token },
    });
    expect(accepted.status).toBe(200);
    expect(
      await sql(app, 'select 1 from roster_entry where team_id = $1 and member_id = $2', [teamId, agent.id]),
    ).toHaveLength(1);
  });

  it('is a 409 once the free agent is on the team, and a 404 for a paused listing', async () => {
    const already = await invite(captain, { teamId });
    expect(already.status).toBe(409);
    expect(await errorOf(already)).toBe('You have already been added to the team');

    const other = await createTeam(app, captain, { name: 'Paused Pelicans' });
    await sql(app, `update marketplace_free_agent set status = 'paused' where id = $1`, [listing.id]);
    expect((await invite(captain, { teamId: other.id })).status).toBe(404);
    await sql(app, `update marketplace_free_agent set status = 'active' where id = $1`, [listing.id]);
  });

  it("counts against the captain's invites an hour", async () => {
    const teams = [
      await createTeam(app, captain, { name: 'Limit Larks' }),
      await createTeam(app, captain, { name: 'Limit Loons' }),
      await createTeam(app, captain, { name: 'Limit Lapwings' }),
    ];
    // One invite was sent above: two more reach the limit of 3, the next is a 429.
    expect((await invite(captain, { teamId: teams[0]!.id })).status).toBe(200);
    expect((await invite(captain, { teamId: teams[1]!.id })).status).toBe(200);
    expect((await invite(captain, { teamId: teams[2]!.id })).status).toBe(429);
  });
});
