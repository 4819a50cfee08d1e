/** The page paths of a build as absolute URLs, sorted, without the not-found page. */
export function sitemapUrls(siteUrl: string, pathnames: readonly string[]): string[] {
  const base = new URL(siteUrl);
  const paths = new Set<string>();
  for (const raw of pathnames) {
    const trimmed = raw.replace(/^\/+|\/+$/g, '');
    if (trimmed === '404' || trimmed.endsWith('.xml') || trimmed.endsWith('.txt')) continue;
    paths.add(trimmed === '' ? '/' : `/${trimmed}/`);
  }
  return [...paths].sort(byDepthThenName).map((path) => new URL(path, base).href);
}

// Home first, then shallower pages before deeper ones, which is how people scan a sitemap.
function byDepthThenName(a: string, b: string): number {
  const depth = (path: string) => path.split('/').length;
  return depth(a) - depth(b) || a.localeCompare(b);
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

export function renderSitemap(urls: readonly string[]): string {
  const entries = urls.map((url) => `  <url><loc>${escapeXml(url)}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries}\n</urlset>\n`;
}

export function renderRobots(siteUrl: string): string {
  const sitemap = new URL('/sitemap.xml', siteUrl).href;
  return `User-agent: *\nAllow: /\n\nSitemap: ${sitemap}\n`;
}
