import { z } from 'zod';
import { GAME_DAYS } from '../leagues/league.ts';
import {
  LEAGUE_GENDERS,
  LEAGUE_LEVELS,
  type LeagueRegistrationListing,
} from '../leagues/registration-listing.ts';
import { LEAGUE_FORMATS } from '../leagues/rule-sets.ts';
import { MAX_PRICE_CENTS } from '../pickup/price-label.ts';
import { cityField, flagField, pagingFields, searchTextField } from './paging.ts';

// GET /api/marketplace/leagues?city=&format=&day=&gender=&level=&maxPrice=&open=true&q=&page=&limit=
// GET /api/marketplace/leagues/{leagueId}
// The leagues open for registration, as the marketplace's copy of leagues' listing snapshots
// (src/contracts/leagues/registration-listing.ts), sorted by season start, 20 a page.

export const LISTING_MESSAGES = {
  notFound: 'League listing not found.',
  format: `Format must be one of ${LEAGUE_FORMATS.join(', ')}`,
  day: `Day must be one of ${GAME_DAYS.join(', ')}`,
  gender: `Gender must be one of ${LEAGUE_GENDERS.join(', ')}`,
  level: `Level must be one of ${LEAGUE_LEVELS.join(', ')}`,
  maxPrice: 'Price up to must be an amount from 0 to 1000, such as 120 or 99.50',
} as const;

/**
 * `maxPrice` is in the currency's whole units, as a person types it ('120', '99.50'), read as cents.
 * Semantics (README "Marketplace"): a listing matches when its team fee is known and at most that
 * much: 'Free' (0) always matches, 'No Set Price' (null) never does, since nobody can tell it fits.
 * `maxPrice=0` therefore means free leagues only.
 */
export const maxPriceField = z
  .string()
  .trim()
  .regex(/^\d{1,4}(\.\d{1,2})?$/, LISTING_MESSAGES.maxPrice)
  .transform((text) => Math.round(Number(text) * 100))
  .refine((cents) => cents <= MAX_PRICE_CENTS, LISTING_MESSAGES.maxPrice);

export const leagueListingQuerySchema = z.object({
  city: cityField.optional(),
  format: z.enum(LEAGUE_FORMATS, { error: LISTING_MESSAGES.format }).optional(),
  day: z.enum(GAME_DAYS, { error: LISTING_MESSAGES.day }).optional(),
  gender: z.enum(LEAGUE_GENDERS, { error: LISTING_MESSAGES.gender }).optional(),
  level: z.enum(LEAGUE_LEVELS, { error: LISTING_MESSAGES.level }).optional(),
  maxPrice: maxPriceField.optional(),
  open: flagField.optional(),
  q: searchTextField.optional(),
  ...pagingFields,
});
export type LeagueListingQuery = z.output<typeof leagueListingQuerySchema>;

/**
 * A listing as the marketplace answers it: the snapshot leagues published (less its `sequence`), with
 * the city's name when it was copied, the spots left and whether registration is open now (computed by
 * the database's clock).
 */
export interface LeagueListingDto extends Omit<LeagueRegistrationListing, 'sequence'> {
  city: string;
  spotsLeft: number;
  registrationOpen: boolean;
}
