import { ContainerModule } from 'inversify';
import type { AppModule } from '../../platform/app-module.ts';
import { AUTH_TOKENS, type AuthGuards } from '../../platform/auth/index.ts';
import type { AnyEventSubscriber } from '../../platform/bus/index.ts';
import type { Config } from '../../platform/config/config.ts';
import { type Clock, type RouteMount, TOKENS } from '../../platform/container/tokens.ts';
import type { EntityManager } from '../../platform/db/orm.ts';
import { apiPathsOf } from '../../platform/http/declared-routes.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { NOTIFICATION_MAILER } from '../../platform/mail/notification-mailer.ts';
import type { RealtimeEmitter } from '../../platform/realtime/realtime-emitter.ts';
import type { AnyScheduledJobHandler, Scheduler } from '../../platform/scheduler/index.ts';
import { IDENTITY_TOKENS, type IdentityReadApi } from '../identity/index.ts';
import type { NotificationsDeps } from './application/notifications-deps.ts';
import { notificationsEvents } from './events.ts';
import { notificationRoutes, nudgeRoutes } from './http/notification.routes.ts';
import { NotificationEntity } from './infrastructure/notification.entity.ts';
import { leagueGameNotificationSubscribers } from './subscribers/league-game-notifications.subscriber.ts';
import { leagueNotificationSubscribers } from './subscribers/league-notifications.subscriber.ts';
import {
  leagueReminderScheduleSubscribers,
  sendLeagueReminderJob,
} from './subscribers/league-reminder-schedule.subscriber.ts';
import { messageNotificationSubscribers } from './subscribers/message-notifications.subscriber.ts';
import { notifySubscribers } from './subscribers/notify.subscriber.ts';
import { pickupNotificationSubscribers } from './subscribers/pickup-notifications.subscriber.ts';
import { pushNotificationsSubscriber } from './subscribers/push-notifications.subscriber.ts';
import { refereeAssignmentNotificationSubscribers } from './subscribers/referee-assignment-notifications.subscriber.ts';
import { reminderScheduleSubscribers, sendReminderJob } from './subscribers/reminder-schedule.subscriber.ts';
import { subAlertNotificationSubscribers } from './subscribers/sub-alert-notifications.subscriber.ts';
import { subOfferNotificationSubscribers } from './subscribers/sub-offer-notifications.subscriber.ts';

export { seedSeasonScheduleNotice } from './application/league-games/seed-season-schedule-notice.ts';
export { notificationsEvents };

const NotificationsDepsToken = Symbol.for('notifications.Deps');
const SubscribersToken = Symbol.for('notifications.Subscribers');

const allSubscribers = (
  deps: NotificationsDeps,
  emitter: RealtimeEmitter,
  config: Config,
): AnyEventSubscriber[] => [
  ...notifySubscribers(deps),
  ...reminderScheduleSubscribers(deps),
  ...messageNotificationSubscribers(deps.identity),
  ...pickupNotificationSubscribers(deps.identity),
  ...leagueNotificationSubscribers(deps.identity),
  ...leagueGameNotificationSubscribers(deps),
  ...leagueReminderScheduleSubscribers(deps),
  ...refereeAssignmentNotificationSubscribers(deps),
  ...subOfferNotificationSubscribers(deps),
  ...subAlertNotificationSubscribers(deps, config),
  pushNotificationsSubscriber(emitter),
];

/**
 * Notifications: the bell (one notification per recipient of what concerns them, stored by
 * subscribers of clubs, events and messaging events, pushed live to `member:<id>`), next-match
 * reminders as delayed jobs, and the captain's nudge. Load it after identity, clubs, events (and
 * messaging, whose events it subscribes to when that module is loaded).
 */
export const notificationsModule: AppModule = {
  name: 'notifications',
  entities: [NotificationEntity],
  apiPaths: apiPathsOf(notificationRoutes, nudgeRoutes),
  containerModule: new ContainerModule(({ bind }) => {
    bind<NotificationsDeps>(NotificationsDepsToken).toResolvedValue(
      (
        em: EntityManager,
        clock: Clock,
        identity: IdentityReadApi,
        scheduler: Scheduler,
        mailer: Mailer,
        config: Config,
      ) => ({
        em,
        clock,
        identity,
        scheduler,
        mailer,
        publicUrl: config.PUBLIC_URL.replace(/\/+$/, ''),
      }),
      [
        TOKENS.EntityManager,
        TOKENS.Clock,
        IDENTITY_TOKENS.ReadApi,
        TOKENS.Scheduler,
        NOTIFICATION_MAILER,
        TOKENS.Config,
      ],
    );

    bind<RouteMount>(TOKENS.HttpRoutes).toResolvedValue(
      (deps: NotificationsDeps, guards: AuthGuards) => notificationRoutes.mount(deps, guards),
      [NotificationsDepsToken, AUTH_TOKENS.AuthGuards],
    );
    bind<RouteMount>(TOKENS.HttpRoutes).toResolvedValue(
      (deps: NotificationsDeps, guards: AuthGuards) => nudgeRoutes.mount(deps, guards),
      [NotificationsDepsToken, AUTH_TOKENS.AuthGuards],
    );

    bind<AnyEventSubscriber[]>(SubscribersToken).toResolvedValue(allSubscribers, [
      NotificationsDepsToken,
      TOKENS.RealtimeEmitter,
      TOKENS.Config,
    ]);
    // One multi-binding per subscriber. Building them captures the deps without calling them, so the
    // list can be counted here (messaging's two appear only when that module is loaded).
    const count = allSubscribers({} as NotificationsDeps, {} as RealtimeEmitter, {} as Config).length;
    for (let index = 0; index < count; index += 1) {
      bind<AnyEventSubscriber>(TOKENS.EventSubscribers).toResolvedValue(
        (all: AnyEventSubscriber[]) => all[index]!,
        [SubscribersToken],
      );
    }
    bind<AnyScheduledJobHandler>(TOKENS.ScheduledJobHandlers).toResolvedValue(
      (deps: NotificationsDeps) => sendReminderJob(deps),
      [NotificationsDepsToken],
    );
    bind<AnyScheduledJobHandler>(TOKENS.ScheduledJobHandlers).toResolvedValue(
      (deps: NotificationsDeps) => sendLeagueReminderJob(deps),
      [NotificationsDepsToken],
    );
  }),
};
