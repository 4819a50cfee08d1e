import { atom } from 'jotai';
import { atomWithStorage } from 'jotai/utils';
import type { MemberDto } from '../../../src/contracts/identity/index.ts';
import { retiredStorageKeys, storageKeys } from '../lib/storage-keys';

// A refresh token an older build left in localStorage is readable by any script: drop it on load.
for (const key of retiredStorageKeys) globalThis.localStorage?.removeItem(key);

/** The signed-in member as the shell needs it (spec §3); `GET /api/member/me` gives the whole of it. */
export type SessionMember = Pick<MemberDto, 'id' | 'firstName' | 'lastName' | 'avatar' | 'teams'>;

/**
 * Spec §4: the authenticated flag lives in localStorage so a reload knows to ask for the member
 * before anything else. Read on init so the first render already has it.
 */
export const authenticatedAtom = atomWithStorage<boolean>(storageKeys.authenticated, false, undefined, {
  getOnInit: true,
});

/** Kept in step with `GET /api/member/me` by the session feature; null while signed out or loading. */
export const memberAtom = atom<SessionMember | null>(null);

/** Spec §6: only users with a team see the Schedule link. */
export const hasTeamAtom = atom((get) => (get(memberAtom)?.teams.length ?? 0) > 0);
