import { PROFILE_MESSAGES } from '../../../../contracts/identity/index.ts';
import type { AuthenticatedMember } from '../../../../platform/auth/index.ts';
import { MemberAuthProvider } from '../../infrastructure/member.entity.ts';
import { MemberBlock } from '../../infrastructure/member-block.entity.ts';
import { findMemberById } from '../../infrastructure/member-store.ts';
import { MemberToken } from '../../infrastructure/member-token.entity.ts';
import { revokeMemberSessions } from '../../infrastructure/session-store.ts';
import type { HandlerDeps } from '../handler-deps.ts';

/**
 * Deletes the account as far as the member is concerned: sign-in stops everywhere, personal data is
 * erased, the e-mail is freed. The row stays so content keeps pointing at someone, shown as
 * "Deleted player" (reports about the member also stay, for moderators).
 */
export async function deactivateMember(
  deps: HandlerDeps,
  actor: AuthenticatedMember,
): Promise<{ message: string }> {
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
