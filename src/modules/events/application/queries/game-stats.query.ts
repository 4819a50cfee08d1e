import type { GameStatsDto } from '../../../../contracts/events/index.ts';
import { assertEventMember, eventAccess } from '../event-access.ts';
import type { EventsDeps } from '../events-deps.ts';

/** GET /api/event/{eventId}/game-stats: the recorded lines, for the stats entry form. */
export async function getGameStats(
  deps: EventsDeps,
  viewerId: string,
  eventId: string,
): Promise<GameStatsDto> {
  assertEventMember(await eventAccess(deps.em, eventId, viewerId));
  const rows = await deps.em.execute<
    Array<{
      member_id: string;
      goals: number;
      assists: number;
      potm: boolean;
      yellow_cards: number;
      red_cards: number;
    }>
  >(
    `select member_id, goals, assists, potm, yellow_cards, red_cards from team_event_game_stats
     where event_id = ? order by member_id`,
    [eventId],
  );
  return {
    eventId,
    stats: rows.map((row) => ({
      memberId: row.member_id,
      goals: row.goals,
      assists: row.assists,
      potm: row.potm,
      yellowCards: row.yellow_cards,
      redCards: row.red_cards,
    })),
  };
}
