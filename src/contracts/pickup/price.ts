import { z } from 'zod';
import {
  DEFAULT_PICKUP_CURRENCY,
  MAX_PRICE_CENTS,
  MIN_PAID_PRICE_CENTS,
  PICKUP_CURRENCIES,
} from './price-label.ts';

export {
  DEFAULT_PICKUP_CURRENCY,
  FREE_PRICE,
  isPaidPrice,
  MAX_PRICE_CENTS,
  MIN_PAID_PRICE_CENTS,
  NO_SET_PRICE,
  PICKUP_CURRENCIES,
  type PickupCurrency,
  type PriceDto,
  priceLabel,
} from './price-label.ts';

// The price a game's form sends (spec §3, §9), checked with the spec's bounds; what it reads as, and the
// currencies, are in price-label.ts.

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
