import { OptimisticLockError } from '@mikro-orm/core';
import { TEAM_MESSAGES, type TeamDto, type UpdateTeam } from '../../../../contracts/clubs/index.ts';
import type { AuthenticatedMember } from '../../../../platform/auth/index.ts';
import { recordEvent } from '../../../../platform/bus/index.ts';
import { conflict, notFound } from '../../../../platform/errors/app-error.ts';
import { isUuid } from '../../domain/ids.ts';
import { TeamEntity } from '../../infrastructure/team.entity.ts';
import type { ClubsDeps } from '../clubs-deps.ts';
import { getTeam } from '../queries/get-team.query.ts';
import { assertCaptain, teamAccess } from '../team-access.ts';

const FIELDS = ['name', 'abbreviation', 'established', 'location', 'zip', 'jerseyColor'] as const;

/**
 * A captain edits the team profile. The form may send the `version` it was loaded with: if another
 * captain saved in between, this save is a 409 rather than silently undoing theirs. Without it, the
 * unit of work's version check still catches a save racing between load and flush.
 */
export async function updateTeam(
  deps: ClubsDeps,
  actor: AuthenticatedMember,
  teamId: string,
  changes: UpdateTeam & { version?: number | undefined },
): Promise<{ team: TeamDto; message: string }> {
  assertCaptain(await teamAccess(deps.em, teamId, actor.memberId));
  try {
    await deps.em.transactional(async (tx) => {
      if (!isUuid(teamId)) throw notFound(TEAM_MESSAGES.notFound);
      const team = await tx.findOne(TeamEntity, { id: teamId });
      if (!team) throw notFound(TEAM_MESSAGES.notFound);
      if (changes.version !== undefined && changes.version !== team.version)
        throw conflict(TEAM_MESSAGES.changedMeanwhile);
      const changed: string[] = [];
      for (const field of FIELDS) {
        const value = changes[field];
        if (value === undefined || value === team[field]) continue;
        (team as Record<string, unknown>)[field] = value;
        changed.push(field);
      }
      if (changed.length === 0) return;
      team.updatedAt = deps.clock.now();
      recordEvent(tx, 'clubs.team-updated', { teamId, actorId: actor.memberId, changed });
    });
  } catch (error) {
    if (error instanceof OptimisticLockError) throw conflict(TEAM_MESSAGES.changedMeanwhile);
    throw error;
  }
  return { team: await getTeam(deps.em, teamId), message: TEAM_MESSAGES.updated };
}
