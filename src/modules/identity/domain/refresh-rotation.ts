/** What the store knows of a presented refresh token. */
export interface RefreshTokenState {
  usedAt: Date | null;
  expiresAt: Date;
  familyRevokedAt: Date | null;
  memberActive: boolean;
}

export type RotationDecision =
  | { kind: 'rotate' }
  /** A token already exchanged came back: someone holds a copy, so the whole family dies. */
  | { kind: 'reuse-detected' }
  | { kind: 'reject'; reason: 'unknown' | 'revoked' | 'expired' };

/**
 * Refresh tokens rotate: each is exchanged once for a new one in the same family. Presenting one
 * that was already exchanged means it was copied (or replayed), so the family is revoked and both
 * holders must sign in again.
 */
export function decideRotation(state: RefreshTokenState | undefined, now: Date): RotationDecision {
  if (!state) return { kind: 'reject', reason: 'unknown' };
  if (state.familyRevokedAt || !state.memberActive) return { kind: 'reject', reason: 'revoked' };
  if (state.usedAt) return { kind: 'reuse-detected' };
  if (state.expiresAt.getTime() <= now.getTime()) return { kind: 'reject', reason: 'expired' };
  return { kind: 'rotate' };
}
