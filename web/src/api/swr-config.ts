import type { SWRConfiguration } from 'swr';
import type { ApiError } from './api-error';
import { api } from './client';

/** Spec §9 query cache rules. */
export const cacheStaleAfterMs = 300_000;

/**
 * SWR has no separate "stale time": a key fetched less than `dedupingInterval` ago is served from
 * the cache without a new request, which is what "stale after 5 minutes" means here.
 */
export const swrCacheRules = {
  dedupingInterval: cacheStaleAfterMs,
  focusThrottleInterval: cacheStaleAfterMs,
  shouldRetryOnError: false,
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
} as const satisfies SWRConfiguration;

/** SWR keys are API paths (without `/api`), so a hook and the mutation that changes it share one key. */
export function apiFetcher<T>(path: string): Promise<T> {
  return api.get<T>(path);
}

export const swrConfig: SWRConfiguration<unknown, ApiError> = {
  ...swrCacheRules,
  fetcher: apiFetcher,
};
