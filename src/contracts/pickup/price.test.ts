import { describe, expect, it } from 'vitest';
import { isPaidPrice, priceLabel, priceSchema } from './price.ts';

describe('priceLabel', () => {
  it('shows null as No Set Price and 0 as Free', () => {
    expect(priceLabel(null)).toBe('No Set Price');
    expect(priceLabel({ amountCents: 0, currency: 'USD' })).toBe('Free');
  });

  it('shows whole amounts without decimals and others with two', () => {
    expect(priceLabel({ amountCents: 800, currency: 'USD' })).toBe('$8');
    expect(priceLabel({ amountCents: 850, currency: 'USD' })).toBe('$8.50');
    expect(priceLabel({ amountCents: 1205, currency: 'USD' })).toBe('$12.05');
    expect(priceLabel({ amountCents: 1200, currency: 'CAD' })).toBe('CA$12');
    expect(priceLabel({ amountCents: 1250, currency: 'EUR' })).toBe('€12.50');
  });
});

describe('priceSchema', () => {
  it('accepts integer cents and defaults the currency to USD', () => {
    expect(priceSchema.parse({ amountCents: 800 })).toEqual({ amountCents: 800, currency: 'USD' });
    expect(priceSchema.parse({ amountCents: 0, currency: 'cad' })).toEqual({
      amountCents: 0,
      currency: 'CAD',
    });
  });

  it('refuses fractions, amounts below the card minimum and unknown currencies', () => {
    expect(priceSchema.safeParse({ amountCents: 8.5 }).error?.issues[0]?.message).toBe(
      'Price must be a whole number of cents, 0 or more',
    );
    expect(priceSchema.safeParse({ amountCents: 20 }).error?.issues[0]?.message).toBe(
      'A paid game must cost at least 0.50',
    );
    expect(priceSchema.safeParse({ amountCents: 800, currency: 'XYZ' }).error?.issues[0]?.message).toBe(
      'Currency must be one of USD, CAD, EUR',
    );
  });

  it('treats only a price above zero as paid', () => {
    expect(isPaidPrice(null)).toBe(false);
    expect(isPaidPrice({ amountCents: 0, currency: 'USD' })).toBe(false);
    expect(isPaidPrice({ amountCents: 800, currency: 'USD' })).toBe(true);
  });
});
