import { useAtomValue } from 'jotai';
import type { MemberDto } from '../../../../src/contracts/identity/index.ts';
import { useApi } from '../../api/use-api';
import { authenticatedAtom } from '../../app/session';

export const meKey = '/member/me';

/** The signed-in member (`GET /api/member/me`); asks only while the authenticated flag is set. */
export function useMe() {
  const authenticated = useAtomValue(authenticatedAtom);
  return useApi<MemberDto>(authenticated ? meKey : null);
}
