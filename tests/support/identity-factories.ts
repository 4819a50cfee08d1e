import { randomUUID } from 'node:crypto';
import * as argon2 from 'argon2';
import pg from 'pg';
import type { AuthResult } from '../../src/contracts/identity/index.ts';
import type { CaughtMail } from './smtp-catcher.ts';
import type { AppClient, TestApp } from './test-app.ts';

/** Limits high enough that a test file's many sign-ups and sign-ins from 127.0.0.1 never trip them. */
export const generousLimits: Record<string, string> = {
  LOGIN_LIMIT_PER_IP: '10000',
  LOGIN_FAILURES_PER_ACCOUNT: '1000',
  REGISTER_LIMIT_PER_HOUR: '10000',
  RECOVER_LIMIT_PER_HOUR: '10000',
  EVENT_LIMIT_PER_HOUR: '10000',
  INVITE_LIMIT_PER_HOUR: '10000',
  COMMENT_LIMIT_PER_10_MINUTES: '10000',
  CHAT_MESSAGE_LIMIT_PER_MINUTE: '10000',
  NOTIFICATION_EMAILS_PER_HOUR: '10000',
};

export const DEFAULT_PASSWORD = 'Kickoff#2024';

/** Asks for the tokens in the JSON body, as a non-browser (Bearer) client does. */
export const bearerClient: Record<string, string> = { 'x-session-transport': 'bearer' };

export interface Envelope<T = unknown> {
  status: 'success' | 'error';
  data: T;
  errors?: Array<{ message: string; field?: string; code?: string }>;
}

export async function body<T = Record<string, unknown>>(response: Response): Promise<Envelope<T>> {
  return (await response.json()) as Envelope<T>;
}

let counter = 0;
export function uniqueEmail(label = 'player'): string {
  counter += 1;
  return `${label}.${Date.now().toString(36)}${counter}@example.com`;
}

/** A valid sign-up body; override any field to test a rule. */
export function signUpBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    firstName: 'Ana',
    lastName: 'Silva',
    email: uniqueEmail(),
    phone: '(512) 555-0142',
    zipCode: '78701',
    birthday: '1994-05-17',
    gender: 'FEMALE',
    password: DEFAULT_PASSWORD,
    confirmPassword: DEFAULT_PASSWORD,
    ...overrides,
  };
}

export interface TestMember {
  id: string;
  email: string;
  password: string;
  accessToken: string;
  refreshToken: string;
  /** `Authorization: Bearer …` for this member. */
  auth: Record<string, string>;
}

/** The tokens a sign-up or sign-in answered with, and the header that authenticates with them. */
type TestSession = Pick<TestMember, 'accessToken' | 'refreshToken' | 'auth'>;

function sessionOf(data: AuthResult): TestSession {
  return {
    accessToken: data.accessToken,
    refreshToken: data.refreshToken,
    auth: { authorization: `Bearer ${data.accessToken}` },
  };
}

/** Signs up through the API (the real path, argon2 and all) and keeps the session it returns. */
export async function registerMember(
  app: TestApp,
  overrides: Record<string, unknown> = {},
): Promise<TestMember> {
  const payload = signUpBody(overrides);
  const response = await app.request('/api/auth/register', {
    method: 'POST',
    json: payload,
    headers: bearerClient,
  });
  if (response.status !== 201)
    throw new Error(`register answered ${response.status}: ${await response.text()}`);
  const { data } = await body<AuthResult>(response);
  return {
    id: data.member.id,
    email: String(payload.email),
    password: String(payload.password),
    ...sessionOf(data),
  };
}

let precomputed: Promise<string> | undefined;
/** One argon2id hash of DEFAULT_PASSWORD per test file, so inserted members cost no hashing. */
const defaultPasswordHash = () =>
  (precomputed ??= argon2.hash(DEFAULT_PASSWORD, {
    type: argon2.argon2id,
    memoryCost: 19_456,
    timeCost: 2,
    parallelism: 1,
  }));

export async function sql<T = Record<string, unknown>>(
  app: AppClient,
  text: string,
  values: unknown[] = [],
): Promise<T[]> {
  const client = new pg.Client({ connectionString: app.database.url });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}

/** Inserts a member straight into the database (fast), then signs in through the API. */
export async function createMember(
  app: AppClient,
  fields: Partial<{
    email: string;
    firstName: string;
    lastName: string;
    phoneNumber: string | null;
    password: boolean;
  }> = {},
): Promise<TestMember> {
  const id = randomUUID();
  const email = fields.email ?? uniqueEmail();
  await sql(
    app,
    `insert into member (id, email, email_verified, password_hash, first_name, last_name, phone_number, gender, birthday, zip, location)
     values ($1, $2, true, $3, $4, $5, $6, 'MALE', '1990-01-01', '78701', 'Austin, TX')`,
    [
      id,
      email,
      fields.password === false ? null : await defaultPasswordHash(),
      fields.firstName ?? 'Leo',
      fields.lastName ?? 'Moreno',
      fields.phoneNumber === undefined ? '(512) 555-0100' : fields.phoneNumber,
    ],
  );
  if (fields.password === false)
    return { id, email, password: '', accessToken: '', refreshToken: '', auth: {} };
  return { id, email, password: DEFAULT_PASSWORD, ...(await signIn(app, email, DEFAULT_PASSWORD)) };
}

export async function signIn(app: AppClient, email: string, password: string): Promise<TestSession> {
  const response = await app.request('/api/auth/login/member', {
    method: 'POST',
    json: { email, password },
    headers: bearerClient,
  });
  if (response.status !== 200) throw new Error(`login answered ${response.status}: ${await response.text()}`);
  return sessionOf((await body<AuthResult>(response)).data);
}

/** Exchanges a refresh token for a new session, as the SPA does when its access token expires. */
export const refreshSession = (app: TestApp, refreshToken: string) =>
  app.request('/api/auth/refresh', { method: 'POST', json: { refreshToken } });

/** The cookies a response set, as `name=value` pairs ready for a Cookie header. */
export function cookiesOf(response: Response): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const header of response.headers.getSetCookie()) {
    const [pair = ''] = header.split(';');
    const index = pair.indexOf('=');
    cookies[pair.slice(0, index)] = pair.slice(index + 1);
  }
  return cookies;
}

/** The decoded text of a caught mail (quoted-printable soft breaks and escapes undone). */
export function mailText(mail: CaughtMail): string {
  return mail.raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/** The first link in a mail that points at `path` on the app (e.g. `/verify`). */
export function linkIn(mail: CaughtMail, path: string): URL {
  const match = mailText(mail).match(
    new RegExp(`https?://[^\\s"<>]+${path.replace(/[/?]/g, '\\$&')}\\?[^\\s"<>]+`),
  );
  if (!match) throw new Error(`no ${path} link in mail:\n${mailText(mail).slice(0, 2000)}`);
  return new URL(match[0].replaceAll('&amp;', '&'));
}

export const mailTo = (address: string, subject?: string) => (mail: CaughtMail) =>
  mail.to.includes(address) && (subject === undefined || mailText(mail).includes(`Subject: ${subject}`));
