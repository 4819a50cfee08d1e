import { describe, expect, it } from 'vitest';
import { findCityByPath } from '../../../src/contracts/cities.ts';
import { liveRegion } from './live-region.ts';
import {
  leagueEventJsonLd,
  leaguePageUrl,
  type OpenLeague,
  offerAvailability,
  renderOpenLeagues,
  spotsLabel,
  teamOffer,
} from './open-leagues.ts';

const austin = findCityByPath('austin')!;
const context = { city: austin, appUrl: 'https://app.example.com', siteUrl: 'https://play.example.com' };
const league = (overrides: Partial<OpenLeague> = {}): OpenLeague => ({
  leagueId: '0193a4e2-0000-7000-8000-000000000001',
  name: 'Austin Coed Rec 7x7',
  format: '7x7',
  gameDay: 'thursday',
  seasonStart: '2027-01-07',
  seasonEnd: '2027-03-04',
  venues: ['Zilker Park Field 3'],
  gender: 'coed',
  level: 'recreational',
  teamFee: { amountCents: 60_000, currency: 'USD' },
  freeAgentFee: { amountCents: 7_500, currency: 'USD' },
  maxTeams: 8,
  spotsLeft: 7,
  opensAt: '2026-11-01T00:00:00.000Z',
  ...overrides,
});

describe('a city page’s open leagues: price and availability', () => {
  it('offers a team’s place InStock, and LimitedAvailability from 2 spots left (a full league is never listed)', () => {
    expect(offerAvailability({ spotsLeft: 7 })).toBe('https://schema.org/InStock');
    expect(offerAvailability({ spotsLeft: 3 })).toBe('https://schema.org/InStock');
    expect(offerAvailability({ spotsLeft: 2 })).toBe('https://schema.org/LimitedAvailability');
    expect(offerAvailability({ spotsLeft: 1 })).toBe('https://schema.org/LimitedAvailability');
    expect(spotsLabel({ spotsLeft: 7, maxTeams: 8 })).toBe('7 of 8 team spots left');
    expect(spotsLabel({ spotsLeft: 1, maxTeams: 1 })).toBe('1 of 1 team spot left');
  });

  it('gives the offer the fee as a number in its currency, 0 when free, and no price when none is set', () => {
    const url = 'https://app.example.com/marketplace/league/x';
    expect(teamOffer(league(), url)).toMatchObject({ price: 600, priceCurrency: 'USD' });
    expect(teamOffer(league({ teamFee: { amountCents: 9_950, currency: 'CAD' } }), url)).toMatchObject({
      price: 99.5,
      priceCurrency: 'CAD',
    });
    expect(teamOffer(league({ teamFee: { amountCents: 0, currency: 'USD' } }), url)).toMatchObject({
      price: 0,
    });
    const unset = teamOffer(league({ teamFee: null }), url);
    expect(unset).not.toHaveProperty('price');
    expect(unset).not.toHaveProperty('priceCurrency');
  });

  it('shows the fees as spec §9 says: $600, Free, No Set Price', () => {
    expect(renderOpenLeagues([league()], context)).toContain('<dt>Team fee</dt><dd>$600</dd>');
    expect(renderOpenLeagues([league({ teamFee: { amountCents: 0, currency: 'USD' } })], context)).toContain(
      '<dd>Free</dd>',
    );
    const unset = renderOpenLeagues([league({ teamFee: null, freeAgentFee: null })], context);
    expect(unset).toContain('<dd>No Set Price</dd>');
    expect(unset).not.toContain('Free agent');
  });
});

describe('a city page’s open leagues: the markup', () => {
  it('links each league to its marketplace page in the app, whatever base path the app has', () => {
    expect(leaguePageUrl('https://app.example.com/', 'abc')).toBe(
      'https://app.example.com/marketplace/league/abc',
    );
    expect(leaguePageUrl('https://example.com/app', 'abc')).toBe(
      'https://example.com/app/marketplace/league/abc',
    );
    const html = renderOpenLeagues([league()], context);
    expect(html).toContain(
      '<a href="https://app.example.com/marketplace/league/0193a4e2-0000-7000-8000-000000000001">Austin Coed Rec 7x7</a>',
    );
    expect(html).toContain('<dd>Thursdays</dd>');
    expect(html).toContain('<dd>January 07, 2027</dd>');
    expect(html).toContain('1 league open for registration');
  });

  it('escapes what organizers typed, in the HTML and in the JSON-LD', () => {
    const html = renderOpenLeagues([league({ name: '<img src=x onerror=alert(1)> & </script>' })], context);
    expect(html).not.toContain('<img');
    expect(html).toContain('&#60;img src=x onerror=alert(1)&#62; &#38;');
    expect(html.match(/<\/script>/g)).toHaveLength(1);
  });

  it('describes a league as a SportsEvent organised by the city’s league, held in its city', () => {
    expect(leagueEventJsonLd(league({ spotsLeft: 1 }), context)).toMatchObject({
      '@type': 'SportsEvent',
      startDate: '2027-01-07',
      endDate: '2027-03-04',
      location: { name: 'Zilker Park Field 3', address: { addressLocality: 'Austin', addressRegion: 'TX' } },
      organizer: { name: 'Playfield Leagues Austin', url: 'https://play.example.com/austin/' },
      offers: { availability: 'https://schema.org/LimitedAvailability' },
    });
    expect(leagueEventJsonLd(league(), context)).toMatchObject({
      offers: { availability: 'https://schema.org/InStock' },
    });
  });

  it('has an empty state that links to booking a demo', () => {
    const html = renderOpenLeagues([], context);
    expect(html).toContain('No leagues are open for registration in Austin right now.');
    expect(html).toContain('<a href="/book-demo/">Book a demo</a>');
    expect(html).not.toContain('application/ld+json');
  });

  it('marks the region the server fills, refusing a name the server would not read', () => {
    expect(liveRegion('open-leagues', 'austin', 'x')).toBe(
      '<!--live:open-leagues austin-->x<!--/live:open-leagues-->',
    );
    expect(() => liveRegion('open leagues', 'austin', 'x')).toThrow();
    expect(() => liveRegion('open-leagues', '--><script>', 'x')).toThrow();
  });
});
