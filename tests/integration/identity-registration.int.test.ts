import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthResult } from '../../src/contracts/identity/index.ts';
import {
  body,
  generousLimits,
  linkIn,
  mailText,
  mailTo,
  registerMember,
  signUpBody,
  sql,
  uniqueEmail,
} from '../support/identity-factories.ts';
import {
  type MailingTestApp,
  startTestApp,
  startTestAppWithMail,
  type TestApp,
} from '../support/test-app.ts';

let app: MailingTestApp;
beforeAll(async () => {
  app = await startTestAppWithMail({ env: { PUBLIC_URL: 'https://play.example.com', ...generousLimits } });
});
afterAll(() => app?.stop());

const register = (json: unknown) => app.request('/api/auth/register', { method: 'POST', json });
const memberCount = async () =>
  (await sql<{ n: number }>(app, 'select count(*)::int as n from member'))[0]!.n;

/** Overrides for a sign-up whose password and its confirmation agree, so only the policy can fail. */
const bothPasswords = (password: string) => ({ password, confirmPassword: password });

async function errorsOf(overrides: Record<string, unknown>) {
  const response = await register(signUpBody(overrides));
  expect(response.status).toBe(400);
  return (await body(response)).errors;
}

describe('POST /api/auth/register', () => {
  it('creates the member, signs them in and stores an argon2id hash, never the password', async () => {
    const payload = signUpBody({
      email: uniqueEmail('Ana').toUpperCase(),
      phone: '512.555.0142'.replaceAll('.', '-'),
    });
    const response = await register(payload);
    expect(response.status).toBe(201);
    const { data } = await body<AuthResult>(response);
    expect(data.member).toMatchObject({
      firstName: 'Ana',
      lastName: 'Silva',
      email: String(payload.email).toLowerCase(),
      emailVerified: false,
      phoneNumber: '(512) 555-0142',
      zip: '78701',
      birthday: '1994-05-17',
      gender: 'FEMALE',
      authSchemas: { providers: [], hasPassword: true },
      registrationComplete: false,
    });
    expect(response.headers.getSetCookie().some((cookie) => cookie.startsWith('pf_access='))).toBe(true);
    const [row] = await sql<{ password_hash: string }>(
      app,
      'select password_hash from member where id = $1',
      [data.member.id],
    );
    expect(row?.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    expect(row?.password_hash).not.toContain(String(payload.password));
  });

  it('stores the location the sign-up form asks for, so the new account is complete (issue 15)', async () => {
    const response = await register(signUpBody({ email: uniqueEmail('Lina'), location: '  Austin, TX ' }));
    expect(response.status).toBe(201);
    const { data } = await body<AuthResult>(response);
    expect(data.member).toMatchObject({ location: 'Austin, TX', registrationComplete: true });
    const me = await body<{ location: string; registrationComplete: boolean }>(
      await app.request('/api/member/me', {
        headers: { cookie: response.headers.getSetCookie().join('; ') },
      }),
    );
    expect(me.data).toMatchObject({ location: 'Austin, TX', registrationComplete: true });
  });

  it('keeps the location optional for clients that leave it out, and refuses one that is too long', async () => {
    const without = await register(signUpBody({ email: uniqueEmail('Omar'), location: '' }));
    expect(without.status).toBe(201);
    expect((await body<AuthResult>(without)).data.member).toMatchObject({
      location: null,
      registrationComplete: false,
    });
    expect(await errorsOf({ location: 'x'.repeat(121) })).toEqual([
      { field: 'location', message: 'Must be at most 120 characters' },
    ]);
  });

  it('mails a verification link that opens /verify on the app and verifies the address once followed', async () => {
    const member = await registerMember(app);
    const mail = await app.smtp.waitFor(mailTo(member.email, 'Verify your Playfield email address'));
    expect(mailText(mail)).toContain('Content-Type: text/html');
    expect(mailText(mail)).toContain('Content-Type: text/plain');
    const link = linkIn(mail, '/verify');
    expect(link.origin).toBe('https://play.example.com');
    expect(link.searchParams.get('email')).toBe(member.email);
    const token = link.searchParams.get('verificationToken')!;
    const [stored] = await sql<{ token_hash: string }>(
      app,
      'select token_hash from member_token where member_id = $1',
      [member.id],
    );
    expect(stored?.token_hash).not.toBe(token);
    expect(stored?.token_hash).toMatch(/^[0-9a-f]{64}$/);

    const verified = await app.request(`/api/auth/verify/?${link.searchParams}`);
    expect(verified.status).toBe(200);
    expect((await body(verified)).data).toEqual({ email: member.email, emailVerified: true });
    const me = await body<{ emailVerified: boolean }>(
      await app.request('/api/member/me', { headers: member.auth }),
    );
    expect(me.data.emailVerified).toBe(true);
    // A second click on the same link is not an error.
    expect((await app.request(`/api/auth/verify?${link.searchParams}`)).status).toBe(200);
  });

  it('refuses a verification link with a wrong token or for another address', async () => {
    const member = await registerMember(app);
    const link = linkIn(await app.smtp.waitFor(mailTo(member.email)), '/verify');
    const wrongToken = await app.request(
      `/api/auth/verify/?email=${encodeURIComponent(member.email)}&verificationToken=nope`,
    );
    expect(wrongToken.status).toBe(400);
    expect((await body(wrongToken)).errors?.[0]?.message).toBe(
      'This verification link is invalid or has expired.',
    );
    const otherEmail = new URLSearchParams({
      email: uniqueEmail(),
      verificationToken: link.searchParams.get('verificationToken')!,
    });
    expect((await app.request(`/api/auth/verify/?${otherEmail}`)).status).toBe(400);
    expect((await app.request('/api/auth/verify/')).status).toBe(400);
    const [row] = await sql<{ email_verified: boolean }>(
      app,
      'select email_verified from member where id = $1',
      [member.id],
    );
    expect(row?.email_verified).toBe(false);
  });

  it('sends a fresh link on request, which replaces the first one', async () => {
    const member = await registerMember(app);
    const first = linkIn(await app.smtp.waitFor(mailTo(member.email)), '/verify');
    const resend = await app.request('/api/member/verify-email/resend', {
      method: 'POST',
      headers: member.auth,
    });
    expect(resend.status).toBe(200);
    expect((await body(resend)).data).toEqual({
      message: 'We sent a new verification link to your email address.',
    });
    const second = await app.smtp.waitFor(
      (mail) =>
        mailTo(member.email)(mail) && !mailText(mail).includes(first.searchParams.get('verificationToken')!),
    );
    expect((await app.request(`/api/auth/verify/?${first.searchParams}`)).status).toBe(400);
    expect((await app.request(`/api/auth/verify/?${linkIn(second, '/verify').searchParams}`)).status).toBe(
      200,
    );
    const again = await app.request('/api/member/verify-email/resend', {
      method: 'POST',
      headers: member.auth,
    });
    expect((await body(again)).data).toEqual({ message: 'Your email address is verified.' });
  });

  it('limits resends to 5 an hour per member, answering 429 with Retry-After', async () => {
    const member = await registerMember(app);
    const resend = (who = member) =>
      app.request('/api/member/verify-email/resend', { method: 'POST', headers: who.auth });
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await resend()).status).toBe(200);
    const refused = await resend();
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await body(refused)).errors).toEqual([
      { message: 'Too many requests. Please try again later.', code: 'RateLimited' },
    ]);
    // Another member is not held back by this one.
    expect((await resend(await registerMember(app))).status).toBe(200);
  });

  it('refuses an expired verification link', async () => {
    const member = await registerMember(app);
    const link = linkIn(await app.smtp.waitFor(mailTo(member.email)), '/verify');
    await sql(app, "update member_token set expires_at = now() - interval '1 second' where member_id = $1", [
      member.id,
    ]);
    expect((await app.request(`/api/auth/verify/?${link.searchParams}`)).status).toBe(400);
  });

  it('answers a taken e-mail, in any case, with 409 and creates nothing', async () => {
    const member = await registerMember(app);
    const before = await memberCount();
    const response = await register(signUpBody({ email: member.email.toUpperCase() }));
    expect(response.status).toBe(409);
    expect((await body(response)).errors).toEqual([
      { message: 'An account with this email already exists', field: 'email' },
    ]);
    expect(await memberCount()).toBe(before);
  });

  it('names every missing field with the spec messages', async () => {
    const before = await memberCount();
    const response = await register({});
    expect(response.status).toBe(400);
    expect((await body(response)).errors).toEqual([
      { message: 'First name is required', field: 'firstName' },
      { message: 'Last name is required', field: 'lastName' },
      { message: 'Email is required', field: 'email' },
      { message: 'Phone number is required', field: 'phone' },
      { message: 'Zip code is required', field: 'zipCode' },
      { message: 'Birthday is required', field: 'birthday' },
      { message: 'Please select a gender option', field: 'gender' },
      { message: 'Password is required', field: 'password' },
      { message: 'Confirm password is required', field: 'confirmPassword' },
    ]);
    expect(await memberCount()).toBe(before);
  });

  it.each([
    [{ email: 'ana@example' }, 'email', 'Invalid email address'],
    [{ phone: '555-0142' }, 'phone', 'Phone number must be at least 10 digits'],
    [{ phone: '512*555*0142' }, 'phone', 'Invalid phone number'],
    [{ zipCode: '7870' }, 'zipCode', 'Invalid zip code'],
    [{ zipCode: 'K1A-0B' }, 'zipCode', 'Invalid zip code'],
    [{ gender: 'OTHER' }, 'gender', 'Please select a gender option'],
    [{ birthday: '2001-02-30' }, 'birthday', 'Enter a valid date'],
    [{ birthday: '2999-01-01' }, 'birthday', 'Birthday cannot be in the future'],
    [{ birthday: '1899-12-31' }, 'birthday', 'Enter a valid date'],
    [bothPasswords('Short#1'), 'password', 'Password must be at least 8 characters long'],
    [bothPasswords('lowercase#1'), 'password', 'Password must contain at least one uppercase letter'],
    [bothPasswords('UPPERCASE#1'), 'password', 'Password must contain at least one lowercase letter'],
    [bothPasswords('NoNumber#x'), 'password', 'Password must contain at least one number'],
    [bothPasswords('NoSpecial1x'), 'password', 'Password must contain at least one special character'],
    [{ confirmPassword: 'Different#1' }, 'confirmPassword', 'Passwords do not match'],
  ])('rejects %o on %s with "%s"', async (overrides, field, message) => {
    expect(await errorsOf(overrides)).toEqual([{ message, field }]);
  });

  it('rejects a member who turns 18 tomorrow and accepts one who turns 18 today', async () => {
    const today = new Date();
    const yearsAgo = (days: number) =>
      new Date(Date.UTC(today.getUTCFullYear() - 18, today.getUTCMonth(), today.getUTCDate() + days))
        .toISOString()
        .slice(0, 10);
    expect(await errorsOf({ birthday: yearsAgo(1) })).toEqual([
      { message: 'You must be at least 18 years old to register.', field: 'birthday' },
    ]);
    expect((await register(signUpBody({ birthday: yearsAgo(0) }))).status).toBe(201);
  });

  it.each([['(512) 555-0142'], ['512-555-0142'], ['512 555 0142'], ['5125550142']])(
    'accepts the phone format %s',
    async (phone) => {
      expect((await register(signUpBody({ phone }))).status).toBe(201);
    },
  );

  it.each([['78701'], ['K1A 0B1'], ['k1a-0b1'], ['K1A0B1']])(
    'accepts the postal code %s',
    async (zipCode) => {
      expect((await register(signUpBody({ zipCode }))).status).toBe(201);
    },
  );

  it.each([
    ['an array', []],
    ['a string', 'sign me up'],
    ['wrong types', signUpBody({ firstName: 42, birthday: { y: 1990 }, gender: ['MALE'] })],
    ['a huge name', signUpBody({ firstName: 'x'.repeat(10_000) })],
    ['a NUL character', signUpBody({ firstName: 'An\u0000a' })],
    ['a NUL character in the e-mail', signUpBody({ email: 'a\u0000@example.com' })],
    ['year zero', signUpBody({ birthday: '0000-01-01' })],
  ])('answers %s with a 4xx, never a 5xx', async (_label, payload) => {
    const response = await register(payload);
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
  });
});

describe('registration rate limit', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await startTestApp({ worker: false, env: { REGISTER_LIMIT_PER_HOUR: '2' } });
  });
  afterAll(() => limited?.stop());

  it('answers 429 with Retry-After once an address exceeds its hourly sign-ups', async () => {
    const send = () => limited.request('/api/auth/register', { method: 'POST', json: signUpBody() });
    expect([(await send()).status, (await send()).status]).toEqual([201, 201]);
    const response = await send();
    expect(response.status).toBe(429);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
