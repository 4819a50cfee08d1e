import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { freePort } from '../support/free-port.ts';
import { body, createMember, generousLimits, sql, uniqueEmail } from '../support/identity-factories.ts';
import { startOidcProvider, TestBrowser, type TestOidcProvider } from '../support/oidc-provider.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

let provider: TestOidcProvider;
let app: TestApp;
let origin: string;
let browser: TestBrowser;

beforeAll(async () => {
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  provider = await startOidcProvider({
    redirectUris: [`${origin}/api/auth/oidc/google/callback`, `${origin}/auth/oidc/apple/callback`],
  });
  app = await startTestApp({
    worker: false,
    env: {
      ...generousLimits,
      PORT: String(port),
      PUBLIC_URL: origin,
      OIDC_GOOGLE_ISSUER: provider.issuer,
      OIDC_GOOGLE_CLIENT_ID: provider.clientId,
      OIDC_GOOGLE_CLIENT_SECRET: provider.clientSecret,
      // The same test provider stands in for Apple, which answers with response_mode=form_post.
      OIDC_APPLE_ISSUER: provider.issuer,
      OIDC_APPLE_CLIENT_ID: provider.clientId,
      OIDC_APPLE_CLIENT_SECRET: provider.clientSecret,
    },
  });
});
afterAll(async () => {
  await app?.stop();
  await provider?.close();
});
beforeEach(() => {
  browser = new TestBrowser(origin);
});

const subject = () => `google-${Math.random().toString(36).slice(2)}`;

async function meWithCookies(): Promise<Response> {
  const cookie = [...browser.cookies()].map(([name, value]) => `${name}=${value}`).join('; ');
  return app.request('/api/member/me', { headers: { cookie } });
}

describe('GET /api/auth/providers', () => {
  it('offers the configured providers', async () => {
    const response = await app.request('/api/auth/providers');
    expect((await body(response)).data).toEqual([
      { provider: 'google', startUrl: '/api/auth/oidc/google/start' },
      { provider: 'apple', startUrl: '/api/auth/oidc/apple/start' },
    ]);
  });

  it('sends an unknown provider back to the app with provider-unavailable', async () => {
    const landed = await browser.navigate(`${origin}/api/auth/oidc/myspace/start`);
    expect(landed.pathname).toBe('/');
    expect(landed.searchParams.get('authError')).toBe('provider-unavailable');
  });
});

describe('social sign-in with a new provider account', () => {
  it('creates a member without a password, links the provider and signs the browser in', async () => {
    const email = uniqueEmail('social');
    const sub = subject();
    provider.signInAs({ sub, email, email_verified: true, given_name: 'Rosa', family_name: 'Diaz' });
    const landed = await browser.navigate(`${origin}/api/auth/oidc/google/start?returnTo=/events`);
    expect(landed.pathname).toBe('/events');
    expect(landed.searchParams.get('authError')).toBeNull();
    const me = await meWithCookies();
    expect(me.status).toBe(200);
    const member = (await body<Record<string, unknown>>(me)).data;
    expect(member).toMatchObject({
      email,
      emailVerified: true,
      firstName: 'Rosa',
      lastName: 'Diaz',
      authSchemas: { providers: ['google'], hasPassword: false },
      registrationComplete: false,
    });
    const links = await sql(app, 'select provider, subject from member_auth_provider where member_id = $1', [
      member.id,
    ]);
    expect(links).toEqual([{ provider: 'google', subject: sub }]);
  });

  it('signs the same provider account into the same member the next time', async () => {
    const sub = subject();
    provider.signInAs({ sub, email: uniqueEmail('again'), email_verified: true, given_name: 'Tom' });
    await browser.navigate(`${origin}/api/auth/oidc/google/start`);
    const first = (await body<{ id: string }>(await meWithCookies())).data.id;
    browser = new TestBrowser(origin);
    await browser.navigate(`${origin}/api/auth/oidc/google/start`);
    expect((await body<{ id: string }>(await meWithCookies())).data.id).toBe(first);
  });

  it('never returns to another site, whatever returnTo says', async () => {
    provider.signInAs({ sub: subject(), email: uniqueEmail('redirect'), email_verified: true });
    const landed = await browser.navigate(`${origin}/api/auth/oidc/google/start?returnTo=//evil.example/x`);
    expect(landed.origin).toBe(origin);
    expect(landed.pathname).toBe('/');
  });
});

// Issue 17: an access token alone must not delete an account. Without a password to ask for, the
// member must have signed in within the last minutes.
describe('deactivating an account without a password', () => {
  async function deactivateWithCookies(): Promise<Response> {
    const cookie = [...browser.cookies()].map(([name, value]) => `${name}=${value}`).join('; ');
    return app.request('/api/member', { method: 'DELETE', headers: { cookie, origin }, json: {} });
  }

  it('works within minutes of the sign-in', async () => {
    provider.signInAs({ sub: subject(), email: uniqueEmail('leaving'), email_verified: true });
    await browser.navigate(`${origin}/api/auth/oidc/google/start`);
    const response = await deactivateWithCookies();
    expect(response.status).toBe(200);
    expect((await meWithCookies()).status).toBe(401);
  });

  it('asks for a new sign-in when the session is older, and changes nothing', async () => {
    provider.signInAs({ sub: subject(), email: uniqueEmail('stale'), email_verified: true });
    await browser.navigate(`${origin}/api/auth/oidc/google/start`);
    const { id } = (await body<{ id: string }>(await meWithCookies())).data;
    await sql(
      app,
      "update session_family set created_at = now() - interval '11 minutes' where member_id = $1",
      [id],
    );
    const response = await deactivateWithCookies();
    expect(response.status).toBe(403);
    expect((await body(response)).errors).toEqual([
      {
        message: 'Please log in again (within 10 minutes) to deactivate your account',
        code: 'RecentSignInRequired',
      },
    ]);
    expect((await meWithCookies()).status).toBe(200);
  });
});

describe('Sign in with Apple (response_mode=form_post)', () => {
  it('signs in through the form-posted callback', async () => {
    provider.signInAs({ sub: subject(), email: uniqueEmail('apple'), email_verified: true });
    const landed = await browser.navigate(`${origin}/api/auth/oidc/apple/start?returnTo=/marketplace`);
    expect(landed.pathname).toBe('/marketplace');
    expect(landed.searchParams.get('authError')).toBeNull();
    const me = await meWithCookies();
    expect(me.status).toBe(200);
    expect((await body(me)).data).toMatchObject({
      authSchemas: { providers: ['apple'], hasPassword: false },
    });
  });

  it('refuses a form-posted callback without the flow cookie', async () => {
    const response = await fetch(`${origin}/auth/oidc/apple/callback`, {
      method: 'POST',
      redirect: 'manual',
      body: new URLSearchParams({ code: 'x', state: 'y' }),
    });
    expect(response.status).toBe(303);
    expect(new URL(response.headers.get('location')!).searchParams.get('authError')).toBe('sign-in-failed');
  });

  it('does not accept the query callback for a form_post provider', async () => {
    const landed = await browser.navigate(`${origin}/api/auth/oidc/apple/callback?code=x&state=y`);
    expect(landed.searchParams.get('authError')).toBe('provider-unavailable');
  });
});

describe('a provider e-mail that belongs to an existing member', () => {
  it('does not sign into that member and says why', async () => {
    const owner = await createMember(app);
    provider.signInAs({ sub: subject(), email: owner.email, email_verified: true });
    const landed = await browser.navigate(`${origin}/api/auth/oidc/google/start`);
    expect(landed.searchParams.get('authError')).toBe('account-exists');
    expect((await meWithCookies()).status).toBe(401);
    expect(
      await sql(app, 'select 1 from member_auth_provider where member_id = $1', [owner.id]),
    ).toHaveLength(0);
  });

  it('is linked by the owner from settings while signed in, and then signs in', async () => {
    const owner = await createMember(app);
    const sub = subject();
    provider.signInAs({ sub, email: owner.email, email_verified: true });
    browser.setCookie('pf_access', owner.accessToken);
    const landed = await browser.navigate(`${origin}/api/auth/oidc/google/start?link=1`);
    expect(landed.pathname).toBe('/settings/');
    expect(landed.searchParams.get('linked')).toBe('google');
    expect(
      await sql(app, 'select subject from member_auth_provider where member_id = $1', [owner.id]),
    ).toEqual([{ subject: sub }]);

    const fresh = new TestBrowser(origin);
    browser = fresh;
    await fresh.navigate(`${origin}/api/auth/oidc/google/start`);
    expect((await body<{ id: string }>(await meWithCookies())).data.id).toBe(owner.id);
  });

  it('refuses to link without a signed-in member', async () => {
    provider.signInAs({ sub: subject(), email: uniqueEmail(), email_verified: true });
    const landed = await browser.navigate(`${origin}/api/auth/oidc/google/start?link=1`);
    expect(landed.searchParams.get('authError')).toBe('sign-in-required');
  });

  it('refuses to link a provider account that already belongs to another member', async () => {
    const sub = subject();
    provider.signInAs({ sub, email: uniqueEmail('first'), email_verified: true });
    await browser.navigate(`${origin}/api/auth/oidc/google/start`);
    const other = await createMember(app);
    const linking = new TestBrowser(origin);
    linking.setCookie('pf_access', other.accessToken);
    const landed = await linking.navigate(`${origin}/api/auth/oidc/google/start?link=1`);
    expect(landed.searchParams.get('authError')).toBe('linked-to-another-member');
  });
});

describe('callback protection', () => {
  it('refuses a callback from a browser that did not start the flow', async () => {
    provider.signInAs({ sub: subject(), email: uniqueEmail(), email_verified: true });
    const started = await fetch(`${origin}/api/auth/oidc/google/start`, { redirect: 'manual' });
    const authorizeUrl = started.headers.get('location')!;
    // The victim's browser follows the attacker's authorization URL without the flow cookie.
    const victim = new TestBrowser(origin);
    const landed = await victim.navigate(authorizeUrl);
    expect(landed.searchParams.get('authError')).toBe('sign-in-failed');
    browser = victim;
    expect((await meWithCookies()).status).toBe(401);
  });

  it('answers a forged callback with sign-in-failed', async () => {
    browser.setCookie('pf_oidc_state', 'forged');
    const landed = await browser.navigate(`${origin}/api/auth/oidc/google/callback?code=abc&state=forged`);
    expect(landed.searchParams.get('authError')).toBe('sign-in-failed');
  });
});

describe('auth.revokeSocial', () => {
  const revoke = (headers: Record<string, string>, provider: string) =>
    app.request('/trpc/auth.revokeSocial', { method: 'POST', headers, json: { provider } });

  it('keeps the last way to sign in', async () => {
    provider.signInAs({ sub: subject(), email: uniqueEmail('only'), email_verified: true });
    await browser.navigate(`${origin}/api/auth/oidc/google/start`);
    const access = browser.cookies().get('pf_access')!;
    const response = await revoke({ authorization: `Bearer ${access}` }, 'google');
    expect(response.status).toBe(400);
    const json = (await response.json()) as { error: { message: string; data: { errors: unknown[] } } };
    expect(json.error.message).toBe(
      'Set a password or connect another account before disconnecting this one.',
    );
  });

  it('disconnects a provider from a member who also has a password', async () => {
    const owner = await createMember(app);
    provider.signInAs({ sub: subject(), email: owner.email, email_verified: true });
    browser.setCookie('pf_access', owner.accessToken);
    await browser.navigate(`${origin}/api/auth/oidc/google/start?link=1`);
    const response = await revoke(owner.auth, 'google');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      result: {
        data: {
          success: true,
          message: 'Your social media account was disconnected.',
          authSchemas: { providers: [], hasPassword: true },
        },
      },
    });
    expect(
      await sql(app, 'select 1 from member_auth_provider where member_id = $1', [owner.id]),
    ).toHaveLength(0);
  });

  it('requires a signed-in member', async () => {
    expect((await revoke({}, 'google')).status).toBe(401);
  });

  it('rejects an unknown provider with the contract message', async () => {
    const owner = await createMember(app);
    const response = await revoke(owner.auth, 'myspace');
    expect(response.status).toBe(400);
    const json = (await response.json()) as { error: { message: string; data: { errors: unknown[] } } };
    expect(json.error.data.errors).toEqual([{ message: 'Choose Google or Apple', field: 'provider' }]);
  });
});
