import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { authenticatedAtom, memberAtom } from '../../app/session';
import { useEndSession } from './session-actions';
import { useMe } from './use-me';

/**
 * Keeps the shell's member in step with `GET /api/member/me` while the authenticated flag is set. A
 * plain 401 (no session at all, not an expired token the client refreshes) means the flag is stale:
 * the session ends quietly.
 */
export function SessionBootstrap() {
  const authenticated = useAtomValue(authenticatedAtom);
  const setMember = useSetAtom(memberAtom);
  const endSession = useEndSession();
  const { data, error } = useMe();

  useEffect(() => {
    if (authenticated && data) setMember(data);
  }, [authenticated, data, setMember]);

  useEffect(() => {
    if (error?.status === 401) endSession();
  }, [error, endSession]);

  return null;
}
