import { type CardKind, REFEREE_MESSAGES } from '../../../contracts/leagues/referees.ts';

// What a referee may write on a game's card list. A red card, or a second yellow, sends a player off:
// nothing more can be shown to them in that game (spec §3 stat kinds YELLOW_CARD and RED_CARD).

export interface ShownCard {
  memberId: string;
  teamId: string;
  kind: CardKind;
}

/** Whether the player's cards so far sent them off: a red card, or two yellows. */
export function isSentOff(cards: readonly ShownCard[], memberId: string): boolean {
  const own = cards.filter((card) => card.memberId === memberId);
  return (
    own.some((card) => card.kind === 'RED_CARD') || own.filter((c) => c.kind === 'YELLOW_CARD').length >= 2
  );
}

/** The game as the card rules see it. */
export interface CardGame {
  status: 'scheduled' | 'canceled';
  startsAt: Date;
}

/** Why this card cannot be recorded, or null when it can. `shown` are the game's cards so far. */
export function cardRefusal(
  game: CardGame,
  shown: readonly ShownCard[],
  card: ShownCard,
  now: Date,
): string | null {
  if (game.status === 'canceled') return REFEREE_MESSAGES.canceled;
  if (game.startsAt.getTime() > now.getTime()) return REFEREE_MESSAGES.notStarted;
  if (isSentOff(shown, card.memberId)) return REFEREE_MESSAGES.sentOff;
  return null;
}
