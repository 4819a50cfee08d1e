/**
 * The pages a new visitor lands on from an e-mail or the marketing sites (issue 15), rendered into
 * HTML at build time (web/prerender-plugin.ts) so a phone paints them before any JavaScript runs.
 * The server (src/platform/static-sites) answers a request with one of them when its path matches
 * and its query holds the `required` keys and nothing but `required` and `optional` ones; anything
 * else gets the plain shell. A page's per-link parts (a team's name, whether a token is still valid)
 * are not in the HTML: they are the same skeleton or "checking…" state the page shows before its data
 * arrives, and fill in after hydration.
 */
export interface LandingPage {
  /** The file name under `prerendered/` and the name in reports. */
  name: string;
  /** The address rendered: placeholders where the real link carries an id or a token. */
  renderUrl: string;
  /** The paths it answers: a regular expression's source, matched against the whole path. */
  path: string;
  /** Query keys the request must carry (the page renders a different first view without them). */
  required: string[];
  /** Query keys the request may carry: the first view does not depend on them. */
  optional: string[];
  /** Lazily loaded modules (under web/src) the first view renders: their CSS is inlined with it. */
  modules: string[];
}

export const landingPages: LandingPage[] = [
  { name: 'splash', renderUrl: '/', path: '^/$', required: [], optional: [], modules: [] },
  {
    name: 'create-account',
    renderUrl: '/create-account',
    path: '^/create-account/?$',
    required: [],
    optional: [],
    modules: ['features/auth/create-account-page.tsx'],
  },
  {
    name: 'verify',
    renderUrl: '/verify?email=visitor%40example.com&verificationToken=prerendered',
    path: '^/verify/?$',
    required: ['email', 'verificationToken'],
    optional: ['returnTo'],
    modules: ['features/auth/verify-page.tsx'],
  },
  {
    name: 'reset-password-link',
    renderUrl: '/reset-password?resetToken=prerendered',
    path: '^/reset-password/?$',
    required: ['resetToken'],
    optional: ['returnTo'],
    modules: ['features/auth/reset-password-page.tsx'],
  },
  {
    name: 'reset-password',
    renderUrl: '/reset-password',
    path: '^/reset-password/?$',
    required: [],
    optional: [],
    modules: ['features/auth/reset-password-page.tsx'],
  },
  {
    name: 'team-invite',
    renderUrl: '/team/prerendered?inviteToken=prerendered',
    path: '^/team/[^/]+/?$',
    required: ['inviteToken'],
    optional: [],
    modules: ['features/clubs/team-page.tsx'],
  },
  {
    name: 'team',
    renderUrl: '/team/prerendered',
    path: '^/team/[^/]+/?$',
    required: [],
    optional: [],
    modules: ['features/clubs/team-page.tsx'],
  },
  {
    name: 'pickup-group-invite',
    renderUrl: '/pickup-group/prerendered?inviteToken=prerendered',
    path: '^/pickup-group/[^/]+/?$',
    required: ['inviteToken'],
    optional: [],
    modules: ['features/clubs/pickup-group-page.tsx'],
  },
  {
    name: 'pickup-group',
    renderUrl: '/pickup-group/prerendered',
    path: '^/pickup-group/[^/]+/?$',
    required: [],
    optional: [],
    modules: ['features/clubs/pickup-group-page.tsx'],
  },
];
