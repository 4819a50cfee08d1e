import { ContainerModule } from 'inversify';
import type { AppModule } from '../../platform/app-module.ts';
import {
  type AccessTokenVerifier,
  AUTH_TOKENS,
  type AuthGuards,
  createAuthGuards,
} from '../../platform/auth/index.ts';
import type { AnyEventSubscriber, EventBus } from '../../platform/bus/index.ts';
import type { CaptchaVerifier } from '../../platform/captcha/captcha-verifier.ts';
import { type Config, DEV_JWT_SECRET } from '../../platform/config/config.ts';
import { type Clock, type RouteMount, TOKENS } from '../../platform/container/tokens.ts';
import type { ChangeFeed } from '../../platform/db/change-feed.ts';
import type { EntityManager, MikroORM } from '../../platform/db/orm.ts';
import { apiPathsOf } from '../../platform/http/declared-routes.ts';
import type { Logger } from '../../platform/logging/logger.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { createRateLimiter } from '../../platform/rate-limit/rate-limiter.ts';
import type { SocketAuthenticator } from '../../platform/realtime/socket-authenticator.ts';
import type { Redis } from '../../platform/redis/redis.ts';
import { type FileStorage, STORAGE_TOKENS } from '../../platform/storage/index.ts';
import type { EmailPreferenceDeps } from './application/email-preferences/email-preferences.handler.ts';
import type { UnsubscribeLinkSettings } from './application/email-preferences/email-preferences.query.ts';
import {
  createMemberEligibilityReader,
  MEMBER_ELIGIBILITY_READER,
  type MemberEligibilityReader,
} from './application/queries/member-eligibility.ts';
import { createIdentityReadApi, type IdentityReadApi } from './application/queries/member-queries.ts';
import { playerReportTarget } from './application/report-member/report.handler.ts';
import { unsubscribeTokenKey } from './domain/unsubscribe-token.ts';
import { identityEvents } from './events.ts';
import { authRoutes } from './http/auth.routes.ts';
import {
  emailPreferencesRoutes,
  resubscribeRoutes,
  unsubscribeRoutes,
} from './http/email-preferences.routes.ts';
import { identityRpcApiPaths } from './http/identity-rpc.openapi.ts';
import { identityRpcRoutes } from './http/identity-rpc.ts';
import { memberRoutes, reportRoutes } from './http/member.routes.ts';
import { oidcFormPostRoutes, oidcRoutes } from './http/oidc.routes.ts';
import { createIdentityServices, type IdentityServices } from './identity-services.ts';
import { identitySettings } from './identity-settings.ts';
import { createAccessTokenVerifier } from './infrastructure/access-tokens.ts';
import { EmailChangeEntity } from './infrastructure/email-change.entity.ts';
import { MemberEmailPreferenceEntity } from './infrastructure/email-preference.entity.ts';
import { Member, MemberAuthProvider } from './infrastructure/member.entity.ts';
import { MemberBlock } from './infrastructure/member-block.entity.ts';
import { createMemberContactsCache } from './infrastructure/member-contacts-cache.ts';
import { MemberToken } from './infrastructure/member-token.entity.ts';
import { createOidcProviders, oidcProviderSettings } from './infrastructure/oidc-providers.ts';
import { Report } from './infrastructure/report.entity.ts';
import { RefreshToken, SessionFamily } from './infrastructure/session.entity.ts';
import { createSocketAuthenticator } from './infrastructure/socket-authenticator.ts';
import {
  IDENTITY_TOKENS,
  type InviteTokenHandler,
  type MemberOrganizerReader,
  type MemberStatsReader,
  type MemberTeamsReader,
  noInviteHandling,
  noOrganizer,
  noStats,
  noTeammates,
  noTeams,
  type ReportTargetResolver,
  type TeammateChecker,
} from './ports.ts';
import {
  committedEmailChangeTokens,
  committedLinkTokens,
  identityMailSubscribers,
} from './subscribers/identity-mail.subscriber.ts';

export type { UnsubscribeLinks } from './application/email-preferences/email-preferences.query.ts';
export {
  MEMBER_ELIGIBILITY_READER,
  type MemberEligibilityReader,
} from './application/queries/member-eligibility.ts';
export {
  activeMemberIdByEmail,
  type IdentityReadApi,
  type MailRecipient,
  type MemberContact,
  type MemberSummary,
  memberIdsByEmail,
} from './application/queries/member-queries.ts';
export {
  createVerifiedMember,
  type VerifiedMemberInput,
} from './application/register-member/create-verified-member.ts';
export type { IdentityRpcRouter } from './http/identity-rpc.ts';
export {
  IDENTITY_TOKENS,
  type InviteTokenHandler,
  type MemberOrganizerReader,
  type MemberStats,
  type MemberStatsReader,
  type MemberTeamsReader,
  type ReportTarget,
  type ReportTargetResolver,
  type TeammateChecker,
} from './ports.ts';
export { identityEvents };

const IdentityServicesToken = Symbol.for('identity.Services');
const EmailPreferenceDepsToken = Symbol.for('identity.EmailPreferenceDeps');

// Unsubscribe links are signed with the server's secret, for this purpose only (platform/crypto).
const unsubscribeLinkSettings = (config: Config): UnsubscribeLinkSettings => ({
  publicUrl: config.PUBLIC_URL.replace(/\/+$/, ''),
  key: unsubscribeTokenKey(config.JWT_SECRET ?? DEV_JWT_SECRET),
});

/**
 * Identity: accounts, sessions, passwords, profiles, social sign-in, blocking and reporting. It binds
 * the auth primitives every module guards its routes with (AUTH_TOKENS) and the socket authenticator.
 * Load it before the modules that rebind its extension points (IDENTITY_TOKENS).
 */
export const identityModule: AppModule = {
  name: 'identity',
  // The write side's entity schemas (infrastructure/*.entity.ts); the ORM is told of every module's.
  entities: [
    Member,
    MemberAuthProvider,
    SessionFamily,
    RefreshToken,
    MemberToken,
    MemberBlock,
    Report,
    EmailChangeEntity,
    MemberEmailPreferenceEntity,
  ],
  apiPaths: {
    ...apiPathsOf(authRoutes, oidcRoutes, oidcFormPostRoutes, memberRoutes, reportRoutes),
    ...identityRpcApiPaths,
    ...apiPathsOf(emailPreferencesRoutes, unsubscribeRoutes, resubscribeRoutes),
  },
  containerModule: new ContainerModule(({ bind, rebind }) => {
    bind<InviteTokenHandler>(IDENTITY_TOKENS.InviteTokenHandler).toConstantValue(noInviteHandling);
    bind<MemberTeamsReader>(IDENTITY_TOKENS.MemberTeamsReader).toConstantValue(noTeams);
    bind<TeammateChecker>(IDENTITY_TOKENS.TeammateChecker).toConstantValue(noTeammates);
    bind<MemberStatsReader>(IDENTITY_TOKENS.MemberStatsReader).toConstantValue(noStats);
    bind<MemberOrganizerReader>(IDENTITY_TOKENS.MemberOrganizerReader).toConstantValue(noOrganizer);
    bind<ReportTargetResolver>(IDENTITY_TOKENS.ReportTargetResolvers).toConstantValue(playerReportTarget);
    bind<IdentityReadApi>(IDENTITY_TOKENS.ReadApi).toResolvedValue(
      (em: EntityManager, config: Config, orm: MikroORM, feed: ChangeFeed) =>
        createIdentityReadApi(em, unsubscribeLinkSettings(config), createMemberContactsCache(feed, orm)),
      [TOKENS.EntityManager, TOKENS.Config, TOKENS.Orm, TOKENS.ChangeFeed],
    );
    bind<MemberEligibilityReader>(MEMBER_ELIGIBILITY_READER).toResolvedValue(
      (em: EntityManager) => createMemberEligibilityReader(em),
      [TOKENS.EntityManager],
    );
    bind<AccessTokenVerifier>(AUTH_TOKENS.AccessTokenVerifier).toResolvedValue(
      (config: Config, orm: MikroORM, feed: ChangeFeed) =>
        createAccessTokenVerifier(identitySettings(config).accessToken, orm, feed),
      [TOKENS.Config, TOKENS.Orm, TOKENS.ChangeFeed],
    );
    bind<AuthGuards>(AUTH_TOKENS.AuthGuards).toResolvedValue(
      (verifier: AccessTokenVerifier, config: Config) =>
        createAuthGuards(verifier, { publicUrl: config.PUBLIC_URL }),
      [AUTH_TOKENS.AccessTokenVerifier, TOKENS.Config],
    );
    rebind<SocketAuthenticator>(TOKENS.SocketAuthenticator).toResolvedValue(
      (verifier: AccessTokenVerifier, config: Config) =>
        createSocketAuthenticator(verifier, config.PUBLIC_URL),
      [AUTH_TOKENS.AccessTokenVerifier, TOKENS.Config],
    );

    bind<IdentityServices>(IdentityServicesToken).toResolvedValue(
      (
        config: Config,
        em: EntityManager,
        bus: EventBus,
        clock: Clock,
        redis: Redis,
        captcha: CaptchaVerifier,
        storage: FileStorage,
        logger: Logger,
        invites: InviteTokenHandler,
        teams: MemberTeamsReader,
        teammates: TeammateChecker,
        stats: MemberStatsReader,
        organizer: MemberOrganizerReader,
        reportTargets: ReportTargetResolver[],
      ) =>
        createIdentityServices({
          settings: identitySettings(config),
          em,
          bus,
          clock,
          redis,
          redisPrefix: config.REDIS_PREFIX,
          captcha,
          storage,
          logger,
          oidc: createOidcProviders(oidcProviderSettings(config), config.NODE_ENV !== 'production'),
          invites,
          readers: { teams, teammates, stats, organizer },
          reportTargets,
          loginFailures: {
            failures: config.LOGIN_FAILURES_PER_ACCOUNT,
            windowSeconds: config.LOGIN_FAILURE_WINDOW_SECONDS,
          },
        }),
      [
        TOKENS.Config,
        TOKENS.EntityManager,
        TOKENS.EventBus,
        TOKENS.Clock,
        TOKENS.Redis,
        TOKENS.CaptchaVerifier,
        STORAGE_TOKENS.FileStorage,
        TOKENS.Logger,
        IDENTITY_TOKENS.InviteTokenHandler,
        IDENTITY_TOKENS.MemberTeamsReader,
        IDENTITY_TOKENS.TeammateChecker,
        IDENTITY_TOKENS.MemberStatsReader,
        IDENTITY_TOKENS.MemberOrganizerReader,
        { serviceIdentifier: IDENTITY_TOKENS.ReportTargetResolvers, isMultiple: true },
      ],
    );

    bind<RouteMount>(TOKENS.HttpRoutes).toResolvedValue(
      (services: IdentityServices, guards: AuthGuards, redis: Redis, config: Config) => {
        const limiter = (name: string, points: number, durationSeconds: number) =>
          createRateLimiter(redis, config.REDIS_PREFIX, { name, points, durationSeconds });
        const limiters = {
          loginPerIp: limiter('login-ip', config.LOGIN_LIMIT_PER_IP, config.LOGIN_LIMIT_WINDOW_SECONDS),
          registerPerIp: limiter('register-ip', config.REGISTER_LIMIT_PER_HOUR, 3600),
          recoverPerEmail: limiter('recover-email', config.RECOVER_LIMIT_PER_HOUR, 3600),
        };
        return authRoutes.mount({ services, limiters }, guards);
      },
      [IdentityServicesToken, AUTH_TOKENS.AuthGuards, TOKENS.Redis, TOKENS.Config],
    );
    bind<RouteMount>(TOKENS.HttpRoutes).toResolvedValue(
      (services: IdentityServices, guards: AuthGuards, redis: Redis, config: Config) =>
        memberRoutes.mount(
          {
            services,
            resendLimiter: createRateLimiter(redis, config.REDIS_PREFIX, {
              name: 'verify-resend',
              points: 5,
              durationSeconds: 3600,
            }),
          },
          guards,
        ),
      [IdentityServicesToken, AUTH_TOKENS.AuthGuards, TOKENS.Redis, TOKENS.Config],
    );
    bind<EmailPreferenceDeps>(EmailPreferenceDepsToken).toResolvedValue(
      (em: EntityManager, clock: Clock, config: Config) => ({
        em,
        clock,
        key: unsubscribeLinkSettings(config).key,
      }),
      [TOKENS.EntityManager, TOKENS.Clock, TOKENS.Config],
    );
    bind<RouteMount>(TOKENS.HttpRoutes).toResolvedValue(
      (deps: EmailPreferenceDeps, guards: AuthGuards) => emailPreferencesRoutes.mount(deps, guards),
      [EmailPreferenceDepsToken, AUTH_TOKENS.AuthGuards],
    );
    // RFC 8058 one-click: the only mount that accepts form posts (see createApp); token in the URL.
    bind<RouteMount>(TOKENS.HttpRoutes).toResolvedValue(
      (deps: EmailPreferenceDeps, guards: AuthGuards) => unsubscribeRoutes.mount(deps, guards),
      [EmailPreferenceDepsToken, AUTH_TOKENS.AuthGuards],
    );
    bind<RouteMount>(TOKENS.HttpRoutes).toResolvedValue(
      (deps: EmailPreferenceDeps, guards: AuthGuards) => resubscribeRoutes.mount(deps, guards),
      [EmailPreferenceDepsToken, AUTH_TOKENS.AuthGuards],
    );
    bind<RouteMount>(TOKENS.HttpRoutes).toResolvedValue(
      (services: IdentityServices, guards: AuthGuards) => reportRoutes.mount(services, guards),
      [IdentityServicesToken, AUTH_TOKENS.AuthGuards],
    );
    bind<RouteMount>(TOKENS.HttpRoutes).toResolvedValue(
      (services: IdentityServices, guards: AuthGuards) => oidcRoutes.mount(services, guards),
      [IdentityServicesToken, AUTH_TOKENS.AuthGuards],
    );
    bind<RouteMount>(TOKENS.RootRoutes).toResolvedValue(
      (services: IdentityServices, guards: AuthGuards) => ({
        path: '/trpc',
        router: identityRpcRoutes(services, guards),
      }),
      [IdentityServicesToken, AUTH_TOKENS.AuthGuards],
    );
    bind<RouteMount>(TOKENS.RootRoutes).toResolvedValue(
      (services: IdentityServices, guards: AuthGuards) => oidcFormPostRoutes.mount(services, guards),
      [IdentityServicesToken, AUTH_TOKENS.AuthGuards],
    );

    for (const mailSubscriber of identityMailSubscribers) {
      bind<AnyEventSubscriber>(TOKENS.EventSubscribers).toResolvedValue(
        (mailer: Mailer, config: Config, clock: Clock, orm: MikroORM): AnyEventSubscriber =>
          mailSubscriber({
            mailer,
            tokens: committedLinkTokens(orm, clock),
            changeTokens: committedEmailChangeTokens(orm),
            publicUrl: config.PUBLIC_URL.replace(/\/+$/, ''),
          }),
        [TOKENS.Mailer, TOKENS.Config, TOKENS.Clock, TOKENS.Orm],
      );
    }
  }),
};
