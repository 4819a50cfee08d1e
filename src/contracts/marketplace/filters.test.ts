import { describe, expect, it } from 'vitest';
import { freeAgentQuerySchema, freeAgentSchema } from './free-agents.ts';
import { LISTING_MESSAGES, leagueListingQuerySchema } from './league-listings.ts';

const parse = (query: Record<string, string>) => leagueListingQuerySchema.safeParse(query);
const messageOf = (query: Record<string, string>) => parse(query).error?.issues[0]?.message;

describe('the league list’s filters (query string)', () => {
  it('reads price up to as cents: 0 is a filter (free only), not the absence of one', () => {
    expect(parse({ maxPrice: '0' }).data?.maxPrice).toBe(0);
    expect(parse({ maxPrice: '120' }).data?.maxPrice).toBe(12_000);
    expect(parse({ maxPrice: '99.5' }).data?.maxPrice).toBe(9_950);
    expect(parse({ maxPrice: ' 99.50 ' }).data?.maxPrice).toBe(9_950);
    expect(parse({}).data?.maxPrice).toBeUndefined();
  });

  it('refuses a price that is no amount, negative, with fractions of cents or above 1000', () => {
    for (const maxPrice of ['-1', 'abc', '', '12.345', '1000.01', '1e3', '0x10'])
      expect(messageOf({ maxPrice }), maxPrice).toBe(LISTING_MESSAGES.maxPrice);
  });

  it('reads open as a flag and the text trimmed, empty meaning no filter', () => {
    expect(parse({ open: 'true' }).data?.open).toBe(true);
    expect(parse({ open: '1' }).data?.open).toBe(true);
    expect(parse({ open: 'false' }).data?.open).toBe(false);
    expect(messageOf({ open: 'yes' })).toBe('Use true or false');
    expect(parse({ q: '  River  ' }).data?.q).toBe('River');
    expect(parse({ q: '   ' }).data?.q).toBeUndefined();
    expect(messageOf({ q: 'x'.repeat(101) })).toBe('Search text must be at most 100 characters');
  });

  it('pages 20 by default, at most 50, and names the vocabularies in its messages', () => {
    expect(parse({}).data).toMatchObject({ page: 1, limit: 20 });
    expect(messageOf({ limit: '51' })).toBe('Limit must be a whole number from 1 to 50');
    expect(messageOf({ page: '0' })).toBe('Page must be a whole number from 1');
    expect(messageOf({ city: '2147483648' })).toMatch(/^City must be/);
    expect(messageOf({ gender: 'mixed' })).toBe('Gender must be one of men, women, coed');
    expect(messageOf({ level: 'pro' })).toBe('Level must be one of recreational, intermediate, competitive');
    expect(messageOf({ format: '4v4' })).toBe('Format must be one of 5v5, futsal, 7x7, 9x9, 11v11');
  });
});

describe('a free agent’s form', () => {
  const form = {
    workspaceId: 1,
    positions: ['forward', 'goalkeeper', 'forward'],
    level: 'competitive',
    days: ['sunday', 'monday'],
    times: ['evening'],
    lookingFor: ['pickup'],
  };

  it('keeps each choice once, in the vocabulary’s order, and the text optional', () => {
    expect(freeAgentSchema.parse(form)).toMatchObject({
      positions: ['goalkeeper', 'forward'],
      days: ['monday', 'sunday'],
      about: '',
    });
  });

  it('asks for at least one of each choice', () => {
    expect(freeAgentSchema.safeParse({ ...form, positions: [] }).error?.issues[0]?.message).toBe(
      'Choose at least one position: goalkeeper, defender, midfielder, forward',
    );
    expect(freeAgentSchema.safeParse({ ...form, lookingFor: ['club'] }).error?.issues[0]?.message).toBe(
      'Looking for must be one of team, pickup, league',
    );
    expect(freeAgentQuerySchema.safeParse({ position: 'sweeper' }).success).toBe(false);
  });
});
