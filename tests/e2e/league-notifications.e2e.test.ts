import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { LeagueDto, LeagueScheduleDto } from '../../src/contracts/leagues/index.ts';
import {
  appUrl,
  browserMembers,
  createTeam,
  desktop,
  joinTeam,
  mailDir,
  password,
  phone,
  toast,
  uniqueName,
  type Viewport,
} from '../support/e2e-members.ts';
import { makeStaff } from '../support/e2e-staff.ts';
import { type MailFile, waitForMail } from '../support/mail-files.ts';

// Where the screenshots go (LEAGUE_NOTICE_SHOTS=dir), for a person to look at.
const shots = process.env.LEAGUE_NOTICE_SHOTS;
const { member: player, newContext, shotsOnFailure } = browserMembers();
/** Members sign up, a league is set up and the workers mail: more than the default minute on a busy machine. */
const JOURNEY_TIMEOUT = 150_000;

const badge = (page: Page) => page.getByTestId('notification-badge');
const bell = (page: Page) => page.getByRole('button', { name: /^Notifications/ });

/** The e-mail's league RSVP button for `status`. */
function leagueRsvpLink(mail: MailFile, status: string): URL {
  for (const candidate of mail.text.match(/https?:\/\/[^\s<>"')\]]+/g) ?? []) {
    const url = new URL(candidate);
    if (url.pathname.startsWith('/league-event/') && url.searchParams.get('rsvpStatus') === status)
      return url;
  }
  throw new Error(`No ${status} RSVP link in "${mail.subject}"`);
}

async function ok<T>(reply: { ok(): boolean; json(): Promise<unknown>; text(): Promise<string> }) {
  if (!reply.ok()) throw new Error(await reply.text());
  return ((await reply.json()) as { data: T }).data;
}

describe('league game notifications in the browser', () => {
  for (const [label, viewport] of [
    ['375', phone],
    ['1280', desktop],
  ] as Array<[string, Viewport]>) {
    it(
      `at ${label} px: a player sees the moved league game in the bell, opens it, and answers YES from the e-mail link signed out`,
      async () => {
        shotsOnFailure(`league-notifications-${label}`);
        const cora = await player('Cora', 'Ordway', desktop);
        await makeStaff(cora.id, 'coordinator');
        const captain = await player('Sam', 'Okafor');
        const pia = await player('Pia', 'Lindqvist', viewport);
        const rival = await player('Rui', 'Costa');
        const home = uniqueName('Kestrels');
        const homeId = await createTeam(captain, home);
        await joinTeam(captain, homeId, pia);
        const awayId = await createTeam(rival, uniqueName('Ravens'));

        // The coordinator's set-up through the API: a league of two teams, scheduled and published.
        const api = cora.context.request;
        const leagueName = uniqueName('Spring Notice League');
        const league = await ok<LeagueDto>(
          await api.post(`${appUrl}/api/league`, {
            data: {
              name: leagueName,
              workspaceId: 1,
              format: '7x7',
              seasonStart: '2027-03-02',
              seasonEnd: '2027-05-25',
              gameDay: 'tuesday',
              venues: ['North field'],
              timeSlots: ['7:00 PM'],
            },
          }),
        );
        for (const teamId of [homeId, awayId])
          await ok(await api.post(`${appUrl}/api/league/${league.id}/teams`, { data: { teamId } }));
        const { games } = await ok<LeagueScheduleDto>(
          await api.post(`${appUrl}/api/league/${league.id}/schedule`, { data: {} }),
        );
        await ok(await api.post(`${appUrl}/api/league/${league.id}/publish`));

        // The season's schedule reaches Pia once, in the bell and as one e-mail.
        const page = await pia.newPage();
        await page.goto(`${appUrl}/events`);
        await badge(page).waitFor({ timeout: 30_000 });
        await bell(page).click();
        await page.getByText(`The ${leagueName} season schedule is out. See your games.`).waitFor();
        await page.getByRole('button', { name: 'Mark All Read' }).click();
        await badge(page).waitFor({ state: 'detached' });
        await bell(page).click();
        await waitForMail(mailDir, pia.email, { subject: new RegExp(`Your season schedule: ${leagueName}`) });

        // The coordinator moves the first game an hour later: the bell lights up live with it.
        const game = games[0]!;
        const moved = new Date(new Date(game.dateAndTime!).getTime() + 3_600_000).toISOString();
        await ok(await api.patch(`${appUrl}/api/league/event/${game.id}`, { data: { startsAt: moved } }));
        await expect.poll(() => badge(page).textContent(), { timeout: 30_000 }).toBe('1');
        await bell(page).click();
        const item = page.getByRole('button', {
          name: new RegExp(`${game.title} \\(${leagueName}\\) has changed`),
        });
        await item.waitFor();
        if (shots) await page.screenshot({ path: `${shots}/league-bell-${label}.png` });
        await item.click();
        await page.waitForURL(`${appUrl}/league-event/${game.id}`);
        await page.getByRole('heading', { level: 1 }).filter({ hasText: home }).waitFor();

        // The e-mail's YES, opened signed out: log in first, then the answer is sent for her team.
        const mail = await waitForMail(mailDir, pia.email, { subject: /has changed/ });
        expect(mail.text).toContain(leagueName);
        const yes = leagueRsvpLink(mail, 'yes');
        expect(yes.searchParams.get('memberId')).toBe(pia.id);
        const signedOut = await (await newContext(viewport)).newPage();
        await signedOut.goto(yes.href);
        const login = signedOut.getByRole('form', { name: 'Log in' });
        await login.waitFor();
        await signedOut.locator('[data-kind="info"]', { hasText: 'Log in to send your RSVP.' }).waitFor();
        await login.getByLabel('Email').fill(pia.email);
        await login.getByLabel('Password', { exact: true }).fill(password);
        await login.getByRole('button', { name: 'LOG IN' }).click();
        await toast(signedOut, 'Successfully sent RSVP');
        await signedOut.waitForURL(`${appUrl}/league-event/${game.id}`);
        await signedOut.getByRole('button', { name: 'YES', pressed: true }).waitFor();
        // Sent once: the sign-in returns to the game's page without the link, the kept answer goes from there.
        await signedOut.waitForTimeout(1000);
        expect(await signedOut.getByText('Successfully sent RSVP').count()).toBe(1);
        if (shots) await signedOut.screenshot({ path: `${shots}/league-rsvp-${label}.png`, fullPage: true });

        // Her schedule lists the league game with her answer.
        await signedOut.goto(`${appUrl}/events`);
        const list = signedOut.getByRole('list', { name: 'Upcoming games' });
        await list
          .getByRole('link', { name: new RegExp(game.title) })
          .first()
          .waitFor();
        if (shots)
          await signedOut.screenshot({ path: `${shots}/league-schedule-${label}.png`, fullPage: true });
      },
      JOURNEY_TIMEOUT,
    );
  }
});
