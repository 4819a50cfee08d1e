import {
  MARKETPLACE_CHANGED,
  type MarketplaceChangedPush,
  marketplaceRoom,
} from '../../../contracts/marketplace/realtime.ts';
import { type AnyEventSubscriber, defineSubscriber, type EventPayload } from '../../../platform/bus/index.ts';
import type { RealtimeEmitter } from '../../../platform/realtime/realtime-emitter.ts';

// A city's marketplace pages follow `marketplace:<workspaceId>` and refetch the list a push names: a
// listing copied or dropped, a free agent listed, edited (paused) or removed, a post made, edited or
// deleted. A repeated push only makes a page refetch twice.

type Pushed = { workspaceId: number; push: MarketplaceChangedPush };
const PUSHES: { [N in MarketplacePushEvent]: (payload: EventPayload<N>) => Pushed } = {
  'marketplace.league-listing-changed': (p) => ({
    workspaceId: p.workspaceId,
    push: { list: 'leagues', id: p.leagueId, change: p.removed ? 'removed' : 'changed' },
  }),
  'marketplace.free-agent-listed': (p) => ({
    workspaceId: p.workspaceId,
    push: { list: 'free-agents', id: p.freeAgentId, change: 'added' },
  }),
  'marketplace.free-agent-updated': (p) => ({
    workspaceId: p.workspaceId,
    push: { list: 'free-agents', id: p.freeAgentId, change: 'changed' },
  }),
  'marketplace.free-agent-removed': (p) => ({
    workspaceId: p.workspaceId,
    push: { list: 'free-agents', id: p.freeAgentId, change: 'removed' },
  }),
  'marketplace.post-created': (p) => ({
    workspaceId: p.workspaceId,
    push: { list: 'posts', id: p.postId, change: 'added' },
  }),
  'marketplace.post-updated': (p) => ({
    workspaceId: p.workspaceId,
    push: { list: 'posts', id: p.postId, change: 'changed' },
  }),
  'marketplace.post-deleted': (p) => ({
    workspaceId: p.workspaceId,
    push: { list: 'posts', id: p.postId, change: 'removed' },
  }),
  // Subs (issue 20): the list and an open request's page refetch; offers change what the captain sees.
  'marketplace.sub-request-posted': (p) => ({
    workspaceId: p.workspaceId,
    push: { list: 'subs', id: p.requestId, change: 'added' },
  }),
  'marketplace.sub-request-updated': (p) => ({
    workspaceId: p.workspaceId,
    push: { list: 'subs', id: p.requestId, change: 'changed' },
  }),
  'marketplace.sub-request-filled': (p) => ({
    workspaceId: p.workspaceId,
    push: { list: 'subs', id: p.requestId, change: 'removed' },
  }),
  'marketplace.sub-request-closed': (p) => ({
    workspaceId: p.workspaceId,
    push: { list: 'subs', id: p.requestId, change: 'removed' },
  }),
  'marketplace.sub-offer-made': (p) => ({
    workspaceId: p.workspaceId,
    push: { list: 'subs', id: p.requestId, change: 'changed' },
  }),
  'marketplace.sub-offer-accepted': (p) => ({
    workspaceId: p.workspaceId,
    push: { list: 'subs', id: p.requestId, change: 'changed' },
  }),
  'marketplace.sub-offer-declined': (p) => ({
    workspaceId: p.workspaceId,
    push: { list: 'subs', id: p.requestId, change: 'changed' },
  }),
};
type MarketplacePushEvent =
  | 'marketplace.league-listing-changed'
  | 'marketplace.free-agent-listed'
  | 'marketplace.free-agent-updated'
  | 'marketplace.free-agent-removed'
  | 'marketplace.post-created'
  | 'marketplace.post-updated'
  | 'marketplace.post-deleted'
  | 'marketplace.sub-request-posted'
  | 'marketplace.sub-request-updated'
  | 'marketplace.sub-request-filled'
  | 'marketplace.sub-request-closed'
  | 'marketplace.sub-offer-made'
  | 'marketplace.sub-offer-accepted'
  | 'marketplace.sub-offer-declined';

export const MARKETPLACE_PUSH_EVENTS = Object.keys(PUSHES) as MarketplacePushEvent[];

/** Pushes `marketplace:changed` to the city's room when `event` is handled. */
export const pushMarketplaceChange = <N extends MarketplacePushEvent>(
  event: N,
  realtime: RealtimeEmitter,
): AnyEventSubscriber =>
  defineSubscriber<MarketplacePushEvent>({
    name: `marketplace.push-${event.slice('marketplace.'.length)}`,
    event,
    async handle({ payload }) {
      const { workspaceId, push } = (PUSHES[event] as (p: typeof payload) => Pushed)(payload);
      realtime.toRoom(marketplaceRoom(workspaceId), MARKETPLACE_CHANGED, push);
    },
  }) as AnyEventSubscriber;
