import { writeFile } from 'node:fs/promises';
import type { AstroIntegration } from 'astro';
import { renderRobots, renderSitemap, sitemapUrls } from '../lib/seo-files.ts';

/**
 * Writes `sitemap.xml` and `robots.txt` for the site being built, from the pages Astro actually rendered,
 * so a new page or city can never be missing from the sitemap.
 */
export function seoFiles(): AstroIntegration {
  let site: string | undefined;
  return {
    name: 'playfield:seo-files',
    hooks: {
      'astro:config:done': ({ config }) => {
        site = config.site;
      },
      'astro:build:done': async ({ pages, dir, logger }) => {
        if (!site) throw new Error('seo-files: set `site` in the Astro config to build a sitemap');
        const urls = sitemapUrls(
          site,
          pages.map((page) => page.pathname),
        );
        await writeFile(new URL('sitemap.xml', dir), renderSitemap(urls));
        await writeFile(new URL('robots.txt', dir), renderRobots(site));
        logger.info(`sitemap.xml with ${urls.length} pages and robots.txt for ${site}`);
      },
    },
  };
}
