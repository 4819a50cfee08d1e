import { LEAGUE_MESSAGES, type LeagueDeletedDto } from '../../../../contracts/leagues/index.ts';
import type { AuthenticatedMember } from '../../../../platform/auth/index.ts';
import { recordEvent } from '../../../../platform/bus/index.ts';
import { conflict } from '../../../../platform/errors/app-error.ts';
import { LeagueEventEntity } from '../../infrastructure/league-event.entity.ts';
import { coordinatorOfLeague } from '../league-access.ts';
import type { LeaguesDeps } from '../leagues-deps.ts';
import { lockedLeague } from '../locked-aggregates.ts';
import { endRegistrationOfDeletedLeague } from '../registration/league-lifecycle.ts';

/**
 * DELETE /api/league/{leagueId}: a coordinator removes a draft with everything in it (a failed try
 * should not pile up in the console). A published league has teams and players relying on it: 409.
 * Each game's deletion is recorded too, so its score deadline goes with it.
 */
export async function deleteLeague(
  deps: LeaguesDeps,
  actor: AuthenticatedMember,
  leagueId: string,
): Promise<LeagueDeletedDto> {
  const league = await coordinatorOfLeague(deps.em, leagueId, actor.memberId);
  await deps.em.transactional(async (tx) => {
    const row = await lockedLeague(tx, leagueId);
    if (row.status !== 'draft') throw conflict(LEAGUE_MESSAGES.publishedNotDeletable);
    const games = await tx.find(LeagueEventEntity, { leagueId }, { fields: ['id', 'stageId'] });
    for (const game of games) {
      recordEvent(tx, 'leagues.league-event-deleted', {
        leagueEventId: game.id,
        leagueId,
        stageId: game.stageId,
      });
    }
    await endRegistrationOfDeletedLeague(tx, leagueId, league.organization_id);
    // Its stages, teams, games, registrations and everything in them go with it (on delete cascade).
    tx.remove(row);
    recordEvent(tx, 'leagues.league-deleted', {
      leagueId,
      organizationId: league.organization_id,
      actorId: actor.memberId,
    });
  });
  return { leagueId, message: LEAGUE_MESSAGES.deleted };
}
