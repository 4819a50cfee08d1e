import { StartupError } from '../platform/errors/startup-error.ts';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '0.0.0.0']);

const isLocalHost = (hostname: string) => LOCAL_HOSTS.has(hostname) || hostname.endsWith('.localhost');

/**
 * Says when PUBLIC_URL names this machine on another port than the one served: e-mail links would
 * lead nowhere and browsers' signed-in writes would be refused as cross-site. Another host name, or
 * https, means a proxy stands in front, whose mapping we cannot see, so it is left alone.
 */
export function publicOriginWarning(publicUrl: string, servedPort: number): string | undefined {
  const url = new URL(publicUrl);
  if (url.protocol !== 'http:' || !isLocalHost(url.hostname)) return undefined;
  const port = Number(url.port || 80);
  if (port === servedPort) return undefined;
  const served = new URL(publicUrl);
  served.port = String(servedPort);
  return (
    `PUBLIC_URL is ${url.origin}, but this server answers on port ${servedPort}: e-mail links point at ` +
    `the wrong place and signed-in changes from ${served.origin} are refused. Unset PUBLIC_URL (it ` +
    `follows PORT) or set it to ${served.origin}.`
  );
}

/** The addresses `npm start` prints, with the public-origin warning above them when there is one. */
export function startupBanner(options: {
  url: string;
  publicUrl: string;
  aboutHosts: readonly string[];
  operatorHosts: readonly string[];
  /** Prefix of this copy's queues and sockets in Redis. */
  redisPrefix: string;
  /** What the prefix was derived from when REDIS_PREFIX is unset (dataOfThisCopy). */
  redisPrefixFrom?: string;
}): string {
  const served = new URL(options.url);
  const port = served.port;
  const at = (host: string | undefined) => (host ? `http://${host}${port ? `:${port}` : ''}` : undefined);
  const lines = [
    `  App:             ${options.url}`,
    `  About site:      ${at(options.aboutHosts[0]) ?? '(no ABOUT_HOSTS)'}`,
    `  Operator site:   ${at(options.operatorHosts[0]) ?? '(no OPERATOR_HOSTS)'}`,
    `  Health:          ${options.url}/api/health`,
    // Two copies sharing a Redis keep apart by prefix: show whose it is, so a clash can be seen.
    `  Redis prefix:    ${options.redisPrefix} (${options.redisPrefixFrom ? `this copy's own, from its ${options.redisPrefixFrom}` : 'REDIS_PREFIX'})`,
  ];
  // E-mail links and the same-origin check use PUBLIC_URL: say so when it is not the address above.
  if (new URL(options.publicUrl).origin !== served.origin) {
    lines.push(`  Public address:  ${options.publicUrl} (PUBLIC_URL, in e-mail links)`);
  }
  const warning = publicOriginWarning(options.publicUrl, Number(served.port || 80));
  return `\nPlayfield is running:\n${lines.join('\n')}\n${warning ? `\nWarning: ${warning}\n` : ''}\n`;
}

interface SystemError {
  code?: string;
  syscall?: string;
  address?: string;
  port?: number;
}

function causes(error: unknown): unknown[] {
  const chain: unknown[] = [];
  for (let current = error; current !== undefined && chain.length < 5; ) {
    chain.push(current);
    current = current instanceof Error ? current.cause : undefined;
  }
  // An AggregateError (a connection tried on IPv4 and IPv6) hides the useful one inside.
  return chain.flatMap((item) => (item instanceof AggregateError ? [item, ...item.errors] : [item]));
}

/**
 * One or two sentences on why start-up failed, printed whatever LOG_LEVEL says: a developer who ran
 * `npm start` must learn what to fix without turning logs on.
 */
export function explainStartupFailure(
  error: unknown,
  settings: { port: number; databaseUrl?: string },
): string {
  const chain = causes(error);
  const plain = chain.find((item) => item instanceof StartupError);
  if (plain instanceof Error) return plain.message;
  for (const item of chain) {
    const system = (item ?? {}) as SystemError;
    if (system.code === 'EADDRINUSE' && system.syscall === 'listen') {
      return `Port ${system.port ?? settings.port} is already in use by another program (perhaps another \`npm start\`). Stop it, or set PORT to a free port.`;
    }
    if (system.code === 'EACCES' && system.syscall === 'listen') {
      return `This user may not listen on port ${system.port ?? settings.port}. Set PORT to 1024 or above.`;
    }
    if (system.code === 'ECONNREFUSED' && system.port !== undefined && settings.databaseUrl) {
      const database = safeUrl(settings.databaseUrl);
      if (database && Number(database.port || 5432) === system.port) {
        return `PostgreSQL is not answering at ${database.host} (DATABASE_URL). Start it, or unset DATABASE_URL to use the embedded one.`;
      }
    }
  }
  const message = error instanceof Error ? error.message || error.name : error ? String(error) : '';
  return `Start-up failed: ${message || 'no reason was given (run with LOG_LEVEL=debug for details)'}`;
}

function safeUrl(value: string): URL | undefined {
  try {
    return new URL(value);
  } catch {
    return undefined;
  }
}
