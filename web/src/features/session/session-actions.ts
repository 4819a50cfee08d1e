import { useSetAtom } from 'jotai';
import { RESET } from 'jotai/utils';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import type { AuthResult, MemberDto } from '../../../../src/contracts/identity/index.ts';
import { lastClubPathAtom } from '../../app/club-path';
import { authenticatedAtom, memberAtom } from '../../app/session';
import { storageKeys } from '../../lib/storage-keys';
import { modalAtom } from '../../ui/modal/modal-atoms';
import { meKey } from './use-me';

/** What a sign-in gives: the member, and a refresh token when the server hands one to scripts. */
export interface SignedIn {
  member: MemberDto;
  refreshToken?: string | undefined;
}

/** A reply that signs the member in (register or verify may, when the server chooses to) carries a session. */
export function readSession(data: unknown): AuthResult | null {
  if (typeof data !== 'object' || data === null) return null;
  const record = data as Partial<AuthResult>;
  return record.member && typeof record.refreshToken === 'string' ? (data as AuthResult) : null;
}

/** Lists that depend on who is signed in and are refreshed after a login (spec §4). */
export const isSessionListKey = (key: unknown) =>
  typeof key === 'string' && (key.startsWith('/member/teams') || key.startsWith('/marketplace'));

/**
 * Spec §4 login success: the member is stored, the refresh token saved where the API client reads it
 * for `/auth/refresh`, the authenticated flag set, and the team and marketplace lists refreshed.
 * Navigation is the caller's (it knows where the login was opened from).
 */
export function useSignIn() {
  const setAuthenticated = useSetAtom(authenticatedAtom);
  const setMember = useSetAtom(memberAtom);
  const { mutate } = useSWRConfig();
  return useCallback(
    ({ member, refreshToken }: SignedIn) => {
      if (refreshToken) localStorage.setItem(storageKeys.refreshToken, refreshToken);
      setAuthenticated(true);
      setMember(member);
      void mutate(meKey, member, { revalidate: false });
      void mutate(isSessionListKey);
    },
    [mutate, setAuthenticated, setMember],
  );
}

/** Forgets the session on this device: storage, atoms, cached server data, any open modal. */
export function useEndSession() {
  const setAuthenticated = useSetAtom(authenticatedAtom);
  const setMember = useSetAtom(memberAtom);
  const setLastClubPath = useSetAtom(lastClubPathAtom);
  const setModal = useSetAtom(modalAtom);
  const { mutate } = useSWRConfig();
  return useCallback(() => {
    localStorage.clear();
    setAuthenticated(RESET);
    setLastClubPath(RESET);
    setMember(null);
    setModal((current) => ({ ...current, open: false }));
    void mutate(() => true, undefined, { revalidate: false });
  }, [mutate, setAuthenticated, setLastClubPath, setMember, setModal]);
}

/**
 * Tells the server to end the session. A plain fetch, not the API client: an expired access token
 * must not start a token refresh (whose failure would send the user to /login instead of the splash).
 */
async function revokeOnServer(): Promise<void> {
  const refreshToken = localStorage.getItem(storageKeys.refreshToken);
  try {
    await fetch('/api/auth/logout', {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify(refreshToken ? { refreshToken } : {}),
      cache: 'no-store',
      credentials: 'include',
    });
  } catch {
    // Offline: the local session ends anyway; the refresh token expires on its own.
  }
}

/**
 * Leaves for the splash, then forgets the session. In that order, and without the router's usual
 * transition (which keeps the old page on screen while the next one loads): a signed-in page still
 * mounted when the session ends would send the user to /login instead.
 */
export function useLeaveSession() {
  const endSession = useEndSession();
  const navigate = useNavigate();
  return useCallback(async () => {
    await navigate('/', { flushSync: true });
    endSession();
  }, [endSession, navigate]);
}

/** Spec §4 logout: POST /api/auth/logout, clear local storage, back to the splash. */
export function useLogout() {
  const leaveSession = useLeaveSession();
  return useCallback(async () => {
    await revokeOnServer();
    await leaveSession();
  }, [leaveSession]);
}
