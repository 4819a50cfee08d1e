import { defineEvents } from '../../platform/bus/index.ts';

// The league feed's events, beside leagues' own events.ts (issue 19's parts each keep their own list).
declare module '../../platform/bus/event-map.ts' {
  interface EventMap {
    /** A coordinator uploaded a picture for the feed; a post shows it. */
    'leagues.feed-media-uploaded': { leagueId: string; mediaId: string; kind: string; actorId: string };
    /** An organizer posted in a league's feed (text and/or pictures). */
    'leagues.feed-posted': { leagueId: string; organizationId: number; itemId: string; authorId: string };
    /** The feed's subscribers added, rewrote or removed an item from a game's events: pages refetch. */
    'leagues.feed-updated': { leagueId: string; leagueEventId: string };
    /** A member clapped (or took back a clap on) a feed item; `clapCount` is the count after it. */
    'leagues.feed-item-clapped': {
      leagueId: string;
      itemId: string;
      memberId: string;
      action: 'clap' | 'unclap';
      clapCount: number;
    };
  }
}

export const leagueFeedEvents = defineEvents([
  'leagues.feed-media-uploaded',
  'leagues.feed-posted',
  'leagues.feed-updated',
  'leagues.feed-item-clapped',
]);
