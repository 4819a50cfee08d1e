import { mkdir } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { WAIVER_MESSAGES } from '../../src/contracts/waivers/messages.ts';
import {
  appUrl,
  browserMembers,
  createTeam,
  desktop,
  joinTeam,
  mailDir,
  phone,
  toast,
  uniqueName,
  type Viewport,
} from '../support/e2e-members.ts';
import { makeStaff, OPERATOR_ORGANIZATION } from '../support/e2e-staff.ts';
import { linkIn, waitForMail } from '../support/mail-files.ts';

const { member: player, shotsOnFailure } = browserMembers();
const JOURNEY_TIMEOUT = 150_000;
/** Where the journey leaves its screenshots to be looked at (E2E_SHOTS names another folder). */
const SHOTS = process.env.E2E_SHOTS ?? '/tmp/shots/waivers';

describe('waivers in the browser', () => {
  for (const viewport of [phone, desktop] as Viewport[])
    it(
      `at ${viewport.width} px: a coordinator publishes a waiver, the captain sees it outstanding on a player's card and reminds them, the player signs from the e-mail and sees what they signed`,
      async () => {
        shotsOnFailure(`waivers-${viewport.width}`);
        await mkdir(SHOTS, { recursive: true });
        const shot = (page: import('playwright-core').Page, name: string) =>
          page.screenshot({ path: `${SHOTS}/${name}_${viewport.width}.png`, fullPage: true });

        const olivia = await player('Olivia', 'Grant', viewport);
        await makeStaff(olivia.id, 'coordinator');
        const captain = await player('Cass', 'Captain', viewport);
        const mia = await player('Mia', 'Signer', viewport);
        const teamId = await createTeam(captain, uniqueName('Waiver Wolves'));
        await joinTeam(captain, teamId, mia);
        // The team plays in a league of the operator's organization, so its waiver is the team's concern.
        const league = await olivia.context.request.post(`${appUrl}/api/league`, {
          data: {
            name: uniqueName('Waiver League'),
            workspaceId: 1,
            format: '7x7',
            seasonStart: '2027-03-02',
            seasonEnd: '2027-05-25',
            gameDay: 'tuesday',
            venues: ['North field'],
            timeSlots: ['7:00 PM'],
          },
        });
        expect(league.status()).toBe(201);
        const leagueId = ((await league.json()) as { data: { id: string } }).data.id;
        const registered = await olivia.context.request.post(`${appUrl}/api/league/${leagueId}/teams`, {
          data: { teamId },
        });
        expect(registered.status()).toBe(201);

        // The coordinator publishes a new version in the console's Waiver panel.
        const waiverName = uniqueName('Playfield player waiver');
        const version = `e2e-${viewport.width}-${Date.now().toString(36)}`;
        const consolePage = await olivia.newPage();
        await consolePage.goto(`${appUrl}/organizer`);
        const panel = consolePage.getByRole('region', { name: 'Waiver' });
        await panel.getByLabel('Waiver name').fill(waiverName);
        await panel.getByLabel('Version').fill(version);
        await panel
          .getByLabel('Waiver text')
          .fill('I play at my own risk.\n\nI follow the referees and the code of conduct.');
        await panel.getByRole('button', { name: 'PUBLISH WAIVER' }).click();
        await toast(consolePage, WAIVER_MESSAGES.published);
        await panel.getByText(version, { exact: true }).waitFor();
        await panel.scrollIntoViewIfNeeded();
        await shot(consolePage, 'console-waiver-panel');

        // The captain opens the player's card: outstanding, in the error style, with SEND REMINDER.
        const captainPage = await captain.newPage();
        await captainPage.goto(`${appUrl}/team/${teamId}?player=${mia.id}`);
        const card = captainPage.getByRole('dialog', { name: mia.name });
        const row = card.getByText(`${waiverName} ${WAIVER_MESSAGES.outstanding}`, { exact: true });
        await row.waitFor();
        // The error style: --color-danger-700 (the test code has no DOM types, the page has the function).
        const colorOf = (node: unknown) =>
          (globalThis as unknown as { getComputedStyle(node: unknown): { color: string } }).getComputedStyle(
            node,
          ).color;
        expect(await row.evaluate(colorOf)).toBe('rgb(163, 38, 28)');
        await shot(captainPage, 'card-outstanding-captain');
        await card.getByRole('button', { name: 'SEND REMINDER' }).click();
        await toast(captainPage, WAIVER_MESSAGES.reminderSent);

        // The player sees it outstanding on their own card too, and signs from the reminder's link.
        const miaPage = mia.page;
        await miaPage.goto(`${appUrl}/team/${teamId}?player=${mia.id}`);
        await miaPage
          .getByRole('dialog', { name: mia.name })
          .getByText(`${waiverName} ${WAIVER_MESSAGES.outstanding}`, { exact: true })
          .waitFor();
        const mail = await waitForMail(mailDir, mia.email, { subject: /Please sign/ });
        expect(mail.text).toContain(waiverName);
        const link = linkIn(mail, `/sign-waiver/${OPERATOR_ORGANIZATION}`);
        await miaPage.goto(`${appUrl}${link.pathname}`);
        await miaPage.getByText('I play at my own risk.', { exact: false }).waitFor();
        await shot(miaPage, 'sign-waiver');
        await miaPage.getByRole('button', { name: 'I AGREE' }).click();

        // What was signed, which version and when.
        await miaPage.waitForURL(/\/waivers\/[0-9a-f-]{36}$/);
        await miaPage.getByRole('heading', { level: 1, name: waiverName }).waitFor();
        await miaPage.getByText(version, { exact: true }).waitFor();
        await miaPage.getByText('Signed: current version').waitFor();
        await shot(miaPage, 'signed-waiver');

        // The captain now sees the signed waiver as a link to that page.
        await captainPage.reload();
        const signedLink = captainPage
          .getByRole('dialog', { name: mia.name })
          .getByRole('link', { name: `${waiverName} (signed)` });
        await signedLink.waitFor();
        expect(new URL(miaPage.url()).pathname).toBe(await signedLink.getAttribute('href'));
      },
      JOURNEY_TIMEOUT,
    );
});
