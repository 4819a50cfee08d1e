import type { EntityManager } from '../../../../platform/db/orm.ts';
import { revokeSession, sessionOfRefreshToken } from '../../infrastructure/session.store.ts';

/**
 * Ends the sessions a sign-out names: the refresh token's and the access token's (they differ when a
 * stale tab signs out). Unknown tokens end nothing; signing out always succeeds.
 */
export async function signOut(
  em: EntityManager,
  now: Date,
  presented: { refreshToken?: string | undefined; sessionId?: string | undefined },
): Promise<void> {
  await em.transactional(async (tx) => {
    const sessionIds = new Set<string>();
    const ofToken = presented.refreshToken && (await sessionOfRefreshToken(tx, presented.refreshToken));
    if (ofToken) sessionIds.add(ofToken);
    if (presented.sessionId) sessionIds.add(presented.sessionId);
    for (const sessionId of sessionIds) await revokeSession(tx, sessionId, 'signed-out', now);
  });
}
