import { LEAGUE_MESSAGES } from '../../../../contracts/leagues/index.ts';
import type { AuthenticatedMember } from '../../../../platform/auth/index.ts';
import { recordEvent } from '../../../../platform/bus/index.ts';
import { LeagueEventEntity } from '../../infrastructure/league-event.entity.ts';
import { coordinatorOfGame } from '../league-access.ts';
import type { LeaguesDeps } from '../leagues-deps.ts';
import { leagueGameFacts } from '../queries/league-game-facts.query.ts';

export async function deleteLeagueEvent(
  deps: LeaguesDeps,
  actor: AuthenticatedMember,
  gameId: string,
): Promise<{ leagueEventId: string; message: string }> {
  const game = await coordinatorOfGame(deps.em, gameId, actor.memberId);
  await deps.em.transactional(async (tx) => {
    // The game as it was, for the notice its teams and referee get: its row is gone once the event is handled.
    const [was] = await leagueGameFacts(tx, [gameId]);
    await tx.nativeDelete(LeagueEventEntity, { id: gameId });
    recordEvent(tx, 'leagues.league-event-deleted', {
      leagueEventId: gameId,
      leagueId: game.league_id,
      stageId: game.stage_id,
      ...(was
        ? {
            game: {
              leagueName: was.leagueName,
              leaguePublished: was.leaguePublished,
              homeTeam: was.homeTeam,
              awayTeam: was.awayTeam,
              startsAt: was.startsAt.toISOString(),
              timeZone: was.timeZone,
              venue: was.venue,
              refereeId: was.refereeId,
            },
          }
        : {}),
    });
  });
  return { leagueEventId: gameId, message: LEAGUE_MESSAGES.deleted };
}
