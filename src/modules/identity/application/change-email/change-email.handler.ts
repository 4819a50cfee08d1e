import { CHANGE_EMAIL_MESSAGES, SIGN_UP_MESSAGES } from '../../../../contracts/identity/index.ts';
import type { AuthenticatedMember } from '../../../../platform/auth/index.ts';
import { badRequest, conflict, unauthorized } from '../../../../platform/errors/app-error.ts';
import { emailTaken, findMemberById, isUniqueViolation } from '../../infrastructure/member-store.ts';
import { type HandlerDeps, passwordMatches } from '../handler-deps.ts';

/**
 * Moves the account to a new address after re-checking the password. The new address is unverified
 * until its link is followed; the old one is told, so a hijack does not go unnoticed.
 */
export async function changeEmail(
  deps: HandlerDeps,
  actor: AuthenticatedMember,
  input: { password: string; email: string },
): Promise<string> {
  const member = await findMemberById(deps.em, actor.memberId);
  if (member?.status !== 'active' || !member.email) throw unauthorized();
  if (!(await passwordMatches(deps, member, input.password))) {
    throw badRequest([{ message: CHANGE_EMAIL_MESSAGES.passwordWrong, field: 'password' }]);
  }
  if (input.email === member.email)
    throw badRequest([{ message: CHANGE_EMAIL_MESSAGES.same, field: 'email' }]);
  if (await emailTaken(deps.em, input.email)) throw conflict(SIGN_UP_MESSAGES.emailTaken, 'email');
  const previousEmail = member.email;
  const now = deps.clock.now();
  try {
    await deps.em.transactional(async (em) => {
      await em.execute(
        'update member set email = ?, email_verified = false, updated_at = ? where id = ?',
        [input.email, now, member.id],
        'run',
      );
      // Links mailed to the old address must not reset the password of the moved account.
      await em.execute(
        'update member_token set superseded_at = ? where member_id = ? and used_at is null and superseded_at is null',
        [now, member.id],
        'run',
      );
      deps.bus.record(em, 'identity.email-changed', {
        memberId: member.id,
        previousEmail,
        newEmail: input.email,
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(SIGN_UP_MESSAGES.emailTaken, 'email');
    throw error;
  }
  return input.email;
}
