import { pino } from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InvalidAccessTokenError } from '../../../platform/auth/index.ts';
import { createChangeFeed } from '../../../platform/db/change-feed.ts';
import type { MikroORM } from '../../../platform/db/orm.ts';
import { createAccessTokenSigner, createAccessTokenVerifier } from './access-tokens.ts';

const settings = {
  secret: 'unit-secret-unit-secret-unit-secret-42',
  issuer: 'http://localhost:3000',
  ttlSeconds: 900,
};
const member = {
  memberId: '0190f5c2-7a1e-7cc1-8b1e-3f6a2d9c4e10',
  sessionId: '0190f5c2-7a1e-7cc1-8b1e-3f6a2d9c4e11',
};

// No database to listen on: every request reads its session (a prepared statement on the pool) through
// this stand-in, which says live.
const sessionReads = vi.fn(async () => ({ rows: [{ '?column?': 1 }] as unknown[] }));
const orm = {
  config: { get: () => undefined },
  em: {
    isInTransaction: () => false,
    getConnection: () => ({ getNativeClient: async () => ({ query: sessionReads }) }),
    config: { getLogger: () => ({ logQuery: () => {} }) },
  },
} as unknown as MikroORM;
const feed = createChangeFeed({ databaseUrl: undefined, logger: pino({ level: 'silent' }) });

afterEach(() => {
  vi.restoreAllMocks();
  sessionReads.mockClear();
});

describe('the access-token verifier', () => {
  it('checks a token’s signature once, then knows it until it expires', async () => {
    const verifier = createAccessTokenVerifier(settings, orm, feed);
    const token = await createAccessTokenSigner(settings).sign(member);
    const hmac = vi.spyOn(globalThis.crypto.subtle, 'verify');
    for (let i = 0; i < 5; i += 1) expect(await verifier.verify(token)).toEqual(member);
    expect(hmac).toHaveBeenCalledTimes(1);
    // The session is still asked about on each request (nothing remembers it without a LISTEN).
    expect(sessionReads).toHaveBeenCalledTimes(5);
    await verifier.close?.();
  });

  it('refuses a forged or expired token every time it comes', async () => {
    const verifier = createAccessTokenVerifier(settings, orm, feed);
    const forged = await createAccessTokenSigner({
      ...settings,
      secret: 'another-secret-another-secret-4242',
    }).sign(member);
    const expired = await createAccessTokenSigner(settings).sign(member, new Date(Date.now() - 901_000));
    for (let i = 0; i < 2; i += 1) {
      await expect(verifier.verify(forged)).rejects.toBeInstanceOf(InvalidAccessTokenError);
      await expect(verifier.verify(expired)).rejects.toBeInstanceOf(InvalidAccessTokenError);
    }
    expect(sessionReads).not.toHaveBeenCalled();
    await verifier.close?.();
  });

  it('refuses a known token once its session ends', async () => {
    const verifier = createAccessTokenVerifier(settings, orm, feed);
    const token = await createAccessTokenSigner(settings).sign(member);
    expect(await verifier.verify(token)).toEqual(member);
    sessionReads.mockResolvedValueOnce({ rows: [] });
    await expect(verifier.verify(token)).rejects.toBeInstanceOf(InvalidAccessTokenError);
    await verifier.close?.();
  });
});
