import { VERIFY_MESSAGES } from '../../../../contracts/identity/index.ts';
import type { Clock } from '../../../../platform/container/tokens.ts';
import type { EntityManager } from '../../../../platform/db/orm.ts';
import { badRequest } from '../../../../platform/errors/app-error.ts';
import { findMemberById } from '../../infrastructure/member.store.ts';
import { consumeMemberToken, findMemberToken } from '../../infrastructure/member-token.store.ts';

export interface VerifyEmailResult {
  email: string;
  emailVerified: true;
}

const invalidLink = () => badRequest([{ message: VERIFY_MESSAGES.invalidLink, field: 'verificationToken' }]);

/** Follows the verification link: the token must be for this address and the member's current one. */
export class VerifyEmailHandler {
  readonly #em: EntityManager;
  readonly #clock: Clock;

  constructor(em: EntityManager, clock: Clock) {
    this.#em = em;
    this.#clock = clock;
  }

  async handle(email: string, verificationToken: string): Promise<VerifyEmailResult> {
    const now = this.#clock.now();
    const token = await findMemberToken(this.#em, verificationToken);
    if (token?.purpose !== 'email-verification' || token.email !== email) throw invalidLink();
    const member = await findMemberById(this.#em, token.memberId);
    if (member?.status !== 'active' || member.email !== email) throw invalidLink();
    // A second click on the same link: already done, say so rather than alarm the member.
    if (token.usedAt && member.emailVerified) return { email, emailVerified: true };
    await this.#em.transactional(async (em) => {
      const consumed = await consumeMemberToken(em, verificationToken, 'email-verification', now);
      if (!consumed) throw invalidLink();
      // Checked against `email` above; a change of address since then fails this flush's version check.
      member.emailVerified = true;
      member.updatedAt = now;
    });
    return { email, emailVerified: true };
  }
}
