import { type AuthResult, LOGIN_MESSAGES, type LoginInput } from '../../../../contracts/identity/index.ts';
import type { Clock } from '../../../../platform/container/tokens.ts';
import type { EntityManager } from '../../../../platform/db/orm.ts';
import { unauthorized } from '../../../../platform/errors/app-error.ts';
import type { LoginFailures } from '../../infrastructure/login-failures.ts';
import { findActiveMemberByEmail } from '../../infrastructure/member.store.ts';
import type { PasswordHasher } from '../../infrastructure/password-hasher.ts';
import type { InviteTokenHandler } from '../../ports.ts';
import type { SessionIssuer } from '../sessions/session-issuer.ts';

/** E-mail and password sign-in; one answer for every wrong combination. */
export class SignInHandler {
  readonly #em: EntityManager;
  readonly #clock: Clock;
  readonly #hasher: PasswordHasher;
  readonly #sessions: SessionIssuer;
  readonly #failures: LoginFailures;
  readonly #invites: InviteTokenHandler;

  constructor(
    em: EntityManager,
    clock: Clock,
    hasher: PasswordHasher,
    sessions: SessionIssuer,
    failures: LoginFailures,
    invites: InviteTokenHandler,
  ) {
    this.#em = em;
    this.#clock = clock;
    this.#hasher = hasher;
    this.#sessions = sessions;
    this.#failures = failures;
    this.#invites = invites;
  }

  async handle(input: {
    email: string;
    password: string;
    inviteToken?: string | undefined;
  }): Promise<AuthResult> {
    await this.#failures.assertNotLocked(input.email);
    const member = await findActiveMemberByEmail(this.#em, input.email);
    const valid = await this.#hasher.verify(member?.passwordHash ?? null, input.password);
    if (!member || !valid) {
      await this.#failures.recordFailure(input.email);
      throw unauthorized(LOGIN_MESSAGES.invalidCredentials, 'InvalidCredentials');
    }
    await this.#failures.clear(input.email);
    if (input.inviteToken)
      await this.#invites.handle({ memberId: member.id, inviteToken: input.inviteToken });
    return this.#em.transactional((em) => this.#sessions.start(em, member, this.#clock.now()));
  }
}

export type { LoginInput };
