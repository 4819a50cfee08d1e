import type { EventBus } from '../../platform/bus/index.ts';
import type { CaptchaVerifier } from '../../platform/captcha/captcha-verifier.ts';
import type { Clock } from '../../platform/container/tokens.ts';
import type { EntityManager } from '../../platform/db/orm.ts';
import type { Logger } from '../../platform/logging/logger.ts';
import type { Redis } from '../../platform/redis/redis.ts';
import type { FileStorage } from '../../platform/storage/index.ts';
import type { HandlerDeps } from './application/handler-deps.ts';
import { PasswordResetHandlers } from './application/password-reset/password-reset.handler.ts';
import type { ProfileReaders } from './application/queries/member-queries.ts';
import { RegisterMemberHandler } from './application/register-member/register-member.handler.ts';
import { SessionIssuer } from './application/sessions/session-issuer.ts';
import { SignInHandler } from './application/sign-in/sign-in.handler.ts';
import { SocialSignIn } from './application/social-sign-in/social-sign-in.ts';
import { VerifyEmailHandler } from './application/verify-email/verify-email.handler.ts';
import type { IdentitySettings } from './identity-settings.ts';
import { createAccessTokenSigner } from './infrastructure/access-tokens.ts';
import { createLoginFailures } from './infrastructure/login-failures.ts';
import { createOidcFlowStore, type OidcProviders } from './infrastructure/oidc-providers.ts';
import { createPasswordHasher } from './infrastructure/password-hasher.ts';
import type { InviteTokenHandler, ReportTargetResolver } from './ports.ts';

export interface IdentityInputs {
  settings: IdentitySettings;
  em: EntityManager;
  bus: EventBus;
  clock: Clock;
  redis: Redis;
  redisPrefix: string;
  captcha: CaptchaVerifier;
  storage: FileStorage;
  oidc: OidcProviders;
  invites: InviteTokenHandler;
  readers: ProfileReaders;
  reportTargets: ReportTargetResolver[];
  loginFailures: { failures: number; windowSeconds: number };
  logger: Logger;
}

/** The identity use cases wired once per process; handlers use the request-scoped EntityManager. */
export interface IdentityServices {
  settings: IdentitySettings;
  em: EntityManager;
  clock: Clock;
  deps: HandlerDeps;
  sessions: SessionIssuer;
  register: RegisterMemberHandler;
  verifyEmail: VerifyEmailHandler;
  signIn: SignInHandler;
  passwordReset: PasswordResetHandlers;
  social: SocialSignIn;
  storage: FileStorage;
  readers: ProfileReaders;
  reportTargets: ReportTargetResolver[];
  logError(error: unknown): void;
}

export function createIdentityServices(inputs: IdentityInputs): IdentityServices {
  const { settings, em, bus, clock } = inputs;
  const hasher = createPasswordHasher();
  const sessions = new SessionIssuer(
    createAccessTokenSigner(settings.accessToken),
    settings.refreshTtlMs,
    inputs.readers.teams,
  );
  const failures = createLoginFailures(inputs.redis, inputs.redisPrefix, inputs.loginFailures);
  return {
    settings,
    em,
    clock,
    deps: { em, clock, bus, hasher, failures },
    sessions,
    register: new RegisterMemberHandler(em, bus, clock, hasher, sessions, inputs.captcha),
    verifyEmail: new VerifyEmailHandler(em, clock),
    signIn: new SignInHandler(em, clock, hasher, sessions, failures, inputs.invites),
    passwordReset: new PasswordResetHandlers(em, bus, clock, hasher, sessions),
    social: new SocialSignIn(
      em,
      clock,
      inputs.oidc,
      createOidcFlowStore(inputs.redis, inputs.redisPrefix),
      sessions,
      settings.publicUrl,
    ),
    storage: inputs.storage,
    readers: inputs.readers,
    reportTargets: inputs.reportTargets,
    logError: (error) => inputs.logger.error({ err: error }, 'identity request failed'),
  };
}
