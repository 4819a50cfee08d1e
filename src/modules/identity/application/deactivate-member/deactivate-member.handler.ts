import {
  DEACTIVATE_MESSAGES,
  DEACTIVATE_RECENT_SIGN_IN_MINUTES,
  type DeactivateAccountRequest,
  PROFILE_MESSAGES,
} from '../../../../contracts/identity/index.ts';
import type { AuthenticatedMember } from '../../../../platform/auth/index.ts';
import { AppError, badRequest, unauthorized } from '../../../../platform/errors/app-error.ts';
import { MemberAuthProvider } from '../../infrastructure/member.entity.ts';
import { findMemberById } from '../../infrastructure/member.store.ts';
import { MemberBlock } from '../../infrastructure/member-block.entity.ts';
import { MemberToken } from '../../infrastructure/member-token.entity.ts';
import { revokeMemberSessions, sessionStartedAt } from '../../infrastructure/session.store.ts';
import { type HandlerDeps, passwordMatches } from '../handler-deps.ts';

/**
 * Deletes the account as far as the member is concerned: sign-in stops everywhere, personal data is
 * erased, the e-mail is freed. The row stays so content keeps pointing at someone, shown as
 * "Deleted player" (reports about the member also stay, for moderators).
 *
 * An access token alone is not enough (issue 17): the member proves it is them, with the password, or,
 * for an account without one, by a sign-in in the last few minutes.
 */
export async function deactivateMember(
  deps: HandlerDeps,
  actor: AuthenticatedMember,
  input: DeactivateAccountRequest,
): Promise<{ message: string }> {
  await confirmItIsThem(deps, actor, input);
  const now = deps.clock.now();
  await deps.em.transactional(async (em) => {
    const member = await findMemberById(em, actor.memberId);
    if (member?.status === 'active') {
      em.assign(member, {
        status: 'deactivated',
        deactivatedAt: now,
        updatedAt: now,
        email: null,
        emailVerified: false,
        passwordHash: null,
        firstName: '',
        lastName: '',
        phoneNumber: null,
        gender: null,
        birthday: null,
        location: null,
        street: null,
        state: null,
        zip: null,
        favoriteTeam: null,
        avatar: null,
      });
    }
    // Set-wide deletes that need nothing loaded, in this transaction.
    await em.nativeDelete(MemberAuthProvider, { memberId: actor.memberId });
    await em.nativeDelete(MemberToken, { memberId: actor.memberId });
    await em.nativeDelete(MemberBlock, { blockerId: actor.memberId });
    await revokeMemberSessions(em, actor.memberId, 'deactivated', now);
    deps.bus.record(em, 'identity.member-deactivated', { memberId: actor.memberId });
  });
  return { message: PROFILE_MESSAGES.deactivated };
}

async function confirmItIsThem(
  deps: HandlerDeps,
  actor: AuthenticatedMember,
  input: DeactivateAccountRequest,
): Promise<void> {
  const member = await findMemberById(deps.em, actor.memberId);
  if (member?.status !== 'active') throw unauthorized();
  if (member.passwordHash) {
    if (!input.password)
      throw badRequest([{ message: DEACTIVATE_MESSAGES.passwordRequired, field: 'password' }]);
    // The same account lock as sign-in and change-password: guessing here counts there.
    if (!(await passwordMatches(deps, member, input.password)))
      throw badRequest([{ message: DEACTIVATE_MESSAGES.passwordWrong, field: 'password' }]);
    return;
  }
  const startedAt = await sessionStartedAt(deps.em, actor.sessionId);
  const recentSince = deps.clock.now().getTime() - DEACTIVATE_RECENT_SIGN_IN_MINUTES * 60_000;
  if (!startedAt || startedAt.getTime() < recentSince)
    throw new AppError(403, [{ message: DEACTIVATE_MESSAGES.signInAgain, code: 'RecentSignInRequired' }]);
}
