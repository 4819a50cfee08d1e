/** Where the sites and the app live; read once at build time from the environment. */
export interface SiteEnv {
  /** The React app (login, sign-up, onboarding, legal routes). */
  readonly appUrl: string;
  /** Where the organizer tools sign in; the app until they have a host of their own. */
  readonly organizerAppUrl: string;
  readonly aboutSiteUrl: string;
  readonly operatorSiteUrl: string;
  /** reCAPTCHA v3 site key; empty when the demo form runs without a bot check. */
  readonly recaptchaSiteKey: string;
}

type Env = Readonly<Record<string, string | undefined>>;

function origin(value: string | undefined, fallback: string): string {
  const url = new URL(value?.trim() || fallback);
  // Keep any base path the app is mounted under, but never a trailing slash: links append their own.
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
}

export function readSiteEnv(env: Env): SiteEnv {
  const appUrl = origin(env.PUBLIC_APP_URL, 'http://localhost:3000');
  return {
    appUrl,
    organizerAppUrl: origin(env.PUBLIC_ORGANIZER_APP_URL, appUrl),
    aboutSiteUrl: origin(env.ABOUT_SITE_URL, 'http://about.localhost:3000'),
    operatorSiteUrl: origin(env.OPERATOR_SITE_URL, 'http://play.localhost:3000'),
    recaptchaSiteKey: env.PUBLIC_RECAPTCHA_SITE_KEY?.trim() ?? '',
  };
}

/** Read during the static build (pages are rendered in Node), so changing a URL needs a rebuild. */
export const siteEnv: SiteEnv = readSiteEnv(process.env);
