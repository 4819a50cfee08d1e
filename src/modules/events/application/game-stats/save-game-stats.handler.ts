import {
  GAME_STATS_MESSAGES,
  type GameStatsResult,
  type PlayerGameStats,
} from '../../../../contracts/events/index.ts';
import type { AuthenticatedMember } from '../../../../platform/auth/index.ts';
import { recordEvent } from '../../../../platform/bus/index.ts';
import { badRequest, conflict } from '../../../../platform/errors/app-error.ts';
import { teamRosterMemberIds } from '../../../clubs/index.ts';
import { hasStarted } from '../../domain/event-time.ts';
import { writeGameStats } from '../../infrastructure/answer.store.ts';
import { assertEventCaptain, eventAccess } from '../event-access.ts';
import type { EventsDeps } from '../events-deps.ts';
import { getGameStats } from '../queries/game-stats.query.ts';

/** POST /api/event/{eventId}/game-stats: a captain records players' lines once the game has started. */
export async function saveGameStats(
  deps: EventsDeps,
  actor: AuthenticatedMember,
  eventId: string,
  stats: PlayerGameStats[],
): Promise<GameStatsResult> {
  const access = await eventAccess(deps.em, eventId, actor.memberId);
  assertEventCaptain(access);
  if (!hasStarted(new Date(access.row.starts_at), deps.clock.now()))
    throw conflict(GAME_STATS_MESSAGES.notPast);
  const roster = new Set(
    (await teamRosterMemberIds(deps.em, access.row.team_id)).map((entry) => entry.memberId),
  );
  const stranger = stats.findIndex((line) => !roster.has(line.memberId));
  if (stranger >= 0)
    throw badRequest([{ message: GAME_STATS_MESSAGES.notOnRoster, field: `stats.${stranger}.memberId` }]);
  const now = deps.clock.now();
  await deps.em.transactional(async (tx) => {
    await writeGameStats(tx, eventId, now, stats);
    recordEvent(tx, 'events.stats-saved', {
      eventId,
      teamId: access.row.team_id,
      actorId: actor.memberId,
      memberIds: stats.map((line) => line.memberId),
    });
  });
  return { ...(await getGameStats(deps, actor.memberId, eventId)), message: GAME_STATS_MESSAGES.saved };
}
