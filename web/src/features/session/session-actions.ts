import { useSetAtom } from 'jotai';
import { RESET } from 'jotai/utils';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import type { BrowserSession, MemberDto } from '../../../../src/contracts/identity/index.ts';
import { lastClubPathAtom } from '../../app/club-path';
import { authenticatedAtom, memberAtom } from '../../app/session';
import { modalAtom } from '../../ui/modal/modal-atoms';
import { meKey } from './use-me';

/** What a sign-in gives the page: the member. The tokens stay in httpOnly cookies (spec §4 flag only). */
export interface SignedIn {
  member: MemberDto;
}

/** A reply that signs the member in (register, and verify if the server chooses to) carries the member. */
export function readSession(data: unknown): BrowserSession | null {
  if (typeof data !== 'object' || data === null) return null;
  const record = data as Partial<BrowserSession>;
  return typeof record.member === 'object' && record.member !== null ? { member: record.member } : null;
}

/** Lists that depend on who is signed in and are refreshed after a login (spec §4). */
export const isSessionListKey = (key: unknown) =>
  typeof key === 'string' && (key.startsWith('/member/teams') || key.startsWith('/marketplace'));

/**
 * Spec §4 login success: the member is stored, the authenticated flag set, and the team and
 * marketplace lists refreshed. The refresh token is the server's httpOnly cookie, out of any script's
 * reach, so there is nothing to save.
 * Navigation is the caller's (it knows where the login was opened from).
 */
export function useSignIn() {
  const setAuthenticated = useSetAtom(authenticatedAtom);
  const setMember = useSetAtom(memberAtom);
  const { mutate } = useSWRConfig();
  return useCallback(
    ({ member }: SignedIn) => {
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
  try {
    await fetch('/api/auth/logout', {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      // The session to end is named by the cookies the browser sends.
      body: '{}',
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
