import { useSyncExternalStore } from 'react';

/**
 * True while the media query matches. For deciding what to MOUNT (content of hidden desktop panels
 * should not fetch on a phone); what to SHOW is left to the CSS media queries.
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}
