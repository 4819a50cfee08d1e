import { VERIFY_MESSAGES } from '../../../../contracts/identity/index.ts';
import type { AuthenticatedMember } from '../../../../platform/auth/index.ts';
import { unauthorized } from '../../../../platform/errors/app-error.ts';
import { findMemberById } from '../../infrastructure/member.store.ts';
import type { HandlerDeps } from '../handler-deps.ts';

/** Sends a fresh verification link (the older one dies); a verified address needs none. */
export async function resendVerification(
  deps: HandlerDeps,
  actor: AuthenticatedMember,
): Promise<{ message: string }> {
  const member = await findMemberById(deps.em, actor.memberId);
  if (member?.status !== 'active') throw unauthorized();
  if (member.emailVerified || !member.email) return { message: VERIFY_MESSAGES.verified };
  await deps.em.transactional(async (em) => {
    deps.bus.record(em, 'identity.email-verification-requested', { memberId: member.id });
  });
  return { message: VERIFY_MESSAGES.resent };
}
