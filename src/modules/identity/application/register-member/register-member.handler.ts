import { randomUUID } from 'node:crypto';
import {
  type AuthResult,
  formatPhone,
  SIGN_UP_MESSAGES,
  type SignUp,
} from '../../../../contracts/identity/index.ts';
import type { EventBus } from '../../../../platform/bus/index.ts';
import { assertHuman, type CaptchaVerifier } from '../../../../platform/captcha/captcha-verifier.ts';
import type { Clock } from '../../../../platform/container/tokens.ts';
import type { EntityManager } from '../../../../platform/db/orm.ts';
import { isUniqueViolation } from '../../../../platform/db/write-errors.ts';
import { conflict } from '../../../../platform/errors/app-error.ts';
import { Member } from '../../infrastructure/member.entity.ts';
import { emailTaken } from '../../infrastructure/member.store.ts';
import type { PasswordHasher } from '../../infrastructure/password-hasher.ts';
import type { SessionIssuer } from '../sessions/session-issuer.ts';

/**
 * Creates the account, signs the member in and (through the outbox) sends the verification
 * e-mail. Signing in does not wait for verification: `member.emailVerified` lets the SPA remind.
 */
export class RegisterMemberHandler {
  readonly #em: EntityManager;
  readonly #bus: EventBus;
  readonly #clock: Clock;
  readonly #hasher: PasswordHasher;
  readonly #sessions: SessionIssuer;
  readonly #captcha: CaptchaVerifier;

  constructor(
    em: EntityManager,
    bus: EventBus,
    clock: Clock,
    hasher: PasswordHasher,
    sessions: SessionIssuer,
    captcha: CaptchaVerifier,
  ) {
    this.#em = em;
    this.#bus = bus;
    this.#clock = clock;
    this.#hasher = hasher;
    this.#sessions = sessions;
    this.#captcha = captcha;
  }

  async handle(input: SignUp, remoteIp: string | undefined): Promise<AuthResult> {
    await assertHuman(this.#captcha, input.captchaToken, remoteIp);
    if (await emailTaken(this.#em, input.email)) throw conflict(SIGN_UP_MESSAGES.emailTaken, 'email');
    const passwordHash = await this.#hasher.hash(input.password);
    const now = this.#clock.now();
    try {
      return await this.#em.transactional(async (em) => {
        const member = em.create(Member, {
          id: randomUUID(),
          email: input.email,
          passwordHash,
          firstName: input.firstName,
          lastName: input.lastName,
          phoneNumber: formatPhone(input.phone),
          zip: input.zipCode.toUpperCase(),
          birthday: input.birthday,
          gender: input.gender,
          location: input.location || null,
          createdAt: now,
          updatedAt: now,
        });
        this.#bus.record(em, 'identity.member-registered', { memberId: member.id });
        return this.#sessions.start(em, member, now);
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(SIGN_UP_MESSAGES.emailTaken, 'email');
      throw error;
    }
  }
}
