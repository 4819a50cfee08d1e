import { describe, expect, it } from 'vitest';
import { hashToken, newSecretToken } from './secret-token.ts';

describe('secret tokens', () => {
  it('are 256 random bits, URL-safe, never repeated', () => {
    const tokens = new Set(Array.from({ length: 1000 }, () => newSecretToken()));
    expect(tokens.size).toBe(1000);
    for (const token of tokens) expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('are stored as their SHA-256 hex digest', () => {
    expect(hashToken('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
});
