import { PASSWORD_FLOW_MESSAGES } from '../../../../contracts/identity/index.ts';
import type { AuthenticatedMember } from '../../../../platform/auth/index.ts';
import { badRequest, unauthorized } from '../../../../platform/errors/app-error.ts';
import { findMemberById } from '../../infrastructure/member.store.ts';
import { revokeMemberSessions } from '../../infrastructure/session.store.ts';
import { type HandlerDeps, passwordMatches } from '../handler-deps.ts';

/** Re-checks the current password, sets the new one and signs out every other session. */
export async function changePassword(
  deps: HandlerDeps,
  actor: AuthenticatedMember,
  input: { currentPassword: string; newPassword: string },
): Promise<{ message: string }> {
  const member = await findMemberById(deps.em, actor.memberId);
  if (member?.status !== 'active') throw unauthorized();
  if (!(await passwordMatches(deps, member, input.currentPassword))) {
    throw badRequest([{ message: PASSWORD_FLOW_MESSAGES.currentWrong, field: 'currentPassword' }]);
  }
  const passwordHash = await deps.hasher.hash(input.newPassword);
  const now = deps.clock.now();
  await deps.em.transactional(async (em) => {
    member.passwordHash = passwordHash;
    member.updatedAt = now;
    await revokeMemberSessions(em, member.id, 'password-changed', now, actor.sessionId);
  });
  return { message: PASSWORD_FLOW_MESSAGES.changed };
}
