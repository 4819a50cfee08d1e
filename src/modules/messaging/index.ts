import { ContainerModule } from 'inversify';
import type { AppModule } from '../../platform/app-module.ts';
import { AUTH_TOKENS, type AuthGuards } from '../../platform/auth/index.ts';
import type { AnyEventSubscriber } from '../../platform/bus/index.ts';
import type { Config } from '../../platform/config/config.ts';
import { type Clock, type RouteMount, TOKENS } from '../../platform/container/tokens.ts';
import type { EntityManager, MikroORM } from '../../platform/db/orm.ts';
import { apiPathsOf } from '../../platform/http/declared-routes.ts';
import type { Logger } from '../../platform/logging/logger.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { NOTIFICATION_MAILER } from '../../platform/mail/notification-mailer.ts';
import { MEMBER_LIMITS, type MemberLimits } from '../../platform/rate-limit/member-limits.ts';
import type { RealtimeEmitter } from '../../platform/realtime/realtime-emitter.ts';
import type { SocketEventHandler } from '../../platform/realtime/socket-handlers.ts';
import type { AnyScheduledJobHandler, Scheduler } from '../../platform/scheduler/index.ts';
import { IDENTITY_TOKENS, type IdentityReadApi, type ReportTargetResolver } from '../identity/index.ts';
import type { ChatDigestDeps } from './application/chat-digest/chat-digest.ts';
import type { MessagingDeps } from './application/messaging-deps.ts';
import { messagingRouteGroups } from './http/messaging.routes.ts';
import { messagingEntities } from './infrastructure/message.entity.ts';
import { messageReportTarget } from './infrastructure/message-report-target.ts';
import { chatSocketHandlers } from './realtime/chat-socket.handler.ts';
import { chatDigestSubscribers, sendChatDigestJob } from './subscribers/chat-digest.subscriber.ts';

export { MESSAGE_PREVIEW_LENGTH, messagingEvents } from './events.ts';

const MessagingDepsToken = Symbol.for('messaging.Deps');
const ChatSocketHandlersToken = Symbol.for('messaging.ChatSocketHandlers');
const ChatDigestDepsToken = Symbol.for('messaging.ChatDigestDeps');

/**
 * Messaging: direct messages and team chat with claps, over the socket (chat:send, chat:like,
 * chat:start-fetch) and REST, the inbox with unread counts, and emoji. It asks clubs who is on a team
 * and identity who blocked whom, answers the 'message' kind of reports, and publishes
 * messaging.direct-message-sent, messaging.team-message-sent and messaging.message-clapped for the
 * notifications. It also mails the chat digest (unread for 15 minutes, at most hourly, chat_digests on)
 * from a delayed job its own subscribers plan. Load it after identity and clubs.
 */
export const messagingModule: AppModule = {
  name: 'messaging',
  entities: messagingEntities,
  apiPaths: apiPathsOf(...messagingRouteGroups),
  containerModule: new ContainerModule(({ bind }) => {
    bind<MessagingDeps>(MessagingDepsToken).toResolvedValue(
      (
        em: EntityManager,
        clock: Clock,
        identity: IdentityReadApi,
        emitter: RealtimeEmitter,
        logger: Logger,
        limits: MemberLimits,
      ) => ({
        em,
        clock,
        identity,
        emitter,
        logger,
        limits,
      }),
      [
        TOKENS.EntityManager,
        TOKENS.Clock,
        IDENTITY_TOKENS.ReadApi,
        TOKENS.RealtimeEmitter,
        TOKENS.Logger,
        MEMBER_LIMITS,
      ],
    );
    bind<ReportTargetResolver>(IDENTITY_TOKENS.ReportTargetResolvers).toConstantValue(messageReportTarget);

    for (const routes of messagingRouteGroups) {
      bind<RouteMount>(TOKENS.HttpRoutes).toResolvedValue(
        (deps: MessagingDeps, guards: AuthGuards) => routes.mount(deps, guards),
        [MessagingDepsToken, AUTH_TOKENS.AuthGuards],
      );
    }

    bind<SocketEventHandler[]>(ChatSocketHandlersToken).toResolvedValue(
      (orm: MikroORM, deps: MessagingDeps) => chatSocketHandlers(orm, deps),
      [TOKENS.Orm, MessagingDepsToken],
    );
    for (const index of [0, 1, 2]) {
      bind<SocketEventHandler>(TOKENS.SocketHandlers).toResolvedValue(
        (all: SocketEventHandler[]) => all[index]!,
        [ChatSocketHandlersToken],
      );
    }

    bind<ChatDigestDeps>(ChatDigestDepsToken).toResolvedValue(
      (clock: Clock, identity: IdentityReadApi, scheduler: Scheduler, mailer: Mailer, config: Config) => ({
        clock,
        identity,
        scheduler,
        mailer,
        publicUrl: config.PUBLIC_URL.replace(/\/+$/, ''),
      }),
      [TOKENS.Clock, IDENTITY_TOKENS.ReadApi, TOKENS.Scheduler, NOTIFICATION_MAILER, TOKENS.Config],
    );
    for (const index of [0, 1]) {
      bind<AnyEventSubscriber>(TOKENS.EventSubscribers).toResolvedValue(
        (deps: ChatDigestDeps) => chatDigestSubscribers(deps)[index]!,
        [ChatDigestDepsToken],
      );
    }
    bind<AnyScheduledJobHandler>(TOKENS.ScheduledJobHandlers).toResolvedValue(
      (deps: ChatDigestDeps) => sendChatDigestJob(deps),
      [ChatDigestDepsToken],
    );
  }),
};
