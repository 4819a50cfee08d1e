import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  unsubscribeToken,
  unsubscribeTokenKey,
} from '../../src/modules/identity/domain/unsubscribe-token.ts';
import { DEV_JWT_SECRET } from '../../src/platform/config/config.ts';
import { insertTeam } from '../support/clubs-factories.ts';
import { createEvent } from '../support/events-factories.ts';
import {
  body,
  createMember,
  generousLimits,
  mailText,
  mailTo,
  sql,
  type TestMember,
} from '../support/identity-factories.ts';
import { type MailingTestApp, startTestAppWithMail } from '../support/test-app.ts';

// E-mail preferences per kind (identity): Settings, the one-click List-Unsubscribe URL (RFC 8058) and the
// footer link's page, and the senders (game e-mails, reminders/nudges) skipping whoever opted out.

let app: MailingTestApp;
let captain: TestMember;
let player: TestMember;
let quiet: TestMember;
let teamId: string;

beforeAll(async () => {
  app = await startTestAppWithMail({ env: generousLimits });
  captain = await createMember(app, { firstName: 'Maya' });
  player = await createMember(app, { firstName: 'Luis' });
  quiet = await createMember(app, { firstName: 'Emma' });
  teamId = await insertTeam(app, {
    captains: [captain.id],
    players: [player.id, quiet.id],
    name: 'Austin Armadillos',
  });
});
afterAll(async () => {
  await app?.stop();
});

const preference = async (memberId: string, kind: string) =>
  (
    await sql<{ enabled: boolean }>(
      app,
      'select enabled from member_email_preference where member_id = $1 and kind = $2',
      [memberId, kind],
    )
  )[0]?.enabled;

const preferenceEvents = (memberId: string) =>
  sql<{ payload: { kind: string; enabled: boolean; via: string } }>(
    app,
    `select payload from outbox where event_name = 'identity.email-preference-changed'
     and payload->>'memberId' = $1 order by occurred_at`,
    [memberId],
  );

/** The List-Unsubscribe URL from the raw headers (unfolded; the text helper would decode its `=xx`). */
const oneClickUrl = (raw: string) =>
  /^List-Unsubscribe:\s*<(http[^>]+)>/m.exec(raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' '))?.[1];

async function waitForInbox(domainEventName: string, subscriber: string, payloadEventId: string) {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const rows = await sql(
      app,
      `select 1 from inbox i join outbox o on o.id = i.event_id
       where o.event_name = $1 and i.subscriber = $2 and o.payload->>'eventId' = $3`,
      [domainEventName, subscriber, payloadEventId],
    );
    if (rows.length > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${subscriber} did not handle ${domainEventName}`);
}

const masked = (member: TestMember) => `${member.email[0]}***@${member.email.split('@')[1]}`;

describe('e-mail preferences', () => {
  it('mails game e-mails with a one-click List-Unsubscribe URL and a footer link that work without a session', async () => {
    await createEvent(app, captain, teamId, { title: 'vs Unsubscribe United' });
    const mail = await app.smtp.waitFor(
      mailTo(player.email, 'Austin Armadillos: vs Unsubscribe United, are you in?'),
      20_000,
    );
    const text = mailText(mail);
    const header = oneClickUrl(mail.raw);
    expect(header).toBeDefined();
    expect(text).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
    const oneClick = new URL(header!);
    expect(oneClick.pathname).toBe('/api/email/unsubscribe');
    expect(oneClick.searchParams.get('member')).toBe(player.id);
    expect(oneClick.searchParams.get('kind')).toBe('game_emails');
    // The plain-text part names the footer link too, and the HTML part shows it.
    const footer = /^Unsubscribe: (http\S+)/m.exec(text)?.[1];
    expect(footer).toBeDefined();
    const page = new URL(footer!);
    expect(page.pathname).toBe('/unsubscribe/game-emails');
    expect(page.searchParams.get('token')).toBe(oneClick.searchParams.get('token'));
    expect(text).toContain('>Unsubscribe</a>');

    // Opening the link (a scanner or the page) changes nothing.
    const state = await app.request(`/api/email/unsubscribe${oneClick.search}`);
    expect(state.status).toBe(200);
    expect((await body(state)).data).toEqual({
      kind: 'game_emails',
      subscribed: true,
      email: masked(player),
    });
    expect(await preference(player.id, 'game_emails')).toBeUndefined();

    // What a mail client sends (RFC 8058): form-encoded, no cookie, a foreign Origin.
    const post = () =>
      app.request(`/api/email/unsubscribe${oneClick.search}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://mail.example.net' },
        body: 'List-Unsubscribe=One-Click',
      });
    const first = await post();
    expect(first.status).toBe(200);
    expect((await body(first)).data).toMatchObject({
      kind: 'game_emails',
      subscribed: false,
      message: 'You will no longer get game e-mails.',
    });
    expect((await post()).status).toBe(200);
    expect(await preference(player.id, 'game_emails')).toBe(false);
    // Twice posted, one change: one domain event. The other kinds are untouched.
    expect((await preferenceEvents(player.id)).map((row) => row.payload)).toEqual([
      { memberId: player.id, kind: 'game_emails', enabled: false, via: 'one-click' },
    ]);
    expect(
      (await body(await app.request('/api/member/email-preferences', { headers: player.auth }))).data,
    ).toEqual({ gameEmails: false, reminders: true, chatDigests: true });

    // The page's undo, then its button (an empty POST).
    expect((await app.request(`/api/email/resubscribe${oneClick.search}`, { method: 'POST' })).status).toBe(
      200,
    );
    expect(await preference(player.id, 'game_emails')).toBe(true);
    expect((await app.request(`/api/email/unsubscribe${oneClick.search}`, { method: 'POST' })).status).toBe(
      200,
    );
    expect(await preference(player.id, 'game_emails')).toBe(false);
    expect((await preferenceEvents(player.id)).map((row) => row.payload.via)).toEqual([
      'one-click',
      'unsubscribe-link',
      'unsubscribe-link',
    ]);
  });

  it('refuses forged, foreign-kind and malformed links with 403 or 400, and a gone member with 404, never 500', async () => {
    const key = unsubscribeTokenKey(app.config.JWT_SECRET ?? DEV_JWT_SECRET);
    const token = unsubscribeToken(key, quiet.id, 'reminders');
    const cases: Array<[string, number]> = [
      [`member=${player.id}&kind=reminders&token=${token}`, 403], // someone else's token
      [`member=${quiet.id}&kind=chat_digests&token=${token}`, 403], // another kind's token
      [`member=${quiet.id}&kind=reminders&token=${token.slice(0, -2)}xx`, 403],
      [`member=${quiet.id}&kind=reminders&token=short`, 403],
      [`member=not-a-uuid&kind=reminders&token=${token}`, 403],
      [`member=${quiet.id}&kind=newsletters&token=${token}`, 400],
      [`member=${quiet.id}&token=${token}`, 400],
      [`member=${quiet.id}&kind=reminders`, 400],
      ['', 400],
      [`member=${quiet.id}&kind=reminders&token=${'a'.repeat(500)}`, 400],
    ];
    for (const [query, status] of cases) {
      for (const method of ['GET', 'POST']) {
        const response = await app.request(`/api/email/unsubscribe?${query}`, {
          method,
          ...(method === 'POST'
            ? {
                headers: { 'content-type': 'application/x-www-form-urlencoded' },
                body: 'List-Unsubscribe=One-Click',
              }
            : {}),
        });
        expect(response.status, `${method} ${query}`).toBe(status);
      }
      expect((await app.request(`/api/email/resubscribe?${query}`, { method: 'POST' })).status).toBe(status);
    }
    expect(await preference(quiet.id, 'reminders')).toBeUndefined();
    // Form posts are still refused everywhere else.
    const elsewhere = await app.request(
      `/api/email/resubscribe?member=${quiet.id}&kind=reminders&token=${token}`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      },
    );
    expect(elsewhere.status).toBe(415);

    // A valid link of a member who is not (or no longer) there.
    const nobody = randomUUID();
    const goneLink = `member=${nobody}&kind=chat_digests&token=${unsubscribeToken(key, nobody, 'chat_digests')}`;
    expect((await app.request(`/api/email/unsubscribe?${goneLink}`)).status).toBe(404);
    expect((await app.request(`/api/email/unsubscribe?${goneLink}`, { method: 'POST' })).status).toBe(404);

    // Each kind's link switches that kind only.
    for (const kind of ['reminders', 'chat_digests'] as const) {
      const link = `member=${quiet.id}&kind=${kind}&token=${unsubscribeToken(key, quiet.id, kind)}`;
      const response = await app.request(`/api/email/unsubscribe?${link}`, { method: 'POST' });
      expect((await body(response)).data).toEqual({
        kind,
        subscribed: false,
        email: masked(quiet),
        message: `You will no longer get ${kind === 'reminders' ? 'reminder' : 'chat digest'} e-mails.`,
      });
      await app.request(`/api/email/resubscribe?${link}`, { method: 'POST' });
    }
    expect(
      (await body(await app.request('/api/member/email-preferences', { headers: quiet.auth }))).data,
    ).toEqual({ gameEmails: true, reminders: true, chatDigests: true });
  });

  it('lets only the signed-in member read and save their switches, validated', async () => {
    expect((await app.request('/api/member/email-preferences')).status).toBe(401);
    expect(
      (await app.request('/api/member/email-preferences', { method: 'PUT', json: { gameEmails: false } }))
        .status,
    ).toBe(401);
    const bad = await app.request('/api/member/email-preferences', {
      method: 'PUT',
      headers: quiet.auth,
      json: { gameEmails: 'nope', reminders: true },
    });
    expect(bad.status).toBe(400);
    expect((await body(bad)).errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'gameEmails', message: 'Choose whether to get game e-mails' }),
        expect.objectContaining({
          field: 'chatDigests',
          message: 'Choose whether to get chat digest e-mails',
        }),
      ]),
    );
    const saved = await app.request('/api/member/email-preferences', {
      method: 'PUT',
      headers: quiet.auth,
      json: { gameEmails: false, reminders: false, chatDigests: true },
    });
    expect(saved.status).toBe(200);
    expect((await body(saved)).data).toEqual({
      gameEmails: false,
      reminders: false,
      chatDigests: true,
      message: 'Your e-mail preferences were saved.',
    });
    // Another member's switches are their own.
    expect(
      (await body(await app.request('/api/member/email-preferences', { headers: captain.auth }))).data,
    ).toEqual({ gameEmails: true, reminders: true, chatDigests: true });
    expect(
      (await preferenceEvents(quiet.id))
        .filter((row) => row.payload.via === 'settings')
        .map((row) => row.payload),
    ).toEqual([
      { memberId: quiet.id, kind: 'game_emails', enabled: false, via: 'settings' },
      { memberId: quiet.id, kind: 'reminders', enabled: false, via: 'settings' },
    ]);
  });

  it('mails game e-mails and nudges to nobody who switched that kind off, with the kind in the links', async () => {
    // player: game e-mails off (first test); quiet: game e-mails and reminders off (previous test).
    const event = await createEvent(app, captain, teamId, { title: 'vs Quiet Rovers' });
    await app.smtp.waitFor(mailTo(captain.email, 'Austin Armadillos: vs Quiet Rovers, are you in?'), 20_000);
    await waitForInbox('events.event-created', 'events.mail-roster-on-event-created', event.id);
    for (const member of [player, quiet])
      expect(app.smtp.mails.filter(mailTo(member.email, 'vs Quiet Rovers, are you in?'))).toEqual([]);

    // The captain's nudge: reminders. player still has them on; quiet switched them off.
    const nudge = await app.request(`/api/event/${event.id}/nudge`, {
      method: 'POST',
      headers: captain.auth,
    });
    expect(nudge.status).toBe(200);
    const reminder = await app.smtp.waitFor(
      (mail) =>
        mail.to.includes(player.email) &&
        mailText(mail).includes('vs Quiet Rovers') &&
        /List-Unsubscribe/.test(mail.raw) &&
        !mailText(mail).includes('are you in?'),
      20_000,
    );
    const link = new URL(oneClickUrl(reminder.raw)!);
    expect(link.searchParams.get('kind')).toBe('reminders');
    expect(mailText(reminder)).toMatch(/^Unsubscribe: http\S+\/unsubscribe\/reminders\?/m);
    expect(
      app.smtp.mails.filter(
        (mail) => mail.to.includes(quiet.email) && mailText(mail).includes('vs Quiet Rovers'),
      ),
    ).toEqual([]);
  });
});
