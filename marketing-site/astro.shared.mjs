import { fileURLToPath } from 'node:url';
import react from '@astrojs/react';
import { seoFiles } from './src/integrations/seo-files.ts';

const root = fileURLToPath(new URL('.', import.meta.url));

const recaptchaSources = ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'];

const defaults = {
  about: { env: 'ABOUT_SITE_URL', url: 'http://about.localhost:3000' },
  operator: { env: 'OPERATOR_SITE_URL', url: 'http://play.localhost:3000' },
};

/**
 * One Astro project, two static sites: each build gets its own pages (`src/sites/<name>/pages`), site URL
 * and output folder, and shares every component, layout and data file under `src/`.
 *
 * @param {'about' | 'operator'} name
 * @returns {import('astro').AstroUserConfig}
 */
export function siteConfig(name) {
  const site = process.env[defaults[name].env] || defaults[name].url;
  return {
    root,
    srcDir: `./src/sites/${name}`,
    publicDir: './public',
    outDir: `../dist/marketing/${name}`,
    cacheDir: `../node_modules/.astro/marketing-${name}`,
    site,
    // Directory output gives every page an index.html, so a static server answers `/why/` directly and
    // redirects `/why` to it; links, canonicals and the sitemap all use the trailing slash.
    trailingSlash: 'always',
    build: { format: 'directory', inlineStylesheets: 'always' },
    compressHTML: true,
    devToolbar: { enabled: false },
    // No markdown here; turning highlighting off also keeps Shiki's inline styles out of the CSP.
    markdown: { syntaxHighlight: false },
    // Only the operator site has a React island (the demo form); the about site ships no framework.
    integrations: name === 'operator' ? [react(), seoFiles()] : [seoFiles()],
    // Astro writes a Content-Security-Policy <meta> with the hash of every inline script and style it
    // emits (the island loader on the demo page among them); reCAPTCHA v3 is the one outside source.
    security: {
      csp: {
        scriptDirective: { resources: ["'self'", ...recaptchaSources] },
        directives: [`frame-src ${recaptchaSources.join(' ')}`, "object-src 'none'", "base-uri 'self'"],
      },
    },
    vite: {
      cacheDir: `../node_modules/.vite/marketing-${name}`,
      // Emit scripts as files rather than inline, so a `script-src 'self'` policy is enough for them.
      build: { assetsInlineLimit: 0 },
    },
  };
}
