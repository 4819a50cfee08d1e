import { existsSync } from 'node:fs';
import { type Browser, chromium } from 'playwright-core';

// Debian's Chromium, never a downloaded one. The flags keep it from reaching for the network, which
// this machine does not have, and let it run as root in CI. The end-to-end tests and the marketing
// audit (scripts/audit-marketing.ts) start it the same way.
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumFlags: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(chromiumPath)) {
    throw new Error(
      `Chromium not found at ${chromiumPath}: apt-get install -y chromium (or set CHROMIUM_PATH)`,
    );
  }
  return chromium.launch({ executablePath: chromiumPath, headless: true, args: [...chromiumFlags] });
}
