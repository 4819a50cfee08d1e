import type { Bind } from 'inversify';
import { AUTH_TOKENS, type AuthGuards } from '../../platform/auth/index.ts';
import type { AnyEventSubscriber } from '../../platform/bus/index.ts';
import { type RouteMount, TOKENS } from '../../platform/container/tokens.ts';
import { apiPathsOf } from '../../platform/http/declared-routes.ts';
import type { RealtimeEmitter } from '../../platform/realtime/realtime-emitter.ts';
import { type FileStorage, STORAGE_TOKENS } from '../../platform/storage/index.ts';
import type { LeagueFeedDeps } from './application/feed/league-feed-deps.ts';
import type { LeaguesDeps } from './application/leagues-deps.ts';
import { leagueFeedEvents } from './feed-events.ts';
import { leagueFeedRouteGroups } from './http/league-feed.routes.ts';
import { leagueFeedWriters, pushFeedUpdated } from './subscribers/league-feed.subscriber.ts';

// The league feed's share of the leagues module (its routes, documented paths and subscribers), bound
// from index.ts in one call so the feed's parts stay in their own files.

export { leagueFeedEvents };
export const leagueFeedApiPaths = apiPathsOf(...leagueFeedRouteGroups);

export function bindLeagueFeed(bind: Bind, leaguesDeps: symbol): void {
  for (const routes of leagueFeedRouteGroups) {
    bind<RouteMount>(TOKENS.HttpRoutes).toResolvedValue(
      (deps: LeaguesDeps, storage: FileStorage, realtime: RealtimeEmitter, guards: AuthGuards) =>
        routes.mount({ ...deps, storage, realtime } satisfies LeagueFeedDeps, guards),
      [leaguesDeps, STORAGE_TOKENS.FileStorage, TOKENS.RealtimeEmitter, AUTH_TOKENS.AuthGuards],
    );
  }
  for (const writer of leagueFeedWriters)
    bind<AnyEventSubscriber>(TOKENS.EventSubscribers).toConstantValue(writer);
  for (let index = 0; index < 2; index += 1) {
    bind<AnyEventSubscriber>(TOKENS.EventSubscribers).toResolvedValue(
      (realtime: RealtimeEmitter) => pushFeedUpdated(realtime)[index]!,
      [TOKENS.RealtimeEmitter],
    );
  }
}
