/**
 * Links from the static marketing sites to the app and to each other. The sites are built once, but
 * the app's address (PUBLIC_URL, which follows PORT) and the sites' own ports are only known when the
 * server runs; so unless a build is given fixed addresses, a page links to `/go/<target>/<path>` on its
 * own host and the server answers with a redirect to the running address.
 */
export const SITE_LINK_PREFIX = '/go';

export const SITE_LINK_TARGETS = ['app', 'about', 'operator'] as const;

export type SiteLinkTarget = (typeof SITE_LINK_TARGETS)[number];

/** The base a page appends its path to: `${siteLinkBase('app')}/create-account`. */
export const siteLinkBase = (target: SiteLinkTarget) => `${SITE_LINK_PREFIX}/${target}`;
