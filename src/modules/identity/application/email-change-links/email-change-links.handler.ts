import { LockMode } from '@mikro-orm/core';
import {
  EMAIL_CHANGE_ERROR_CODES,
  EMAIL_CHANGE_MESSAGES,
  type EmailChangeCancelled,
  type EmailChangeConfirmed,
  SIGN_UP_MESSAGES,
} from '../../../../contracts/identity/index.ts';
import type { EntityManager } from '../../../../platform/db/orm.ts';
import { isUniqueViolation } from '../../../../platform/db/write-errors.ts';
import { AppError, conflict } from '../../../../platform/errors/app-error.ts';
import { decideCancel, decideConfirm } from '../../domain/email-change.ts';
import { hashToken } from '../../domain/secret-token.ts';
import { EmailChangeEntity, type EmailChangeRow } from '../../infrastructure/email-change.entity.ts';
import { findMemberById } from '../../infrastructure/member.store.ts';
import { supersedeMemberTokens } from '../../infrastructure/member-token.store.ts';
import type { HandlerDeps } from '../handler-deps.ts';

type Refusal = keyof typeof EMAIL_CHANGE_ERROR_CODES;
const refused = (why: Refusal, status = 400) =>
  new AppError(status, [
    {
      message: EMAIL_CHANGE_MESSAGES[why === 'confirmed' ? 'tooLateToCancel' : why],
      code: EMAIL_CHANGE_ERROR_CODES[why],
    },
  ]);

/**
 * The change a link's token belongs to, locked for this transaction: a confirm and a cancel opened
 * at the same moment are decided one after the other, on the row as the first one left it.
 */
async function lockedChange(
  em: EntityManager,
  tokenColumn: 'confirmTokenHash' | 'cancelTokenHash',
  token: string,
): Promise<EmailChangeRow> {
  const change = await em.findOne(
    EmailChangeEntity,
    { [tokenColumn]: hashToken(token) },
    { lockMode: LockMode.PESSIMISTIC_WRITE },
  );
  if (!change) throw refused('invalid');
  return change;
}

/** The link mailed to the new address: the account moves to it, now proven to be the member's. */
export async function confirmEmailChange(deps: HandlerDeps, token: string): Promise<EmailChangeConfirmed> {
  const now = deps.clock.now();
  try {
    return await deps.em.transactional(async (em) => {
      const change = await lockedChange(em, 'confirmTokenHash', token);
      const decision = decideConfirm(change, now);
      if (decision === 'already-confirmed') return { outcome: 'already-confirmed', email: change.newEmail };
      if (decision === 'cancelled') throw refused('withdrawn');
      if (decision !== 'confirm') throw refused(decision);
      const member = await findMemberById(em, change.memberId);
      if (member?.status !== 'active') throw refused('invalid');
      member.email = change.newEmail;
      member.emailVerified = true;
      member.updatedAt = now;
      // Links mailed to the old address must not reset the password of the moved account.
      await supersedeMemberTokens(em, member.id, now);
      change.status = 'confirmed';
      change.settledAt = now;
      deps.bus.record(em, 'identity.email-change-confirmed', {
        changeId: change.id,
        memberId: change.memberId,
        previousEmail: change.previousEmail,
        newEmail: change.newEmail,
      });
      return { outcome: 'confirmed', email: change.newEmail };
    });
  } catch (error) {
    // Someone signed up with the address while the change waited.
    if (isUniqueViolation(error)) throw conflict(SIGN_UP_MESSAGES.emailTaken);
    throw error;
  }
}

/** The link mailed to the old address: the pending change is dropped and the account keeps it. */
export async function cancelEmailChange(deps: HandlerDeps, token: string): Promise<EmailChangeCancelled> {
  const now = deps.clock.now();
  return deps.em.transactional(async (em) => {
    const change = await lockedChange(em, 'cancelTokenHash', token);
    const decision = decideCancel(change);
    if (decision === 'already-cancelled')
      return { outcome: 'already-cancelled', email: change.previousEmail };
    if (decision === 'already-confirmed') throw refused('confirmed', 409);
    if (decision === 'superseded') throw refused('superseded');
    change.status = 'cancelled';
    change.settledAt = now;
    deps.bus.record(em, 'identity.email-change-cancelled', {
      changeId: change.id,
      memberId: change.memberId,
    });
    return { outcome: 'cancelled', email: change.previousEmail };
  });
}
