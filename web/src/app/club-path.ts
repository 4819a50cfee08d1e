import { atom } from 'jotai';
import { atomWithStorage } from 'jotai/utils';
import { storageKeys } from '../lib/storage-keys';

/**
 * Spec §2: the bottom navigation's Club goes to the last visited team or pickup group page, else
 * the splash. Team and group pages write it; removal or deletion (spec §4) clears it.
 */
export const lastClubPathAtom = atomWithStorage<string | null>(storageKeys.lastClubPath, null, undefined, {
  getOnInit: true,
});

const clubPathPattern = /^\/(team|pickup-group)\/[^/?#]+$/;

/** Only a real club page is trusted from storage; anything else falls back to the splash. */
export function clubHref(lastClubPath: string | null | undefined): string {
  return typeof lastClubPath === 'string' && clubPathPattern.test(lastClubPath) ? lastClubPath : '/';
}

export const clubHrefAtom = atom((get) => clubHref(get(lastClubPathAtom)));
