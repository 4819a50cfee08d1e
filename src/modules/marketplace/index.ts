import { ContainerModule } from 'inversify';
import type { AppModule } from '../../platform/app-module.ts';
import { AUTH_TOKENS, type AuthGuards } from '../../platform/auth/index.ts';
import type { AnyEventSubscriber } from '../../platform/bus/index.ts';
import type { Config } from '../../platform/config/config.ts';
import { type Clock, type RouteMount, TOKENS } from '../../platform/container/tokens.ts';
import type { EntityManager, MikroORM } from '../../platform/db/orm.ts';
import { apiPathsOf } from '../../platform/http/declared-routes.ts';
import { MEMBER_LIMITS, type MemberLimits } from '../../platform/rate-limit/member-limits.ts';
import type { RealtimeEmitter } from '../../platform/realtime/realtime-emitter.ts';
import type { RoomAccess } from '../../platform/realtime/room-access.ts';
import type { AnyScheduledJobHandler, Scheduler } from '../../platform/scheduler/index.ts';
import type { LivePageProvider } from '../../platform/static-sites/live-pages.ts';
import { type FileStorage, STORAGE_TOKENS } from '../../platform/storage/index.ts';
import type { InviteMemberDeps } from '../clubs/index.ts';
import { IDENTITY_TOKENS, type IdentityReadApi } from '../identity/index.ts';
import {
  type CityPageCache,
  cityPageOpenLeagues,
  createCityPageCache,
} from './application/city-pages/city-page-open-leagues.ts';
import type { MarketplaceDeps } from './application/marketplace-deps.ts';
import { subAlertLinkSettings } from './application/sub-alerts/sub-alert-unsubscribe.ts';
import { marketplaceEvents } from './events.ts';
import { freeAgentInviteRoutes } from './http/free-agent-invite.routes.ts';
import {
  marketplaceFreeAgentRoutes,
  marketplaceLeagueRoutes,
  marketplacePostRoutes,
  organizationFreeAgentRoutes,
} from './http/marketplace.routes.ts';
import { subAlertRoutes, subAlertUnsubscribeRoutes } from './http/sub-alert.routes.ts';
import { marketplaceSubRoutes } from './http/sub-request.routes.ts';
import { FreeAgentEntity } from './infrastructure/free-agent.entity.ts';
import { marketplaceRoomAccess } from './infrastructure/marketplace-room-access.ts';
import { PostEntity } from './infrastructure/post.entity.ts';
import { copyLeagueListing } from './subscribers/copy-league-listing.subscriber.ts';
import { listLeagueFreeAgents, unlistLeagueFreeAgents } from './subscribers/league-free-agents.subscriber.ts';
import { MARKETPLACE_PUSH_EVENTS, pushMarketplaceChange } from './subscribers/push-marketplace.subscriber.ts';
import { refreshCityPage } from './subscribers/refresh-city-page.subscriber.ts';
import { matchSubAlerts } from './subscribers/sub-alert-fan-out.subscriber.ts';
import {
  closeStartedSubRequestJob,
  closeSubRequestsOfDeletedEvent,
  closeSubRequestsOfEndedLeagueGame,
  followEventChanges,
  followLeagueGameChanges,
  scheduleSubRequestClose,
} from './subscribers/sub-request-lifecycle.subscriber.ts';

/** This process's cache of the city pages' open leagues (the page filler and its subscriber share it). */
const CITY_PAGE_CACHE = Symbol.for('marketplace.CityPageCache');

export { type MarketplaceSeed, seedMarketplace } from './application/seed/seed-marketplace.ts';
export {
  type SubAlertLinkSettings,
  subAlertLinkSettings,
  subAlertUnsubscribeLinks,
} from './application/sub-alerts/sub-alert-unsubscribe.ts';
export { addSubOffer } from './application/subs/offer-to-play.ts';
export { teamHasSubRequest } from './application/subs/open-request.ts';
export { addSubRequest } from './application/subs/post-sub-request.ts';
export { type SubRequestFacts, subRequestFacts } from './application/subs/sub-request-facts.ts';
export type { SubAlertedRequest } from './events.ts';
export { marketplaceEvents };

const routeGroups = [
  marketplaceLeagueRoutes,
  marketplaceFreeAgentRoutes,
  marketplacePostRoutes,
  organizationFreeAgentRoutes,
  marketplaceSubRoutes,
  subAlertRoutes,
];

/**
 * Marketplace (the spec's Shop tab): its own copy of the leagues open for registration (fed by
 * `leagues.registration-listing-changed`, city names from organizations), free agents and posts.
 * It reads identity (names, never contacts) and organizations (cities, staff) through their index.ts.
 * It fills the operator city pages' "Leagues open for registration" and their sitemap's league pages.
 */
export const marketplaceModule: AppModule = {
  name: 'marketplace',
  entities: [FreeAgentEntity, PostEntity],
  apiPaths: apiPathsOf(...routeGroups, freeAgentInviteRoutes, subAlertUnsubscribeRoutes),
  containerModule: new ContainerModule(({ bind }) => {
    for (const routes of routeGroups) {
      bind<RouteMount>(TOKENS.HttpRoutes).toResolvedValue(
        (
          em: EntityManager,
          clock: Clock,
          identity: IdentityReadApi,
          storage: FileStorage,
          guards: AuthGuards,
        ) => routes.mount({ em, clock, identity, storage } satisfies MarketplaceDeps, guards),
        [
          TOKENS.EntityManager,
          TOKENS.Clock,
          IDENTITY_TOKENS.ReadApi,
          STORAGE_TOKENS.FileStorage,
          AUTH_TOKENS.AuthGuards,
        ],
      );
    }
    // A captain's invite to a free agent is clubs' e-mail invite: clubs' deps, the invites limit.
    bind<RouteMount>(TOKENS.HttpRoutes).toResolvedValue(
      (
        em: EntityManager,
        clock: Clock,
        identity: IdentityReadApi,
        limits: MemberLimits,
        guards: AuthGuards,
      ) => freeAgentInviteRoutes.mount({ em, clock, identity, limits } satisfies InviteMemberDeps, guards),
      [TOKENS.EntityManager, TOKENS.Clock, IDENTITY_TOKENS.ReadApi, MEMBER_LIMITS, AUTH_TOKENS.AuthGuards],
    );
    for (const subscriber of [copyLeagueListing, listLeagueFreeAgents, unlistLeagueFreeAgents])
      bind<AnyEventSubscriber>(TOKENS.EventSubscribers).toConstantValue(subscriber);
    for (const event of MARKETPLACE_PUSH_EVENTS)
      bind<AnyEventSubscriber>(TOKENS.EventSubscribers).toResolvedValue(
        (realtime: RealtimeEmitter) => pushMarketplaceChange(event, realtime),
        [TOKENS.RealtimeEmitter],
      );
    bind<RoomAccess>(TOKENS.RealtimeRoomAccess).toConstantValue(marketplaceRoomAccess);
    // Subs (issue 20): a request closes when its game starts (a delayed job) or its event is deleted.
    bind<AnyEventSubscriber>(TOKENS.EventSubscribers).toResolvedValue(
      (scheduler: Scheduler) => scheduleSubRequestClose(scheduler),
      [TOKENS.Scheduler],
    );
    bind<AnyEventSubscriber>(TOKENS.EventSubscribers).toResolvedValue(
      (scheduler: Scheduler) => followEventChanges(scheduler),
      [TOKENS.Scheduler],
    );
    bind<AnyEventSubscriber>(TOKENS.EventSubscribers).toResolvedValue(
      (clock: Clock) => closeSubRequestsOfDeletedEvent(clock),
      [TOKENS.Clock],
    );
    // A league game's requests follow its moves and end when it is canceled or deleted.
    bind<AnyEventSubscriber>(TOKENS.EventSubscribers).toResolvedValue(
      (scheduler: Scheduler) => followLeagueGameChanges(scheduler),
      [TOKENS.Scheduler],
    );
    for (const ended of ['leagues.league-event-canceled', 'leagues.league-event-deleted'] as const)
      bind<AnyEventSubscriber>(TOKENS.EventSubscribers).toResolvedValue(
        (clock: Clock) => closeSubRequestsOfEndedLeagueGame(clock, ended),
        [TOKENS.Clock],
      );
    bind<AnyScheduledJobHandler>(TOKENS.ScheduledJobHandlers).toResolvedValue(
      (clock: Clock) => closeStartedSubRequestJob(clock),
      [TOKENS.Clock],
    );
    // Sub alerts (issue 20): the e-mails' signed unsubscribe link (no session), and the fan-out.
    bind<RouteMount>(TOKENS.HttpRoutes).toResolvedValue(
      (em: EntityManager, clock: Clock, config: Config, guards: AuthGuards) =>
        subAlertUnsubscribeRoutes.mount({ em, clock, key: subAlertLinkSettings(config).key }, guards),
      [TOKENS.EntityManager, TOKENS.Clock, TOKENS.Config, AUTH_TOKENS.AuthGuards],
    );
    bind<AnyEventSubscriber>(TOKENS.EventSubscribers).toResolvedValue(
      (clock: Clock) => matchSubAlerts(clock),
      [TOKENS.Clock],
    );
    // The operator city pages' open leagues, filled on each request (issue 20).
    bind<CityPageCache>(CITY_PAGE_CACHE).toConstantValue(createCityPageCache());
    bind<LivePageProvider>(TOKENS.LivePages).toResolvedValue(
      (orm: MikroORM, cache: CityPageCache) => cityPageOpenLeagues(orm, cache),
      [TOKENS.Orm, CITY_PAGE_CACHE],
    );
    bind<AnyEventSubscriber>(TOKENS.EventSubscribers).toResolvedValue(
      (cache: CityPageCache) => refreshCityPage(cache),
      [CITY_PAGE_CACHE],
    );
  }),
};
