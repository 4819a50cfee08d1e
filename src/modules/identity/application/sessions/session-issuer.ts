import type { AuthResult } from '../../../../contracts/identity/index.ts';
import { invalidAccessToken } from '../../../../platform/auth/index.ts';
import type { EntityManager } from '../../../../platform/db/orm.ts';
import { AppError } from '../../../../platform/errors/app-error.ts';
import type { AccessTokenSigner } from '../../infrastructure/access-tokens.ts';
import {
  type IssuedRefreshToken,
  rotateRefreshToken,
  startSession,
} from '../../infrastructure/session.store.ts';
import type { MemberTeamsReader } from '../../ports.ts';
import { readMember, toMemberDto } from '../queries/member-queries.ts';

export const SESSION_ENDED_MESSAGE = 'Your session has ended. Please sign in again.';

/** Starts and rotates sessions: a refresh-token family, an access JWT and the member they belong to. */
export class SessionIssuer {
  readonly #signer: AccessTokenSigner;
  readonly #refreshTtlMs: number;
  readonly #teams: MemberTeamsReader;

  constructor(signer: AccessTokenSigner, refreshTtlMs: number, teams: MemberTeamsReader) {
    this.#signer = signer;
    this.#refreshTtlMs = refreshTtlMs;
    this.#teams = teams;
  }

  /** Call it inside the use case's transaction (`em` is the transaction's): it flushes the use case's changes. */
  async start(em: EntityManager, member: { id: string }, now: Date): Promise<AuthResult> {
    const issued = startSession(em, member.id, now, this.#refreshTtlMs);
    // The member in the result is read as pages read it (SQL), so this transaction's changes (a new
    // member, a new password) must be in the database first.
    await em.flush();
    return this.#authResult(em, issued, now);
  }

  /**
   * Exchanges a refresh token. Runs in its own transaction so that a detected reuse revokes the
   * family for good even though the caller gets a 401.
   */
  async rotate(em: EntityManager, refreshToken: string, now: Date): Promise<AuthResult> {
    const outcome = await em.transactional((tx) =>
      rotateRefreshToken(tx, refreshToken, now, this.#refreshTtlMs),
    );
    if (outcome.kind === 'refused') {
      throw new AppError(401, [{ message: SESSION_ENDED_MESSAGE, code: 'InvalidRefreshToken' }]);
    }
    return this.#authResult(em, outcome.issued, now);
  }

  /** The member with their teams, an access JWT for the session, and its newest refresh token. */
  async #authResult(em: EntityManager, issued: IssuedRefreshToken, now: Date): Promise<AuthResult> {
    const member = await readMember(em, issued.memberId);
    if (member?.status !== 'active') throw invalidAccessToken();
    return {
      member: toMemberDto(member, await this.#teams.teamsOf(member.id)),
      accessToken: await this.#signer.sign({ memberId: issued.memberId, sessionId: issued.sessionId }, now),
      refreshToken: issued.refreshToken,
    };
  }
}
