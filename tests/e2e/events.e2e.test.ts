import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  appUrl,
  browserMembers,
  createEvent,
  createTeam,
  daysFromNow,
  desktop,
  joinTeam,
  type Member,
  mailDir,
  password,
  phone,
  toast,
  uniqueName,
} from '../support/e2e-members.ts';
import { type MailFile, waitForMail } from '../support/mail-files.ts';

const { member: player, newContext, shotsOnFailure } = browserMembers();

async function rsvp(member: Member, eventId: string, status: 'yes' | 'no' | 'maybe') {
  const reply = await member.context.request.post(`${appUrl}/api/event/${eventId}/rsvp`, {
    data: { memberId: member.id, status },
  });
  expect(reply.ok()).toBe(true);
}

// Injected through the DevTools protocol, which the page's Content-Security-Policy does not govern.
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** Serious and critical axe-core violations on the page as it is now (WCAG 2 A and AA rules). */
async function accessibilityProblems(page: Page): Promise<string[]> {
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    // Runs in the page (the test's own type check knows no DOM).
    const scope = globalThis as unknown as {
      axe: { run: (context: unknown, options: unknown) => Promise<unknown> };
      document: unknown;
    };
    const result = (await scope.axe.run(scope.document, { runOnly: ['wcag2a', 'wcag2aa'] })) as {
      violations: Array<{ id: string; impact: string; nodes: Array<{ target: string[] }> }>;
    };
    return result.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map(
        (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      );
  });
}

/** The e-mail's RSVP button for `status` (its link carries rsvpStatus, eventId and memberId). */
function rsvpButtonLink(mail: MailFile, status: string): URL {
  const urls = [
    ...(mail.text.match(/https?:\/\/[^\s<>"')\]]+/g) ?? []),
    ...[...mail.html.matchAll(/href="([^"]+)"/g)].map((match) => match[1]!.replace(/&amp;/g, '&')),
  ];
  for (const candidate of urls) {
    const url = new URL(candidate);
    if (url.pathname.startsWith('/team-event/') && url.searchParams.get('rsvpStatus') === status) return url;
  }
  throw new Error(`No ${status} RSVP link in "${mail.subject}"`);
}

const pad = (value: number) => String(value).padStart(2, '0');

describe('team events in the browser', () => {
  it('a captain schedules a game; a player RSVPs yes from the e-mail while signed out, signs in, and is an attendee', async () => {
    shotsOnFailure('events-rsvp');
    const captain = await player('Carla', 'Mendes', desktop);
    const pia = await player('Pia', 'Santos');
    const teamName = uniqueName('Herons');
    const teamId = await createTeam(captain, teamName);
    await joinTeam(captain, teamId, pia);

    // The captain adds the game from the schedule, choosing the team by name.
    const page = await captain.newPage();
    await page.goto(`${appUrl}/events`);
    await page.getByRole('heading', { level: 1, name: 'Schedule' }).waitFor();
    await page.getByRole('button', { name: 'ADD EVENT' }).click();
    const form = page.getByRole('form', { name: 'Add event' });
    await form.getByRole('button', { name: 'CREATE EVENT' }).click();
    await form.getByText('This field is required').first().waitFor();
    const when = daysFromNow(10);
    await form.getByLabel('Team').selectOption({ label: teamName });
    await form.getByLabel('Title or opponent').fill('vs Blue Sharks');
    await form.getByLabel('Date').fill(`${when.year}-${pad(when.month)}-${pad(when.date)}`);
    await form.getByLabel('Time', { exact: true }).fill('18:30');
    await form.getByLabel('Timezone').selectOption('US/Central');
    await form.getByLabel('Location').fill('Zilker Park Field 3');
    await form.getByRole('button', { name: 'CREATE EVENT' }).click();
    await toast(page, 'Successfully created.');
    await page.waitForURL(/\/team-event\/[0-9a-f-]+$/);
    const eventId = new URL(page.url()).pathname.split('/').at(-1) ?? '';
    await page.getByRole('heading', { level: 1, name: 'vs Blue Sharks' }).waitFor();
    await page
      .getByText(/ \/ 06:30 PM/)
      .first()
      .waitFor();
    // Back on the schedule it was added from, the new game is listed without a reload.
    await page.goBack();
    await page
      .getByRole('list', { name: 'Upcoming games' })
      .getByText('vs Blue Sharks')
      .waitFor({ timeout: 5000 });
    await page.goForward();
    await page.getByRole('heading', { level: 1, name: 'vs Blue Sharks' }).waitFor();

    // The player's e-mail arrived over SMTP with YES / NO / MAYBE; YES is opened in a signed-out browser.
    const mail = await waitForMail(mailDir, pia.email, { subject: /vs Blue Sharks/ });
    const yes = rsvpButtonLink(mail, 'yes');
    expect(yes.searchParams.get('eventId')).toBe(eventId);
    expect(yes.searchParams.get('memberId')).toBe(pia.id);
    const signedOut = await (await newContext()).newPage();
    await signedOut.goto(yes.href);
    const login = signedOut.getByRole('form', { name: 'Log in' });
    await login.waitFor();
    // Spec §6: signing in comes first. The page says so as information, not drawn as a success.
    const notice = signedOut.locator('[data-kind="info"]', { hasText: 'Log in to send your RSVP.' });
    await notice.waitFor();
    expect(await notice.locator('svg[data-icon]').getAttribute('data-icon')).toBe('info');
    expect(await signedOut.locator('[data-kind="success"]').count()).toBe(0);
    await login.getByLabel('Email').fill(pia.email);
    await login.getByLabel('Password', { exact: true }).fill(password);
    await login.getByRole('button', { name: 'LOG IN' }).click();
    await toast(signedOut, 'Successfully sent RSVP');
    await signedOut.waitForURL(`${appUrl}/team-event/${eventId}`);
    await signedOut.getByRole('button', { name: 'YES', pressed: true }).waitFor();
    await signedOut.getByRole('list', { name: 'Attending', exact: true }).getByText('Pia Santos').waitFor();
    // The parameters are gone: a reload sends nothing again.
    expect(new URL(signedOut.url()).search).toBe('');

    // The captain's roster shows her too (after a reload at the latest).
    await page.reload();
    await page.getByRole('list', { name: 'Attending', exact: true }).getByText('Pia Santos').waitFor();

    // Opening someone else's link says so.
    const other = await (await player('Omar', 'Haddad')).newPage();
    await other.goto(yes.href);
    await toast(other, 'You can only RSVP yourself from an email invite');
  });

  it('after a game the captain saves the score and stats, two players vote MVP, and the leaderboard and profile card show it', async () => {
    shotsOnFailure('events-after-game');
    const captain = await player('Cora', 'Lind', desktop);
    const pia = await player('Pia', 'Nakamura');
    const omar = await player('Omar', 'Reyes');
    const teamId = await createTeam(captain, uniqueName('Otters'));
    await joinTeam(captain, teamId, pia);
    await joinTeam(captain, teamId, omar);
    // A game three days ago (the form allows any date; the API is quicker here).
    const eventId = await createEvent(captain, teamId, 'vs Red Foxes', daysFromNow(-3));
    await rsvp(pia, eventId, 'yes');
    await rsvp(omar, eventId, 'yes');

    const page = await captain.newPage();
    await page.goto(`${appUrl}/team-event/${eventId}`);
    await page.getByRole('heading', { level: 1, name: 'vs Red Foxes' }).waitFor();
    await page.getByRole('button', { name: 'ADD SCORE' }).click();
    const score = page.getByRole('form', { name: 'Game score' });
    await score.getByLabel('vs Red Foxes').fill('1');
    await score.getByLabel(/Otters/).fill('3');
    await score.getByRole('button', { name: 'SAVE SCORE' }).click();
    const confirm = page.getByRole('dialog', { name: 'SAVE GAME SCORE' });
    await confirm.getByRole('button', { name: 'SAVE GAME SCORE' }).click();
    await toast(page, 'Successfully saved!');
    await confirm.waitFor({ state: 'hidden' });

    // Stats: Pia scores twice and is player of the match; Omar assists once.
    await page.getByLabel('Goals, Pia Nakamura').fill('2');
    await page.getByLabel('Player of the match, Pia Nakamura').check();
    await page.getByLabel('Assists, Omar Reyes').fill('1');
    await page.getByRole('button', { name: 'SAVE STATS' }).click();
    await page.getByText('Successfully saved!').nth(0).waitFor();
    expect(await accessibilityProblems(page)).toEqual([]);

    // Two players vote.
    const piaPage = await pia.newPage();
    await piaPage.goto(`${appUrl}/team-event/${eventId}`);
    await piaPage.getByRole('button', { name: 'Vote Omar Reyes MVP' }).click();
    await piaPage.getByRole('button', { name: 'Your MVP vote: Omar Reyes' }).waitFor();
    const omarPage = await omar.newPage();
    await omarPage.goto(`${appUrl}/team-event/${eventId}`);
    await omarPage.getByRole('button', { name: 'Vote Pia Nakamura MVP' }).click();
    await omarPage.getByRole('button', { name: 'Your MVP vote: Pia Nakamura' }).waitFor();
    await omarPage.reload();
    const attending = omarPage.getByRole('list', { name: 'Attending', exact: true });
    await attending.getByRole('listitem').filter({ hasText: 'Pia Nakamura' }).getByText('1 vote').waitFor();
    await attending.getByRole('listitem').filter({ hasText: 'Omar Reyes' }).getByText('1 vote').waitFor();

    // Comments: Pia writes one; Omar's open page shows it without a reload (the event:<id> room).
    await piaPage.getByLabel('Your comment').fill('Great game, see you next week!');
    await piaPage.getByRole('button', { name: 'POST COMMENT' }).click();
    await piaPage
      .getByRole('list', { name: 'Comments' })
      .getByText('Great game, see you next week!')
      .waitFor();
    await omarPage
      .getByRole('list', { name: 'Comments' })
      .getByText('Great game, see you next week!')
      .waitFor();

    // The team's LEADERBOARD tab.
    await page.goto(`${appUrl}/team/${teamId}`);
    await page.getByRole('tab', { name: 'LEADERBOARD' }).click();
    /** A card's row for a player: rank, name and value. */
    const row = (card: string, name: string) =>
      page.getByRole('list', { name: card }).getByRole('listitem').filter({ hasText: name });
    await row('Goals', 'Pia Nakamura').waitFor();
    expect(await row('Goals', 'Pia Nakamura').textContent()).toBe('1Pia Nakamura2');
    expect(await row('Assists', 'Omar Reyes').textContent()).toBe('1Omar Reyes1');
    await page.getByRole('list', { name: 'POTM' }).getByText('Pia Nakamura').waitFor();
    expect(await accessibilityProblems(page)).toEqual([]);
    const games = page.getByRole('list', { name: 'Games played' });
    await games.getByText('Pia Nakamura').waitFor();
    await games.getByText('Omar Reyes').waitFor();

    // Pia's own profile card shows her numbers.
    await piaPage.goto(`${appUrl}/team/${teamId}?player=${pia.id}`);
    const stats = piaPage.getByRole('dialog').getByRole('region', { name: 'Stats' });
    await stats.waitFor();
    const statOf = async (label: string) =>
      (
        await stats
          .locator('div')
          .filter({ has: piaPage.getByText(label, { exact: true }) })
          .locator('dd')
          .textContent()
      )?.trim();
    expect(await statOf('Games')).toBe('1');
    expect(await statOf('Goals')).toBe('2');
    expect(await statOf('Assists')).toBe('0');
    expect(await statOf('POTM')).toBe('1');
  });

  it('the roster shows whole names at 375 and 1280 px, with the answer, the votes and VOTE in the row', async () => {
    shotsOnFailure('events-roster-names');
    const captain = await player('Casey', 'Captain', desktop);
    const long = await player('Bartholomew', 'Featherstonehaugh');
    const teamId = await createTeam(captain, uniqueName('Kestrels'));
    await joinTeam(captain, teamId, long);
    // A played game: every row has its VOTE button; Bartholomew said yes, Casey never answered.
    const eventId = await createEvent(captain, teamId, 'vs Grey Owls', daysFromNow(-2));
    await rsvp(long, eventId, 'yes');

    const page = await captain.newPage();
    for (const viewport of [phone, desktop]) {
      await page.setViewportSize(viewport);
      await page.goto(`${appUrl}/team-event/${eventId}`);
      for (const name of ['Casey Captain', 'Bartholomew Featherstonehaugh']) {
        const button = page.getByRole('button', { name: new RegExp(`^${name}`) });
        await button.waitFor();
        // Nothing in the name is cut off: every box holds all of its text.
        const clipped = await button.evaluate((element) =>
          [element, ...element.querySelectorAll('*')].some(
            (box) => box.scrollWidth > box.clientWidth + 1 || box.scrollHeight > box.clientHeight + 1,
          ),
        );
        expect(clipped, `${name} at ${viewport.width} px`).toBe(false);
      }
      await page.getByRole('button', { name: 'Vote Casey Captain MVP' }).waitFor();
    }
  });

  it('a game in US/Pacific on 2027-03-14 (clocks spring forward) shows its local time', async () => {
    shotsOnFailure('events-timezone');
    const captain = await player('Tess', 'Ward', desktop);
    const teamId = await createTeam(captain, uniqueName('Seals'));
    const morning = await createEvent(
      captain,
      teamId,
      'Dawn game',
      { year: 2027, month: 3, date: 14, hours: 10, minutes: 0 },
      'US/Pacific',
    );
    // 02:30 does not exist that night: the server moves it forward by the gap, to 03:30 daylight time.
    const gap = await createEvent(
      captain,
      teamId,
      'Gap game',
      { year: 2027, month: 3, date: 14, hours: 2, minutes: 30 },
      'US/Pacific',
    );
    const page = await captain.newPage();
    await page.goto(`${appUrl}/team-event/${morning}`);
    await page.getByRole('heading', { level: 1, name: 'Dawn game' }).waitFor();
    await page.getByText('Sunday / March 14 / 10:00 AM').waitFor();
    await page.getByText('PDT').first().waitFor();
    await page.goto(`${appUrl}/team-event/${gap}`);
    await page.getByRole('heading', { level: 1, name: 'Gap game' }).waitFor();
    await page.getByText('Sunday / March 14 / 03:30 AM').waitFor();
    // The schedule says the same.
    await page.goto(`${appUrl}/events`);
    await page
      .getByRole('list', { name: 'Upcoming games' })
      .getByText('Sunday / March 14 / 10:00 AM')
      .waitFor();
  });
});
