import { atom } from 'jotai';
import { atomWithStorage } from 'jotai/utils';
import { storageKeys } from '../lib/storage-keys';

/** The signed-in member as the session knows it (spec §3, member fields the shell needs). */
export interface SessionMember {
  id: number;
  firstName: string;
  lastName: string;
  avatar: string | null;
  teams: ReadonlyArray<{ id: number; name: string }>;
}

/**
 * Spec §4: the authenticated flag lives in localStorage so a reload knows to ask for the member
 * before anything else. Read on init so the first render already has it.
 */
export const authenticatedAtom = atomWithStorage<boolean>(storageKeys.authenticated, false, undefined, {
  getOnInit: true,
});

/** Filled by the identity feature after login or `GET /api/member/me`; null while signed out. */
export const memberAtom = atom<SessionMember | null>(null);

/** Spec §6: only users with a team see the Schedule link. */
export const hasTeamAtom = atom((get) => (get(memberAtom)?.teams.length ?? 0) > 0);
