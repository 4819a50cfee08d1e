import { mkdir } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { REGISTRATION_MESSAGES } from '../../src/contracts/leagues/registration.ts';
import {
  appUrl,
  browserMembers,
  createTeam,
  desktop,
  password,
  phone,
  toast,
  uniqueName,
  type Viewport,
} from '../support/e2e-members.ts';
import { makeStaff, OPERATOR_ORGANIZATION } from '../support/e2e-staff.ts';

// League registration in the browser at 375 and 1280 px (issue 18): a coordinator opens registration in
// the organizer console, a captain opens the league in the marketplace, registers their team, signs the
// organization's waiver, pays in TEST MODE and lands on the success page; a player registers as a free
// agent (free in this league); the coordinator then sees both registrations in the console (the free agent
// by name); the captain withdraws the team from the league page, told first it is refunded. Screenshots
// of every screen go to SHOTS.

const { member, newContext, shotsOnFailure } = browserMembers();
const SHOTS = process.env.E2E_SHOTS ?? '/tmp/shots/league-registration';
const JOURNEY_TIMEOUT = 180_000;
const listed = { timeout: 20_000 };

/** A datetime-local value `days` from today at `hh:mm` (whole days: the league's zone cannot move it across the window). */
function localInput(days: number, time: string): string {
  return `${new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)}T${time}`;
}

describe('league registration in the browser', () => {
  for (const viewport of [phone, desktop] as Viewport[])
    it(
      `at ${viewport.width} px: a coordinator opens registration, a signed-out captain logs in from the league, registers and pays in TEST MODE after signing the waiver, a player registers as a free agent, the coordinator sees both and places the free agent`,
      async () => {
        shotsOnFailure(`league-registration-${viewport.width}`);
        await mkdir(SHOTS, { recursive: true });
        const shot = (page: Page, name: string) =>
          page.screenshot({ path: `${SHOTS}/${name}_${viewport.width}.png`, fullPage: true });

        const coordinator = await member('Cora', 'Nolan', viewport);
        await makeStaff(coordinator.id, 'coordinator');
        const leagueName = uniqueName('Registration Sevens');
        const created = await coordinator.context.request.post(`${appUrl}/api/league`, {
          data: {
            name: leagueName,
            workspaceId: 1,
            format: '7x7',
            seasonStart: localInput(30, '00:00').slice(0, 10),
            seasonEnd: localInput(100, '00:00').slice(0, 10),
            gameDay: 'thursday',
            venues: ['Zilker Park Field 2'],
            timeSlots: ['7:00 PM'],
          },
        });
        expect(created.status()).toBe(201);
        const leagueId = ((await created.json()) as { data: { id: string } }).data.id;
        // A fresh version of the organization's waiver: the captain has not signed it.
        const waiver = await coordinator.context.request.post(
          `${appUrl}/api/organization/${OPERATOR_ORGANIZATION}/waivers`,
          {
            data: {
              name: 'Playfield player waiver',
              waiverVersion: `r${viewport.width}-${Date.now().toString(36)}`,
              text: 'I play at my own risk.',
            },
          },
        );
        expect(waiver.status(), await waiver.text()).toBeLessThan(300);

        // The coordinator opens registration in the console's Registration panel.
        const consolePage = await coordinator.newPage();
        await consolePage.goto(`${appUrl}/organizer?workspace=1&league=${leagueId}`);
        const panel = consolePage.getByRole('region', { name: 'Registration', exact: true });
        await panel.getByText('Registration has never been opened for this league.').waitFor();
        await panel.getByLabel('Registration opens').fill(localInput(-1, '09:00'));
        await panel.getByLabel('Registration closes').fill(localInput(20, '21:00'));
        await panel.getByLabel('Refund cut-off').fill(localInput(15, '21:00'));
        await panel.getByLabel('Maximum teams').fill('6');
        await panel.getByLabel('Team fee (USD)').fill('25');
        await panel.getByLabel('Level').selectOption('intermediate');
        await panel.scrollIntoViewIfNeeded();
        await shot(consolePage, 'console-registration-form');
        await panel.getByRole('button', { name: 'OPEN REGISTRATION' }).click();
        await toast(consolePage, REGISTRATION_MESSAGES.opened);
        await panel.getByText('Open now').waitFor();
        await panel.getByText('No registrations yet.').waitFor();
        await shot(consolePage, 'console-registration-open');

        // The marketplace's copy follows through the outbox.
        await expect
          .poll(async () => {
            const reply = await coordinator.context.request.get(
              `${appUrl}/api/marketplace/leagues/${leagueId}`,
            );
            return reply.status();
          }, listed)
          .toBe(200);

        // A captain opens the league, registers their team and signs the waiver on the way.
        const captain = await member('Theo', 'Banks', viewport);
        const teamName = uniqueName('Rovers');
        await createTeam(captain, teamName);
        // They open it signed out (a browser of their own): LOG IN TO REGISTER comes back to the league.
        const page = await (await newContext(viewport)).newPage();
        await page.goto(`${appUrl}/marketplace/league/${leagueId}`);
        await page.getByRole('heading', { level: 1, name: leagueName }).waitFor();
        await page.getByRole('link', { name: 'LOG IN TO REGISTER' }).click();
        const login = page.getByRole('form', { name: 'Log in' });
        await login.getByLabel('Email').fill(captain.email);
        await login.getByLabel('Password', { exact: true }).fill(password);
        await login.getByRole('button', { name: 'LOG IN' }).click();
        await expect.poll(() => new URL(page.url()).pathname, listed).toBe(`/marketplace/league/${leagueId}`);
        const register = page.getByRole('button', { name: `REGISTER ${teamName.toUpperCase()}` });
        await register.waitFor();
        await shot(page, 'league-page');
        await register.click();
        const dialog = page.getByRole('dialog', { name: 'SIGN THE WAIVER' });
        await dialog.getByText('I play at my own risk.').waitFor();
        await shot(page, 'sign-waiver');
        await dialog.getByRole('button', { name: 'I AGREE' }).click();

        // The server's TEST MODE checkout, then back to the success page.
        await page.getByText('TEST MODE').first().waitFor(listed);
        await shot(page, 'checkout');
        await page.getByRole('button', { name: 'Pay $25 (test)' }).click();
        await expect
          .poll(() => new URL(page.url()).pathname, listed)
          .toBe('/marketplace/league/registration-success');
        await page.getByRole('heading', { level: 1, name: 'Your team is registered' }).waitFor(listed);
        await page.getByText(`${teamName} is registered and paid.`).waitFor(listed);
        await shot(page, 'registration-success');

        // A player registers as a free agent: free in this league, so after the waiver it is done at once.
        const player = await member('Ines', 'Duarte', viewport);
        await player.page.goto(`${appUrl}/marketplace/league/${leagueId}`);
        await player.page.getByRole('button', { name: 'REGISTER AS A FREE AGENT' }).click();
        const playerWaiver = player.page.getByRole('dialog', { name: 'SIGN THE WAIVER' });
        await playerWaiver.getByRole('button', { name: 'I AGREE' }).click();
        await expect
          .poll(() => new URL(player.page.url()).pathname, listed)
          .toBe('/marketplace/free-agent/registration-success');
        await player.page
          .getByRole('heading', { level: 1, name: 'You are registered as a free agent' })
          .waitFor(listed);
        await shot(player.page, 'free-agent-success');

        await consolePage.reload();
        const table = panel.getByRole('table', { name: 'Registrations' });
        const row = table.getByRole('row').filter({ hasText: teamName });
        await row.waitFor(listed);
        expect(await row.textContent()).toContain('Paid');
        // The free agent is named in the console's list.
        const freeAgentRow = table.getByRole('row').filter({ hasText: 'Ines Duarte (free agent)' });
        expect(await freeAgentRow.textContent()).toContain('Registered');
        await panel.getByRole('link', { name: 'EXPORT CSV' }).waitFor();
        // The coordinator places the free agent on the captain's team.
        await freeAgentRow.getByRole('button', { name: 'PLACE ON A TEAM' }).click();
        const placeDialog = consolePage.getByRole('dialog', { name: 'PLACE ON A TEAM' });
        await placeDialog.getByLabel('Team').selectOption({ label: teamName });
        await shot(consolePage, 'console-place-free-agent');
        await placeDialog.getByRole('button', { name: 'PLACE', exact: true }).click();
        await toast(consolePage, REGISTRATION_MESSAGES.placed);
        await panel.scrollIntoViewIfNeeded();
        await shot(consolePage, 'console-registrations');
        // The registrations table scrolls inside its box; the page itself never scrolls sideways.
        expect(await consolePage.evaluate('document.documentElement.scrollWidth')).toBe(viewport.width);
        const csv = await coordinator.context.request.get(
          `${appUrl}/api/league/${leagueId}/registrations/csv`,
        );
        expect(await csv.text()).toContain(',paid,');

        // The captain withdraws the team from the league page: asked first, told it is refunded (before
        // the cut-off), then told it is done; the page then has nothing left to withdraw.
        await page.goto(`${appUrl}/marketplace/league/${leagueId}`);
        await page.getByText('Registered', { exact: true }).waitFor(listed);
        await page.getByRole('button', { name: `WITHDRAW ${teamName}` }).click();
        const withdrawDialog = page.getByRole('dialog', { name: 'WITHDRAW' });
        await withdrawDialog.getByText(/You will be refunded \$25/).waitFor();
        await shot(page, 'withdraw');
        await withdrawDialog.getByRole('button', { name: 'WITHDRAW', exact: true }).click();
        await page
          .getByText(/^Withdrawn\./)
          .first()
          .waitFor(listed);
        await expect
          .poll(() => page.getByRole('button', { name: `WITHDRAW ${teamName}` }).count(), listed)
          .toBe(0);
      },
      JOURNEY_TIMEOUT,
    );
});
