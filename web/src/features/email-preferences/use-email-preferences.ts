import { useAtomValue } from 'jotai';
import type { EmailPreferencesDto } from '../../../../src/contracts/identity/index.ts';
import { useApi } from '../../api/use-api';
import { authenticatedAtom } from '../../app/session';

export const emailPreferencesKey = '/member/email-preferences';

/** `GET /api/member/email-preferences` for the signed-in member. */
export function useEmailPreferences() {
  const authenticated = useAtomValue(authenticatedAtom);
  return useApi<EmailPreferencesDto>(authenticated ? emailPreferencesKey : null);
}
