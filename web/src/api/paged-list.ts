import type { ScopedMutator } from 'swr';
import useSWRInfinite, { unstable_serialize } from 'swr/infinite';
import type { ApiError } from './api-error';
import { api } from './client';
import type { Page } from './envelope';

/** A paged list's pages for useSWRInfinite: page index 0 is the API's page 1. */
export type Pages = (index: number) => string;

/** The pages of a list whose key takes the API's page number. */
export const pagesOf =
  (key: (page: number) => string): Pages =>
  (index) =>
    key(index + 1);

/**
 * A list read page by page with "load more" while `hasNext`. Every page it shows is refetched when it
 * revalidates (`revalidateAll`): one row added or removed shifts every later page.
 */
export function usePagedList<Item>(pages: Pages, enabled: boolean) {
  return useSWRInfinite<Page<Item>, ApiError>(
    (index, previous: Page<Item> | null) => {
      if (!enabled) return null;
      if (previous && !previous.hasNext) return null;
      return pages(index);
    },
    (path: string) => api.getPage<Item>(path),
    { revalidateAll: true },
  );
}

// SWR's filter form of `mutate` skips useSWRInfinite lists, and revalidating one of their pages by its
// own key refetches nothing: a change revalidates a list by its own (serialized) key instead.

/** Refetches every page of the lists given, wherever they are shown. */
export function refetchPages(mutate: ScopedMutator, ...lists: readonly Pages[]) {
  return Promise.all(lists.map((pages) => mutate(unstable_serialize(pages))));
}
