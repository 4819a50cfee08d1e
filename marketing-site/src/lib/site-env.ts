import { siteLinkBase } from '../../../src/contracts/site-links.ts';

/** Where the sites and the app live; read once at build time from the environment. */
export interface SiteEnv {
  /**
   * Base of links into the React app (login, sign-up, onboarding, legal routes): PUBLIC_APP_URL when
   * the build is given one, else `/go/app`, which the server redirects to its running PUBLIC_URL.
   */
  readonly appUrl: string;
  /** Where the organizer tools sign in; the app until they have a host of their own. */
  readonly organizerAppUrl: string;
  /** This about site's own address, for canonicals, the sitemap and structured data. */
  readonly aboutSiteUrl: string;
  /** The operator site's own address, for canonicals, the sitemap and structured data. */
  readonly operatorSiteUrl: string;
  /** Base of links to the about site from the operator site: ABOUT_SITE_URL, else `/go/about`. */
  readonly aboutLinkUrl: string;
  /** Base of links to the operator site from the about site: OPERATOR_SITE_URL, else `/go/operator`. */
  readonly operatorLinkUrl: string;
  /** reCAPTCHA v3 site key; empty when the demo form runs without a bot check. */
  readonly recaptchaSiteKey: string;
}

type Env = Readonly<Record<string, string | undefined>>;

function origin(value: string): string {
  const url = new URL(value.trim());
  // Keep any base path the app is mounted under, but never a trailing slash: links append their own.
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
}

const given = (value: string | undefined) => (value?.trim() ? origin(value) : undefined);

export function readSiteEnv(env: Env): SiteEnv {
  const appUrl = given(env.PUBLIC_APP_URL) ?? siteLinkBase('app');
  const aboutSiteUrl = given(env.ABOUT_SITE_URL);
  const operatorSiteUrl = given(env.OPERATOR_SITE_URL);
  return {
    appUrl,
    organizerAppUrl: given(env.PUBLIC_ORGANIZER_APP_URL) ?? appUrl,
    aboutSiteUrl: aboutSiteUrl ?? 'http://about.localhost:3000',
    operatorSiteUrl: operatorSiteUrl ?? 'http://play.localhost:3000',
    // A build without fixed addresses is served by our server, whose ports it cannot know.
    aboutLinkUrl: aboutSiteUrl ?? siteLinkBase('about'),
    operatorLinkUrl: operatorSiteUrl ?? siteLinkBase('operator'),
    recaptchaSiteKey: env.PUBLIC_RECAPTCHA_SITE_KEY?.trim() ?? '',
  };
}

/**
 * Read during the static build (pages are rendered in Node). Links into the app and between the sites
 * follow the running server unless fixed here; canonical addresses are fixed at build time.
 */
export const siteEnv: SiteEnv = readSiteEnv(process.env);
