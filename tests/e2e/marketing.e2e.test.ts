import { request } from 'node:http';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from '../support/browser.ts';
import { cspViolationRecorder } from '../support/csp.ts';
import { waitForMail } from '../support/mail-files.ts';

// The marketing sites as the real server serves them (see tests/support/e2e-global-setup.ts): it picks
// the site by Host. Chromium resolves every *.localhost name to the loopback address; Node does not, so
// HTTP checks go to 127.0.0.1 with an explicit Host header.
const baseUrl = new URL(inject('baseUrl'));
const port = baseUrl.port;
const sites = {
  about: `about.localhost:${port}`,
  operator: `play.localhost:${port}`,
} as const;

interface Reply {
  status: number;
  contentType: string;
  body: string;
}

function get(host: string, path: string): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      { host: baseUrl.hostname, port, path, method: 'GET', headers: { host, accept: 'text/html' } },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          body += chunk;
        });
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            contentType: String(response.headers['content-type'] ?? ''),
            body,
          }),
        );
      },
    );
    outgoing.on('error', reject);
    outgoing.end();
  });
}

async function sitemapPaths(host: string): Promise<string[]> {
  const sitemap = await get(host, '/sitemap.xml');
  expect(sitemap.status).toBe(200);
  // The operator's sitemap also lists its open leagues' pages in the app (issue 20): not this site's.
  return [...sitemap.body.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map((match) => new URL(match[1] ?? ''))
    .filter((url) => url.hostname === host.replace(/:\d+$/, ''))
    .map((url) => url.pathname);
}

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe.each(Object.entries(sites))('the %s site', (name, host) => {
  it('serves every page of its sitemap with a title, a description and a canonical URL', async () => {
    const paths = await sitemapPaths(host);
    expect(paths.length).toBeGreaterThanOrEqual(name === 'about' ? 8 : 31);
    for (const path of paths) {
      const page = await get(host, path);
      expect(page.status, path).toBe(200);
      expect(page.contentType, path).toContain('text/html');
      expect(page.body, path).toMatch(/<title>[^<]+<\/title>/);
      expect(page.body, path).toContain('<meta name="description"');
      expect(page.body, path).toMatch(new RegExp(`<link rel="canonical" href="[^"]*${path}"`));
      expect(page.body.toLowerCase(), path).not.toMatch(/lorem|ipsum|coming soon/);
    }
  });

  it('answers an unknown path with its not-found page and status 404', async () => {
    const page = await get(host, '/no-such-page/');
    expect(page.status).toBe(404);
    expect(page.body).toContain('This page is out of bounds');
    expect(page.body).toContain('<meta name="robots" content="noindex"');
  });

  it('serves robots.txt pointing at its own sitemap', async () => {
    const robots = await get(host, '/robots.txt');
    expect(robots.status).toBe(200);
    expect(robots.body).toMatch(/^Sitemap: .*\/sitemap\.xml$/m);
  });
});

describe('the operator site', () => {
  it('has the pages of every city and speaks of the city on them', async () => {
    const paths = await sitemapPaths(sites.operator);
    for (const page of ['', 'why/', 'who/', 'play/', 'rules/', 'legal/']) {
      expect(paths).toContain(`/austin/${page}`);
    }
    const austin = await get(sites.operator, '/austin/play/');
    expect(austin.body).toContain('Austin');
    expect(austin.body).toContain('austin@playfield.app');
    expect(austin.body).toContain('"@type":"SportsOrganization"');
  });

  it('renders the rule sets of every format', async () => {
    const rules = await get(sites.operator, '/rules/');
    for (const format of ['5v5', 'Futsal', '7x7', '9x9', '11v11']) expect(rules.body).toContain(format);
    expect(rules.body).toContain('No slide tackles');
  });
});

async function openPage(host: string, path: string, width = 375): Promise<{ page: Page; errors: string[] }> {
  const page = await browser.newPage({ viewport: { width, height: 812 } });
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`http://${host}${path}`, { waitUntil: 'networkidle' });
  return { page, errors };
}

describe('navigation in the browser', () => {
  it('opens and closes the mobile menu', async () => {
    const { page, errors } = await openPage(sites.about, '/');
    try {
      const toggle = page.getByRole('button', { name: 'Open menu' });
      const menu = page.getByRole('navigation', { name: 'Main' });
      expect(await menu.isVisible()).toBe(false);
      await toggle.click();
      expect(await menu.isVisible()).toBe(true);
      expect(await menu.getByRole('link', { name: 'What' }).isVisible()).toBe(true);
      await page.getByRole('button', { name: 'Close menu' }).click();
      expect(await menu.isVisible()).toBe(false);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('offers the two products in the login choice', async () => {
    const { page } = await openPage(sites.operator, '/austin/', 1280);
    try {
      await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
      const dialog = page.getByRole('dialog', { name: 'Log in to Playfield' });
      await dialog.waitFor({ state: 'visible' });
      expect(await dialog.getByRole('link', { name: /Playfield App/ }).isVisible()).toBe(true);
      expect(await dialog.getByRole('link', { name: /Playfield Organizer/ }).isVisible()).toBe(true);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
    } finally {
      await page.close();
    }
  });
});

describe('the demo form', () => {
  async function openForm(): Promise<{ page: Page; errors: string[] }> {
    const opened = await openPage(sites.operator, '/book-demo/', 1280);
    // React hydrates the island on load; the form marks itself once it is interactive.
    await opened.page.locator('form[data-hydrated="true"]').waitFor();
    return opened;
  }

  async function fill(page: Page, values: Record<string, string>) {
    for (const [label, value] of Object.entries(values)) {
      const field = page.getByLabel(label, { exact: true });
      if (label === 'Country') await field.selectOption(value);
      else await field.fill(value);
    }
  }

  const valid = {
    'Full name': 'Dana Whitfield',
    Email: 'dana@eastsidesoccer.org',
    'Phone number': '5125550142',
    'Organization name': 'Eastside Adult Soccer',
    'State or province': 'TX',
    Country: 'United States',
    'Number of teams': '24',
    'Number of players': '360',
    Notes: 'Two coed divisions; we want online registration before spring.',
  };

  it('says every field is required when sent empty', async () => {
    const { page, errors } = await openForm();
    try {
      await page.getByRole('button', { name: 'Book a demo' }).click();
      await page.getByText('This field is required').first().waitFor();
      expect(await page.getByText('This field is required').count()).toBe(9);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('rejects a bad email and phone number, and masks the phone', async () => {
    const { page } = await openForm();
    try {
      await fill(page, { ...valid, Email: 'dana@club', 'Phone number': '512555' });
      expect(await page.getByLabel('Phone number').inputValue()).toBe('(512) 555');
      await page.getByRole('button', { name: 'Book a demo' }).click();
      await page.getByText('Invalid email').waitFor();
      expect(await page.getByText('Invalid phone number').isVisible()).toBe(true);
    } finally {
      await page.close();
    }
  });

  it('books a demo with the first click on the button right after correcting the last field', async () => {
    // On a phone the error line and the summary sit right above the button. (One run only: the
    // server takes five demo requests an hour from one address.)
    const page = await browser.newPage({ viewport: { width: 375, height: 812 } });
    // Content-Security-Policy violations (zod's `Function('')` probe among them) never reach the console.
    await page.addInitScript(cspViolationRecorder);
    try {
      await page.goto(`http://${sites.operator}/book-demo/`, { waitUntil: 'networkidle' });
      await page.locator('form[data-hydrated="true"]').waitFor();
      await fill(page, { ...valid, Notes: '' });
      const button = page.getByRole('button', { name: 'Book a demo' });
      await button.click();
      const notes = page.getByLabel('Notes', { exact: true });
      await page.getByText('This field is required').waitFor();
      expect(await notes.getAttribute('aria-invalid')).toBe('true');

      // Correct the last field and click the button straight away, focus still in the field.
      await notes.click();
      await notes.pressSequentially('Spring and fall seasons.');
      await button.click();
      await page.getByText('Successfully sent.').waitFor({ timeout: 5_000 });
      expect(await page.evaluate('window.cspViolations')).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('books a demo and says so', async () => {
    const { page, errors } = await openForm();
    try {
      await fill(page, valid);
      await page.getByRole('button', { name: 'Book a demo' }).click();
      await page.getByText('Successfully sent.').waitFor();
      expect(await page.getByLabel('Full name').inputValue()).toBe('');
      expect(errors).toEqual([]);
      // The operator's sales inbox gets the request and the organizer a confirmation.
      const toSales = await waitForMail(inject('mailDir'), 'leagues@playfield.app', {
        subject: /Eastside Adult Soccer/,
      });
      expect(toSales.text).toContain('Dana Whitfield');
      expect(toSales.text).toContain('Teams: 24');
      const confirmation = await waitForMail(inject('mailDir'), 'dana@eastsidesoccer.org');
      expect(confirmation.subject).toBe('We got your Playfield demo request');
    } finally {
      await page.close();
    }
  });
});
