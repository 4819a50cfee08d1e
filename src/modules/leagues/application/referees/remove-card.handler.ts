import { type GameCardResult, REFEREE_MESSAGES } from '../../../../contracts/leagues/referees.ts';
import type { AuthenticatedMember } from '../../../../platform/auth/index.ts';
import { recordEvent } from '../../../../platform/bus/index.ts';
import { notFound } from '../../../../platform/errors/app-error.ts';
import { deleteCard } from '../../infrastructure/officiating.store.ts';
import { isUuid } from '../league-access.ts';
import type { LeaguesDeps } from '../leagues-deps.ts';
import { cardEvent, toGameCards } from './game-card-dto.ts';
import { assertOfficial, officiatedGame } from './officiating-access.ts';

/** DELETE /api/league-common/event-page/{id}/cards/{cardId}: a card recorded by mistake comes off. */
export async function removeCard(
  deps: LeaguesDeps,
  actor: AuthenticatedMember,
  gameId: string,
  cardId: string,
): Promise<GameCardResult> {
  const game = await officiatedGame(deps.em, gameId);
  await assertOfficial(deps.em, game, actor.memberId);
  if (!isUuid(cardId)) throw notFound(REFEREE_MESSAGES.cardNotFound);
  const row = await deps.em.transactional(async (tx) => {
    const removed = await deleteCard(tx, gameId, cardId);
    if (!removed) throw notFound(REFEREE_MESSAGES.cardNotFound);
    recordEvent(tx, 'leagues.card-removed', cardEvent(game, actor.memberId, removed));
    return removed;
  });
  const [card] = await toGameCards(deps.identity, [row]);
  return { card: card!, message: REFEREE_MESSAGES.cardRemoved };
}
