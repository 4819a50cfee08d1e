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
import { IDENTITY_TOKENS, type IdentityReadApi } from '../identity/index.ts';
import { PAYMENTS_TOKENS, type PaymentCheckouts } from '../payments/index.ts';
import type { LeaguesDeps } from './application/leagues-deps.ts';
import { organizationWaivers, type RegistrationDeps } from './application/registration/registration-deps.ts';
import { leaguesEvents } from './events.ts';
import { registrationCommonRoutes, registrationConsoleRoutes } from './http/league-registration.routes.ts';
import {
  leagueCommonRoutes,
  leagueConsoleRoutes,
  organizationLeagueRoutes,
  publicLeagueScheduleRoutes,
  teamLeaguePositionRoutes,
} from './http/leagues.routes.ts';
import { memberLeagueEventsRoutes } from './http/member-league-events.routes.ts';
import { memberWaiverRoutes, signedWaiverRoutes } from './http/member-waivers.routes.ts';
import { seasonRosterRouteGroups } from './http/season-roster.routes.ts';
import {
  LeagueEntity,
  LeaguePointAdjustmentEntity,
  LeagueStageEntity,
  LeagueTeamEntity,
} from './infrastructure/league.entity.ts';
import {
  LeagueEventEntity,
  LeagueEventRsvpEntity,
  LeagueScoreReportEntity,
} from './infrastructure/league-event.entity.ts';
import { leagueRoomAccess } from './infrastructure/league-room-access.ts';
import { bindLeagueFeed, leagueFeedApiPaths } from './league-feed.bindings.ts';
import { bindPlayoffs, playoffApiPaths, playoffEvents, seedPlayoffLeague } from './playoffs.bindings.ts';
import { bindReferees, refereeApiPaths, refereeEvents, seedRefereeGames } from './referees.bindings.ts';
import { addLeagueGameSub } from './subscribers/add-league-game-sub.subscriber.ts';
import { copyTeamProfile } from './subscribers/copy-team-profile.subscriber.ts';
import {
  confirmReportedScore,
  dropScoreDeadline,
  pushStandingsUpdated,
  rebuildStandingsSubscribers,
  SCORE_DEADLINE_JOB,
  scheduleScoreDeadlineOnCreate,
  scheduleScoreDeadlineOnMove,
  scoreDeadlineJob,
  scoreDeadlineJobId,
} from './subscribers/leagues.subscriber.ts';
import { bindSeasonRosterPushes } from './subscribers/push-season-roster.subscriber.ts';
import { emailRegistrationCompleted } from './subscribers/registration-email.subscriber.ts';
import {
  emailSpotOffered,
  expireRegistrationHoldJob,
  scheduleRegistrationHoldExpiry,
} from './subscribers/registration-holds.subscriber.ts';
import { confirmPaidRegistrationSubscriber } from './subscribers/registration-payment.subscriber.ts';
import { emailCoordinatorsOnConflict } from './subscribers/score-conflict-email.subscriber.ts';

export { type SeedFeedPost, seedFeedPosts } from './application/feed/seed-feed-posts.ts';
export { type SeedLeague, seedLeague } from './application/manage-league/seed-league.ts';
export {
  anyLeagueRegistrationSettings,
  leagueByName,
  type NamedLeague,
} from './application/queries/league-by-name.query.ts';
export {
  type LeagueGameFacts,
  type LeagueGameOfMember,
  leagueGameFacts,
  leagueGamesOfTeams,
  leagueGameTitle,
  leagueScheduleFacts,
  leagueTeamIds,
  membersWithoutLeagueRsvp,
} from './application/queries/league-game-facts.query.ts';
export { yesLeagueGamesPlayed } from './application/queries/yes-league-games.query.ts';
export {
  type RegistrationNotice,
  registrationNotice,
} from './application/registration/registration-notice.query.ts';
export {
  type SeedRegistrationLeague,
  seedRegistrationLeague,
} from './application/registration/seed-registration.ts';
export { reconfirmGame } from './application/score-report/confirm-game.ts';
export { seedSeasonRosters } from './application/season-roster/seed-season-rosters.ts';
export { rebuildStandings } from './infrastructure/standings.store.ts';
export {
  leaguesEvents,
  playoffEvents,
  refereeEvents,
  SCORE_DEADLINE_JOB,
  scoreDeadlineJobId,
  seedPlayoffLeague,
  seedRefereeGames,
};

const LeaguesDepsToken = Symbol.for('leagues.Deps');
const appUrl = (config: Config) => config.PUBLIC_URL.replace(/\/+$/, '');

/** Every route group of leagues, in the order the module mounts and documents them. */
const leagueRouteGroups = [
  leagueConsoleRoutes,
  leagueCommonRoutes,
  organizationLeagueRoutes,
  publicLeagueScheduleRoutes,
  teamLeaguePositionRoutes,
  memberLeagueEventsRoutes,
  memberWaiverRoutes,
  signedWaiverRoutes,
  ...seasonRosterRouteGroups,
];

/** League registration's route groups (they also need the payments port). */
const registrationRouteGroups = [registrationConsoleRoutes, registrationCommonRoutes];

/**
 * Leagues: seasons and stages, registered club teams, schedules, league games with RSVPs, comments and
 * the captains' score reports (confirmed by a worker), standings and leaderboards. It asks clubs who is
 * on a team and organizations who is staff (index.ts read APIs). Load it after clubs and organizations.
 */
export const leaguesModule: AppModule = {
  name: 'leagues',
  entities: [
    LeagueEntity,
    LeagueStageEntity,
    LeagueTeamEntity,
    LeaguePointAdjustmentEntity,
    LeagueEventEntity,
    LeagueScoreReportEntity,
    LeagueEventRsvpEntity,
  ],
  apiPaths: {
    ...apiPathsOf(...leagueRouteGroups, ...registrationRouteGroups),
    ...refereeApiPaths,
    ...playoffApiPaths,
    ...leagueFeedApiPaths,
  },
  containerModule: new ContainerModule(({ bind }) => {
    bind<LeaguesDeps>(LeaguesDepsToken).toResolvedValue(
      (em: EntityManager, clock: Clock, identity: IdentityReadApi, limits: MemberLimits) => ({
        em,
        clock,
        identity,
        limits,
      }),
      [TOKENS.EntityManager, TOKENS.Clock, IDENTITY_TOKENS.ReadApi, MEMBER_LIMITS],
    );
    for (const routes of leagueRouteGroups) {
      bind<RouteMount>(TOKENS.HttpRoutes).toResolvedValue(
        (deps: LeaguesDeps, guards: AuthGuards) => routes.mount(deps, guards),
        [LeaguesDepsToken, AUTH_TOKENS.AuthGuards],
      );
    }
    for (const routes of registrationRouteGroups) {
      bind<RouteMount>(TOKENS.HttpRoutes).toResolvedValue(
        (deps: LeaguesDeps, checkouts: PaymentCheckouts, config: Config, guards: AuthGuards) =>
          routes.mount(
            {
              ...deps,
              checkouts,
              publicUrl: appUrl(config),
              waivers: organizationWaivers,
            } satisfies RegistrationDeps,
            guards,
          ),
        [LeaguesDepsToken, PAYMENTS_TOKENS.Checkouts, TOKENS.Config, AUTH_TOKENS.AuthGuards],
      );
    }
    bind<RoomAccess>(TOKENS.RealtimeRoomAccess).toResolvedValue(
      (orm: MikroORM) => leagueRoomAccess(orm),
      [TOKENS.Orm],
    );
    bind<ScheduledJobHandler>(TOKENS.ScheduledJobHandlers).toResolvedValue(
      (clock: Clock) => scoreDeadlineJob(clock) as ScheduledJobHandler,
      [TOKENS.Clock],
    );
    bind<ScheduledJobHandler>(TOKENS.ScheduledJobHandlers).toResolvedValue(
      (clock: Clock) => expireRegistrationHoldJob(clock) as ScheduledJobHandler,
      [TOKENS.Clock],
    );
    const subscribers: Array<{ make: (...deps: never[]) => AnyEventSubscriber; deps: symbol[] }> = [
      { make: (clock: Clock) => confirmReportedScore(clock), deps: [TOKENS.Clock] },
      // A marketplace sub accepted for a league game plays it for the captain's team (issue 20).
      { make: (clock: Clock) => addLeagueGameSub(clock), deps: [TOKENS.Clock] },
      { make: (clock: Clock) => confirmPaidRegistrationSubscriber(clock), deps: [TOKENS.Clock] },
      {
        make: (jobs: Scheduler) => scheduleRegistrationHoldExpiry(jobs),
        deps: [TOKENS.Scheduler],
      },
      {
        make: (mailer: Mailer, identity: IdentityReadApi, config: Config) =>
          emailSpotOffered(mailer, identity, appUrl(config)),
        deps: [NOTIFICATION_MAILER, IDENTITY_TOKENS.ReadApi, TOKENS.Config],
      },
      {
        make: (mailer: Mailer, identity: IdentityReadApi, config: Config) =>
          emailRegistrationCompleted(mailer, identity, appUrl(config)),
        deps: [NOTIFICATION_MAILER, IDENTITY_TOKENS.ReadApi, TOKENS.Config],
      },
      { make: (jobs: Scheduler) => scheduleScoreDeadlineOnCreate(jobs), deps: [TOKENS.Scheduler] },
      { make: (jobs: Scheduler) => scheduleScoreDeadlineOnMove(jobs), deps: [TOKENS.Scheduler] },
      { make: (jobs: Scheduler) => dropScoreDeadline(jobs), deps: [TOKENS.Scheduler] },
      {
        make: (realtime: RealtimeEmitter) => pushStandingsUpdated(realtime),
        deps: [TOKENS.RealtimeEmitter],
      },
      {
        make: (mailer: Mailer, identity: IdentityReadApi, config: Config) =>
          emailCoordinatorsOnConflict(mailer, identity, appUrl(config)),
        deps: [NOTIFICATION_MAILER, IDENTITY_TOKENS.ReadApi, TOKENS.Config],
      },
    ];
    // league_team's copy of each team's name and logo follows the team in clubs.
    bind<AnyEventSubscriber>(TOKENS.EventSubscribers).toConstantValue(copyTeamProfile);
    bindSeasonRosterPushes({ bind });
    bindLeagueFeed(bind, LeaguesDepsToken);
    bindReferees(bind, LeaguesDepsToken);
    bindPlayoffs(bind, LeaguesDepsToken);
    for (const { make, deps } of subscribers) {
      bind<AnyEventSubscriber>(TOKENS.EventSubscribers).toResolvedValue(
        (...resolved: never[]) => make(...resolved),
        deps,
      );
    }
    const standingsCount = rebuildStandingsSubscribers({ now: () => new Date() }).length;
    for (let index = 0; index < standingsCount; index += 1) {
      bind<AnyEventSubscriber>(TOKENS.EventSubscribers).toResolvedValue(
        (clock: Clock) => rebuildStandingsSubscribers(clock)[index]!,
        [TOKENS.Clock],
      );
    }
  }),
};
