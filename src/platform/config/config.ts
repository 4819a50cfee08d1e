import { z } from 'zod';

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
  PUBLIC_URL: z.url().default('http://localhost:3000'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATABASE_URL: z.string().optional(),
  DATABASE_POOL_MAX: z.coerce.number().int().positive().default(10),
  DATA_DIR: z.string().default('.data'),
  REDIS_URL: z.string().default('redis://127.0.0.1:6379'),
  REDIS_PREFIX: z.string().default('playfield'),
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
  RUN_MIGRATIONS: flag.default(true),
  TRUST_PROXY: flag.default(false),
});

export type Config = z.infer<typeof configSchema>;

export class ConfigError extends Error {}

/** Reads and validates the environment; a bad value stops start-up with one line per setting. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const defined = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const result = configSchema.safeParse(defined);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return result.data;
}
