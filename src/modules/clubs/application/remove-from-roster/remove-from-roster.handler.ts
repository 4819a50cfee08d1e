import { ROSTER_MESSAGES } from '../../../../contracts/clubs/index.ts';
import type { AuthenticatedMember } from '../../../../platform/auth/index.ts';
import { recordEvent } from '../../../../platform/bus/index.ts';
import { notFound } from '../../../../platform/errors/app-error.ts';
import { leavesNoCaptain } from '../../domain/captaincy.ts';
import { isUuid } from '../../domain/ids.ts';
import { RosterEntryEntity } from '../../infrastructure/roster-entry.entity.ts';
import type { ClubsDeps } from '../clubs-deps.ts';
import { assertCaptain, assertMember, lockTeam, soleCaptain, teamAccess } from '../team-access.ts';

/**
 * DELETE …/roster/{memberId}: a member naming themselves leaves; a captain naming someone else removes
 * them. Either way the last captain cannot go (spec §4, §6), checked under the team row's lock.
 */
export async function removeFromRoster(
  deps: ClubsDeps,
  actor: AuthenticatedMember,
  teamId: string,
  memberId: string,
): Promise<{ teamId: string; memberId: string; message: string }> {
  const leaving = memberId === actor.memberId;
  const access = await teamAccess(deps.em, teamId, actor.memberId);
  assertMember(access);
  if (!leaving) assertCaptain(access);
  if (!isUuid(memberId)) throw notFound(ROSTER_MESSAGES.notOnRoster);
  await deps.em.transactional(async (tx) => {
    await lockTeam(tx, teamId);
    const captains = await tx.find(RosterEntryEntity, { teamId, isCaptain: true });
    const captainIds = new Set(captains.map((entry) => entry.memberId));
    if (!leaving) assertCaptain({ ...access, isCaptain: captainIds.has(actor.memberId) });
    const entry = await tx.findOne(RosterEntryEntity, { teamId, memberId });
    if (!entry) throw notFound(ROSTER_MESSAGES.notOnRoster);
    if (leavesNoCaptain(captainIds, [], [memberId])) throw soleCaptain();
    tx.remove(entry);
    if (leaving) recordEvent(tx, 'clubs.member-left', { teamId, memberId });
    else recordEvent(tx, 'clubs.member-removed', { teamId, memberId, actorId: actor.memberId });
  });
  return { teamId, memberId, message: leaving ? ROSTER_MESSAGES.left : ROSTER_MESSAGES.removed };
}
