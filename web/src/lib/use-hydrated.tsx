import { type ReactNode, useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False while React hydrates a prerendered page (and on the server), true from the render after. What
 * the prerendered HTML cannot know (the address's own query, what this browser keeps in storage) is
 * rendered only once this is true: the first client render must match the HTML, or React throws the
 * page away and renders it again. A page rendered without prerendered HTML gets true at once.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}

/** Renders `children` once the page is hydrated (see useHydrated). */
export function AfterHydration({ children }: { children: ReactNode }) {
  return useHydrated() ? children : null;
}
