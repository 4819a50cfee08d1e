import { defineEvents } from '../../platform/bus/index.ts';

// Subs on a league game (issue 20), beside leagues' own events.ts so this slice adds its event without
// editing the shared list. Registered when the module loads (the subscriber imports this file).
declare module '../../platform/bus/event-map.ts' {
  interface EventMap {
    /**
     * A captain accepted a marketplace sub for the game: `memberId` plays it for `teamId` (RSVP yes)
     * without joining the team or its season roster.
     */
    'leagues.game-sub-added': {
      leagueEventId: string;
      leagueId: string;
      teamId: string;
      memberId: string;
      addedBy: string;
    };
  }
}

export const gameSubEvents = defineEvents(['leagues.game-sub-added']);
