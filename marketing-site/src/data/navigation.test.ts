import { describe, expect, it } from 'vitest';
import { findCityByPath } from '../../../src/contracts/cities.ts';
import { siteContext } from '../lib/site-context.ts';
import { readSiteEnv } from '../lib/site-env.ts';
import { appLinks, footerGroups, primaryNav } from './navigation.ts';

const env = readSiteEnv({ PUBLIC_APP_URL: 'https://app.example.com' });
const austin = findCityByPath('austin')!;

describe('navigation', () => {
  it('sends Login-adjacent actions into the app', () => {
    const links = appLinks(siteContext('about', undefined, env));
    expect(links.createAccount.href).toBe('https://app.example.com/create-account');
    expect(links.createTeam.href).toBe('https://app.example.com/onboard');
    expect(links.childSafety.href).toBe('https://app.example.com/csae-policy');
    expect(links.reachOut.href).toBe('mailto:hello@playfield.app');
  });

  it('leaves links into the app to the server when the build has no app address', () => {
    const links = appLinks(siteContext('operator', austin, readSiteEnv({})));
    expect(links.createAccount.href).toBe('/go/app/create-account');
    expect(links.privacy.href).toBe('/go/about/privacy/');
  });

  it('links the about host to the demo form on the operator host, through the serving host', () => {
    expect(appLinks(siteContext('about', undefined, env)).bookDemo.href).toBe('/go/operator/book-demo/');
    const fixed = readSiteEnv({ OPERATOR_SITE_URL: 'https://leagues.example.com' });
    expect(appLinks(siteContext('about', undefined, fixed)).bookDemo.href).toBe(
      'https://leagues.example.com/book-demo/',
    );
    expect(appLinks(siteContext('operator', undefined, env)).bookDemo.href).toBe('/book-demo/');
  });

  it('keeps a city visitor inside the city pages and writes to the local contact', () => {
    const site = siteContext('operator', austin, env);
    expect(primaryNav(site).map((link) => link.href)).toEqual([
      '/austin/why/',
      '/austin/who/',
      '/austin/play/',
      '/austin/rules/',
    ]);
    expect(appLinks(site).legal.href).toBe('/austin/legal/');
    expect(appLinks(site).reachOut.href).toBe('mailto:austin@playfield.app');
  });

  it('offers every footer link the spec asks for on both hosts', () => {
    for (const site of [siteContext('about', undefined, env), siteContext('operator', austin, env)]) {
      const labels = footerGroups(site).flatMap((group) => group.links.map((link) => link.label));
      for (const label of [
        'Create Account',
        'Create Team',
        'Book a demo',
        'Legal',
        'Child Safety',
        'Reach Out',
        'Jobs',
      ]) {
        expect(labels).toContain(label);
      }
    }
  });
});
