import type { ContainerModuleLoadOptions } from 'inversify';
import { AUTH_TOKENS, type AuthGuards } from '../../platform/auth/index.ts';
import type { AnyEventSubscriber } from '../../platform/bus/index.ts';
import type { CaptchaVerifier } from '../../platform/captcha/captcha-verifier.ts';
import type { Config } from '../../platform/config/config.ts';
import { type Clock, type RouteMount, TOKENS } from '../../platform/container/tokens.ts';
import type { EntityManager, MikroORM } from '../../platform/db/orm.ts';
import { apiPathsOf } from '../../platform/http/declared-routes.ts';
import type { Logger } from '../../platform/logging/logger.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { MEMBER_LIMITS, type MemberLimits } from '../../platform/rate-limit/member-limits.ts';
import { createRateLimiter } from '../../platform/rate-limit/rate-limiter.ts';
import type { RealtimeEmitter } from '../../platform/realtime/realtime-emitter.ts';
import type { RoomAccess } from '../../platform/realtime/room-access.ts';
import type { Redis } from '../../platform/redis/redis.ts';
import { rpcRoutes } from '../../platform/rpc/typed-rpc.ts';
import { type FileStorage, STORAGE_TOKENS } from '../../platform/storage/index.ts';
import {
  IDENTITY_TOKENS,
  type IdentityReadApi,
  type InviteTokenHandler,
  MEMBER_ELIGIBILITY_READER,
  type MemberEligibilityReader,
} from '../identity/index.ts';
import { inviteAtSignIn } from './application/invites/invite-at-sign-in.ts';
import type { GroupDeps } from './application/pickup-groups/group-access.ts';
import { type InviteServices, inviteRoutes, publicInviteRoutes } from './http/invite.routes.ts';
import { clubsRpcApiPaths } from './http/invite-rpc.openapi.ts';
import { createClubsRpcRouter } from './http/invite-rpc.ts';
import { onboardRoutes } from './http/onboard.routes.ts';
import { pickupCommonRoutes, pickupGroupRoutes } from './http/pickup-group.routes.ts';
import { groupRoomAccess } from './infrastructure/group-room-access.ts';
import { InviteEntity } from './infrastructure/invite.entity.ts';
import { PickupGroupEntity, PickupGroupMemberEntity } from './infrastructure/pickup-group.entity.ts';
import { pickupGroupEvents } from './pickup-group-events.ts';
import { groupMemberPushSubscribers } from './subscribers/push-group-members.subscriber.ts';
import { sendInviteEmail } from './subscribers/send-invite-email.subscriber.ts';

export { pickupGroupEvents };

/** What pickup groups, invites and onboarding serve, for the API reference. */
export const pickupGroupApiPaths = {
  ...apiPathsOf(pickupGroupRoutes, pickupCommonRoutes, inviteRoutes, publicInviteRoutes, onboardRoutes),
  ...clubsRpcApiPaths,
};

export const GROUP_DEPS = Symbol.for('clubs.GroupDeps');

/** The entities of pickup groups and invites, for the clubs module's list. */
export const pickupGroupEntities = [PickupGroupEntity, PickupGroupMemberEntity, InviteEntity];

const INVITE_SERVICES = Symbol.for('clubs.InviteServices');
const appUrl = (config: Config) => config.PUBLIC_URL.replace(/\/+$/, '');

/** Pickup groups and invites inside the clubs module: routes, RPC, subscribers and dependencies. */
export function bindPickupGroups({ bind, rebind }: ContainerModuleLoadOptions): void {
  bind<GroupDeps>(GROUP_DEPS).toResolvedValue(
    (em: EntityManager, clock: Clock, storage: FileStorage, identity: IdentityReadApi) => ({
      em,
      clock,
      storage,
      identity,
    }),
    [TOKENS.EntityManager, TOKENS.Clock, STORAGE_TOKENS.FileStorage, IDENTITY_TOKENS.ReadApi],
  );
  bind<RouteMount>(TOKENS.HttpRoutes).toResolvedValue(
    (deps: GroupDeps, guards: AuthGuards) => pickupGroupRoutes.mount(deps, guards),
    [GROUP_DEPS, AUTH_TOKENS.AuthGuards],
  );
  bind<RouteMount>(TOKENS.HttpRoutes).toResolvedValue(
    (deps: GroupDeps, guards: AuthGuards) => pickupCommonRoutes.mount(deps, guards),
    [GROUP_DEPS, AUTH_TOKENS.AuthGuards],
  );
  for (const index of [0, 1, 2, 3, 4]) {
    bind<AnyEventSubscriber>(TOKENS.EventSubscribers).toResolvedValue(
      (realtime: RealtimeEmitter) => groupMemberPushSubscribers(realtime)[index]!,
      [TOKENS.RealtimeEmitter],
    );
  }

  bind<RoomAccess>(TOKENS.RealtimeRoomAccess).toResolvedValue(
    (orm: MikroORM) => groupRoomAccess(orm),
    [TOKENS.Orm],
  );
  bind<InviteServices>(INVITE_SERVICES).toResolvedValue(
    (
      em: EntityManager,
      clock: Clock,
      identity: IdentityReadApi,
      eligibility: MemberEligibilityReader,
      config: Config,
      limits: MemberLimits,
    ) => ({
      em,
      clock,
      identity,
      eligibility,
      limits,
      publicUrl: appUrl(config),
    }),
    [
      TOKENS.EntityManager,
      TOKENS.Clock,
      IDENTITY_TOKENS.ReadApi,
      MEMBER_ELIGIBILITY_READER,
      TOKENS.Config,
      MEMBER_LIMITS,
    ],
  );
  rebind<InviteTokenHandler>(IDENTITY_TOKENS.InviteTokenHandler).toResolvedValue(
    (services: InviteServices) => inviteAtSignIn(services),
    [INVITE_SERVICES],
  );
  bind<RouteMount>(TOKENS.HttpRoutes).toResolvedValue(
    (services: InviteServices, guards: AuthGuards) => inviteRoutes.mount(services, guards),
    [INVITE_SERVICES, AUTH_TOKENS.AuthGuards],
  );
  bind<RouteMount>(TOKENS.HttpRoutes).toResolvedValue(
    (services: InviteServices, guards: AuthGuards) => publicInviteRoutes.mount(services, guards),
    [INVITE_SERVICES, AUTH_TOKENS.AuthGuards],
  );
  bind<RouteMount>(TOKENS.RootRoutes).toResolvedValue(
    (services: InviteServices, guards: AuthGuards, logger: Logger) => ({
      path: '/trpc-clubs',
      router: rpcRoutes(createClubsRpcRouter(services, guards), {
        publicUrl: services.publicUrl,
        logError: (error) => logger.error({ err: error }, 'clubs rpc failed'),
      }),
    }),
    [INVITE_SERVICES, AUTH_TOKENS.AuthGuards, TOKENS.Logger],
  );
  bind<AnyEventSubscriber>(TOKENS.EventSubscribers).toResolvedValue(
    (
      mailer: Mailer,
      orm: MikroORM,
      clock: Clock,
      config: Config,
      identity: IdentityReadApi,
    ): AnyEventSubscriber => sendInviteEmail({ mailer, orm, clock, publicUrl: appUrl(config), identity }),
    [TOKENS.Mailer, TOKENS.Orm, TOKENS.Clock, TOKENS.Config, IDENTITY_TOKENS.ReadApi],
  );
  bind<RouteMount>(TOKENS.HttpRoutes).toResolvedValue(
    (
      deps: GroupDeps,
      guards: AuthGuards,
      captcha: CaptchaVerifier,
      accounts: MemberEligibilityReader,
      redis: Redis,
      config: Config,
    ) =>
      onboardRoutes.mount(
        {
          deps,
          captcha,
          accounts,
          limiter: createRateLimiter(redis, config.REDIS_PREFIX, {
            name: 'onboard-ip',
            points: config.REGISTER_LIMIT_PER_HOUR,
            durationSeconds: 3600,
          }),
        },
        guards,
      ),
    [
      GROUP_DEPS,
      AUTH_TOKENS.AuthGuards,
      TOKENS.CaptchaVerifier,
      MEMBER_ELIGIBILITY_READER,
      TOKENS.Redis,
      TOKENS.Config,
    ],
  );
}
