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
    const values = stats.map(() => '(?, ?, ?, ?, ?, ?, ?, ?)').join(', ');
    await tx.execute(
      `insert into team_event_game_stats (event_id, member_id, goals, assists, potm, yellow_cards, red_cards, updated_at)
       values ${values}
       on conflict (event_id, member_id) do update set goals = excluded.goals, assists = excluded.assists,
         potm = excluded.potm, yellow_cards = excluded.yellow_cards, red_cards = excluded.red_cards,
         updated_at = excluded.updated_at`,
      stats.flatMap((line) => [
        eventId,
        line.memberId,
        line.goals,
        line.assists,
        line.potm,
        line.yellowCards,
        line.redCards,
        now,
      ]),
    );
    recordEvent(tx, 'events.stats-saved', {
      eventId,
      teamId: access.row.team_id,
      actorId: actor.memberId,
      memberIds: stats.map((line) => line.memberId),
    });
  });
  return { ...(await getGameStats(deps, actor.memberId, eventId)), message: GAME_STATS_MESSAGES.saved };
}
