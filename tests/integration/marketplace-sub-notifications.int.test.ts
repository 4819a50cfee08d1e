import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SubOfferDto, SubRequestDto } from '../../src/contracts/marketplace/index.ts';
import { insertTeam } from '../support/clubs-factories.ts';
import { createEvent } from '../support/events-factories.ts';
import {
  body,
  createMember,
  generousLimits,
  mailText,
  sql,
  type TestMember,
} from '../support/identity-factories.ts';
import { handRunner, notificationsOf } from '../support/notifications-factories.ts';
import { type MailingTestApp, startTestAppWithMail } from '../support/test-app.ts';

// Subs (issue 20): the player whose offer is accepted, declined or late is told in the bell and by
// e-mail, once; an accepted sub gets the game's e-mails and reminders as its roster does. Subscribers and
// jobs run by hand (worker: false), so a test can run one again as a restarted worker would.

let app: MailingTestApp;
let runner: ReturnType<typeof handRunner>;
let captain: TestMember;
let teammate: TestMember;
let winner: TestMember;
let loser: TestMember;
let declined: TestMember;
let teamId: string;

const HOUR = 3_600_000;
const TEAM = 'Notified Otters';

beforeAll(async () => {
  app = await startTestAppWithMail({ env: generousLimits, worker: false });
  runner = handRunner(app);
  captain = await createMember(app, { firstName: 'Maya' });
  teammate = await createMember(app, { firstName: 'Tom' });
  winner = await createMember(app, { firstName: 'Wes' });
  loser = await createMember(app, { firstName: 'Lou' });
  declined = await createMember(app, { firstName: 'Dee' });
  teamId = await insertTeam(app, { captains: [captain.id], players: [teammate.id], name: TEAM });
}, 60_000);
afterAll(async () => {
  await sql(app, 'delete from sub_request where team_id = $1', [teamId]);
  await app?.stop();
});

/** The event form's fields of a kickoff `hoursAhead` from now, in Chicago's zone. */
function kickoffIn(hoursAhead: number) {
  const at = new Date(Date.now() + hoursAhead * HOUR);
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: 'America/Chicago',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((part) => [part.type, Number(part.value)]),
  );
  return {
    timezone: 'US/Central',
    hours: parts.hour,
    minutes: parts.minute,
    date: parts.day,
    month: parts.month,
    year: parts.year,
  };
}

const call = (who: TestMember, method: string, path: string, json?: unknown) =>
  app.request(path, { method, headers: who.auth, json });

async function postRequest(eventId: string, needed: number) {
  const response = await call(captain, 'POST', '/api/marketplace/subs', {
    eventId,
    workspaceId: 1,
    needed,
    positions: ['defender'],
    level: 'intermediate',
    note: '',
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return (await body<{ subRequest: SubRequestDto }>(response)).data.subRequest;
}
async function offer(member: TestMember, requestId: string) {
  const response = await call(member, 'POST', `/api/marketplace/subs/${requestId}/offers`, { note: '' });
  expect(response.status, await response.clone().text()).toBe(201);
  return (await body<{ offer: SubOfferDto }>(response)).data.offer;
}
async function answer(requestId: string, offerId: string, verb: 'accept' | 'decline') {
  const response = await call(
    captain,
    'POST',
    `/api/marketplace/subs/${requestId}/offers/${offerId}/${verb}`,
  );
  expect(response.status, await response.clone().text()).toBe(200);
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 300));
const mailsTo = (member: TestMember, subject: string) =>
  app.smtp.mails.filter((mail) => mail.to.includes(member.email) && mailText(mail).includes(subject));
const bell = async (member: TestMember, type: string) =>
  (await notificationsOf(app, member.id)).filter((row) => row.type === type);

/** Runs a subscriber on the newest event of its kind for the request, then again as a killed job would. */
async function applyTwice(subscriber: string, event: string, requestId: string) {
  const where = (payload: Record<string, unknown>) => payload.requestId === requestId;
  await runner.apply(subscriber, event, where);
  const outbox = await runner.lastEvent(event, where);
  // Killed before its transaction committed: the inbox row is gone, what it mailed or stored apart stays.
  await sql(app, 'delete from inbox where event_id = $1 and subscriber = $2', [outbox.id, subscriber]);
  expect(await runner.apply(subscriber, event, where)).toBe('applied');
}

describe('a sub offer answered', () => {
  let eventId: string;
  let request: SubRequestDto;

  it('tells the accepted player and the one whose offer came late, in the bell and by e-mail, once', async () => {
    eventId = (await createEvent(app, captain, teamId, { title: 'vs Late FC', ...kickoffIn(24 * 5) })).id;
    request = await postRequest(eventId, 1);
    const won = await offer(winner, request.id);
    await offer(loser, request.id);
    await answer(request.id, won.id, 'accept');
    await runner.apply(
      'events.add-accepted-sub',
      'marketplace.sub-offer-accepted',
      (p) => p.offerId === won.id,
    );

    for (const [kind, event] of [
      ['accepted', 'marketplace.sub-offer-accepted'],
      ['late-on-filled', 'marketplace.sub-request-filled'],
    ] as const) {
      await applyTwice(`notifications.notify-sub-offer-${kind}`, event, request.id);
      await applyTwice(`notifications.mail-sub-offer-${kind}`, event, request.id);
    }
    await settle();

    const accepted = await bell(winner, 'sub_offer_accepted');
    expect(accepted).toHaveLength(1);
    expect(accepted[0]!.text).toBe(`You're in! ${TEAM} accepted you as a sub for vs Late FC.`);
    expect(accepted[0]!.meta_data).toMatchObject({
      event: { id: eventId, kind: 'event', timeZone: 'America/Chicago' },
      subRequest: { id: request.id, teamName: TEAM, workspaceId: 1 },
    });
    const acceptedMails = mailsTo(winner, `You're in: vs Late FC with ${TEAM}`);
    expect(acceptedMails).toHaveLength(1);
    const acceptedText = mailText(acceptedMails[0]!);
    expect(acceptedText).toContain('Content-Type: text/plain');
    expect(acceptedText).toContain('Content-Type: text/html');
    expect(acceptedText).toContain(`/team-event/${eventId}`);
    expect(acceptedText).toContain('Central time');
    expect(acceptedText).toContain('Zilker Park Field 3');
    expect(acceptedText).toContain('calendar feed');

    const late = await bell(loser, 'sub_offer_late');
    expect(late).toHaveLength(1);
    expect(late[0]!.text).toContain(`${TEAM} filled its spots for vs Late FC`);
    const lateMails = mailsTo(loser, `${TEAM}: vs Late FC no longer needs subs`);
    expect(lateMails).toHaveLength(1);
    expect(mailText(lateMails[0]!)).toContain('/marketplace?tab=subs&city=1');
    // Nobody else was told: the captain and the team hear nothing of it.
    expect(await bell(captain, 'sub_offer_accepted')).toHaveLength(0);
    expect(await bell(winner, 'sub_offer_late')).toHaveLength(0);
  });

  it('tells a declined player kindly, with the city’s other requests', async () => {
    const other = await createEvent(app, captain, teamId, { title: 'vs Decline FC', ...kickoffIn(24 * 6) });
    const declinedRequest = await postRequest(other.id, 2);
    const made = await offer(declined, declinedRequest.id);
    await answer(declinedRequest.id, made.id, 'decline');
    await applyTwice(
      'notifications.notify-sub-offer-declined',
      'marketplace.sub-offer-declined',
      declinedRequest.id,
    );
    await applyTwice(
      'notifications.mail-sub-offer-declined',
      'marketplace.sub-offer-declined',
      declinedRequest.id,
    );
    await settle();
    const rows = await bell(declined, 'sub_offer_declined');
    expect(rows).toHaveLength(1);
    expect(rows[0]!.text).toBe(
      `${TEAM} didn't need you for vs Decline FC this time. Thanks for offering: other games in ${declinedRequest.city} need subs.`,
    );
    const mails = mailsTo(declined, `${TEAM}: your offer for vs Decline FC`);
    expect(mails).toHaveLength(1);
    const text = mailText(mails[0]!);
    expect(text).toContain('Thanks for offering to play');
    expect(text).toContain('/marketplace?tab=subs&city=1');
    expect(text).toContain('Content-Type: text/plain');
  });

  it('gives the accepted sub the game’s update e-mail and bell, and its day-before reminder', async () => {
    const moved = await call(captain, 'PATCH', `/api/event/${eventId}`, kickoffIn(24 * 6));
    expect(moved.status, await moved.clone().text()).toBe(200);
    const ofEvent = (p: Record<string, unknown>) => p.eventId === eventId;
    await runner.apply('events.mail-roster-on-event-updated', 'events.event-updated', ofEvent);
    await runner.apply('notifications.notify-roster-on-event-updated', 'events.event-updated', ofEvent);
    await runner.apply('notifications.move-reminders-on-event-updated', 'events.event-updated', ofEvent);
    await settle();
    const updated = mailsTo(winner, `${TEAM}: vs Late FC has changed`);
    expect(updated).toHaveLength(1);
    expect(mailText(updated[0]!)).toContain(`you play this game as a sub for ${TEAM}`);
    expect(mailsTo(teammate, `${TEAM}: vs Late FC has changed`)).toHaveLength(1);
    expect(mailsTo(loser, `${TEAM}: vs Late FC has changed`)).toHaveLength(0);
    expect(await bell(winner, 'event_updated')).toHaveLength(1);

    const job = await runner.scheduler.find(`reminder_${eventId}_PRE_ONE_DAY`);
    expect(job).toBeDefined();
    await runner.runJob('notifications.send-reminder', job!.data);
    await settle();
    const reminders = await bell(winner, 'next_match_reminder');
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.text).toBe(`24 hrs to kickoff! vs Late FC (${TEAM})`);
    const reminderMails = mailsTo(winner, `${TEAM}: 24 hrs to kickoff!`);
    expect(reminderMails).toHaveLength(1);
    expect(mailText(reminderMails[0]!)).toContain(`you play this game as a sub for ${TEAM}`);
    const teammateReminder = mailsTo(teammate, `${TEAM}: 24 hrs to kickoff!`);
    expect(teammateReminder).toHaveLength(1);
    expect(mailText(teammateReminder[0]!)).toContain(`you are on the roster of ${TEAM}`);
    expect(await bell(loser, 'next_match_reminder')).toHaveLength(0);
  });
});
