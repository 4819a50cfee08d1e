import { describe, expect, it } from 'vitest';
import { listingFixture } from './marketplace-fixtures';
import { dayAndTimeLabel, placeLabel, spotsLabel, startLabel, teamPriceLabel } from './marketplace-format';

describe("a league card's words", () => {
  it('shows the price the spec way: No Set Price, Free, whole dollars without decimals, cents with two', () => {
    expect(teamPriceLabel(listingFixture({ teamFee: null }))).toBe('No Set Price');
    expect(teamPriceLabel(listingFixture({ teamFee: { amountCents: 0, currency: 'USD' } }))).toBe('Free');
    expect(teamPriceLabel(listingFixture({ teamFee: { amountCents: 12_000, currency: 'USD' } }))).toBe(
      '$120',
    );
    expect(teamPriceLabel(listingFixture({ teamFee: { amountCents: 9950, currency: 'USD' } }))).toBe(
      '$99.50',
    );
  });

  it('counts the team spots left, and says Full (with the waitlist) when none are', () => {
    expect(spotsLabel(listingFixture())).toBe('3 of 8 team spots left');
    expect(spotsLabel(listingFixture({ spotsLeft: 0, waitlistCount: 0 }))).toBe('Full');
    expect(spotsLabel(listingFixture({ spotsLeft: 0, waitlistCount: 2 }))).toBe('Full · 2 on the waitlist');
  });

  it('gives the start date in the app format, the day and times, the venue and city', () => {
    expect(startLabel(listingFixture())).toBe('Starts January 06, 2027');
    expect(dayAndTimeLabel(listingFixture())).toBe('Wednesdays · 7:00 PM, 8:00 PM');
    expect(placeLabel(listingFixture())).toBe('Zilker Park, Austin');
    expect(placeLabel(listingFixture({ venues: ['Zilker Park', 'Mueller', 'Givens'] }))).toBe(
      'Zilker Park +2 more, Austin',
    );
  });
});
