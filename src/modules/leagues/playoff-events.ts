import { defineEvents } from '../../platform/bus/index.ts';

// The playoffs' events, beside leagues' own events.ts so the operations of issue 19 add theirs without
// editing one shared list. Each game of the bracket also has the usual league-event-created/-updated.
declare module '../../platform/bus/event-map.ts' {
  interface EventMap {
    /** A coordinator seeded the playoff stage from the regular season's final table (top `size`). */
    'leagues.playoffs-seeded': { leagueId: string; stageId: string; size: number; actorId: string };
    /** A knockout game's winner went through to the next round's match (`round`, `position`). */
    'leagues.playoff-team-advanced': {
      leagueId: string;
      stageId: string;
      teamId: string;
      fromGameId: string;
      round: number;
      position: number;
    };
    /** The final's winner: the league's champion (again, with the new winner, if the final is corrected). */
    'leagues.champion-crowned': { leagueId: string; stageId: string; teamId: string; finalGameId: string };
  }
}

export const playoffEvents = defineEvents([
  'leagues.playoffs-seeded',
  'leagues.playoff-team-advanced',
  'leagues.champion-crowned',
]);
