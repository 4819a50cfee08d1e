import {
  LEAGUE_EVENT_MESSAGES,
  LEAGUE_MESSAGES,
  type LeagueEventResult,
  type MoveLeagueEvent,
} from '../../../../contracts/leagues/index.ts';
import type { AuthenticatedMember } from '../../../../platform/auth/index.ts';
import { recordEvent } from '../../../../platform/bus/index.ts';
import { badRequest, conflict } from '../../../../platform/errors/app-error.ts';
import { staffRoleOf } from '../../../organizations/index.ts';
import { coordinatorOfGame } from '../league-access.ts';
import type { LeaguesDeps } from '../leagues-deps.ts';
import { lockedGame } from '../locked-aggregates.ts';
import { reconfirmGame } from '../score-report/confirm-game.ts';
import { leagueEventResult } from './league-event-result.ts';

/** PATCH /api/league/event/{id}: move a game (time, venue) or name its referee. */
export async function moveLeagueEvent(
  deps: LeaguesDeps,
  actor: AuthenticatedMember,
  gameId: string,
  change: MoveLeagueEvent,
): Promise<LeagueEventResult> {
  const game = await coordinatorOfGame(deps.em, gameId, actor.memberId);
  if (change.refereeId && (await staffRoleOf(deps.em, game.organization_id, change.refereeId)) !== 'referee')
    throw badRequest([{ message: LEAGUE_EVENT_MESSAGES.refereeNotStaff, field: 'refereeId' }]);
  const now = deps.clock.now();
  await deps.em.transactional(async (tx) => {
    const row = await lockedGame(tx, gameId);
    if (change.version !== undefined && change.version !== row.version)
      throw conflict(LEAGUE_EVENT_MESSAGES.changedMeanwhile);
    const startsAt = change.startsAt ? new Date(change.startsAt) : row.startsAt;
    row.startsAt = startsAt;
    if (change.venue) row.venue = change.venue;
    const previousRefereeId = row.refereeId ?? null;
    if (change.refereeId !== undefined) row.refereeId = change.refereeId ?? null;
    row.updatedAt = now;
    row.sequence += 1;
    const changed = Object.keys(change).filter((key) => key !== 'version');
    recordEvent(tx, 'leagues.league-event-updated', {
      leagueEventId: gameId,
      leagueId: game.league_id,
      stageId: game.stage_id,
      startsAt: startsAt.toISOString(),
      changed,
      sequence: row.sequence,
    });
    // The referee named, replaced or taken off is told (notifications' subscribers).
    if (row.refereeId !== previousRefereeId)
      recordEvent(tx, 'leagues.referee-changed', {
        leagueEventId: gameId,
        leagueId: game.league_id,
        stageId: game.stage_id,
        actorId: actor.memberId,
        refereeId: row.refereeId,
        previousRefereeId,
      });
    await reconfirmGame(tx, gameId, now);
  });
  return leagueEventResult(deps, actor, gameId, LEAGUE_MESSAGES.updated);
}
