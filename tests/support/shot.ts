import { launchBrowser } from './browser.ts';

const [base, ...paths] = process.argv.slice(2);
const browser = await launchBrowser();
for (const path of paths) {
  for (const width of [375, 1280]) {
    const page = await browser.newPage({ viewport: { width, height: width === 375 ? 812 : 800 } });
    await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
    const name = `/tmp/shots/${(new URL(`${base}${path}`).host + path).replace(/[^a-z0-9]+/gi, '_')}_${width}.png`;
    await page.screenshot({ path: name, fullPage: true });
    console.log(name);
    await page.close();
  }
}
await browser.close();
