import { defineEvents } from '../../platform/bus/index.ts';

// The season roster's events, beside leagues' own events.ts so the operations that came with issue 19
// add theirs without editing one shared list. Registered with the module (index.ts exports them).
declare module '../../platform/bus/event-map.ts' {
  interface EventMap {
    /** Players were put on a team's season roster in a league (by its captain or a coordinator). */
    'leagues.season-roster-players-added': {
      leagueId: string;
      teamId: string;
      memberIds: string[];
      actorId: string;
    };
    /** A player was taken off a team's season roster. */
    'leagues.season-roster-player-removed': {
      leagueId: string;
      teamId: string;
      memberId: string;
      actorId: string;
    };
    /** Shirt numbers changed on a team's season roster (`shirtNumber` null: cleared). */
    'leagues.shirt-numbers-updated': {
      leagueId: string;
      teamId: string;
      updates: Array<{ memberId: string; shirtNumber: string | null }>;
      actorId: string;
    };
    /** A coordinator set (or, null, lifted) the date after which only coordinators change season rosters. */
    'leagues.season-roster-lock-set': { leagueId: string; locksAt: string | null; actorId: string };
  }
}

export const seasonRosterEvents = defineEvents([
  'leagues.season-roster-players-added',
  'leagues.season-roster-player-removed',
  'leagues.shirt-numbers-updated',
  'leagues.season-roster-lock-set',
]);
