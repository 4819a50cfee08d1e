import { randomUUID } from 'node:crypto';
import { CHANGE_EMAIL_MESSAGES, SIGN_UP_MESSAGES } from '../../../../contracts/identity/index.ts';
import type { AuthenticatedMember } from '../../../../platform/auth/index.ts';
import { badRequest, conflict, unauthorized } from '../../../../platform/errors/app-error.ts';
import { emailChangeExpiry } from '../../domain/email-change.ts';
import { EmailChangeEntity } from '../../infrastructure/email-change.entity.ts';
import { emailTaken, findMemberById } from '../../infrastructure/member.store.ts';
import { type HandlerDeps, passwordMatches } from '../handler-deps.ts';

/**
 * Asks to move the account to a new address after re-checking the password. Nothing changes yet:
 * the change waits for the link mailed to the new address, and the old address gets a link that
 * cancels it, so a hijacker cannot take the account by typing an address. A newer request replaces
 * an older pending one.
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
  const now = deps.clock.now();
  const changeId = randomUUID();
  await deps.em.transactional(async (em) => {
    const older = await em.find(EmailChangeEntity, { memberId: member.id, status: 'pending' });
    for (const change of older) {
      change.status = 'superseded';
      change.settledAt = now;
    }
    em.create(EmailChangeEntity, {
      id: changeId,
      memberId: member.id,
      previousEmail: member.email!,
      newEmail: input.email,
      status: 'pending',
      confirmTokenHash: null,
      cancelTokenHash: null,
      requestedAt: now,
      expiresAt: emailChangeExpiry(now),
      settledAt: null,
    });
    deps.bus.record(em, 'identity.email-change-requested', { changeId, memberId: member.id });
  });
  return input.email;
}
