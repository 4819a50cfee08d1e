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
import { CLUBS_TOKENS, type EventTeamResolver } from '../clubs/index.ts';
import {
  IDENTITY_TOKENS,
  type IdentityReadApi,
  type MemberStatsReader,
  type ReportTargetResolver,
} from '../identity/index.ts';
import type { EventsDeps } from './application/events-deps.ts';
import { memberCareerStats } from './application/queries/leaderboards.query.ts';
import { bindCalendarFeed, calendarApiPaths, calendarEntities, calendarEvents } from './calendar.bindings.ts';
import { eventsEvents } from './events.ts';
import { eventRoutes, leaderboardRoutes, memberEventsRoutes } from './http/event.routes.ts';
import {
  commentReportTarget,
  eventRoomAccess,
  eventTeamResolver,
} from './infrastructure/event-room-access.ts';
import { EventCommentEntity, TeamEventEntity } from './infrastructure/team-event.entity.ts';
import { addAcceptedSub } from './subscribers/add-accepted-sub.subscriber.ts';
import { departedMemberSubscribers } from './subscribers/drop-departed-member-answers.subscriber.ts';
import { eventMailSubscribers } from './subscribers/event-emails.subscriber.ts';
import { eventPushSubscribers } from './subscribers/push-event-changes.subscriber.ts';

export { type SeedTeamGame, seedTeamGame } from './application/manage-event/seed-team-game.ts';
export {
  membersWithoutRsvp,
  type TeamEventFacts,
  teamEventFacts,
  yesGamesPlayed,
} from './application/queries/event-read-api.ts';
export { teamEventSubIds } from './application/queries/event-subs.query.ts';
export { nextTeamEvent, teamsHaveEvents } from './application/queries/team-events-of-teams.ts';
export type { DeletedEventSnapshot } from './events.ts';
export { rsvpLink } from './subscribers/event-emails.subscriber.ts';
export { calendarEvents, eventsEvents };

const EventsDepsToken = Symbol.for('events.Deps');
const appUrl = (config: Config) => config.PUBLIC_URL.replace(/\/+$/, '');

/**
 * Events: team events (games), RSVPs (also from e-mail links), the event roster, scores, MVP votes, game
 * stats, leaderboards and comments. It asks clubs (index.ts read API) who is on a team, and answers
 * identity's MemberStatsReader and the comment kind of reports. Load it after identity and clubs.
 */
export const eventsModule: AppModule = {
  name: 'events',
  entities: [TeamEventEntity, EventCommentEntity, ...calendarEntities],
  apiPaths: { ...apiPathsOf(eventRoutes, memberEventsRoutes, leaderboardRoutes), ...calendarApiPaths },
  containerModule: new ContainerModule((options) => {
    const { bind, rebind } = options;
    bindCalendarFeed(options, EventsDepsToken);
    bind<EventsDeps>(EventsDepsToken).toResolvedValue(
      (em: EntityManager, clock: Clock, identity: IdentityReadApi, limits: MemberLimits) => ({
        em,
        clock,
        identity,
        limits,
      }),
      [TOKENS.EntityManager, TOKENS.Clock, IDENTITY_TOKENS.ReadApi, MEMBER_LIMITS],
    );
    rebind<MemberStatsReader>(IDENTITY_TOKENS.MemberStatsReader).toResolvedValue(
      (em: EntityManager, clock: Clock) => ({
        statsOf: (memberId) => memberCareerStats(em, memberId, clock.now()),
      }),
      [TOKENS.EntityManager, TOKENS.Clock],
    );
    bind<ReportTargetResolver>(IDENTITY_TOKENS.ReportTargetResolvers).toConstantValue(commentReportTarget);
    rebind<EventTeamResolver>(CLUBS_TOKENS.EventTeamResolver).toResolvedValue(
      (em: EntityManager) => eventTeamResolver(em),
      [TOKENS.EntityManager],
    );

    bind<RouteMount>(TOKENS.HttpRoutes).toResolvedValue(
      (deps: EventsDeps, guards: AuthGuards) => eventRoutes.mount(deps, guards),
      [EventsDepsToken, AUTH_TOKENS.AuthGuards],
    );
    bind<RouteMount>(TOKENS.HttpRoutes).toResolvedValue(
      (deps: EventsDeps, guards: AuthGuards) => memberEventsRoutes.mount(deps, guards),
      [EventsDepsToken, AUTH_TOKENS.AuthGuards],
    );
    bind<RouteMount>(TOKENS.HttpRoutes).toResolvedValue(
      (deps: EventsDeps, guards: AuthGuards) => leaderboardRoutes.mount(deps, guards),
      [EventsDepsToken, AUTH_TOKENS.AuthGuards],
    );

    bind<RoomAccess>(TOKENS.RealtimeRoomAccess).toResolvedValue(
      (orm: MikroORM) => eventRoomAccess(orm),
      [TOKENS.Orm],
    );
    bind<AnyEventSubscriber[]>(Symbol.for('events.MailSubscribers')).toResolvedValue(
      (mailer: Mailer, orm: MikroORM, config: Config, identity: IdentityReadApi) =>
        eventMailSubscribers({
          mailer,
          orm,
          publicUrl: appUrl(config),
          identity,
        }),
      [NOTIFICATION_MAILER, TOKENS.Orm, TOKENS.Config, IDENTITY_TOKENS.ReadApi],
    );
    // Multi-binding needs one bind per subscriber: count them by making them once (making a subscriber
    // touches none of its dependencies), so a new one can never be left unbound.
    const mailCount = eventMailSubscribers({} as Parameters<typeof eventMailSubscribers>[0]).length;
    for (let index = 0; index < mailCount; index += 1) {
      bind<AnyEventSubscriber>(TOKENS.EventSubscribers).toResolvedValue(
        (all: AnyEventSubscriber[]) => all[index]!,
        [Symbol.for('events.MailSubscribers')],
      );
    }
    const pushCount = eventPushSubscribers({ toRoom: () => {} } as unknown as RealtimeEmitter).length;
    for (let index = 0; index < pushCount; index += 1) {
      bind<AnyEventSubscriber>(TOKENS.EventSubscribers).toResolvedValue(
        (emitter: RealtimeEmitter) => eventPushSubscribers(emitter)[index]!,
        [TOKENS.RealtimeEmitter],
      );
    }
    bind<AnyEventSubscriber>(TOKENS.EventSubscribers).toResolvedValue(
      (clock: Clock) => addAcceptedSub(clock),
      [TOKENS.Clock],
    );
    for (const subscriber of departedMemberSubscribers())
      bind<AnyEventSubscriber>(TOKENS.EventSubscribers).toConstantValue(subscriber);
  }),
};
