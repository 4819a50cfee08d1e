import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** One prerendered landing page, as the build's `prerendered/manifest.json` lists it (web/prerender-plugin.ts). */
interface PrerenderedPage {
  /** Relative to the SPA build. */
  file: string;
  /** A regular expression's source, matched against the whole path. */
  path: string;
  /** Query keys the request must carry. */
  required: string[];
  /** Query keys it may carry besides. */
  optional: string[];
}

export type PrerenderedPagePicker = (path: string, query: URLSearchParams) => string | undefined;

/**
 * Issue 15: which prerendered page (a file of the SPA build) answers a request for an app path, if
 * any. A page is prerendered for one first view: its path, with exactly the query keys that view
 * depends on. Any other request (another path, an unknown or missing key) gets index.html, whose
 * skeleton the SPA replaces. A build without prerendered pages (or none at all) picks nothing.
 */
export function prerenderedPages(webDistDir: string): PrerenderedPagePicker {
  let pages: (PrerenderedPage & { pattern: RegExp })[] = [];
  try {
    const manifest = JSON.parse(readFileSync(join(webDistDir, 'prerendered', 'manifest.json'), 'utf8')) as {
      pages: PrerenderedPage[];
    };
    pages = manifest.pages.map((page) => ({ ...page, pattern: new RegExp(page.path) }));
  } catch {
    // No manifest: an older build, or none. Every path gets index.html.
  }
  return (path, query) => {
    const keys = [...new Set(query.keys())];
    const page = pages.find(
      ({ pattern, required, optional }) =>
        pattern.test(path) &&
        required.every((key) => (query.get(key) ?? '') !== '') &&
        keys.every((key) => required.includes(key) || optional.includes(key)),
    );
    return page ? join(webDistDir, page.file) : undefined;
  };
}
