import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  body,
  cookiesOf,
  createMember,
  DEFAULT_PASSWORD,
  generousLimits,
  linkIn,
  mailText,
  mailTo,
  refreshSession,
  signIn,
  sql,
  type TestMember,
  uniqueEmail,
} from '../support/identity-factories.ts';
import type { CaughtMail } from '../support/smtp-catcher.ts';
import {
  type MailingTestApp,
  startTestApp,
  startTestAppWithMail,
  type TestApp,
} from '../support/test-app.ts';

let app: MailingTestApp;
let origin: string;
beforeAll(async () => {
  app = await startTestAppWithMail({ env: generousLimits });
  origin = app.config.PUBLIC_URL;
});
afterAll(() => app?.stop());

const NEW_PASSWORD = 'Fresh#Start9';
const recover = (email: string) =>
  app.request('/api/auth/recover-password', { method: 'POST', json: { email } });
const reset = (json: unknown) => app.request('/api/auth/reset-password', { method: 'POST', json });
const rpc = (procedure: string, json: unknown, headers: Record<string, string> = {}) =>
  app.request(`/trpc/${procedure}`, { method: 'POST', json, headers });

/** Asks for a reset link and returns its token, read from the e-mail that arrived. */
async function resetTokenFor(member: TestMember, seen = new Set<CaughtMail>()): Promise<string> {
  expect((await recover(member.email)).status).toBe(200);
  const mail = await app.smtp.waitFor(
    (caught) => mailTo(member.email, 'Reset your Playfield password')(caught) && !seen.has(caught),
  );
  seen.add(mail);
  return linkIn(mail, '/reset-password').searchParams.get('resetToken')!;
}

describe('POST /api/auth/recover-password', () => {
  it('gives the same answer whether or not the e-mail has an account', async () => {
    const member = await createMember(app);
    const known = await recover(member.email);
    const unknownEmail = uniqueEmail('ghost');
    const unknown = await recover(unknownEmail);
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    const unknownBody = await body(unknown);
    expect(await body(known)).toEqual(unknownBody);
    expect(unknownBody.data).toEqual({
      message: 'If an account exists for this email, we sent a link to reset your password.',
    });
    await app.smtp.waitFor(mailTo(member.email));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(app.smtp.mails.some((mail) => mail.to.includes(unknownEmail))).toBe(false);
  });

  it('mails a /reset-password link in the product look, in HTML and plain text', async () => {
    const member = await createMember(app, { firstName: 'Marta' });
    const token = await resetTokenFor(member);
    const mail = app.smtp.mails.find((caught) => mailText(caught).includes(token))!;
    const text = mailText(mail);
    expect(text).toContain('Hi Marta,');
    expect(text).toContain('Content-Type: text/html');
    expect(text).toContain(`${origin}/reset-password?resetToken=${token}`);
    const [stored] = await sql<{ token_hash: string }>(
      app,
      "select token_hash from member_token where member_id = $1 and purpose = 'password-reset'",
      [member.id],
    );
    expect(stored?.token_hash).not.toBe(token);
  });

  it('rejects a malformed e-mail with the spec message', async () => {
    const response = await recover('not-an-email');
    expect(response.status).toBe(400);
    expect((await body(response)).errors).toEqual([{ message: 'Invalid email address', field: 'email' }]);
  });
});

describe('POST /api/auth/reset-password', () => {
  it('sets the new password, revokes every session and works only once', async () => {
    const member = await createMember(app);
    const otherDevice = await signIn(app, member.email, DEFAULT_PASSWORD);
    const resetToken = await resetTokenFor(member);
    const response = await reset({ resetToken, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect(response.status).toBe(200);
    expect((await body(response)).data).toEqual({ message: 'Password updated successfully!' });

    for (const auth of [member.auth, otherDevice.auth]) {
      expect((await app.request('/api/member/me', { headers: auth })).status).toBe(401);
    }
    expect((await refreshSession(app, member.refreshToken)).status).toBe(401);
    await expect(signIn(app, member.email, DEFAULT_PASSWORD)).rejects.toThrow(/401/);
    await signIn(app, member.email, NEW_PASSWORD);

    const again = await reset({ resetToken, newPassword: 'Another#Pass1', confirmPassword: 'Another#Pass1' });
    expect(again.status).toBe(400);
    expect((await body(again)).errors).toEqual([
      { message: 'Invalid reset password link', field: 'resetToken' },
    ]);
  });

  it('kills an older link when a newer one is issued', async () => {
    const member = await createMember(app);
    const seen = new Set<CaughtMail>();
    const older = await resetTokenFor(member, seen);
    const newer = await resetTokenFor(member, seen);
    expect(newer).not.toBe(older);
    expect(
      (await reset({ resetToken: older, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD })).status,
    ).toBe(400);
    expect(
      (await reset({ resetToken: newer, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD })).status,
    ).toBe(200);
  });

  it('refuses a link older than 30 minutes', async () => {
    const member = await createMember(app);
    const resetToken = await resetTokenFor(member);
    await sql(
      app,
      "update member_token set created_at = created_at - interval '31 minutes', expires_at = expires_at - interval '31 minutes' where member_id = $1",
      [member.id],
    );
    const response = await reset({ resetToken, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect(response.status).toBe(400);
    expect((await body(response)).errors?.[0]?.message).toBe('Invalid reset password link');
    await signIn(app, member.email, DEFAULT_PASSWORD);
  });

  it('applies the sign-up password policy and changes nothing on failure', async () => {
    const member = await createMember(app);
    const resetToken = await resetTokenFor(member);
    const weak = await reset({ resetToken, newPassword: 'weakpass', confirmPassword: 'weakpass' });
    expect(weak.status).toBe(400);
    expect((await body(weak)).errors).toEqual([
      { message: 'Password must contain at least one uppercase letter', field: 'newPassword' },
    ]);
    const mismatch = await reset({ resetToken, newPassword: NEW_PASSWORD, confirmPassword: 'Other#Pass1' });
    expect((await body(mismatch)).errors).toEqual([
      { message: 'Passwords do not match', field: 'confirmPassword' },
    ]);
    // The link still works after the rejected attempts.
    expect(
      (await reset({ resetToken, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD })).status,
    ).toBe(200);
  });

  it('refuses an unknown token and a missing one', async () => {
    expect(
      (await reset({ resetToken: 'nope', newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD })).status,
    ).toBe(400);
    const missing = await reset({ newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect((await body(missing)).errors).toEqual([
      { message: 'Invalid reset password link', field: 'resetToken' },
    ]);
  });
});

describe('typed RPC: auth.autoLoginJwt and auth.setPassword', () => {
  it('signs the member in from the reset link, then sets the password and keeps that browser signed in', async () => {
    const member = await createMember(app, { firstName: 'Noor' });
    const resetToken = await resetTokenFor(member);

    const autoLogin = await rpc('auth.autoLoginJwt', { authorization: resetToken });
    expect(autoLogin.status).toBe(200);
    const autoJson = (await autoLogin.json()) as {
      result: { data: { success: boolean; member: { id: string; firstName: string } } };
    };
    expect(autoJson.result.data).toMatchObject({
      success: true,
      member: { id: member.id, firstName: 'Noor' },
    });
    const cookies = cookiesOf(autoLogin);
    expect(cookies.pf_access).toBeTruthy();
    expect(
      (await app.request('/api/member/me', { headers: { cookie: `pf_access=${cookies.pf_access}` } })).status,
    ).toBe(200);

    const set = await rpc('auth.setPassword', {
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
      authorization: resetToken,
    });
    expect(set.status).toBe(200);
    const setJson = (await set.json()) as { result: { data: { success: boolean; member: { id: string } } } };
    expect(setJson.result.data).toMatchObject({ success: true, member: { id: member.id } });
    const fresh = cookiesOf(set).pf_access!;
    expect((await app.request('/api/member/me', { headers: { cookie: `pf_access=${fresh}` } })).status).toBe(
      200,
    );
    // The auto-login session and every other one ended with the password change.
    expect(
      (await app.request('/api/member/me', { headers: { cookie: `pf_access=${cookies.pf_access}` } })).status,
    ).toBe(401);
    expect((await app.request('/api/member/me', { headers: member.auth })).status).toBe(401);
    await signIn(app, member.email, NEW_PASSWORD);

    const reused = await rpc('auth.autoLoginJwt', { authorization: resetToken });
    expect(reused.status).toBe(400);
    const reusedJson = (await reused.json()) as {
      error: { message: string; data: { httpStatus: number; code: string } };
    };
    expect(reusedJson.error.message).toBe('Invalid reset password link');
    expect(reusedJson.error.data).toMatchObject({
      httpStatus: 400,
      code: 'BAD_REQUEST',
      errors: [{ message: 'Invalid reset password link', field: 'authorization' }],
    });
  });

  it('reports set-password rule failures per field', async () => {
    const member = await createMember(app);
    const resetToken = await resetTokenFor(member);
    const response = await rpc('auth.setPassword', {
      newPassword: 'short',
      confirmPassword: 'other',
      authorization: resetToken,
    });
    expect(response.status).toBe(400);
    const json = (await response.json()) as { error: { message: string; data: { errors: unknown[] } } };
    expect(json.error.message).toBe('Password must be at least 8 characters long');
    expect(json.error.data.errors).toEqual([
      { message: 'Password must be at least 8 characters long', field: 'newPassword' },
    ]);
  });

  it('refuses a mutation posted from another site or not as JSON', async () => {
    const crossSite = await rpc(
      'auth.autoLoginJwt',
      { authorization: 'x' },
      { origin: 'https://evil.example' },
    );
    expect(crossSite.status).toBe(403);
    const asText = await app.request('/trpc/auth.autoLoginJwt', {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify({ authorization: 'x' }),
    });
    expect(asText.status).toBe(415);
  });

  it('answers a NUL character in the input with 400', async () => {
    const response = await rpc('auth.autoLoginJwt', { authorization: 'a\u0000b' });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { message: string } }).error.message).toBe(
      'Remove the invalid characters and try again.',
    );
  });

  it('answers an unknown procedure with 404', async () => {
    expect((await rpc('auth.nothing', {})).status).toBe(404);
  });
});

describe('PATCH /api/member/change-password', () => {
  const change = (member: TestMember, json: unknown) =>
    app.request('/api/member/change-password', { method: 'PATCH', json, headers: member.auth });

  it('re-checks the current password, sets the new one and signs out other sessions only', async () => {
    const member = await createMember(app);
    const other = await signIn(app, member.email, DEFAULT_PASSWORD);
    const response = await change(member, { currentPassword: DEFAULT_PASSWORD, newPassword: NEW_PASSWORD });
    expect(response.status).toBe(200);
    expect((await body(response)).data).toEqual({ message: 'Password Changed Successfully' });
    expect((await app.request('/api/member/me', { headers: member.auth })).status).toBe(200);
    expect((await app.request('/api/member/me', { headers: other.auth })).status).toBe(401);
    await signIn(app, member.email, NEW_PASSWORD);
  });

  it('refuses a wrong current password and keeps the old one', async () => {
    const member = await createMember(app);
    const response = await change(member, { currentPassword: 'Wrong#Pass1', newPassword: NEW_PASSWORD });
    expect(response.status).toBe(400);
    expect((await body(response)).errors).toEqual([
      { message: 'Current password is incorrect', field: 'currentPassword' },
    ]);
    await signIn(app, member.email, DEFAULT_PASSWORD);
  });

  it.each([
    [
      { currentPassword: 'abc', newPassword: NEW_PASSWORD },
      'currentPassword',
      'Password must be at least 5 character long',
    ],
    [
      { currentPassword: DEFAULT_PASSWORD, newPassword: 'abc' },
      'newPassword',
      'Password must be at least 5 character long',
    ],
    [
      { currentPassword: DEFAULT_PASSWORD, newPassword: 'abcdefgh' },
      'newPassword',
      'Password must contain at least one uppercase letter',
    ],
    [
      { currentPassword: DEFAULT_PASSWORD, newPassword: 'Abcdefg1' },
      'newPassword',
      'Password must contain at least one special character',
    ],
  ])('rejects %o on %s with "%s"', async (json, field, message) => {
    const member = await createMember(app);
    const response = await change(member, json);
    expect(response.status).toBe(400);
    expect((await body(response)).errors).toEqual([{ message, field }]);
  });

  it('refuses a new password equal to the current one, and signs no one out', async () => {
    const member = await createMember(app);
    const other = await signIn(app, member.email, DEFAULT_PASSWORD);
    const response = await change(member, {
      currentPassword: DEFAULT_PASSWORD,
      newPassword: DEFAULT_PASSWORD,
    });
    expect(response.status).toBe(400);
    expect((await body(response)).errors).toEqual([
      { message: 'New password must be different from your current password', field: 'newPassword' },
    ]);
    expect((await app.request('/api/member/me', { headers: other.auth })).status).toBe(200);
  });

  it('requires a signed-in member', async () => {
    const response = await app.request('/api/member/change-password', {
      method: 'PATCH',
      json: { currentPassword: DEFAULT_PASSWORD, newPassword: NEW_PASSWORD },
    });
    expect(response.status).toBe(401);
  });
});

describe('recovery rate limit', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await startTestApp({ worker: false, env: { RECOVER_LIMIT_PER_HOUR: '2' } });
  });
  afterAll(() => limited?.stop());

  it('answers 429 with Retry-After after too many requests for one e-mail, whoever sends them', async () => {
    const email = uniqueEmail('flood');
    const send = (address: string) =>
      limited.request('/api/auth/recover-password', { method: 'POST', json: { email: address } });
    expect([(await send(email)).status, (await send(email.toUpperCase())).status]).toEqual([200, 200]);
    const response = await send(email);
    expect(response.status).toBe(429);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await send(uniqueEmail('other'))).status).toBe(200);
  });
});
