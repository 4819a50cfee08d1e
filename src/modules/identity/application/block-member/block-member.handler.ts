import { REPORT_MESSAGES } from '../../../../contracts/identity/index.ts';
import type { AuthenticatedMember } from '../../../../platform/auth/index.ts';
import { isUniqueViolation } from '../../../../platform/db/write-errors.ts';
import { badRequest, notFound } from '../../../../platform/errors/app-error.ts';
import { findMemberById } from '../../infrastructure/member.store.ts';
import { MemberBlock } from '../../infrastructure/member-block.entity.ts';
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
  const key = { blockerId: actor.memberId, blockedId: memberId };
  try {
    await deps.em.transactional(async (em) => {
      const existing = await em.findOne(MemberBlock, key);
      if (blocked && !existing) em.create(MemberBlock, { ...key, createdAt: deps.clock.now() });
      if (!blocked && existing) em.remove(existing);
    });
  } catch (error) {
    // The same block from another tab a moment ago: the member is blocked, as asked.
    if (!(blocked && isUniqueViolation(error))) throw error;
  }
  return { memberId, isBlocked: blocked };
}
