import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, onTestFailed } from 'vitest';
import { launchBrowser } from './browser.ts';

// What the browser journeys share: members signed up through the API, each in a browser of their own,
// and the clubs they play in. Browsed at the PUBLIC_URL origin (localhost), as the e-mailed links are.

export const appUrl = `http://localhost:${inject('port')}`;
export const mailDir = inject('mailDir');
export const password = 'Kickoff#2024';
export const phone = { width: 375, height: 812 };
export const desktop = { width: 1280, height: 800 };
export type Viewport = typeof phone;

/** A 1×1 PNG: the server re-encodes whatever image it is given. */
export const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

let counter = 0;
export const uniqueEmail = (label: string) => `${label}.${Date.now().toString(36)}${++counter}@example.com`;
/** `Armadillos 7`: a club name no other test of this run uses. */
export const uniqueName = (label: string) => `${label} ${++counter}`;

export interface Member {
  context: BrowserContext;
  /** The page opened when the member was made. */
  page: Page;
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  name: string;
  /** Another page in this member's signed-in browser. */
  newPage(): Promise<Page>;
}

export interface BrowserMembers {
  newContext(viewport?: Viewport): Promise<BrowserContext>;
  /** Signs up through the API in a browser of its own and completes the profile: a signed-in member. */
  member(firstName: string, lastName: string, viewport?: Viewport): Promise<Member>;
  /** On a failure, saves what every open page showed (E2E_SHOTS=dir). */
  shotsOnFailure(name: string): void;
}

/** Call at a test file's top level: Chromium starts before its tests and every context closes after. */
export function browserMembers(): BrowserMembers {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
  });

  async function newContext(viewport = phone): Promise<BrowserContext> {
    const context = await browser.newContext({ viewport });
    contexts.push(context);
    return context;
  }

  return {
    newContext,
    async member(firstName, lastName, viewport = phone) {
      const context = await newContext(viewport);
      const email = uniqueEmail(firstName.toLowerCase());
      const registered = await context.request.post(`${appUrl}/api/auth/register`, {
        data: {
          firstName,
          lastName,
          email,
          phone: '(512) 555-0142',
          zipCode: '78701',
          birthday: '1992-03-14',
          gender: 'FEMALE',
          password,
          confirmPassword: password,
        },
      });
      expect(registered.status()).toBe(201);
      const { data } = (await registered.json()) as { data: { member: { id: string } } };
      const profile = await context.request.patch(`${appUrl}/api/member`, {
        data: {
          firstName,
          lastName,
          location: 'Austin, TX',
          birthday: '1992-03-14',
          gender: 'FEMALE',
          phoneNumber: '(512) 555-0142',
          zip: '78701',
        },
      });
      expect(profile.status()).toBe(200);
      // What a sign-in in this browser leaves behind for the SPA.
      await context.addInitScript(() => localStorage.setItem('authenticated', 'true'));
      return {
        context,
        page: await context.newPage(),
        id: data.member.id,
        email,
        firstName,
        lastName,
        name: `${firstName} ${lastName}`,
        newPage: () => context.newPage(),
      };
    },
    shotsOnFailure(name) {
      const dir = process.env.E2E_SHOTS;
      if (!dir) return;
      onTestFailed(async () => {
        let index = 0;
        for (const context of contexts)
          for (const page of context.pages())
            await page.screenshot({ path: `${dir}/${name}-${index++}.png` }).catch(() => undefined);
      });
    },
  };
}

/** A team made through the API with `captain` as its first captain; its id. */
export async function createTeam(captain: Member, name: string): Promise<string> {
  const reply = await captain.context.request.post(`${appUrl}/api/team`, {
    data: {
      name,
      abbreviation: name.slice(0, 3),
      established: 2018,
      location: 'Austin, TX',
      zip: '78701',
      jerseyColor: '#6A1B9A',
    },
  });
  expect(reply.status()).toBe(201);
  return ((await reply.json()) as { data: { team: { id: string } } }).data.team.id;
}

/** A pickup group made through the API (details, banner and badge) with `admin` as its admin; its id. */
export async function createPickupGroup(admin: Member, name: string): Promise<string> {
  const reply = await admin.context.request.post(`${appUrl}/api/pickup-group`, {
    multipart: {
      name,
      acronym: name.slice(0, 2).toUpperCase(),
      established: '2020',
      location: 'Austin, TX',
      timezone: 'US/Central',
      banner: { name: 'banner.png', mimeType: 'image/png', buffer: png },
      badge: { name: 'badge.png', mimeType: 'image/png', buffer: png },
    },
  });
  expect(reply.status()).toBe(201);
  return ((await reply.json()) as { data: { id: string } }).data.id;
}

/** The captain makes a link (POST /api/invite) and the player applies it, as the landing page does. */
export async function joinTeam(captain: Member, teamId: string, member: Member): Promise<void> {
  const link = await captain.context.request.post(`${appUrl}/api/invite`, {
    headers: { invite_type: 'member' },
    data: { teamId, type: 'as_roster' },
  });
  expect(link.ok()).toBe(true);
  const { data } = (await link.json()) as { data: { token: string } };
  const applied = await member.context.request.post(`${appUrl}/api/public/invite/process`, {
    data: { token: data.token },
  });
  expect(applied.ok()).toBe(true);
}

/** Waits for a toast (or any text) that says exactly `message`. */
export async function toast(page: Page, message: string): Promise<void> {
  await page.getByText(message, { exact: true }).first().waitFor();
}

/** A wall-clock time as the event form sends it (month 1–12, hours 0–23). */
export interface WallTime {
  year: number;
  month: number;
  date: number;
  hours: number;
  minutes: number;
}

/** 6:30 pm, `days` from today (UTC calendar). */
export function daysFromNow(days: number): WallTime {
  const day = new Date(Date.now() + days * 86_400_000);
  return {
    year: day.getUTCFullYear(),
    month: day.getUTCMonth() + 1,
    date: day.getUTCDate(),
    hours: 18,
    minutes: 30,
  };
}

/** A team game through the API (spec §3 event payload), as its captain; its id. */
export async function createEvent(
  captain: Member,
  teamId: string,
  title: string,
  when: WallTime,
  timezone = 'US/Central',
): Promise<string> {
  const reply = await captain.context.request.post(`${appUrl}/api/event`, {
    headers: { team_id: teamId },
    data: { teamId, title, addressName: 'Zilker Park Field 3', timezone, ...when },
  });
  expect(reply.status()).toBe(201);
  return ((await reply.json()) as { data: { event: { id: string } } }).data.event.id;
}
