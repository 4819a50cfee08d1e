import { REPORT_MESSAGES } from '../../../../contracts/identity/index.ts';
import type { AuthenticatedMember } from '../../../../platform/auth/index.ts';
import { badRequest, notFound } from '../../../../platform/errors/app-error.ts';
import { findMemberById } from '../../infrastructure/member-store.ts';
import type { HandlerDeps } from '../handler-deps.ts';

export const MEMBER_NOT_FOUND = 'Player not found.';

/** Blocks or unblocks another member; both are idempotent. */
export async function setBlocked(
  deps: HandlerDeps,
  actor: AuthenticatedMember,
  memberId: string,
  blocked: boolean,
): Promise<{ memberId: string; isBlocked: boolean }> {
  if (memberId === actor.memberId)
    throw badRequest([{ message: REPORT_MESSAGES.blockSelf, field: 'memberId' }]);
  const member = await findMemberById(deps.em, memberId);
  if (!member) throw notFound(MEMBER_NOT_FOUND);
  if (blocked) {
    await deps.em.execute(
      'insert into member_block (blocker_id, blocked_id, created_at) values (?, ?, ?) on conflict do nothing',
      [actor.memberId, memberId, deps.clock.now()],
      'run',
    );
  } else {
    await deps.em.execute(
      'delete from member_block where blocker_id = ? and blocked_id = ?',
      [actor.memberId, memberId],
      'run',
    );
  }
  return { memberId, isBlocked: blocked };
}
