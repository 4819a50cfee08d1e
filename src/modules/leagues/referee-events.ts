import type { CardKind } from '../../contracts/leagues/referees.ts';
import { defineEvents } from '../../platform/bus/index.ts';

interface OfficiatedGame {
  leagueEventId: string;
  leagueId: string;
  stageId: string;
  actorId: string;
}
type Card = OfficiatedGame & { cardId: string; teamId: string; memberId: string; kind: CardKind };

declare module '../../platform/bus/event-map.ts' {
  interface EventMap {
    /** The game's referee (or a coordinator) showed a player a card: the table's fewestCards counts it. */
    'leagues.card-recorded': Card;
    /** A card recorded by mistake was taken off the game. */
    'leagues.card-removed': Card;
    /** The referee's match report of the game was written or rewritten. */
    'leagues.match-report-saved': OfficiatedGame;
    /** A coordinator named the game's referee, replaced them or took them off (null: none). */
    'leagues.referee-changed': OfficiatedGame & {
      refereeId: string | null;
      previousRefereeId: string | null;
    };
  }
}

export const refereeEvents = defineEvents([
  'leagues.card-recorded',
  'leagues.card-removed',
  'leagues.match-report-saved',
  'leagues.referee-changed',
]);
