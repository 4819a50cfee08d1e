import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from '../support/browser.ts';
import { cspViolationRecorder } from '../support/csp.ts';

// The SPA's first paint and first route as the production build serves them (issue 7): the HTML shell
// paints the brand before any script or stylesheet has arrived, the splash loads the login form's code
// only when someone reaches for it, and zod runs under the Content-Security-Policy without a violation.
const baseUrl = inject('baseUrl');

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** The colour of one pixel of a PNG screenshot, as #rrggbb. */
async function pixel(png: Buffer, x: number, y: number): Promise<string> {
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  const offset = (y * info.width + x) * info.channels;
  return `#${[0, 1, 2].map((channel) => (data[offset + channel] ?? 0).toString(16).padStart(2, '0')).join('')}`;
}

function isPurple(hex: string): boolean {
  const [r, g, b] = [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16)) as [
    number,
    number,
    number,
  ];
  return b > g + 20 && r > g && r + g + b < 450;
}

// The landing routes (/, /create-account, …) are prerendered pages of their own (issue 15,
// prerendered-landing.e2e.test.ts); every other route gets the shell, the marketplace for one.
const shellUrl = `${baseUrl}/marketplace`;

describe('the HTML shell', () => {
  it('paints the brand and a skeleton while scripts and the stylesheet have not arrived', async () => {
    const page = await browser.newPage({ viewport: { width: 375, height: 812 } });
    // Scripts and the stylesheet never answer: whatever paints comes from the HTML alone.
    const held: Array<() => void> = [];
    await page.route(/\.(js|css)$/, (route) =>
      new Promise<void>((release) => held.push(release)).then(() => route.abort()),
    );
    try {
      await page.goto(shellUrl, { waitUntil: 'commit' });
      const shell = page.locator('[data-boot-shell]');
      await shell.getByText('Playfield', { exact: true }).waitFor();
      expect(await shell.locator('.boot-bar').first().isVisible()).toBe(true);
      expect(await page.getByRole('status').textContent()).toContain('Loading Playfield…');
      // Painted, not just in the DOM: the band is purple on screen.
      const shot = await page.screenshot({ clip: { x: 0, y: 0, width: 375, height: 120 }, timeout: 10_000 });
      expect(isPurple(await pixel(shot, 300, 100))).toBe(true);
    } finally {
      for (const release of held) release();
      await page.close();
    }
  });

  it('without JavaScript shows the brand and says JavaScript is needed, with no skeleton', async () => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 375, height: 812 },
    });
    try {
      const page = await context.newPage();
      await page.goto(shellUrl);
      expect(await page.getByText('Playfield', { exact: true }).isVisible()).toBe(true);
      // Text locators skip <noscript>; its paragraph is found by its class.
      const message = page.locator('.boot-noscript');
      expect(await message.isVisible()).toBe(true);
      expect(await message.textContent()).toBe(
        'Playfield needs JavaScript to run. Please turn it on and reload the page.',
      );
      expect(await page.locator('.boot-bar').first().isVisible()).toBe(false);
    } finally {
      await context.close();
    }
  });

  it('is replaced by the app once it runs', async () => {
    const page = await browser.newPage({ viewport: { width: 375, height: 812 } });
    try {
      await page.goto(shellUrl);
      await page.getByRole('heading', { level: 1, name: 'Marketplace' }).waitFor();
      expect(await page.locator('[data-boot-shell]').count()).toBe(0);
    } finally {
      await page.close();
    }
  });
});

describe('the splash page’s login form', () => {
  async function openSplash(): Promise<{ page: Page; scripts: string[] }> {
    const page = await browser.newPage({ viewport: { width: 375, height: 812 } });
    await page.addInitScript(cspViolationRecorder);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('.js')) scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(baseUrl, { waitUntil: 'networkidle' });
    await page.getByRole('form', { name: 'Log in' }).waitFor();
    return { page, scripts };
  }

  it('loads its code only when someone reaches for it, keeping what was typed', async () => {
    const { page, scripts } = await openSplash();
    try {
      // Nothing touched yet: neither the form's code nor the schema library has been fetched.
      await page.waitForTimeout(500);
      expect(scripts.filter((path) => /\/login-form-[^/]+\.js$/.test(path))).toEqual([]);

      const form = page.getByRole('form', { name: 'Log in' });
      const formCode = page.waitForRequest(/\/login-form-[^/]+\.js$/);
      const previewForm = await form.elementHandle();
      await form.getByLabel('Email').pressSequentially('ada@');
      await formCode;
      // The real form has taken over (the preview's form element is gone from the page); what was typed
      // in the preview is in it, and typing goes on in the same field.
      await page.waitForFunction((preview) => !preview?.isConnected, previewForm);
      expect(await form.getByLabel('Email').inputValue()).toBe('ada@');
      await page.keyboard.type('example');
      await form.getByLabel('Password', { exact: true }).fill('x');
      await form.getByRole('button', { name: 'LOG IN' }).click();
      // The real form, with zod's message for what was typed in both forms.
      await form.getByText('Invalid email address').waitFor();
      expect(await form.getByLabel('Email').inputValue()).toBe('ada@example');
      expect(await page.evaluate('window.cspViolations')).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('sends a LOG IN pressed before its code arrived once the code is there', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    // The form's code is slow to come: the visitor has typed and pressed LOG IN before it arrives.
    let release: () => void = () => undefined;
    const slow = new Promise<void>((done) => {
      release = done;
    });
    await page.route(/\/login-form-[^/]+\.js$/, async (route) => {
      await slow;
      await route.continue();
    });
    try {
      await page.goto(baseUrl, { waitUntil: 'networkidle' });
      const form = page.getByRole('form', { name: 'Log in' });
      await form.getByLabel('Email').fill('nobody@example.com');
      await form.getByLabel('Password', { exact: true }).fill('Wrong#pass1');
      await form.getByRole('button', { name: 'LOG IN' }).click();
      release();
      await form.getByRole('alert').filter({ hasText: 'Invalid email or password' }).waitFor();
    } finally {
      release();
      await page.close();
    }
  });

  it('keeps a LOG IN press whose code arrives while the button is held down', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    // The code is held back until the visitor has pressed the button (autofilled fields, nothing else
    // touched), then arrives before the button is released: the press must still log in.
    let release: () => void = () => undefined;
    const held = new Promise<void>((done) => {
      release = done;
    });
    await page.route(/\/login-form-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    try {
      await page.goto(baseUrl, { waitUntil: 'networkidle' });
      const form = page.getByRole('form', { name: 'Log in' });
      // Filled as a password manager does, without focusing the form.
      const autofill = (input: unknown, value: string) => {
        (input as { value: string }).value = value;
      };
      await form.getByLabel('Email').evaluate(autofill, 'nobody@example.com');
      await form.getByLabel('Password', { exact: true }).evaluate(autofill, 'Wrong#pass1');
      const box = await form.getByRole('button', { name: 'LOG IN' }).boundingBox();
      if (!box) throw new Error('no LOG IN button');
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      const code = page.waitForResponse(/\/login-form-[^/]+\.js$/);
      await page.mouse.down();
      release();
      await code;
      // Time for the code to run and React to commit whatever it would commit during the press.
      await page.waitForTimeout(500);
      await page.mouse.up();
      await form.getByRole('alert').filter({ hasText: 'Invalid email or password' }).waitFor();
    } finally {
      release();
      await page.close();
    }
  });
});

describe('zod under the Content-Security-Policy', () => {
  it('validates the sign-up form without a policy violation', async () => {
    const page = await browser.newPage({ viewport: { width: 375, height: 812 } });
    await page.addInitScript(cspViolationRecorder);
    try {
      await page.goto(new URL('/create-account', baseUrl).href, { waitUntil: 'networkidle' });
      const form = page.getByRole('form', { name: 'Create account' });
      await form.getByRole('button', { name: 'CREATE ACCOUNT' }).click();
      await form.getByText('Email is required').waitFor();
      expect(await page.evaluate('window.cspViolations')).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
