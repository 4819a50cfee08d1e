import { mkdir } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import {
  appUrl,
  browserMembers,
  createTeam,
  desktop,
  type Member,
  phone,
  uniqueName,
  type Viewport,
} from '../support/e2e-members.ts';
import { makeStaff } from '../support/e2e-staff.ts';

// The operator's city page in the browser at 375 and 1280 px (issue 20): a coordinator opens a league's
// registration in Phoenix and the city page (served by the real server from the built site) lists it
// with its spots, its offer LimitedAvailability (2 left); two teams register, and on a later load the
// league is gone from the page (card, count and JSON-LD), with no rebuild, while its own marketplace
// page shows it full. The marketing build is read from MARKETING_DIST_DIR, by default dist/marketing
// (npm run build:marketing).

const { member, newContext, shotsOnFailure } = browserMembers();
const SHOTS = process.env.E2E_SHOTS ?? '/tmp/shots/city-pages';
const cityPage = `http://play.localhost:${inject('port')}/phoenix/`;
const day = 86_400_000;
const iso = (offset: number) => new Date(Date.now() + offset).toISOString();

async function openFreeLeague(coordinator: Member, name: string): Promise<string> {
  const created = await coordinator.context.request.post(`${appUrl}/api/league`, {
    data: {
      name,
      workspaceId: 4,
      format: '7x7',
      seasonStart: iso(30 * day).slice(0, 10),
      seasonEnd: iso(100 * day).slice(0, 10),
      gameDay: 'thursday',
      venues: ['Encanto Field 2'],
      timeSlots: ['8:00 PM'],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const leagueId = ((await created.json()) as { data: { id: string } }).data.id;
  const opened = await coordinator.context.request.put(`${appUrl}/api/league/${leagueId}/registration`, {
    data: {
      opensAt: iso(-day),
      closesAt: iso(20 * day),
      refundCutoff: iso(10 * day),
      maxTeams: 2,
      teamFee: { amountCents: 0, currency: 'USD' },
      freeAgentFee: null,
      gender: 'coed',
      level: 'recreational',
      learnMoreUrl: null,
    },
  });
  expect(opened.status(), await opened.text()).toBe(200);
  return leagueId;
}

const cardOf = (page: Page, leagueName: string) =>
  page.locator('.open-leagues__card', { has: page.getByRole('link', { name: leagueName }) });

/** Loads the city page again until `done` holds (the server reads the listing again within its TTL). */
async function reloadUntil(page: Page, done: () => Promise<boolean>, what: string) {
  const until = Date.now() + 60_000;
  for (;;) {
    await page.goto(cityPage);
    if (await done()) return;
    if (Date.now() > until) throw new Error(`the city page never showed ${what}`);
    await page.waitForTimeout(500);
  }
}

/** The schema.org events of the page's JSON-LD blocks. */
const eventsOf = (page: Page) =>
  page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) =>
      scripts.map((script) => JSON.parse(script.textContent ?? '{}') as Record<string, unknown>),
    );

/**
 * Registers a team as the league page does. Other journeys of the run may have published a version of
 * the operator's waiver (waivers, league registration): the captain signs the one the app asks for first.
 */
async function registerTeam(captain: Member, leagueId: string, teamId: string) {
  const register = () =>
    captain.context.request.post(`${appUrl}/api/league-common/league-payment-checkout`, {
      data: { leagueId, teamId },
    });
  const first = await register();
  if (first.status() !== 409) return first;
  const [outstanding] = ((await first.json()) as { errors: Array<{ code?: string; field?: string }> }).errors;
  if (outstanding?.code !== 'WaiverOutstanding' || !outstanding.field) return first;
  const signed = await captain.context.request.post(
    `${appUrl}/api/member/${captain.id}/waivers/${outstanding.field}`,
  );
  expect(signed.status(), await signed.text()).toBe(200);
  return register();
}

describe('a city page lists its open leagues, live', () => {
  for (const viewport of [phone, desktop] as Viewport[])
    it(`at ${viewport.width} px: a league opened in Phoenix shows with its spots, and leaves the page once two teams fill it`, async () => {
      shotsOnFailure(`city-pages-${viewport.width}`);
      await mkdir(SHOTS, { recursive: true });
      const coordinator = await member('Cory', 'Page', viewport);
      await makeStaff(coordinator.id, 'coordinator');
      const leagueName = uniqueName('Phoenix Night Sevens');
      const leagueId = await openFreeLeague(coordinator, leagueName);

      const visitor = await (await newContext(viewport)).newPage();
      const card = cardOf(visitor, leagueName);
      await reloadUntil(
        visitor,
        async () => (await card.count()) > 0 && (await card.innerText()).includes('2 of 2 team spots left'),
        `${leagueName} with 2 of 2 spots`,
      );
      await expect(card.innerText()).resolves.toContain('Free');
      await expect(card.innerText()).resolves.toContain('Thursdays');
      expect(await card.getByRole('link', { name: leagueName }).getAttribute('href')).toBe(
        `${appUrl}/marketplace/league/${leagueId}`,
      );
      const offered = (await eventsOf(visitor)).find((event) => event.name === leagueName);
      expect((offered?.offers as { availability?: string } | undefined)?.availability).toBe(
        'https://schema.org/LimitedAvailability',
      );
      const countBefore = await visitor.locator('.open-leagues__count').innerText();
      await visitor.locator('#open-leagues').scrollIntoViewIfNeeded();
      await visitor.screenshot({ path: `${SHOTS}/city-page-open_${viewport.width}.png`, fullPage: true });

      for (const label of ['A', 'B']) {
        const captain = await member('Cap', `Tain${label}`, viewport);
        const teamId = await createTeam(captain, uniqueName(`Sun Devils ${label}`));
        const registered = await registerTeam(captain, leagueId, teamId);
        expect(registered.status(), await registered.text()).toBe(200);
      }

      // Full: off the city page, as a closed league is (the other journey's leagues may still be listed).
      await reloadUntil(visitor, async () => (await card.count()) === 0, `${leagueName} gone`);
      expect((await eventsOf(visitor)).map((event) => event.name)).not.toContain(leagueName);
      const listed = Number.parseInt(countBefore, 10);
      const count = visitor.locator('.open-leagues__count');
      if (listed > 1) await expect(count.innerText()).resolves.toMatch(new RegExp(`^${listed - 1} `));
      else
        await expect(visitor.locator('.open-leagues__empty').innerText()).resolves.toContain(
          'No leagues are open for registration in Phoenix right now.',
        );
      await visitor.locator('#open-leagues').scrollIntoViewIfNeeded();
      await visitor.screenshot({ path: `${SHOTS}/city-page-filled_${viewport.width}.png`, fullPage: true });

      // Its own page still takes teams on the waitlist: it says Full, and registration is open.
      await visitor.goto(`${appUrl}/marketplace/league/${leagueId}`);
      await visitor.getByRole('heading', { name: leagueName, level: 1 }).waitFor();
      await visitor.getByRole('list', { name: 'League facts' }).getByText('Full', { exact: true }).waitFor();
      await visitor.getByRole('link', { name: 'LOG IN TO REGISTER' }).waitFor();
    }, 180_000);
});
