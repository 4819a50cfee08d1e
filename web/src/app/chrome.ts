/**
 * Spec §2: the pages that show no app header and show the footer instead. This is the only list;
 * the layout asks `isHeaderHidden` and `isFooterShown`, nothing else decides it.
 */
const headerlessPages = [
  '/', // splash and login
  '/create-account',
  '/ts', // terms of service
  '/csae-policy', // child safety
] as const;

/** Whole sections: the section page itself and everything below it. */
const headerlessSections = [
  '/public/league-schedule', // public league-schedule organization pages
  '/marketplace',
] as const;

function normalize(pathname: string): string {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return trimmed === '' ? '/' : trimmed.toLowerCase();
}

/** `signedIn`: `/` is then the member's home, an app page with the header, not the splash. */
export function isHeaderHidden(pathname: string, signedIn = false): boolean {
  const path = normalize(pathname);
  if (signedIn && path === '/') return false;
  return (
    (headerlessPages as readonly string[]).includes(path) ||
    headerlessSections.some((section) => path === section || path.startsWith(`${section}/`))
  );
}

/**
 * The bottom navigation (spec §2: Club, Schedule, Shop) is the app's: the public pages under `/public/`
 * (the public league schedule) are for visitors and show none.
 */
export function isBottomNavShown(pathname: string): boolean {
  const path = normalize(pathname);
  return !(path === '/public' || path.startsWith('/public/'));
}

/** The footer is shown on exactly the pages that hide the header. */
export function isFooterShown(pathname: string, signedIn = false): boolean {
  return isHeaderHidden(pathname, signedIn);
}
