import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTeam } from '../support/clubs-factories.ts';
import { createEvent } from '../support/events-factories.ts';
import {
  createMember,
  generousLimits,
  mailText,
  mailTo,
  type TestMember,
} from '../support/identity-factories.ts';
import { type MailingTestApp, startTestAppWithMail } from '../support/test-app.ts';

let app: MailingTestApp;
let captain: TestMember;
let player: TestMember;
let teamId: string;

beforeAll(async () => {
  app = await startTestAppWithMail({ env: generousLimits });
  captain = await createMember(app, { firstName: 'Maya' });
  player = await createMember(app, { firstName: 'Luis' });
  teamId = await insertTeam(app, { captains: [captain.id], players: [player.id], name: 'Austin Armadillos' });
});
afterAll(async () => {
  await app?.stop();
});

const links = (text: string) =>
  [...text.matchAll(/https?:\/\/[^\s"<>]+\/team-event\/[^\s"<>]+/g)].map(
    (m) => new URL(m[0].replaceAll('&amp;', '&')),
  );

describe('event e-mails', () => {
  it('mails every roster member the game in its zone with YES / NO / MAYBE links (DST change day, Pacific)', async () => {
    const event = await createEvent(app, captain, teamId, {
      timezone: 'US/Pacific',
      hours: 1,
      minutes: 30,
      date: 7,
      month: 11,
      year: 2027,
      title: 'vs Fall Back FC',
    });
    const mail = await app.smtp.waitFor(
      mailTo(player.email, 'Austin Armadillos: vs Fall Back FC, are you in?'),
      20_000,
    );
    const text = mailText(mail);
    // Unfolded raw headers (the text helper decodes `=xx`): a one-click link, identity-email-preferences tests it.
    expect(mail.raw.replace(/\r?\n[ \t]+/g, ' ')).toMatch(
      /^List-Unsubscribe: <http[^>]+\/api\/email\/unsubscribe\?member=[^&]+&kind=game_emails&token=[^>]+>/m,
    );
    expect(text).toContain('Content-Type: text/plain');
    expect(text).toContain('Content-Type: text/html');
    // The first (daylight) 01:30 of the day clocks fall back.
    expect(text).toContain('Sunday / November 07 / 01:30 AM (Pacific time)');
    const found = links(text);
    for (const status of ['yes', 'no', 'maybe']) {
      const link = found.find((url) => url.searchParams.get('rsvpStatus') === status);
      expect(link, status).toBeDefined();
      expect(link!.pathname).toBe(`/team-event/${event.id}`);
      expect(link!.searchParams.get('eventId')).toBe(event.id);
      expect(link!.searchParams.get('memberId')).toBe(player.id);
    }
    await app.smtp.waitFor(mailTo(captain.email, 'Austin Armadillos: vs Fall Back FC, are you in?'), 20_000);
  });

  it('shows the shifted time for a game set in the spring-forward gap, and mails changes and cancellations', async () => {
    const event = await createEvent(app, captain, teamId, {
      timezone: 'US/Pacific',
      hours: 2,
      minutes: 30,
      date: 14,
      month: 3,
      year: 2027,
      title: 'vs Spring FC',
    });
    const created = await app.smtp.waitFor(
      mailTo(player.email, 'Austin Armadillos: vs Spring FC, are you in?'),
      20_000,
    );
    expect(mailText(created)).toContain('Sunday / March 14 / 03:30 AM (Pacific time)');
    await app.request(`/api/event/${event.id}`, {
      method: 'PATCH',
      headers: captain.auth,
      json: { addressName: 'Butler Park' },
    });
    const changed = await app.smtp.waitFor(
      mailTo(player.email, 'Austin Armadillos: vs Spring FC has changed'),
      20_000,
    );
    expect(mailText(changed)).toContain('Butler Park');
    await app.request(`/api/event/${event.id}`, { method: 'DELETE', headers: captain.auth });
    const cancelled = await app.smtp.waitFor(
      mailTo(player.email, 'Austin Armadillos: vs Spring FC is cancelled'),
      20_000,
    );
    expect(links(mailText(cancelled))).toHaveLength(0);
    // Exactly one creation mail per member, even though the relay and worker may retry.
    expect(
      app.smtp.mails.filter(mailTo(player.email, 'Austin Armadillos: vs Spring FC, are you in?')),
    ).toHaveLength(1);
  });
});
