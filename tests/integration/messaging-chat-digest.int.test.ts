import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTeam } from '../support/clubs-factories.ts';
import {
  createMember,
  generousLimits,
  mailText,
  sql,
  type TestMember,
} from '../support/identity-factories.ts';
import { handRunner } from '../support/notifications-factories.ts';
import { type MailingTestApp, startTestAppWithMail } from '../support/test-app.ts';

// The chat digest: a delayed job per recipient 15 minutes after a message; run here by hand
// (worker: false), with the messages moved back in time instead of waiting.
let app: MailingTestApp;
let runner: ReturnType<typeof handRunner>;
let ana: TestMember;
let ben: TestMember;
let cleo: TestMember;
let teamId: string;

const SEND = 'messaging.send-chat-digest';
const MINUTE = 60_000;

beforeAll(async () => {
  app = await startTestAppWithMail({ env: generousLimits, worker: false });
  runner = handRunner(app);
  ana = await createMember(app, { firstName: 'Ana', lastName: 'Silva' });
  ben = await createMember(app, { firstName: 'Ben', lastName: 'Okafor' });
  cleo = await createMember(app, { firstName: 'Cleo', lastName: 'Park' });
  teamId = await insertTeam(app, {
    captains: [ana.id],
    players: [ben.id, cleo.id],
    name: 'Austin Armadillos',
  });
});
afterAll(async () => {
  await app?.stop();
});

const sendDirect = async (from: TestMember, to: TestMember, content: string) => {
  const response = await app.request('/api/direct-message', {
    method: 'POST',
    headers: from.auth,
    json: { receiverId: to.id, content },
  });
  expect(response.status).toBe(201);
};

/** Applies the planning subscriber to the newest direct message to `to`; returns the job it planned. */
async function planDirect(to: TestMember) {
  const event = await runner.lastEvent('messaging.direct-message-sent', (p) => p.receiverId === to.id);
  await runner.apply(
    'messaging.plan-chat-digest-on-direct-message',
    'messaging.direct-message-sent',
    (p) => p.receiverId === to.id,
  );
  const runAt = new Date(new Date(event.payload.createdAt as string).getTime() + 15 * MINUTE);
  return { id: `chat-digest_${to.id}_${Math.ceil(runAt.getTime() / MINUTE)}`, runAt };
}

/** Moves every message to `memberId` back by `minutes`, as if that much time had passed. */
const age = (memberId: string, minutes: number) =>
  Promise.all([
    sql(
      app,
      `update direct_message set created_at = created_at - make_interval(mins => $2) where receiver_id = $1`,
      [memberId, minutes],
    ),
    sql(
      app,
      `update team_message set created_at = created_at - make_interval(mins => $2) where sender_id <> $1`,
      [memberId, minutes],
    ),
  ]);

const digestsTo = (member: TestMember) =>
  app.smtp.mails.filter(
    (mail) => mail.to.includes(member.email) && /unread messages?\b/.test(mailText(mail)),
  );

describe('chat digest e-mail', () => {
  it('mails unread direct and team messages once, 15 minutes on, and at most once an hour', async () => {
    await sendDirect(ana, ben, 'Are you coming on Saturday?');
    const job = await planDirect(ben);
    const waiting = await runner.scheduler.find(job.id);
    expect(waiting?.name).toBe(SEND);
    expect(waiting!.runAt.getTime()).toBeCloseTo(job.runAt.getTime(), -4);
    const team = await app.request('/api/team-message', {
      method: 'POST',
      headers: cleo.auth,
      json: { teamId, content: 'Bring the orange bibs please' },
    });
    expect(team.status).toBe(201);

    // Too early: nothing is 15 minutes old yet.
    await runner.runJob(SEND, { memberId: ben.id }, job.id);
    expect(digestsTo(ben)).toEqual([]);

    await age(ben.id, 16);
    await runner.runJob(SEND, { memberId: ben.id }, job.id);
    const mail = await app.smtp.waitFor(
      (m) => m.to.includes(ben.email) && mailText(m).includes('You have 2 unread messages'),
      10_000,
    );
    const text = mailText(mail);
    expect(text).toContain('Ana Silva: Are you coming on Saturday?');
    expect(text).toContain('Cleo Park (Austin Armadillos): Bring the orange bibs please');
    expect(text).toMatch(/READ MESSAGES: http\S+\/messages/);
    expect(text).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
    expect(mail.raw.replace(/\r?\n[ \t]+/g, ' ')).toMatch(
      /^List-Unsubscribe: <http[^>]+\/api\/email\/unsubscribe\?member=[^&]+&kind=chat_digests&token=/m,
    );
    expect(text).toMatch(/^Unsubscribe: http\S+\/unsubscribe\/chat-digests\?/m);

    // Run again (a retried job): the same messages are never mailed twice.
    await runner.runJob(SEND, { memberId: ben.id }, job.id);
    expect(digestsTo(ben)).toHaveLength(1);

    // A new message within the hour: no mail now; the job plans itself for the hour's end.
    await sendDirect(cleo, ben, 'Also, who has the ball?');
    await age(ben.id, 16);
    await runner.runJob(SEND, { memberId: ben.id }, 'another-job');
    expect(digestsTo(ben)).toHaveLength(1);
    const [state] = await sql<{ last_sent_at: Date }>(
      app,
      'select last_sent_at from chat_digest where member_id = $1',
      [ben.id],
    );
    const later = new Date(new Date(state!.last_sent_at).getTime() + 60 * MINUTE);
    const planned = await runner.scheduler.find(
      `chat-digest_${ben.id}_${Math.ceil(later.getTime() / MINUTE)}`,
    );
    expect(planned?.name).toBe(SEND);
  });

  it('sends nothing when the messages were read meanwhile', async () => {
    await sendDirect(ben, cleo, 'See you at the field');
    const job = await planDirect(cleo);
    const read = await app.request('/api/direct-message/mark-all-read', {
      method: 'POST',
      headers: cleo.auth,
      json: { memberId: ben.id },
    });
    expect(read.status).toBe(200);
    await app.request('/api/team-message/mark-all-read', {
      method: 'POST',
      headers: cleo.auth,
      json: { teamId },
    });
    await age(cleo.id, 16);
    await runner.runJob(SEND, { memberId: cleo.id }, job.id);
    expect(digestsTo(cleo)).toEqual([]);
  });

  it('plans and sends nothing for a member who switched chat digests off', async () => {
    const off = await app.request('/api/member/email-preferences', {
      method: 'PUT',
      headers: ana.auth,
      json: { gameEmails: true, reminders: true, chatDigests: false },
    });
    expect(off.status).toBe(200);
    await sendDirect(ben, ana, 'Captain, can I bring a friend?');
    const job = await planDirect(ana);
    expect(await runner.scheduler.find(job.id)).toBeUndefined();
    await age(ana.id, 16);
    await runner.runJob(SEND, { memberId: ana.id }, job.id);
    expect(digestsTo(ana)).toEqual([]);
  });
});
