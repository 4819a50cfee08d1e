// Prices as a group's page shows them (spec §3 "Price values: null, 0 or a number"; §9 price display),
// without zod: price.ts adds the request schema and re-exports these. Money is integer cents with a
// currency code (ARCHITECTURE "Data").

/** The currencies a game can be priced in (Stripe Checkout accepts them all). */
export const PICKUP_CURRENCIES = ['USD', 'CAD', 'EUR'] as const;
export type PickupCurrency = (typeof PICKUP_CURRENCIES)[number];
export const DEFAULT_PICKUP_CURRENCY: PickupCurrency = 'USD';

/** Card payments below this are refused by the processor (Stripe's minimum is 50 cents for USD). */
export const MIN_PAID_PRICE_CENTS = 50;
export const MAX_PRICE_CENTS = 100_000;

export interface PriceDto {
  /** Integer cents: 0 is a free game. */
  amountCents: number;
  currency: PickupCurrency;
}

export const NO_SET_PRICE = 'No Set Price';
export const FREE_PRICE = 'Free';

/**
 * Spec §9: null gives 'No Set Price', 0 gives 'Free', otherwise the amount in its currency with no
 * decimals for a whole amount and two otherwise: `$8`, `$8.50`, `CA$12`.
 */
export function priceLabel(price: PriceDto | null): string {
  if (price === null) return NO_SET_PRICE;
  if (price.amountCents === 0) return FREE_PRICE;
  const whole = price.amountCents % 100 === 0;
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: price.currency,
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(price.amountCents / 100);
}

/** A game needs a payment to register: a price above zero. 'No Set Price' and 'Free' register at once. */
export const isPaidPrice = (price: PriceDto | null): price is PriceDto =>
  price !== null && price.amountCents > 0;
