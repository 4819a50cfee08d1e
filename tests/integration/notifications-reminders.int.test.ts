import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRuntime } from '../../src/composition/runtime.ts';
import { insertTeam } from '../support/clubs-factories.ts';
import { createEvent } from '../support/events-factories.ts';
import {
  createMember,
  generousLimits,
  mailText,
  sql,
  type TestMember,
} from '../support/identity-factories.ts';
import { eventually } from '../support/leagues-factories.ts';
import { block, handRunner, notificationsOf } from '../support/notifications-factories.ts';
import { dropRedisKeys } from '../support/redis-keys.ts';
import { type MailingTestApp, startTestAppWithMail } from '../support/test-app.ts';

// Reminders are delayed jobs: here subscribers and the job run by hand (worker: false), so the test
// sees the job waiting in the queue and can run it twice as a restarted worker would.
let app: MailingTestApp;
let runner: ReturnType<typeof handRunner>;
let captain: TestMember;
let player: TestMember;
let answered: TestMember;
let blocker: TestMember;
let teamId: string;

const HOUR = 3_600_000;
const SEND = 'notifications.send-reminder';

beforeAll(async () => {
  app = await startTestAppWithMail({ env: generousLimits, worker: false });
  runner = handRunner(app);
  captain = await createMember(app, { firstName: 'Maya' });
  player = await createMember(app, { firstName: 'Luis' });
  answered = await createMember(app, { firstName: 'Ana' });
  blocker = await createMember(app, { firstName: 'Bea' });
  teamId = await insertTeam(app, {
    captains: [captain.id],
    players: [player.id, answered.id, blocker.id],
    name: 'Austin Armadillos',
  });
  await block(app, blocker.id, captain.id);
});
afterAll(async () => {
  await app?.stop();
});

/** The form fields of a kickoff `hoursAhead` from now, in UTC (Greenwich). */
function kickoffIn(hoursAhead: number) {
  const at = new Date(Date.now() + hoursAhead * HOUR);
  at.setUTCSeconds(0, 0);
  return {
    at,
    form: {
      timezone: 'US/Greenwich',
      hours: at.getUTCHours(),
      minutes: at.getUTCMinutes(),
      date: at.getUTCDate(),
      month: at.getUTCMonth() + 1,
      year: at.getUTCFullYear(),
    },
  };
}

const mailsTo = (email: string, subject: string) =>
  app.smtp.mails.filter((mail) => mail.to.includes(email) && mailText(mail).includes(subject));

describe('next-match reminders', () => {
  it('are scheduled on create, moved on a time change and gone on delete', async () => {
    const kickoff = kickoffIn(24 * 5);
    const game = await createEvent(app, captain, teamId, { title: 'vs Plan FC', ...kickoff.form });
    await runner.apply(
      'notifications.schedule-reminders-on-event-created',
      'events.event-created',
      (p) => p.eventId === game.id,
    );
    const early = await runner.scheduler.find(`reminder_${game.id}_PRE_THREE_DAYS`);
    const dayBefore = await runner.scheduler.find(`reminder_${game.id}_PRE_ONE_DAY`);
    expect(early?.name).toBe(SEND);
    expect(early!.runAt.getTime()).toBeCloseTo(kickoff.at.getTime() - 72 * HOUR, -4);
    expect(dayBefore!.runAt.getTime()).toBeCloseTo(kickoff.at.getTime() - 24 * HOUR, -4);

    const moved = kickoffIn(24 * 8);
    const patched = await app.request(`/api/event/${game.id}`, {
      method: 'PATCH',
      headers: captain.auth,
      json: moved.form,
    });
    expect(patched.status).toBe(200);
    await runner.apply(
      'notifications.move-reminders-on-event-updated',
      'events.event-updated',
      (p) => p.eventId === game.id,
    );
    const movedDayBefore = await runner.scheduler.find(`reminder_${game.id}_PRE_ONE_DAY`);
    expect(movedDayBefore!.runAt.getTime()).toBeCloseTo(moved.at.getTime() - 24 * HOUR, -4);
    expect((movedDayBefore!.data as { startsAt: string }).startsAt).toBe(moved.at.toISOString());

    const deleted = await app.request(`/api/event/${game.id}`, { method: 'DELETE', headers: captain.auth });
    expect(deleted.status).toBe(200);
    await runner.apply(
      'notifications.cancel-reminders-on-event-deleted',
      'events.event-deleted',
      (p) => p.eventId === game.id,
    );
    expect(await runner.scheduler.find(`reminder_${game.id}_PRE_ONE_DAY`)).toBeUndefined();
    expect(await runner.scheduler.find(`reminder_${game.id}_PRE_THREE_DAYS`)).toBeUndefined();
  });

  it('plans only the day-before reminder for a game less than three days away', async () => {
    const game = await createEvent(app, captain, teamId, { title: 'vs Soon FC', ...kickoffIn(48).form });
    await runner.apply(
      'notifications.schedule-reminders-on-event-created',
      'events.event-created',
      (p) => p.eventId === game.id,
    );
    expect(await runner.scheduler.find(`reminder_${game.id}_PRE_THREE_DAYS`)).toBeUndefined();
    expect(await runner.scheduler.find(`reminder_${game.id}_PRE_ONE_DAY`)).toBeDefined();
  });

  it('sends the day-before reminder to the whole roster once, even when the job runs twice', async () => {
    const game = await createEvent(app, captain, teamId, { title: 'vs Once FC', ...kickoffIn(48).form });
    await runner.apply(
      'notifications.schedule-reminders-on-event-created',
      'events.event-created',
      (p) => p.eventId === game.id,
    );
    const job = await runner.scheduler.find(`reminder_${game.id}_PRE_ONE_DAY`);
    await runner.runJob(SEND, job!.data);
    // A worker killed after storing and mailing, before BullMQ recorded the result, runs it again.
    await runner.runJob(SEND, job!.data);

    const subject = 'Austin Armadillos: 24 hrs to kickoff!';
    await app.smtp.waitFor(
      (mail) => mail.to.includes(player.email) && mailText(mail).includes(subject),
      10_000,
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mailsTo(player.email, subject)).toHaveLength(1);
    expect(mailsTo(captain.email, subject)).toHaveLength(1); // a scheduled reminder has no actor
    const text = mailText(mailsTo(player.email, subject)[0]!);
    expect(text).toContain('Content-Type: text/plain');
    expect(text).toMatch(/rsvpStatus=yes/);

    const reminders = (await notificationsOf(app, player.id)).filter(
      (row) => row.type === 'next_match_reminder',
    );
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.text).toBe('24 hrs to kickoff! vs Once FC (Austin Armadillos)');
    expect(reminders[0]!.meta_data).toMatchObject({
      timeInterval: 'PRE_ONE_DAY',
      event: { timeZone: 'Etc/GMT' }, // the game's US/Greenwich
    });

    // Killed between storing and mailing: only the unmailed member is mailed on the rerun.
    await sql(
      app,
      `update notification set mailed_at = null where recipient_id = $1 and type = 'next_match_reminder'`,
      [answered.id],
    );
    await runner.runJob(SEND, job!.data);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mailsTo(answered.email, subject)).toHaveLength(2);
    expect(mailsTo(player.email, subject)).toHaveLength(1);
  });

  it('asks only those who have not answered in the earlier reminder', async () => {
    const kickoff = kickoffIn(24 * 5);
    const game = await createEvent(app, captain, teamId, { title: 'vs Answer FC', ...kickoff.form });
    await sql(app, `insert into team_event_rsvp (event_id, member_id, status) values ($1, $2, 'no')`, [
      game.id,
      answered.id,
    ]);
    await runner.apply(
      'notifications.schedule-reminders-on-event-created',
      'events.event-created',
      (p) => p.eventId === game.id,
    );
    const job = await runner.scheduler.find(`reminder_${game.id}_PRE_THREE_DAYS`);
    await runner.runJob(SEND, job!.data);
    const [row] = await sql<{ ids: string[] }>(
      app,
      `select array_agg(recipient_id::text) as ids from notification where type = 'next_match_reminder' and meta_data->'event'->>'id' = $1`,
      [game.id],
    );
    expect(new Set(row!.ids)).toEqual(new Set([captain.id, player.id, blocker.id]));
  });

  it('never sends for a game already past, nor an old job of a game that moved', async () => {
    const game = await createEvent(app, captain, teamId, { title: 'vs Past FC', ...kickoffIn(48).form });
    await runner.apply(
      'notifications.schedule-reminders-on-event-created',
      'events.event-created',
      (p) => p.eventId === game.id,
    );
    const job = await runner.scheduler.find(`reminder_${game.id}_PRE_ONE_DAY`);
    await sql(app, `update team_event set starts_at = now() - interval '1 hour' where id = $1`, [game.id]);
    await runner.runJob(SEND, {
      ...(job!.data as object),
      startsAt: new Date(Date.now() - HOUR).toISOString(),
    });
    await runner.runJob(SEND, job!.data);
    const [count] = await sql<{ count: number }>(
      app,
      `select count(*)::int as count from notification where meta_data->'event'->>'id' = $1`,
      [game.id],
    );
    expect(count!.count).toBe(0);
  });
});

// Last in this file: the worker it starts runs every subscriber on what the tests above left in the outbox.
describe('a planned reminder', () => {
  it('comes back when a worker finds Redis without its data (kept in scheduled_job)', async () => {
    const kickoff = kickoffIn(24 * 6);
    const game = await createEvent(app, captain, teamId, { title: 'vs Amnesia FC', ...kickoff.form });
    await runner.apply(
      'notifications.schedule-reminders-on-event-created',
      'events.event-created',
      (p) => p.eventId === game.id,
    );
    const id = `reminder_${game.id}_PRE_ONE_DAY`;
    const planned = await runner.scheduler.find(id);
    expect(planned).toBeDefined();

    // Every key of the deployment, as a Redis without persistence comes back after a restart.
    await dropRedisKeys(app.config.REDIS_URL, `${app.config.REDIS_PREFIX}:`);
    expect(await runner.scheduler.find(id)).toBeUndefined();

    const worker = await startRuntime({
      config: app.config,
      logger: pino({ level: 'silent' }),
      roles: { api: false, worker: true },
    });
    try {
      const back = await eventually(
        () => runner.scheduler.find(id),
        (job) => job !== undefined,
      );
      expect(back).toMatchObject({ name: SEND, data: planned!.data });
      expect(Math.abs(back!.runAt.getTime() - planned!.runAt.getTime())).toBeLessThan(1000);
    } finally {
      await worker.stop();
    }
  });
});
