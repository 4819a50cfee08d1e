import type { MemberDto } from '../../../../src/contracts/identity/index.ts';
import { safeReturnTo, withReturnTo } from '../../lib/return-to';

export const completeRegistrationPath = '/settings/general';

/**
 * Spec §4: after login, back to the page the login was opened from, else the user's team page, else
 * the splash. A member whose registration is incomplete (a new social sign-in) first completes it,
 * carrying the destination along.
 */
export function afterLoginPath(
  member: Pick<MemberDto, 'teams' | 'registrationComplete'>,
  returnTo?: string | null,
): string {
  const from = safeReturnTo(returnTo);
  if (!member.registrationComplete) {
    return from === completeRegistrationPath ? from : withReturnTo(completeRegistrationPath, from);
  }
  if (from) return from;
  const team = member.teams[0];
  return team ? `/team/${team.id}` : '/';
}
