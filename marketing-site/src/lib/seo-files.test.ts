import { describe, expect, it } from 'vitest';
import { renderRobots, renderSitemap, sitemapUrls } from './seo-files.ts';

describe('sitemapUrls', () => {
  it('lists pages as absolute URLs with a trailing slash, home first, without the not-found page', () => {
    expect(sitemapUrls('http://play.localhost:3000', ['austin/why/', '', '404/', 'why/', 'austin/'])).toEqual(
      [
        'http://play.localhost:3000/',
        'http://play.localhost:3000/austin/',
        'http://play.localhost:3000/why/',
        'http://play.localhost:3000/austin/why/',
      ],
    );
  });

  it('lists a page once however its path is written', () => {
    expect(sitemapUrls('https://about.playfield.app/', ['/what', 'what/', '/what/'])).toEqual([
      'https://about.playfield.app/what/',
    ]);
  });
});

describe('renderSitemap', () => {
  it('writes a sitemaps.org url set with escaped locations', () => {
    const xml = renderSitemap(['https://a.example/?x=1&y=2']);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain('<loc>https://a.example/?x=1&#38;y=2</loc>');
  });
});

describe('renderRobots', () => {
  it('allows everything and points at the sitemap of the same host', () => {
    expect(renderRobots('http://about.localhost:3000')).toBe(
      'User-agent: *\nAllow: /\n\nSitemap: http://about.localhost:3000/sitemap.xml\n',
    );
  });
});
