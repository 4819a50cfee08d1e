import { createHash } from 'node:crypto';
import { resolve } from 'node:path';
import { z } from 'zod';
import { databaseLabel } from '../db/database-label.ts';

const hostList = z.string().transform((value) =>
  value
    .split(',')
    .map((host) => host.trim().toLowerCase())
    .filter(Boolean),
);

const flag = z.enum(['true', 'false', '1', '0', '']).transform((value) => value === 'true' || value === '1');

// Every setting the server reads from its environment, with defaults that make `npm start` work on a
// developer's machine. Production deployments override them; README lists each one.
const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  // Unset, it follows PORT (see withDefaults): `PORT=4100 npm start` must mail links to 4100.
  PUBLIC_URL: z.url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATABASE_URL: z.string().optional(),
  DATABASE_POOL_MAX: z.coerce.number().int().positive().default(10),
  DATA_DIR: z.string().default('.data'),
  REDIS_URL: z.string().default('redis://127.0.0.1:6379'),
  // Unset, it is this copy's own (see defaultRedisPrefix): two checkouts sharing a Redis must never
  // take each other's jobs.
  REDIS_PREFIX: z.string().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Playfield <no-reply@playfield.localhost>'),
  JSON_BODY_LIMIT: z.string().default('100kb'),
  CAPTCHA_SECRET: z.string().optional(),
  CAPTCHA_VERIFY_URL: z.url().default('https://www.google.com/recaptcha/api/siteverify'),
  ABOUT_HOSTS: hostList.default(['about.localhost']),
  OPERATOR_HOSTS: hostList.default(['play.localhost']),
  WEB_DIST_DIR: z.string().default('dist/web'),
  MARKETING_DIST_DIR: z.string().default('dist/marketing'),
  RELAY_INTERVAL_MS: z.coerce.number().int().positive().default(500),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  DEMO_REQUEST_INBOX: z.email().default('leagues@playfield.app'),
  BOOK_DEMO_LIMIT_PER_HOUR: z.coerce.number().int().positive().default(5),
  // Per-member limits on what mails or pushes to others (src/platform/rate-limit/member-limits.ts).
  EVENT_LIMIT_PER_HOUR: z.coerce.number().int().positive().default(30),
  INVITE_LIMIT_PER_HOUR: z.coerce.number().int().positive().default(60),
  COMMENT_LIMIT_PER_10_MINUTES: z.coerce.number().int().positive().default(30),
  CHAT_MESSAGE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(60),
  NOTIFICATION_EMAILS_PER_HOUR: z.coerce.number().int().positive().default(20),
  RUN_MIGRATIONS: flag.default(true),
  // Demo data: seeded on the embedded database by default; with DATABASE_URL only when SEED_DEMO=true.
  SEED_DEMO: flag.optional(),
  TRUST_PROXY: flag.default(false),
  // Operating it: a scraper's bearer token for /metrics; unset, /metrics takes operator staff sign-in only.
  METRICS_TOKEN: z.string().min(32, 'must be at least 32 characters').optional(),
  // Identity: sessions, rate limits, social sign-in, uploads.
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(30).max(86_400).default(900),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  LOGIN_LIMIT_PER_IP: z.coerce.number().int().positive().default(25),
  LOGIN_LIMIT_WINDOW_SECONDS: z.coerce.number().int().positive().default(300),
  LOGIN_FAILURES_PER_ACCOUNT: z.coerce.number().int().positive().default(10),
  LOGIN_FAILURE_WINDOW_SECONDS: z.coerce.number().int().positive().default(900),
  REGISTER_LIMIT_PER_HOUR: z.coerce.number().int().positive().default(30),
  RECOVER_LIMIT_PER_HOUR: z.coerce.number().int().positive().default(5),
  OIDC_GOOGLE_ISSUER: z.url().default('https://accounts.google.com'),
  OIDC_GOOGLE_CLIENT_ID: z.string().optional(),
  OIDC_GOOGLE_CLIENT_SECRET: z.string().optional(),
  OIDC_APPLE_ISSUER: z.url().default('https://appleid.apple.com'),
  OIDC_APPLE_CLIENT_ID: z.string().optional(),
  OIDC_APPLE_CLIENT_SECRET: z.string().optional(),
  STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_BUCKET: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_PUBLIC_URL: z.url().optional(),
  // Payments (pickup games): Stripe when a secret key is set, else the built-in TEST MODE checkout page.
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  // Where the Stripe SDK sends its requests (tests point it at a local server shaped like Stripe's API).
  STRIPE_API_BASE: z.url().optional(),
});

/** Signs access tokens on a developer's machine and in tests; production must set its own. */
export const DEV_JWT_SECRET = 'playfield-development-secret-do-not-use-in-production';

function checkCombinations(config: z.infer<typeof configSchema>, ctx: z.RefinementCtx) {
  if (config.NODE_ENV === 'production' && !config.JWT_SECRET) {
    ctx.addIssue({
      code: 'custom',
      path: ['JWT_SECRET'],
      message: 'is required in production (at least 32 random characters)',
    });
  }
  if (config.STORAGE_DRIVER === 's3') {
    for (const key of ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
      if (!config[key])
        ctx.addIssue({ code: 'custom', path: [key], message: 'is required when STORAGE_DRIVER is s3' });
    }
  }
}

export type Config = Omit<z.infer<typeof configSchema>, 'PUBLIC_URL' | 'REDIS_PREFIX'> & {
  /** The app's public address: the configured one, else `http://localhost:<PORT>`. */
  PUBLIC_URL: string;
  /** Prefix of every queue, socket and rate-limit key: the configured one, else defaultRedisPrefix. */
  REDIS_PREFIX: string;
};

const checkedSchema = configSchema.superRefine(checkCombinations);

/** The address a browser on this machine reaches the server at when nobody configured one. */
export function defaultPublicUrl(port: number): string {
  return new URL(`http://localhost:${port}`).origin;
}

/**
 * The data a copy of Playfield works on, in words: the database named by DATABASE_URL (host, port and
 * database, not the user or password, which may rotate), else the embedded PostgreSQL's folder. The
 * default Redis prefix follows it, so it is what makes two copies' queues the same or different.
 * These words are hashed into that prefix: rewording them moves every copy's queues.
 */
export function dataOfThisCopy(settings: { DATA_DIR: string; DATABASE_URL?: string | undefined }): string {
  return settings.DATABASE_URL
    ? `database ${databaseLabel(settings.DATABASE_URL)}`
    : `embedded database in ${resolve(settings.DATA_DIR, 'postgres')}`;
}

/**
 * This copy's own Redis prefix when REDIS_PREFIX is unset: `playfield-` and a short hash of its data
 * (dataOfThisCopy). Jobs name rows by id, so a worker must only take the jobs of its own database:
 * two checkouts on one machine, each with its own embedded database, get two prefixes, while the API
 * and worker processes of one deployment (one database) share theirs. A restart keeps it.
 */
export function defaultRedisPrefix(settings: {
  DATA_DIR: string;
  DATABASE_URL?: string | undefined;
}): string {
  const hash = createHash('sha256').update(dataOfThisCopy(settings)).digest('hex');
  return `playfield-${hash.slice(0, 8)}`;
}

export class ConfigError extends Error {}

/** Reads and validates the environment; a bad value stops start-up with one line per setting. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const defined = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const result = checkedSchema.safeParse(defined);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const { PUBLIC_URL, REDIS_PREFIX, ...rest } = result.data;
  return {
    ...rest,
    PUBLIC_URL: PUBLIC_URL ?? defaultPublicUrl(rest.PORT),
    REDIS_PREFIX: REDIS_PREFIX ?? defaultRedisPrefix(rest),
  };
}
