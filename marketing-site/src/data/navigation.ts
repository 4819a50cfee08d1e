import { citiesOf, OPERATOR_ORGANIZATION_ID } from '../../../src/contracts/cities.ts';
import { pagePath, type SiteContext } from '../lib/site-context.ts';
import { brand } from './brand.ts';

export interface NavLink {
  readonly label: string;
  readonly href: string;
}

export interface FooterGroup {
  readonly heading: string;
  readonly links: readonly NavLink[];
}

/** The links every page offers, wherever it lives: into the app, to the demo form, to legal texts. */
export function appLinks(site: SiteContext) {
  const { appUrl, aboutLinkUrl, operatorLinkUrl } = site.env;
  return {
    createAccount: { label: 'Create Account', href: `${appUrl}/create-account` },
    createTeam: { label: 'Create Team', href: `${appUrl}/onboard` },
    bookDemo: {
      label: 'Book a demo',
      href: site.kind === 'operator' ? '/book-demo/' : `${operatorLinkUrl}/book-demo/`,
    },
    legal: { label: 'Legal', href: pagePath(site, 'legal') },
    childSafety: { label: 'Child Safety', href: `${appUrl}/csae-policy` },
    reachOut: { label: 'Reach Out', href: `mailto:${site.contactEmail}` },
    jobs: { label: 'Jobs', href: site.kind === 'about' ? '/jobs/' : `${aboutLinkUrl}/jobs/` },
    privacy: {
      label: 'Privacy Policy',
      href: site.kind === 'about' ? '/privacy/' : `${aboutLinkUrl}/privacy/`,
    },
    terms: { label: 'Terms of Service', href: site.kind === 'about' ? '/terms/' : `${aboutLinkUrl}/terms/` },
  } satisfies Record<string, NavLink>;
}

/** The header's page links: about pages on the about host, league pages (of the city) on the operator host. */
export function primaryNav(site: SiteContext): NavLink[] {
  if (site.kind === 'about') {
    return [
      { label: 'What', href: '/what/' },
      { label: 'Why', href: '/why/' },
      { label: 'Who', href: '/who/' },
      { label: 'Leagues', href: `${site.env.operatorLinkUrl}/` },
    ];
  }
  return [
    { label: 'Why', href: pagePath(site, 'why') },
    { label: 'Who', href: pagePath(site, 'who') },
    { label: 'Play', href: pagePath(site, 'play') },
    { label: 'Rules', href: pagePath(site, 'rules') },
  ];
}

export function footerGroups(site: SiteContext): FooterGroup[] {
  const links = appLinks(site);
  const groups: FooterGroup[] = [
    {
      heading: site.kind === 'about' ? brand.name : site.siteName,
      links: [...primaryNav(site), links.jobs, links.reachOut],
    },
    {
      heading: 'Get started',
      links: [links.createAccount, links.createTeam, links.bookDemo],
    },
    {
      heading: 'Legal',
      links: [links.legal, links.privacy, links.terms, links.childSafety],
    },
  ];
  if (site.kind === 'operator') {
    groups.push({
      heading: 'Cities',
      links: citiesOf(OPERATOR_ORGANIZATION_ID).map((city) => ({
        label: city.name,
        href: `/${city.urlPath}/`,
      })),
    });
  }
  return groups;
}

/** True when a nav link points at the page being shown, for `aria-current`. */
export function isCurrent(link: NavLink, currentPath: string): boolean {
  return link.href === currentPath;
}
