import type { Request, Response } from 'express';
import { describe, expect, it } from 'vitest';
import { AppError } from '../errors/app-error.ts';
import { type AccessTokenVerifier, InvalidAccessTokenError } from './access-token.ts';
import { createAuthGuards, credentialOf, currentMember } from './auth-guards.ts';
import { isSameOrigin } from './same-origin.ts';

const verifier: AccessTokenVerifier = {
  async verify(token) {
    if (token === 'good') return { memberId: 'm1', sessionId: 's1' };
    throw new InvalidAccessTokenError('bad');
  },
};
const guards = createAuthGuards(verifier, { publicUrl: 'https://play.example.com' });

function run(handler: typeof guards.authenticate, req: Partial<Request>) {
  const res = { locals: {} } as Response;
  return new Promise<{ error: unknown; res: Response }>((resolve) => {
    void handler({ method: 'GET', headers: {}, cookies: {}, ...req } as Request, res, (error?: unknown) =>
      resolve({ error, res }),
    );
  });
}

describe('credentialOf', () => {
  it('prefers the Bearer header over the cookie', () => {
    expect(credentialOf({ headers: { authorization: 'Bearer abc' }, cookies: { pf_access: 'xyz' } })).toEqual(
      { token: 'abc', via: 'bearer' },
    );
    expect(credentialOf({ headers: {}, cookies: { pf_access: 'xyz' } })).toEqual({
      token: 'xyz',
      via: 'cookie',
    });
    expect(credentialOf({ headers: { authorization: 'Basic abc' }, cookies: {} })).toBeUndefined();
  });
});

describe('authenticate', () => {
  it('names the member of a good token', async () => {
    const { error, res } = await run(guards.authenticate, { headers: { authorization: 'Bearer good' } });
    expect(error).toBeUndefined();
    expect(currentMember(res)).toEqual({ memberId: 'm1', sessionId: 's1' });
  });

  it('lets an anonymous request through', async () => {
    const { error, res } = await run(guards.authenticate, {});
    expect(error).toBeUndefined();
    expect(currentMember(res)).toBeUndefined();
  });

  it('answers a bad token with 401 InvalidAccessToken', async () => {
    const { error } = await run(guards.authenticate, { headers: { authorization: 'Bearer bad' } });
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).status).toBe(401);
    expect((error as AppError).errors[0]?.code).toBe('InvalidAccessToken');
  });

  it('refuses a cookie-authenticated POST from another origin, but not a Bearer one', async () => {
    const cross = await run(guards.authenticate, {
      method: 'POST',
      headers: { origin: 'https://evil.example' },
      cookies: { pf_access: 'good' },
    });
    expect((cross.error as AppError).status).toBe(403);
    const bearer = await run(guards.authenticate, {
      method: 'POST',
      headers: { origin: 'https://evil.example', authorization: 'Bearer good' },
    });
    expect(bearer.error).toBeUndefined();
    const get = await run(guards.authenticate, {
      method: 'GET',
      headers: { origin: 'https://evil.example' },
      cookies: { pf_access: 'good' },
    });
    expect(get.error).toBeUndefined();
  });
});

describe('requireMember', () => {
  it('answers an anonymous request with 401 without a token code', async () => {
    const { error } = await run(guards.requireMember, {});
    expect((error as AppError).status).toBe(401);
    expect((error as AppError).errors[0]?.code).toBeUndefined();
  });

  it('passes a signed-in member', async () => {
    const { error } = await run(guards.requireMember, { headers: { authorization: 'Bearer good' } });
    expect(error).toBeUndefined();
  });
});

describe('isSameOrigin', () => {
  const url = 'https://play.example.com';
  it('trusts our own origin and same-origin fetch metadata', () => {
    expect(isSameOrigin({ origin: 'https://play.example.com' }, url)).toBe(true);
    expect(isSameOrigin({ 'sec-fetch-site': 'same-origin', origin: 'https://play.example.com' }, url)).toBe(
      true,
    );
    expect(isSameOrigin({}, url)).toBe(true);
  });

  it('distrusts another origin, a sibling subdomain or a cross-site fetch', () => {
    expect(isSameOrigin({ origin: 'https://evil.example' }, url)).toBe(false);
    expect(isSameOrigin({ origin: 'https://about.example.com' }, url)).toBe(false);
    expect(isSameOrigin({ 'sec-fetch-site': 'same-site' }, url)).toBe(false);
    expect(isSameOrigin({ 'sec-fetch-site': 'cross-site' }, url)).toBe(false);
  });
});
