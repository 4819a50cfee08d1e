import { describe, expect, it } from 'vitest';
import { decideRotation, type RefreshTokenState } from './refresh-rotation.ts';

const now = new Date('2026-11-22T12:00:00Z');
const fresh: RefreshTokenState = {
  usedAt: null,
  expiresAt: new Date('2026-12-22T12:00:00Z'),
  familyRevokedAt: null,
  memberActive: true,
};

describe('refresh-token rotation', () => {
  it('rotates an unused, unexpired token of a live family', () => {
    expect(decideRotation(fresh, now)).toEqual({ kind: 'rotate' });
  });

  it('treats a token presented a second time as reuse, which revokes the family', () => {
    expect(decideRotation({ ...fresh, usedAt: new Date('2026-11-22T11:00:00Z') }, now)).toEqual({
      kind: 'reuse-detected',
    });
  });

  it('rejects a token of a revoked family, even an unused one, without calling it reuse', () => {
    expect(decideRotation({ ...fresh, familyRevokedAt: now }, now)).toEqual({
      kind: 'reject',
      reason: 'revoked',
    });
    expect(decideRotation({ ...fresh, usedAt: now, familyRevokedAt: now }, now)).toEqual({
      kind: 'reject',
      reason: 'revoked',
    });
  });

  it('rejects an expired token, at the instant it expires', () => {
    expect(decideRotation({ ...fresh, expiresAt: now }, now)).toEqual({ kind: 'reject', reason: 'expired' });
    expect(decideRotation({ ...fresh, expiresAt: new Date(now.getTime() + 1) }, now)).toEqual({
      kind: 'rotate',
    });
  });

  it('rejects a token of a deactivated member', () => {
    expect(decideRotation({ ...fresh, memberActive: false }, now)).toEqual({
      kind: 'reject',
      reason: 'revoked',
    });
  });

  it('rejects an unknown token', () => {
    expect(decideRotation(undefined, now)).toEqual({ kind: 'reject', reason: 'unknown' });
  });
});
