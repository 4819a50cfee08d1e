import {
  type AuthResult,
  type MemberDto,
  PASSWORD_FLOW_MESSAGES,
} from '../../../../contracts/identity/index.ts';
import type { EventBus } from '../../../../platform/bus/index.ts';
import type { Clock } from '../../../../platform/container/tokens.ts';
import type { EntityManager } from '../../../../platform/db/orm.ts';
import { badRequest } from '../../../../platform/errors/app-error.ts';
import type { Member } from '../../infrastructure/member.entity.ts';
import { findActiveMemberByEmail, findMemberById } from '../../infrastructure/member.store.ts';
import { consumeMemberToken, findUsableMemberToken } from '../../infrastructure/member-token.store.ts';
import type { PasswordHasher } from '../../infrastructure/password-hasher.ts';
import { revokeMemberSessions } from '../../infrastructure/session.store.ts';
import type { SessionIssuer } from '../sessions/session-issuer.ts';

const invalidResetLink = () =>
  badRequest([{ message: PASSWORD_FLOW_MESSAGES.invalidResetLink, field: 'resetToken' }]);

/**
 * The reset-link flows: request a link, use it with a form (`reset-password`), or let it sign the
 * member in and then set a password (`autoLoginJwt` + `setPassword` over typed RPC).
 */
export class PasswordResetHandlers {
  readonly #em: EntityManager;
  readonly #bus: EventBus;
  readonly #clock: Clock;
  readonly #hasher: PasswordHasher;
  readonly #sessions: SessionIssuer;

  constructor(
    em: EntityManager,
    bus: EventBus,
    clock: Clock,
    hasher: PasswordHasher,
    sessions: SessionIssuer,
  ) {
    this.#em = em;
    this.#bus = bus;
    this.#clock = clock;
    this.#hasher = hasher;
    this.#sessions = sessions;
  }

  /** Same answer whether or not the address has an account; the mail leaves from a worker. */
  async requestReset(email: string): Promise<{ message: string }> {
    const member = await findActiveMemberByEmail(this.#em, email);
    if (member) {
      await this.#em.transactional(async (em) => {
        this.#bus.record(em, 'identity.password-reset-requested', { memberId: member.id });
      });
    }
    return { message: PASSWORD_FLOW_MESSAGES.recoverSent };
  }

  /** The member a still-usable reset token belongs to (for the auto-login). */
  async #memberOfToken(resetToken: string): Promise<Member> {
    const token = await findUsableMemberToken(this.#em, resetToken, 'password-reset', this.#clock.now());
    const member = token && (await findMemberById(this.#em, token.memberId));
    // A link mailed to an address the member has since left no longer proves anything.
    if (!token || !member || member.status !== 'active' || member.email !== token.email)
      throw invalidResetLink();
    return member;
  }

  async autoLogin(resetToken: string): Promise<AuthResult> {
    const member = await this.#memberOfToken(resetToken);
    return this.#em.transactional((em) => this.#sessions.start(em, member, this.#clock.now()));
  }

  /**
   * Uses the token once: sets the password, signs the member out everywhere, and (for setPassword)
   * starts one fresh session for the browser that did it.
   */
  async resetPassword(resetToken: string, newPassword: string, startSession: true): Promise<AuthResult>;
  async resetPassword(
    resetToken: string,
    newPassword: string,
    startSession: false,
  ): Promise<{ message: string }>;
  async resetPassword(
    resetToken: string,
    newPassword: string,
    startSession: boolean,
  ): Promise<AuthResult | { message: string }> {
    const member = await this.#memberOfToken(resetToken);
    const passwordHash = await this.#hasher.hash(newPassword);
    const now = this.#clock.now();
    return this.#em.transactional(async (em) => {
      const consumed = await consumeMemberToken(em, resetToken, 'password-reset', now);
      if (!consumed) throw invalidResetLink();
      // `member` was checked against the token above; had it changed since (a new address), the
      // version check of this flush refuses the stale copy.
      member.passwordHash = passwordHash;
      member.emailVerified = true;
      member.updatedAt = now;
      await revokeMemberSessions(em, member.id, 'password-reset', now);
      if (!startSession) return { message: PASSWORD_FLOW_MESSAGES.updated };
      return this.#sessions.start(em, member, now);
    });
  }
}

export type { MemberDto };
