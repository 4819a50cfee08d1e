import { z } from 'zod';

// Spec §3 "Price values: null, 0 or a number"; §9 price display. Money is integer cents with a currency
// code (ARCHITECTURE "Data").

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

export const PRICE_MESSAGES = {
  amount: 'Price must be a whole number of cents, 0 or more',
  tooLow: 'A paid game must cost at least 0.50',
  tooHigh: 'Price must not exceed 1,000.00',
  currency: `Currency must be one of ${PICKUP_CURRENCIES.join(', ')}`,
} as const;

export const priceSchema = z
  .object({
    amountCents: z
      .number({ error: PRICE_MESSAGES.amount })
      .int(PRICE_MESSAGES.amount)
      .min(0, PRICE_MESSAGES.amount)
      .max(MAX_PRICE_CENTS, PRICE_MESSAGES.tooHigh)
      .refine((cents) => cents === 0 || cents >= MIN_PAID_PRICE_CENTS, PRICE_MESSAGES.tooLow),
    currency: z
      .string({ error: PRICE_MESSAGES.currency })
      .trim()
      .toUpperCase()
      .pipe(z.enum(PICKUP_CURRENCIES, { error: PRICE_MESSAGES.currency }))
      .default(DEFAULT_PICKUP_CURRENCY),
  })
  .meta({ description: 'Integer cents and a currency code; null means no set price.' });

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
