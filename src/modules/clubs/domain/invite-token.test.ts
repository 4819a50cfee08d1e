import { describe, expect, it } from 'vitest';
import { hashInviteToken, newInviteToken } from './invite-token.ts';

describe('invite tokens', () => {
  it('are URL-safe, unique, and stored as a hash that does not reveal them', () => {
    const first = newInviteToken();
    const second = newInviteToken();
    expect(first.token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(first.token).not.toBe(second.token);
    expect(first.hash).toBe(hashInviteToken(first.token));
    expect(first.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(first.hash).not.toContain(first.token);
  });
});
