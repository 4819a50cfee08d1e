import { z } from 'zod';

/** Every marketplace list is 20 a page (issue 18), `hasNext` saying whether another follows. */
export const MARKETPLACE_PAGE_SIZE = 20;

export const PAGING_MESSAGES = {
  page: 'Page must be a whole number from 1',
  limit: 'Limit must be a whole number from 1 to 50',
  city: 'City must be a workspace id (a whole number from 1)',
  text: 'Search text must be at most 100 characters',
} as const;

export const pagingFields = {
  page: z.coerce
    .number({ error: PAGING_MESSAGES.page })
    .int(PAGING_MESSAGES.page)
    .min(1, PAGING_MESSAGES.page)
    .max(10_000, PAGING_MESSAGES.page)
    .default(1),
  limit: z.coerce
    .number({ error: PAGING_MESSAGES.limit })
    .int(PAGING_MESSAGES.limit)
    .min(1, PAGING_MESSAGES.limit)
    .max(50, PAGING_MESSAGES.limit)
    .default(MARKETPLACE_PAGE_SIZE),
};

/** `city` is the operator's workspace id (what the city picker lists). */
export const cityField = z.coerce
  .number({ error: PAGING_MESSAGES.city })
  .int(PAGING_MESSAGES.city)
  .positive(PAGING_MESSAGES.city)
  .max(2_147_483_647, PAGING_MESSAGES.city);

/** Free text: trimmed, empty means no filter. */
export const searchTextField = z
  .string()
  .trim()
  .max(100, PAGING_MESSAGES.text)
  .transform((text) => (text === '' ? undefined : text));

/** A query-string flag: `true`/`1` on, `false`/`0`/absent off. */
export const flagField = z
  .enum(['true', 'false', '1', '0'], { error: 'Use true or false' })
  .transform((value) => value === 'true' || value === '1');

export interface MarketplacePage<T> {
  data: T[];
  hasNext: boolean;
}
