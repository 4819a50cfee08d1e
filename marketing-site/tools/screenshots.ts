import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { launchBrowser } from '../../tests/support/browser.ts';
import { startMarketingServer } from './static-server.ts';

// `node marketing-site/tools/screenshots.ts about:/ operator:/austin/ …`: full-page PNGs of built pages at
// phone (375 px) and desktop (1280 px) widths, into screenshots/ (git-ignored), to look at before shipping.
const dist = fileURLToPath(new URL('../../dist/marketing/', import.meta.url));
const out = fileURLToPath(new URL('../../screenshots/', import.meta.url));
const targets = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['about:/', 'operator:/'];

await mkdir(out, { recursive: true });
const { server, port } = await startMarketingServer({ about: `${dist}about`, operator: `${dist}operator` });
const browser = await launchBrowser();
try {
  for (const target of targets) {
    const [site, path = '/'] = target.split(':');
    const host = site === 'about' ? 'about.localhost' : 'play.localhost';
    for (const width of [375, 1280]) {
      const page = await browser.newPage({ viewport: { width, height: width < 768 ? 812 : 800 } });
      await page.goto(`http://${host}:${port}${path}`, { waitUntil: 'networkidle' });
      const base = `${site}${path.replaceAll('/', '_')}${width}`;
      // Long phone pages are cut into screen-sized parts so each stays legible when viewed.
      const height = await page.evaluate('document.documentElement.scrollHeight');
      const part = width < 768 ? 1400 : Number(height);
      for (let top = 0, index = 1; top < Number(height); top += part, index += 1) {
        const name = `${base}-${index}.png`;
        const clip = { x: 0, y: top, width, height: Math.min(part, Number(height) - top) };
        await page.screenshot({ path: `${out}${name}`, fullPage: true, clip });
        console.log(`screenshots/${name}`);
      }
      await page.close();
    }
  }
} finally {
  await browser.close();
  server.close();
}
