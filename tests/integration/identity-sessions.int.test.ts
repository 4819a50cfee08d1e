import { ContainerModule } from 'inversify';
import { SignJWT } from 'jose';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AuthResult } from '../../src/contracts/identity/index.ts';
import {
  IDENTITY_TOKENS,
  type InviteTokenHandler,
  identityModule,
} from '../../src/modules/identity/index.ts';
import type { AppModule } from '../../src/platform/app-module.ts';
import { DEV_JWT_SECRET } from '../../src/platform/config/config.ts';
import { TOKENS } from '../../src/platform/container/tokens.ts';
import { AppError } from '../../src/platform/errors/app-error.ts';
import type { RealtimeEmitter } from '../../src/platform/realtime/realtime-emitter.ts';
import {
  bearerClient,
  body,
  cookiesOf,
  createMember,
  DEFAULT_PASSWORD,
  generousLimits,
  refreshSession,
  signIn,
  sql,
  uniqueEmail,
} from '../support/identity-factories.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

const invitesSeen: Array<{ memberId: string; inviteToken: string }> = [];
const recordingInvites: InviteTokenHandler = {
  async handle(input) {
    if (input.inviteToken === 'stale-invite')
      throw new AppError(406, 'Invalid invite team, please try to re-login.');
    invitesSeen.push(input);
  },
};
const invitesModule: AppModule = {
  name: 'invites-stand-in',
  entities: [],
  containerModule: new ContainerModule(({ rebind }) => {
    rebind<InviteTokenHandler>(IDENTITY_TOKENS.InviteTokenHandler).toConstantValue(recordingInvites);
  }),
};

let app: TestApp;
let origin: string;
beforeAll(async () => {
  app = await startTestApp({ worker: false, modules: [identityModule, invitesModule], env: generousLimits });
  origin = app.config.PUBLIC_URL;
});
afterAll(() => app?.stop());

const login = (json: unknown, headers: Record<string, string> = {}) =>
  app.request('/api/auth/login/member', { method: 'POST', json, headers });

describe('POST /api/auth/login/member', () => {
  it('gives a browser the member and keeps both tokens in httpOnly cookies only', async () => {
    const member = await createMember(app, { firstName: 'Ines' });
    const response = await login({ email: member.email.toUpperCase(), password: DEFAULT_PASSWORD });
    expect(response.status).toBe(200);
    const { data } = await body<Record<string, unknown>>(response);
    expect(Object.keys(data)).toEqual(['member']);
    expect(data.member).toMatchObject({
      id: member.id,
      firstName: 'Ines',
      email: member.email,
      emailVerified: true,
    });
    const setCookies = response.headers.getSetCookie();
    expect(setCookies.find((cookie) => cookie.startsWith('pf_access='))).toMatch(/HttpOnly/);
    expect(setCookies.find((cookie) => cookie.startsWith('pf_refresh='))).toMatch(
      /Path=\/api\/auth;.*HttpOnly/,
    );
    expect(cookiesOf(response).pf_refresh).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // As the README says: Lax on the access cookie, Strict on the one that mints sessions.
    expect(setCookies.find((cookie) => cookie.startsWith('pf_access='))).toMatch(/SameSite=Lax/);
    expect(setCookies.find((cookie) => cookie.startsWith('pf_refresh='))).toMatch(/SameSite=Strict/);
    // The access cookie lives as long as the session, so an expired token in it asks for a refresh.
    const maxAge = (name: string) =>
      setCookies.find((cookie) => cookie.startsWith(`${name}=`))?.match(/Max-Age=(\d+)/)?.[1];
    expect(maxAge('pf_access')).toBe(maxAge('pf_refresh'));
  });

  it('gives a Bearer client that asks for them both tokens in the body as well', async () => {
    const member = await createMember(app);
    const response = await login({ email: member.email, password: DEFAULT_PASSWORD }, bearerClient);
    const { data } = await body<AuthResult>(response);
    expect(data.accessToken.split('.')).toHaveLength(3);
    expect(data.refreshToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(cookiesOf(response)).toMatchObject({ pf_access: data.accessToken, pf_refresh: data.refreshToken });
  });

  it('answers a wrong password and an unknown e-mail with the same 401 message', async () => {
    const member = await createMember(app);
    const wrongPassword = await login({ email: member.email, password: 'Wrong#Pass1' });
    const unknownEmail = await login({ email: uniqueEmail('nobody'), password: DEFAULT_PASSWORD });
    for (const response of [wrongPassword, unknownEmail]) {
      expect(response.status).toBe(401);
      expect((await body(response)).errors).toEqual([
        { message: 'Invalid email or password', code: 'InvalidCredentials' },
      ]);
    }
  });

  it('reports missing fields with the contract messages', async () => {
    const response = await login({});
    expect(response.status).toBe(400);
    expect((await body(response)).errors).toEqual([
      { message: 'Email is required', field: 'email' },
      { message: 'Password is required', field: 'password' },
    ]);
  });

  it('answers a NUL character in the e-mail with 400, never a 500', async () => {
    const response = await login({ email: 'a\u0000@example.com', password: 'x' });
    expect(response.status).toBe(400);
    expect((await body(response)).errors?.[0]?.message).toBe('Remove the invalid characters and try again.');
  });

  it('hands an invite token to the invite handler after the password checked out', async () => {
    const member = await createMember(app);
    const response = await login({
      email: member.email,
      password: DEFAULT_PASSWORD,
      inviteToken: 'team-invite-1',
    });
    expect(response.status).toBe(200);
    expect(invitesSeen).toContainEqual({ memberId: member.id, inviteToken: 'team-invite-1' });
  });

  it('does not consult the invite handler when the password is wrong', async () => {
    const member = await createMember(app);
    await login({ email: member.email, password: 'Wrong#Pass1', inviteToken: 'never-seen' });
    expect(invitesSeen.map((seen) => seen.inviteToken)).not.toContain('never-seen');
  });

  it("passes on the invite handler's refusal and starts no session", async () => {
    const member = await createMember(app);
    const before = await sql(app, 'select count(*)::int as n from session_family where member_id = $1', [
      member.id,
    ]);
    const response = await login({
      email: member.email,
      password: DEFAULT_PASSWORD,
      inviteToken: 'stale-invite',
    });
    expect(response.status).toBe(406);
    expect((await body(response)).errors?.[0]?.message).toBe('Invalid invite team, please try to re-login.');
    expect(
      await sql(app, 'select count(*)::int as n from session_family where member_id = $1', [member.id]),
    ).toEqual(before);
  });

  it('lets a member sign in before verifying the e-mail, and says it is unverified', async () => {
    const member = await createMember(app);
    await sql(app, 'update member set email_verified = false where id = $1', [member.id]);
    const response = await login({ email: member.email, password: DEFAULT_PASSWORD });
    expect(response.status).toBe(200);
    expect((await body<{ member: { emailVerified: boolean } }>(response)).data.member.emailVerified).toBe(
      false,
    );
  });
});

describe('access tokens', () => {
  const me = (headers: Record<string, string>) => app.request('/api/member/me', { headers });

  it('authenticate a request by Bearer header or by cookie', async () => {
    const member = await createMember(app);
    expect((await me(member.auth)).status).toBe(200);
    expect((await me({ cookie: `pf_access=${member.accessToken}` })).status).toBe(200);
  });

  it('answers a missing token with 401 and no InvalidAccessToken code', async () => {
    const response = await me({});
    expect(response.status).toBe(401);
    expect((await body(response)).errors?.[0]?.code).toBeUndefined();
  });

  it('answers a forged token with 401 InvalidAccessToken', async () => {
    const response = await me({ authorization: 'Bearer not.a.jwt' });
    expect(response.status).toBe(401);
    expect((await body(response)).errors?.[0]?.code).toBe('InvalidAccessToken');
  });

  it('answers an expired token with 401 InvalidAccessToken', async () => {
    const member = await createMember(app);
    const [session] = await sql<{ id: string }>(app, 'select id from session_family where member_id = $1', [
      member.id,
    ]);
    const past = Math.floor(Date.now() / 1000) - 3600;
    const expired = await new SignJWT({ sid: session!.id })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(member.id)
      .setIssuer(new URL(origin).origin)
      .setAudience('playfield-api')
      .setIssuedAt(past - 900)
      .setExpirationTime(past)
      .sign(new TextEncoder().encode(DEV_JWT_SECRET));
    const response = await me({ authorization: `Bearer ${expired}` });
    expect(response.status).toBe(401);
    expect((await body(response)).errors?.[0]?.code).toBe('InvalidAccessToken');
  });

  it('refuses a token signed with another secret', async () => {
    const member = await createMember(app);
    const forged = await new SignJWT({ sid: member.id })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(member.id)
      .setIssuer(new URL(origin).origin)
      .setAudience('playfield-api')
      .setExpirationTime('15m')
      .sign(new TextEncoder().encode('x'.repeat(40)));
    expect((await me({ authorization: `Bearer ${forged}` })).status).toBe(401);
  });

  it('refuses a cookie-authenticated state change from another site', async () => {
    const member = await createMember(app);
    const cross = await app.request('/api/member/change-password', {
      method: 'PATCH',
      headers: { cookie: `pf_access=${member.accessToken}`, origin: 'https://evil.example' },
      json: { currentPassword: DEFAULT_PASSWORD, newPassword: 'Changed#Pass9' },
    });
    expect(cross.status).toBe(403);
    const fetchSite = await app.request('/api/member/change-password', {
      method: 'PATCH',
      headers: { cookie: `pf_access=${member.accessToken}`, 'sec-fetch-site': 'cross-site' },
      json: { currentPassword: DEFAULT_PASSWORD, newPassword: 'Changed#Pass9' },
    });
    expect(fetchSite.status).toBe(403);
    const [row] = await sql<{ n: number }>(
      app,
      'select count(*)::int as n from session_family where member_id = $1 and revoked_at is not null',
      [member.id],
    );
    expect(row?.n).toBe(0);
  });

  it('accepts a cookie-authenticated state change from our own pages', async () => {
    const member = await createMember(app);
    const response = await app.request('/api/member/change-password', {
      method: 'PATCH',
      headers: { cookie: `pf_access=${member.accessToken}`, origin, 'sec-fetch-site': 'same-origin' },
      json: { currentPassword: DEFAULT_PASSWORD, newPassword: 'Changed#Pass9' },
    });
    expect(response.status).toBe(200);
  });
});

describe('POST /api/auth/refresh', () => {
  const refresh = (json: unknown, headers: Record<string, string> = {}) =>
    app.request('/api/auth/refresh', { method: 'POST', json, headers });

  it('rotates: a new refresh token and access token, and the old refresh token is dead', async () => {
    const member = await createMember(app);
    const response = await refresh({ refreshToken: member.refreshToken });
    expect(response.status).toBe(200);
    const { data } = await body<AuthResult>(response);
    expect(data.member.id).toBe(member.id);
    expect(data.refreshToken).not.toBe(member.refreshToken);
    expect(cookiesOf(response).pf_refresh).toBe(data.refreshToken);
    expect(
      (await app.request('/api/member/me', { headers: { authorization: `Bearer ${data.accessToken}` } }))
        .status,
    ).toBe(200);
  });

  it('revokes the whole family when a used refresh token comes back', async () => {
    const member = await createMember(app);
    const first = await body<AuthResult>(await refresh({ refreshToken: member.refreshToken }));
    const replay = await refresh({ refreshToken: member.refreshToken });
    expect(replay.status).toBe(401);
    expect((await body(replay)).errors?.[0]?.code).toBe('InvalidRefreshToken');
    // The legitimate holder's newer token and access token die with the family.
    expect((await refresh({ refreshToken: first.data.refreshToken })).status).toBe(401);
    const meAfter = await app.request('/api/member/me', {
      headers: { authorization: `Bearer ${first.data.accessToken}` },
    });
    expect(meAfter.status).toBe(401);
    expect((await body(meAfter)).errors?.[0]?.code).toBe('InvalidAccessToken');
    const [family] = await sql(app, 'select revoked_reason from session_family where member_id = $1', [
      member.id,
    ]);
    expect(family).toEqual({ revoked_reason: 'refresh-token-reuse' });
  });

  it('does not touch the member’s other sessions when one family is revoked', async () => {
    const member = await createMember(app);
    const other = await signIn(app, member.email, DEFAULT_PASSWORD);
    await refresh({ refreshToken: member.refreshToken });
    await refresh({ refreshToken: member.refreshToken });
    expect((await app.request('/api/member/me', { headers: other.auth })).status).toBe(200);
  });

  it('reads the refresh token from its cookie for same-origin requests, and answers in cookies only', async () => {
    const member = await createMember(app);
    // Even a script that claims to be a Bearer client gets no token out of the cookie.
    const response = await refresh(undefined, {
      cookie: `pf_refresh=${member.refreshToken}`,
      origin,
      ...bearerClient,
    });
    expect(response.status).toBe(200);
    const { data } = await body<Record<string, unknown>>(response);
    expect(Object.keys(data)).toEqual(['member']);
    const rotated = cookiesOf(response).pf_refresh;
    expect(rotated).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(rotated).not.toBe(member.refreshToken);
    expect(JSON.stringify(data)).not.toContain(rotated);
    // The rotated cookie works for the next refresh, and logging out from the cookie ends it.
    const again = await refresh(undefined, { cookie: `pf_refresh=${rotated}`, origin });
    expect(again.status).toBe(200);
    const latest = cookiesOf(again).pf_refresh;
    const logout = await app.request('/api/auth/logout', {
      method: 'POST',
      json: {},
      headers: { cookie: `pf_refresh=${latest}`, origin },
    });
    expect(logout.status).toBe(200);
    expect((await refresh(undefined, { cookie: `pf_refresh=${latest}`, origin })).status).toBe(401);
  });

  it('refuses the refresh cookie from another site', async () => {
    const member = await createMember(app);
    const response = await refresh(undefined, {
      cookie: `pf_refresh=${member.refreshToken}`,
      origin: 'https://evil.example',
    });
    expect(response.status).toBe(403);
  });

  it('answers an unknown or missing token with 401 and clears the cookies', async () => {
    const unknown = await refresh({ refreshToken: 'x'.repeat(43) });
    expect(unknown.status).toBe(401);
    expect(unknown.headers.getSetCookie().some((cookie) => cookie.startsWith('pf_refresh=;'))).toBe(true);
    expect((await refresh({})).status).toBe(401);
  });

  it('answers an expired refresh token with 401', async () => {
    const member = await createMember(app);
    await sql(
      app,
      "update refresh_token set expires_at = now() - interval '1 second' where family_id in (select id from session_family where member_id = $1)",
      [member.id],
    );
    expect((await refresh({ refreshToken: member.refreshToken })).status).toBe(401);
  });

  it('rejects a refresh token that is not a string', async () => {
    expect((await refresh({ refreshToken: 42 })).status).toBe(400);
  });
});

describe('POST /api/auth/logout', () => {
  it('revokes the session and clears the cookies', async () => {
    const member = await createMember(app);
    const response = await app.request('/api/auth/logout', {
      method: 'POST',
      json: { refreshToken: member.refreshToken },
      headers: member.auth,
    });
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie().some((cookie) => cookie.startsWith('pf_access=;'))).toBe(true);
    expect((await app.request('/api/member/me', { headers: member.auth })).status).toBe(401);
    expect((await refreshSession(app, member.refreshToken)).status).toBe(401);
  });

  it('succeeds even without a session', async () => {
    expect((await app.request('/api/auth/logout', { method: 'POST', json: {} })).status).toBe(200);
  });
});

describe('realtime authentication', () => {
  const sockets: Socket[] = [];
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.close();
  });
  const open = (options: { auth?: Record<string, string>; headers?: Record<string, string> }) => {
    const socket = connect(app.url, {
      path: '/socket.io',
      transports: ['websocket'],
      reconnection: false,
      auth: options.auth ?? {},
      extraHeaders: options.headers ?? {},
    });
    sockets.push(socket);
    return socket;
  };
  const connected = (socket: Socket) =>
    new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('connect_error', reject);
    });

  it("joins the member's room when the socket presents an access token", async () => {
    const member = await createMember(app);
    const socket = open({ auth: { token: member.accessToken } });
    await connected(socket);
    const received = new Promise<unknown>((resolve) => socket.once('notification', resolve));
    await new Promise((resolve) => setTimeout(resolve, 100));
    app.runtime.container
      .get<RealtimeEmitter>(TOKENS.RealtimeEmitter)
      .toRoom(`member:${member.id}`, 'notification', { hello: 1 });
    expect(await received).toEqual({ hello: 1 });
  });

  it('accepts the session cookie from our own pages', async () => {
    const member = await createMember(app);
    await connected(open({ headers: { cookie: `pf_access=${member.accessToken}`, origin } }));
  });

  it('refuses the session cookie from another site', async () => {
    const member = await createMember(app);
    const error = (await connected(
      open({ headers: { cookie: `pf_access=${member.accessToken}`, origin: 'https://evil.example' } }),
    ).catch((reason: unknown) => reason)) as Error;
    expect(error.message).toBe('Authentication required: sign in to use live updates.');
  });

  it('refuses a bad token with the InvalidAccessToken code', async () => {
    const error = (await connected(open({ auth: { token: 'bad' } })).catch(
      (reason: unknown) => reason,
    )) as Error & { data?: unknown };
    expect(error.data).toEqual({ code: 'InvalidAccessToken' });
  });
});

describe('sign-in rate limits', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await startTestApp({
      worker: false,
      env: { LOGIN_LIMIT_PER_IP: '4', LOGIN_FAILURES_PER_ACCOUNT: '2', LOGIN_FAILURE_WINDOW_SECONDS: '900' },
    });
  });
  afterAll(() => limited?.stop());

  const attempt = (email: string, password: string) =>
    limited.request('/api/auth/login/member', { method: 'POST', json: { email, password } });

  it('locks an account after too many failures, even with the right password, and says when to retry', async () => {
    const member = await createMember(limited, { password: true });
    expect((await attempt(member.email, 'Wrong#Pass1')).status).toBe(401);
    expect((await attempt(member.email, 'Wrong#Pass2')).status).toBe(401);
    const locked = await attempt(member.email, DEFAULT_PASSWORD);
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('limits attempts per address and answers 429 with Retry-After', async () => {
    const statuses: number[] = [];
    for (let index = 0; index < 3; index += 1)
      statuses.push((await attempt(uniqueEmail(), 'Wrong#Pass1')).status);
    const limitedResponse = await attempt(uniqueEmail(), 'Wrong#Pass1');
    expect(statuses.every((status) => status === 401 || status === 429)).toBe(true);
    expect(limitedResponse.status).toBe(429);
    expect(Number(limitedResponse.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('password re-checks and the account lock', () => {
  let guarded: TestApp;
  beforeAll(async () => {
    guarded = await startTestApp({
      worker: false,
      env: { ...generousLimits, LOGIN_FAILURES_PER_ACCOUNT: '2' },
    });
  });
  afterAll(() => guarded?.stop());

  it('counts wrong passwords typed into change-password against the same account lock', async () => {
    const member = await createMember(guarded);
    const change = (currentPassword: string) =>
      guarded.request('/api/member/change-password', {
        method: 'PATCH',
        headers: member.auth,
        json: { currentPassword, newPassword: 'Changed#Pass9' },
      });
    expect((await change('Wrong#Pass1')).status).toBe(400);
    expect((await change('Wrong#Pass2')).status).toBe(400);
    expect((await change(DEFAULT_PASSWORD)).status).toBe(429);
  });
});
