import { mkdir } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { WorkspaceDto } from '../../src/contracts/leagues/organizations.ts';
import {
  appUrl,
  browserMembers,
  createTeam,
  desktop,
  type Member,
  mailDir,
  password,
  phone,
  toast,
  uniqueName,
  type Viewport,
} from '../support/e2e-members.ts';
import { makeStaff, OPERATOR_ORGANIZATION } from '../support/e2e-staff.ts';
import { linkIn, waitForMail } from '../support/mail-files.ts';

// The marketplace screens in the browser at 375 and 1280 px: a visitor filters the leagues by city, the
// address keeps the filter through a reload, the league page shows its facts; a player lists themself
// as a free agent and finds themself in the list, and a captain finds them there and invites them to a
// team. Screenshots of every screen go to SHOTS.

const { member, newContext, shotsOnFailure } = browserMembers();
const SHOTS = process.env.E2E_SHOTS ?? '/tmp/shots/marketplace';
const navigation = { timeout: 20_000 };

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000);
const isoDate = (date: Date) => date.toISOString().slice(0, 10);

let coordinator: Member;
let cities: WorkspaceDto[];
/** One open league in each of two cities (the second is the one filtered for). */
const leagues: Array<{ id: string; name: string; workspaceId: number }> = [];

/** A league in `workspaceId` opened for registration by the coordinator, through the API. */
async function openLeague(name: string, workspaceId: number, teamFeeCents: number) {
  const created = await coordinator.context.request.post(`${appUrl}/api/league`, {
    data: {
      name,
      workspaceId,
      format: '7x7',
      seasonStart: isoDate(inDays(20)),
      seasonEnd: isoDate(inDays(90)),
      gameDay: 'wednesday',
      venues: ['Zilker Park'],
      timeSlots: ['7:00 PM', '8:00 PM'],
    },
  });
  expect(created.status()).toBe(201);
  const id = ((await created.json()) as { data: { id: string } }).data.id;
  const opened = await coordinator.context.request.put(`${appUrl}/api/league/${id}/registration`, {
    data: {
      opensAt: inDays(-1).toISOString(),
      closesAt: inDays(15).toISOString(),
      maxTeams: 8,
      teamFee: { amountCents: teamFeeCents, currency: 'USD' },
      freeAgentFee: { amountCents: 0, currency: 'USD' },
      refundCutoff: inDays(10).toISOString(),
      gender: 'coed',
      level: 'recreational',
      learnMoreUrl: 'https://example.com/rules',
    },
  });
  expect(opened.status(), await opened.text()).toBeLessThan(300);
  leagues.push({ id, name, workspaceId });
}

/** The marketplace's copy follows the leagues event through the outbox: wait until it lists the league. */
async function untilListed(name: string) {
  // A hand-made poll: expect.poll may only run inside a test, and this runs in beforeAll.
  const deadline = Date.now() + navigation.timeout;
  for (;;) {
    const reply = await coordinator.context.request.get(
      `${appUrl}/api/marketplace/leagues?q=${encodeURIComponent(name)}`,
    );
    const names = ((await reply.json()) as { data: Array<{ name: string }> }).data.map((each) => each.name);
    if (names.includes(name)) return;
    if (Date.now() > deadline) throw new Error(`${name} never reached the marketplace`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const pathAndQuery = (page: Page) => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};

/** Fails when the page scrolls sideways (a phone must never have to). */
async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => {
    const root = (
      globalThis as unknown as { document: { documentElement: { scrollWidth: number; clientWidth: number } } }
    ).document.documentElement;
    return { scroll: root.scrollWidth, client: root.clientWidth };
  });
  expect(widths.scroll).toBeLessThanOrEqual(widths.client);
}

describe('the marketplace in the browser', () => {
  beforeAll(async () => {
    await mkdir(SHOTS, { recursive: true });
    coordinator = await member('Olivia', 'Organizer', desktop);
    await makeStaff(coordinator.id, 'coordinator');
    const reply = await coordinator.context.request.get(
      `${appUrl}/api/organization-common/${OPERATOR_ORGANIZATION}/workspaces`,
    );
    cities = ((await reply.json()) as { data: WorkspaceDto[] }).data;
    expect(cities.length).toBeGreaterThanOrEqual(2);
    await openLeague(uniqueName('Marketplace Austin 7v7'), cities[0]?.id ?? 1, 0);
    await openLeague(uniqueName('Marketplace Second City 7v7'), cities[1]?.id ?? 2, 12_000);
    for (const league of leagues) await untilListed(league.name);
    // A current waiver, outstanding for every new member: registration asks for it first.
    const waiver = await coordinator.context.request.post(
      `${appUrl}/api/organization/${OPERATOR_ORGANIZATION}/waivers`,
      {
        data: {
          name: 'Marketplace player waiver',
          waiverVersion: `mkt-${Date.now().toString(36)}`,
          text: 'I play at my own risk.',
        },
      },
    );
    expect(waiver.status(), await waiver.text()).toBe(201);
  }, 120_000);

  for (const viewport of [phone, desktop] as Viewport[]) {
    const shot = (page: Page, name: string) =>
      page.screenshot({ path: `${SHOTS}/${name}_${viewport.width}.png`, fullPage: true });

    it(`at ${viewport.width} px: a visitor filters leagues by city, reloads, and opens one`, async () => {
      shotsOnFailure(`marketplace-visitor-${viewport.width}`);
      const [austin, second] = leagues;
      const city = cities.find((each) => each.id === second?.workspaceId);
      if (!austin || !second || !city) throw new Error('set-up missing');
      const page = await (await newContext(viewport)).newPage();
      await page.goto(`${appUrl}/marketplace`);
      await page.getByRole('heading', { level: 1, name: 'Marketplace' }).waitFor();
      // Public: no app header, the footer instead.
      expect(await page.getByRole('banner').count()).toBe(0);
      await page.getByRole('contentinfo').waitFor();
      await page.getByRole('list', { name: 'Leagues open for registration' }).waitFor();
      await shot(page, 'list-leagues');
      await expectNoSidewaysScroll(page);

      await page.getByLabel('City').selectOption(String(city.id));
      await page.getByLabel('Search').fill(second.name);
      await page.getByRole('button', { name: 'SEARCH' }).click();
      await expect
        .poll(() => pathAndQuery(page), navigation)
        .toBe(`/marketplace?city=${city.id}&q=${encodeURIComponent(second.name).replace(/%20/g, '+')}`);
      const list = page.getByRole('list', { name: 'Leagues open for registration' });
      const card = list.getByRole('link', { name: new RegExp(second.name) });
      await card.waitFor();
      await card.getByText('$120').waitFor();
      // 8 spots, fewer once the captains' test below has registered at the other width.
      await card.getByText(/^\d of 8 team spots left$/).waitFor();
      await card.getByText(`Zilker Park, ${city.name}`).waitFor();
      expect(await list.getByRole('link', { name: new RegExp(austin.name) }).count()).toBe(0);

      // The address keeps the filter: a reload shows the same list, the city still chosen.
      await page.reload();
      await card.waitFor();
      expect(await page.getByLabel('City').inputValue()).toBe(String(city.id));
      expect(await page.getByLabel('Search').inputValue()).toBe(second.name);
      await shot(page, 'list-filtered');

      await card.click();
      await expect.poll(() => pathAndQuery(page), navigation).toBe(`/marketplace/league/${second.id}`);
      await page.getByRole('heading', { level: 1, name: second.name }).waitFor();
      const facts = page.getByRole('list', { name: 'League facts' });
      await facts.getByText('$120 a team').waitFor();
      await facts.getByText('Registration open').waitFor();
      await page
        .getByRole('region', { name: '7x7 rules' })
        .getByText(/23 min halves/)
        .waitFor();
      await page.getByRole('region', { name: 'Season' }).getByText('7:00 PM, 8:00 PM').waitFor();
      expect(
        await page.getByRole('link', { name: 'LEARN MORE ABOUT THIS LEAGUE' }).getAttribute('href'),
      ).toBe('https://example.com/rules');
      await page.getByRole('link', { name: 'LOG IN TO REGISTER' }).waitFor();
      await shot(page, 'league');
      await expectNoSidewaysScroll(page);
    }, 90_000);

    it(`at ${viewport.width} px: a captain signs in from the league, signs the waiver, pays in TEST MODE and is registered`, async () => {
      shotsOnFailure(`marketplace-register-${viewport.width}`);
      const second = leagues[1];
      if (!second) throw new Error('set-up missing');
      const captain = await member('Cam', `Captain${viewport.width}`, viewport);
      const teamName = uniqueName('Marketplace Movers');
      const teamId = await createTeam(captain, teamName);
      // Signed out first: LOG IN TO REGISTER comes back to the league after the login.
      await captain.context.clearCookies();
      const page = await (await newContext(viewport)).newPage();
      await page.goto(`${appUrl}/marketplace/league/${second.id}`);
      await page.getByRole('link', { name: 'LOG IN TO REGISTER' }).click();
      await page.getByLabel('Email').fill(captain.email);
      await page.getByLabel('Password', { exact: true }).fill(password);
      await page.getByRole('button', { name: 'LOG IN' }).click();
      await expect.poll(() => pathAndQuery(page), navigation).toBe(`/marketplace/league/${second.id}`);

      await page.getByRole('button', { name: `REGISTER ${teamName.toUpperCase()}` }).click();
      const waiver = page.getByRole('dialog', { name: 'SIGN THE WAIVER' });
      await waiver.getByText('I play at my own risk.').waitFor();
      await shot(page, 'register-waiver');
      await waiver.getByRole('button', { name: 'I AGREE' }).click();

      // The server's own TEST MODE checkout (no Stripe key), then back to the success page.
      await page.getByText('TEST MODE').first().waitFor();
      await page.getByRole('button', { name: 'Pay $120 (test)' }).click();
      await expect
        .poll(() => new URL(page.url()).pathname, navigation)
        .toBe('/marketplace/league/registration-success');
      await page.getByRole('heading', { level: 1, name: 'Your team is registered' }).waitFor();
      await shot(page, 'register-success');
      await expectNoSidewaysScroll(page);

      // The coordinator sees the team registered and paid.
      await expect
        .poll(async () => {
          const reply = await coordinator.context.request.get(
            `${appUrl}/api/league/${second.id}/registrations`,
          );
          const rows = (
            (await reply.json()) as {
              data: Array<{ teamId: string | null; status: string; paymentStatus: string }>;
            }
          ).data;
          const row = rows.find((each) => each.teamId === teamId);
          return row ? `${row.status}/${row.paymentStatus}` : 'none';
        }, navigation)
        .toBe('registered/paid');
    }, 120_000);

    it(`at ${viewport.width} px: a player lists themself as a free agent and appears in the list`, async () => {
      shotsOnFailure(`marketplace-free-agent-${viewport.width}`);
      const player = await member('Fran', `Agent${viewport.width}`, viewport);
      const page = player.page;
      await page.goto(`${appUrl}/marketplace?tab=free-agents`);
      await page.getByRole('button', { name: 'LIST YOURSELF' }).click();
      const dialog = page.getByRole('dialog', { name: 'LIST YOURSELF AS A FREE AGENT' });
      await dialog.getByLabel('City').selectOption(String(cities[0]?.id ?? 1));
      await dialog.getByLabel('Midfielder').check();
      await dialog.getByLabel('Tuesday').check();
      await dialog.getByLabel('Evenings').check();
      await dialog.getByLabel('About you').fill('Box-to-box midfielder, two good feet.');
      await shot(page, 'free-agent-form');
      await dialog.getByRole('button', { name: 'LIST ME' }).click();
      await page.getByRole('heading', { level: 1, name: player.name }).waitFor();
      expect(pathAndQuery(page)).toMatch(/^\/marketplace\/free-agent\/[0-9a-f-]{36}$/);
      await page.getByRole('button', { name: 'PAUSE' }).waitFor();
      await shot(page, 'free-agent');
      await expectNoSidewaysScroll(page);

      await page.getByRole('link', { name: '← Marketplace' }).click();
      const list = page.getByRole('list', { name: 'Free agents' });
      await list.getByRole('link', { name: new RegExp(player.name) }).waitFor();
      await page.getByRole('link', { name: 'MY LISTING' }).waitFor();
      await shot(page, 'list-free-agents');

      // A captain finds them in the list, opens them and invites them to a team; the player's
      // address stays hidden, clubs mails the team's invite and its link puts them on the roster.
      const captain = await member('Kai', `Captain${viewport.width}`, viewport);
      const teamName = uniqueName('Free Agent Finders');
      const teamId = await createTeam(captain, teamName);
      const scout = captain.page;
      await scout.goto(`${appUrl}/marketplace?tab=free-agents`);
      await scout
        .getByRole('list', { name: 'Free agents' })
        .getByRole('link', { name: new RegExp(player.name) })
        .click();
      await scout.getByRole('heading', { level: 1, name: player.name }).waitFor();
      await scout.getByRole('button', { name: 'INVITE TO TEAM' }).click();
      await toast(scout, 'Invites sent successfully!');
      expect(await scout.content()).not.toContain(player.email);
      await shot(scout, 'free-agent-invited');
      const invite = await waitForMail(mailDir, player.email, { subject: new RegExp(teamName) });
      await page.goto(linkIn(invite, `/team/${teamId}`).href);
      await toast(page, `Congrats! You were added to ${teamName} team by ${captain.name}`);

      // A post, for the posts tab's and the post page's screenshots.
      const posted = await player.context.request.post(`${appUrl}/api/marketplace/posts`, {
        data: {
          workspaceId: cities[0]?.id ?? 1,
          category: 'looking_for_players',
          title: uniqueName('Sunday 7v7 needs two defenders'),
          body: 'Coed rec team, games at Zilker on Sunday mornings.',
        },
      });
      expect(posted.status()).toBe(201);
      const postId = ((await posted.json()) as { data: { post: { id: string } } }).data.post.id;
      await page.goto(`${appUrl}/marketplace?tab=posts`);
      await page.getByRole('list', { name: 'Posts' }).waitFor();
      await shot(page, 'list-posts');
      await page.goto(`${appUrl}/marketplace/post/${postId}`);
      await page.getByRole('button', { name: 'DELETE' }).waitFor();
      await shot(page, 'post');
      await expectNoSidewaysScroll(page);
    }, 150_000);
  }
});
