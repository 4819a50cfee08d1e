import { z } from 'zod';

// The query parameters of a paged list, with the same messages wherever a list is paged.

/** `page`: a whole number from 1, the first page when left out. */
export const pageParam = z.coerce
  .number({ error: 'page must be a whole number from 1' })
  .int()
  .min(1)
  .max(100_000)
  .default(1);

/** `limit`: a whole number from 1 to `max`, `fallback` when left out. */
export const limitParam = (max: number, fallback: number) =>
  z.coerce
    .number({ error: `limit must be a whole number from 1 to ${max}` })
    .int()
    .min(1)
    .max(max)
    .default(fallback);
