import type { AuthResult } from '../../../../contracts/identity/index.ts';
import { invalidAccessToken } from '../../../../platform/auth/index.ts';
import type { EntityManager } from '../../../../platform/db/orm.ts';
import { AppError } from '../../../../platform/errors/app-error.ts';
import type { AccessTokenSigner } from '../../infrastructure/access-tokens.ts';
import { findMemberById, type MemberRow, toMemberDto } from '../../infrastructure/member-store.ts';
import {
  type IssuedRefreshToken,
  rotateRefreshToken,
  startSession,
} from '../../infrastructure/session-store.ts';
import type { MemberTeamsReader } from '../../ports.ts';

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

  async start(em: EntityManager, member: MemberRow, now: Date): Promise<AuthResult> {
    return this.#authResult(member, await startSession(em, member.id, now, this.#refreshTtlMs), now);
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
    const member = await findMemberById(em, outcome.issued.memberId);
    if (member?.status !== 'active') throw invalidAccessToken();
    return this.#authResult(member, outcome.issued, now);
  }

  /** The member with their teams, an access JWT for the session, and its newest refresh token. */
  async #authResult(member: MemberRow, issued: IssuedRefreshToken, now: Date): Promise<AuthResult> {
    return {
      member: toMemberDto(member, await this.#teams.teamsOf(member.id)),
      accessToken: await this.#signer.sign({ memberId: issued.memberId, sessionId: issued.sessionId }, now),
      refreshToken: issued.refreshToken,
    };
  }
}
