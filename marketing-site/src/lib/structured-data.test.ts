import { describe, expect, it } from 'vitest';
import { findCityByPath } from '../../../src/contracts/cities.ts';
import { siteContext } from './site-context.ts';
import { readSiteEnv } from './site-env.ts';
import { cityLeagueJsonLd, organizationJsonLd, serializeJsonLd } from './structured-data.ts';

const env = readSiteEnv({});
const denver = findCityByPath('denver')!;

describe('structured data', () => {
  it('describes the company as an Organization with its social profiles', () => {
    const data = organizationJsonLd(siteContext('operator', undefined, env));
    expect(data['@type']).toBe('Organization');
    expect(data.name).toBe('Playfield');
    expect(data.url).toBe('http://about.localhost:3000/');
    expect(data.sameAs).toHaveLength(4);
  });

  it('describes a city league as a SportsOrganization in that city', () => {
    const data = cityLeagueJsonLd(siteContext('operator', denver, env), denver);
    expect(data).toMatchObject({
      '@type': 'SportsOrganization',
      name: 'Playfield Leagues Denver',
      sport: 'Soccer',
      url: 'http://play.localhost:3000/denver/',
      email: 'denver@playfield.app',
      areaServed: { '@type': 'City', name: 'Denver' },
    });
  });

  it('cannot break out of its script tag', () => {
    expect(serializeJsonLd({ name: '</script><script>alert(1)</script>' })).not.toContain('</script>');
  });
});
