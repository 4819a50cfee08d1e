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
// with its spots; two teams register, and on the next load the league shows full, its offer SoldOut,
// with no rebuild. The marketing build must be in dist/marketing (npm run build:marketing).

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

/** Loads the city page again until `card` says `text` (the server reads the listing again within its TTL). */
async function reloadUntil(page: Page, leagueName: string, text: string) {
  const until = Date.now() + 60_000;
  for (;;) {
    await page.goto(cityPage);
    const card = page.locator('.open-leagues__card', { has: page.getByRole('link', { name: leagueName }) });
    if ((await card.count()) > 0 && (await card.innerText()).includes(text)) return card;
    if (Date.now() > until) throw new Error(`${leagueName} never showed '${text}'`);
    await page.waitForTimeout(500);
  }
}

describe('a city page lists its open leagues, live', () => {
  for (const viewport of [phone, desktop] as Viewport[])
    it(`at ${viewport.width} px: a league opened in Phoenix shows with its spots, and shows full once two teams register`, async () => {
      shotsOnFailure(`city-pages-${viewport.width}`);
      await mkdir(SHOTS, { recursive: true });
      const coordinator = await member('Cory', 'Page', viewport);
      await makeStaff(coordinator.id, 'coordinator');
      const leagueName = uniqueName('Phoenix Night Sevens');
      const leagueId = await openFreeLeague(coordinator, leagueName);

      const visitor = await (await newContext(viewport)).newPage();
      const card = await reloadUntil(visitor, leagueName, '2 of 2 team spots left');
      await expect(card.innerText()).resolves.toContain('Free');
      await expect(card.innerText()).resolves.toContain('Thursdays');
      expect(await card.getByRole('link', { name: leagueName }).getAttribute('href')).toBe(
        `${appUrl}/marketplace/league/${leagueId}`,
      );
      await visitor.locator('#open-leagues').scrollIntoViewIfNeeded();
      await visitor.screenshot({ path: `${SHOTS}/city-page-open_${viewport.width}.png`, fullPage: true });

      for (const label of ['A', 'B']) {
        const captain = await member('Cap', `Tain${label}`, viewport);
        const teamId = await createTeam(captain, uniqueName(`Sun Devils ${label}`));
        const registered = await captain.context.request.post(
          `${appUrl}/api/league-common/league-payment-checkout`,
          { data: { leagueId, teamId } },
        );
        expect(registered.status(), await registered.text()).toBe(200);
      }

      const full = await reloadUntil(visitor, leagueName, 'Full, waitlist open');
      const events = await visitor
        .locator('script[type="application/ld+json"]')
        .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? '{}')));
      expect(events.find((event) => event.name === leagueName)?.offers?.availability).toBe(
        'https://schema.org/SoldOut',
      );
      await full.scrollIntoViewIfNeeded();
      await visitor.screenshot({ path: `${SHOTS}/city-page-full_${viewport.width}.png`, fullPage: true });
    }, 180_000);
});
