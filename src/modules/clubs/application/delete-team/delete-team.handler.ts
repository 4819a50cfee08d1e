import { TEAM_MESSAGES } from '../../../../contracts/clubs/index.ts';
import type { AuthenticatedMember } from '../../../../platform/auth/index.ts';
import { recordEvent } from '../../../../platform/bus/index.ts';
import { wroteRaw } from '../../../../platform/db/notified-cache.ts';
import { ROSTER_CHANGED_CHANNEL } from '../../infrastructure/roster-cache.ts';
import { RosterEntryEntity } from '../../infrastructure/roster-entry.entity.ts';
import { TeamEntity } from '../../infrastructure/team.entity.ts';
import type { ClubsDeps } from '../clubs-deps.ts';
import { assertCaptain, lockTeam, teamAccess } from '../team-access.ts';

/**
 * A captain deletes the team for everyone: the roster goes with it (ON DELETE CASCADE). The event names
 * who was on it, so notifications and live rosters can tell them after the rows are gone.
 */
export async function deleteTeam(
  deps: ClubsDeps,
  actor: AuthenticatedMember,
  teamId: string,
): Promise<{ id: string; message: string }> {
  assertCaptain(await teamAccess(deps.em, teamId, actor.memberId));
  await deps.em.transactional(async (tx) => {
    const team = await lockTeam(tx, teamId);
    const roster = await tx.find(RosterEntryEntity, { teamId });
    // Checked again under the lock: the actor may have stopped being captain since the check above.
    const actorEntry = roster.find((entry) => entry.memberId === actor.memberId);
    assertCaptain({
      teamId,
      isMember: actorEntry !== undefined,
      isCaptain: actorEntry?.isCaptain === true,
      isOwner: false,
    });
    recordEvent(tx, 'clubs.team-deleted', {
      teamId,
      name: team.name,
      actorId: actor.memberId,
      memberIds: roster.map((entry) => entry.memberId),
    });
    // A native delete on the entity, not tx.remove: the roster rows cascade in the database, and the
    // identity map holds roster entities we must not try to delete a second time.
    await tx.nativeDelete(TeamEntity, { id: teamId });
    wroteRaw(tx, ROSTER_CHANGED_CHANNEL, [`t:${teamId}`, ...roster.map((entry) => `m:${entry.memberId}`)]);
  });
  return { id: teamId, message: TEAM_MESSAGES.deleted };
}
