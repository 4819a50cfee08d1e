import { defineEvents } from '../../platform/bus/index.ts';

declare module '../../platform/bus/event-map.ts' {
  interface EventMap {
    /** The copy of a league's registration listing changed (copied, or dropped when `removed`). */
    'marketplace.league-listing-changed': {
      leagueId: string;
      organizationId: number;
      workspaceId: number;
      removed: boolean;
    };
    'marketplace.free-agent-listed': { freeAgentId: string; memberId: string; workspaceId: number };
    /** `changed`: the fields edited (`status` when paused or resumed). */
    'marketplace.free-agent-updated': {
      freeAgentId: string;
      memberId: string;
      workspaceId: number;
      changed: string[];
    };
    'marketplace.free-agent-removed': { freeAgentId: string; memberId: string; workspaceId: number };
    'marketplace.post-created': { postId: string; authorId: string; workspaceId: number };
    'marketplace.post-updated': { postId: string; authorId: string; workspaceId: number; changed: string[] };
    /** Deleted by its author, or removed by the city's staff (`actorId` then is not the author). */
    'marketplace.post-deleted': { postId: string; authorId: string; workspaceId: number; actorId: string };
    'marketplace.post-reported': { postId: string; authorId: string; reporterId: string };
  }
}

export const marketplaceEvents = defineEvents([
  'marketplace.league-listing-changed',
  'marketplace.free-agent-listed',
  'marketplace.free-agent-updated',
  'marketplace.free-agent-removed',
  'marketplace.post-created',
  'marketplace.post-updated',
  'marketplace.post-deleted',
  'marketplace.post-reported',
]);
