import { LEAGUE_EVENT_MESSAGES } from '../../../../contracts/leagues/index.ts';
import type { GameCardsDto } from '../../../../contracts/leagues/referees.ts';
import { listCards } from '../../infrastructure/officiating.store.ts';
import { readableStaffRole } from '../league-access.ts';
import type { LeaguesDeps } from '../leagues-deps.ts';
import { toGameCards } from './game-card-dto.ts';
import { officiatedGame, officiates } from './officiating-access.ts';

/** GET /api/league-common/event-page/{id}/cards: public, as the leaderboards they feed are. */
export async function getGameCards(
  deps: LeaguesDeps,
  viewerId: string | undefined,
  gameId: string,
): Promise<GameCardsDto> {
  const game = await officiatedGame(deps.em, gameId);
  const league = { organization_id: game.organization_id, status: game.league_status };
  const role = await readableStaffRole(deps.em, league, viewerId, LEAGUE_EVENT_MESSAGES.notFound);
  const cards = await toGameCards(deps.identity, await listCards(deps.em, gameId));
  return { leagueEventId: gameId, cards, canRecord: officiates(game, viewerId, role) };
}
