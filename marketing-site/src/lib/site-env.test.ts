import { describe, expect, it } from 'vitest';
import { readSiteEnv } from './site-env.ts';

describe('readSiteEnv', () => {
  it('links through the serving host when no address is fixed, so links follow the running server', () => {
    expect(readSiteEnv({})).toEqual({
      appUrl: '/go/app',
      organizerAppUrl: '/go/app',
      aboutSiteUrl: 'http://about.localhost:3000',
      operatorSiteUrl: 'http://play.localhost:3000',
      aboutLinkUrl: '/go/about',
      operatorLinkUrl: '/go/operator',
      recaptchaSiteKey: '',
    });
  });

  it('drops trailing slashes and keeps a base path', () => {
    const env = readSiteEnv({
      PUBLIC_APP_URL: 'https://app.playfield.app/',
      PUBLIC_ORGANIZER_APP_URL: 'https://app.playfield.app/organizer/',
      ABOUT_SITE_URL: 'https://playfield.app',
      OPERATOR_SITE_URL: ' https://leagues.playfield.app/ ',
      PUBLIC_RECAPTCHA_SITE_KEY: 'site-key',
    });
    expect(env).toEqual({
      appUrl: 'https://app.playfield.app',
      organizerAppUrl: 'https://app.playfield.app/organizer',
      aboutSiteUrl: 'https://playfield.app',
      operatorSiteUrl: 'https://leagues.playfield.app',
      aboutLinkUrl: 'https://playfield.app',
      operatorLinkUrl: 'https://leagues.playfield.app',
      recaptchaSiteKey: 'site-key',
    });
  });

  it('treats empty values as unset', () => {
    const env = readSiteEnv({ PUBLIC_APP_URL: '', ABOUT_SITE_URL: ' ' });
    expect(env.appUrl).toBe('/go/app');
    expect(env.aboutLinkUrl).toBe('/go/about');
  });
});
