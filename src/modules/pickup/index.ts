import { ContainerModule } from 'inversify';
import type { AppModule } from '../../platform/app-module.ts';
import { AUTH_TOKENS, type AuthGuards } from '../../platform/auth/index.ts';
import type { AnyEventSubscriber } from '../../platform/bus/index.ts';
import type { Config } from '../../platform/config/config.ts';
import { type Clock, type RouteMount, TOKENS } from '../../platform/container/tokens.ts';
import type { EntityManager, MikroORM } from '../../platform/db/orm.ts';
import { apiPathsOf } from '../../platform/http/declared-routes.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { NOTIFICATION_MAILER } from '../../platform/mail/notification-mailer.ts';
import { MEMBER_LIMITS, type MemberLimits } from '../../platform/rate-limit/member-limits.ts';
import type { RealtimeEmitter } from '../../platform/realtime/realtime-emitter.ts';
import type { RoomAccess } from '../../platform/realtime/room-access.ts';
import type { ScheduledJobHandler, Scheduler } from '../../platform/scheduler/index.ts';
import { IDENTITY_TOKENS, type IdentityReadApi, type ReportTargetResolver } from '../identity/index.ts';
import { PAYMENTS_TOKENS, type PaymentCheckouts } from '../payments/index.ts';
import type { PickupDeps } from './application/pickup-deps.ts';
import { pickupEvents } from './events.ts';
import { pickupRouteGroups } from './http/pickup.routes.ts';
import { pickupEntities } from './infrastructure/pickup.entity.ts';
import { pickupCommentReportTarget } from './infrastructure/pickup-comment-report-target.ts';
import { pickupRoomAccess } from './infrastructure/pickup-room-access.ts';
import {
  cancelHoldExpiry,
  expireHoldJob,
  scheduleCheckoutExpiry,
  scheduleOfferExpiry,
} from './subscribers/hold-expiry.subscriber.ts';
import { confirmPaidSpotSubscriber, recordSpotRefundSubscriber } from './subscribers/payment.subscriber.ts';
import { pickupPushSubscribers } from './subscribers/push-pickup.subscriber.ts';
import { spotOpenEmailSubscriber } from './subscribers/spot-open-email.subscriber.ts';

export { type SeedPickupGame, seedPickupGames } from './application/manage-game/seed-pickup-games.ts';
export {
  type PickupGameSummary,
  pickupGameSummary,
} from './application/queries/pickup-game-read-api.ts';
export { holdJobId } from './domain/ids.ts';
export type { HoldClosedReason, RegisteredVia } from './events.ts';
export { EXPIRE_HOLD_JOB } from './subscribers/hold-expiry.subscriber.ts';
export { pickupEvents };

const PickupDepsToken = Symbol.for('pickup.Deps');
const appUrl = (config: Config) => config.PUBLIC_URL.replace(/\/+$/, '');

/**
 * Pickup games of pickup groups: posting and editing games, registration (free at once, paid through the
 * payments module's checkout), the waitlist with automatic promotion, holds that expire by delayed job,
 * comments and live updates. Load it after clubs, identity and payments.
 */
export const pickupModule: AppModule = {
  name: 'pickup',
  entities: pickupEntities,
  apiPaths: apiPathsOf(...pickupRouteGroups),
  containerModule: new ContainerModule(({ bind }) => {
    bind<ReportTargetResolver>(IDENTITY_TOKENS.ReportTargetResolvers).toConstantValue(
      pickupCommentReportTarget,
    );
    bind<PickupDeps>(PickupDepsToken).toResolvedValue(
      (
        em: EntityManager,
        clock: Clock,
        identity: IdentityReadApi,
        checkouts: PaymentCheckouts,
        config: Config,
        limits: MemberLimits,
      ) => ({
        em,
        clock,
        identity,
        checkouts,
        limits,
        publicUrl: appUrl(config),
      }),
      [
        TOKENS.EntityManager,
        TOKENS.Clock,
        IDENTITY_TOKENS.ReadApi,
        PAYMENTS_TOKENS.Checkouts,
        TOKENS.Config,
        MEMBER_LIMITS,
      ],
    );
    bind<ScheduledJobHandler>(TOKENS.ScheduledJobHandlers).toResolvedValue(
      (clock: Clock, config: Config) => expireHoldJob(clock, appUrl(config)) as ScheduledJobHandler,
      [TOKENS.Clock, TOKENS.Config],
    );

    for (const routes of pickupRouteGroups) {
      bind<RouteMount>(TOKENS.HttpRoutes).toResolvedValue(
        (deps: PickupDeps, guards: AuthGuards) => routes.mount(deps, guards),
        [PickupDepsToken, AUTH_TOKENS.AuthGuards],
      );
    }
    bind<RoomAccess>(TOKENS.RealtimeRoomAccess).toResolvedValue(
      (orm: MikroORM) => pickupRoomAccess(orm),
      [TOKENS.Orm],
    );

    const subscribers: Array<{
      make: (...deps: never[]) => AnyEventSubscriber;
      deps: symbol[];
    }> = [
      {
        make: (clock: Clock, config: Config) => confirmPaidSpotSubscriber(clock, appUrl(config)),
        deps: [TOKENS.Clock, TOKENS.Config],
      },
      { make: (clock: Clock) => recordSpotRefundSubscriber(clock), deps: [TOKENS.Clock] },
      { make: (jobs: Scheduler) => scheduleOfferExpiry(jobs), deps: [TOKENS.Scheduler] },
      { make: (jobs: Scheduler) => scheduleCheckoutExpiry(jobs), deps: [TOKENS.Scheduler] },
      { make: (jobs: Scheduler) => cancelHoldExpiry(jobs), deps: [TOKENS.Scheduler] },
      {
        make: (mailer: Mailer, identity: IdentityReadApi, config: Config) =>
          spotOpenEmailSubscriber(mailer, identity, appUrl(config)),
        deps: [NOTIFICATION_MAILER, IDENTITY_TOKENS.ReadApi, TOKENS.Config],
      },
    ];
    for (const { make, deps } of subscribers) {
      bind<AnyEventSubscriber>(TOKENS.EventSubscribers).toResolvedValue(
        (...resolved: never[]) => make(...resolved),
        deps,
      );
    }
    const pushCount = pickupPushSubscribers({ toRoom: () => {} }).length;
    for (let index = 0; index < pushCount; index += 1) {
      bind<AnyEventSubscriber>(TOKENS.EventSubscribers).toResolvedValue(
        (realtime: RealtimeEmitter) => pickupPushSubscribers(realtime)[index]!,
        [TOKENS.RealtimeEmitter],
      );
    }
  }),
};
