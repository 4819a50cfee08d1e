import { type ChildProcess, spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { generousLimits } from './identity-factories.ts';

const root = resolve(import.meta.dirname, '../..');

// What a process printed is kept for failure messages; a busy worker logs a line per mail, so only
// the tail is kept.
const OUTPUT_KEPT = 256 * 1024;

export interface AppProcess {
  /** Everything it printed so far (banner, logs, failure; the last 256 KB), for assertions and failure messages. */
  output(): string;
  /** Sends `signal` (SIGTERM to stop gracefully, SIGKILL to crash it) without waiting. */
  kill(signal: NodeJS.Signals): void;
  /** Resolves once the process has exited, with how. */
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** SIGTERM unless it already exited, then waits for the exit. */
  stop(): Promise<void>;
}

export interface ServerProcess extends AppProcess {
  /** Where it answers: http://127.0.0.1:<port>. */
  url: string;
}

/**
 * `node <script> <args>` (on this Node, the pinned one) in the checkout, with exactly the environment
 * given plus PATH and HOME. Nothing else leaks in from the test run (no DATABASE_URL, no PUBLIC_URL
 * unless the test sets them).
 */
function spawnAppProcess(
  script: string,
  args: readonly string[],
  env: Record<string, string>,
  outputKept = OUTPUT_KEPT,
): AppProcess {
  let printed = '';
  const child: ChildProcess = spawn(process.execPath, [script, ...args], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk: Buffer) => {
    printed += chunk.toString('utf8');
    if (printed.length > outputKept * 2) printed = printed.slice(-outputKept);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((done) =>
    child.once('exit', (code, signal) => done({ code, signal })),
  );
  const running = () => child.exitCode === null && child.signalCode === null;
  return {
    output: () => printed,
    kill: (signal) => {
      if (running()) child.kill(signal);
    },
    exited,
    stop: async () => {
      if (running()) child.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * `npm start` as a developer runs it: `node src/main.ts` (`args` such as `--role=api` added). Resolves
 * once /api/health answers 200.
 */
export async function startServerProcess(
  env: Record<string, string>,
  options: {
    timeoutMs?: number;
    args?: readonly string[];
    /** How much of its output to keep (default the last 256 KB); Infinity for a test that reads all of it. */
    outputKept?: number;
  } = {},
): Promise<ServerProcess> {
  const port = env.PORT;
  if (!port) throw new Error('startServerProcess needs PORT');
  const app = spawnAppProcess('src/main.ts', options.args ?? [], env, options.outputKept);
  let exit: { code: number | null } | undefined;
  void app.exited.then((how) => {
    exit = how;
  });

  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + (options.timeoutMs ?? 90_000);
  for (;;) {
    if (exit) {
      throw new Error(`server on ${port} exited with ${exit.code} before answering:\n${app.output()}`);
    }
    const healthy = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) break;
    if (Date.now() > deadline) {
      await app.stop();
      throw new Error(`server on ${port} did not become healthy in time:\n${app.output()}`);
    }
    await new Promise((wait) => setTimeout(wait, 250));
  }
  return { ...app, url };
}

/**
 * `npm run start:worker`: `node workers/main.ts`, the outbox relay and every subscriber, no HTTP. It
 * starts taking jobs on its own; nothing to wait for.
 */
export function startWorkerProcess(env: Record<string, string>): AppProcess {
  return spawnAppProcess('workers/main.ts', [], env);
}

/**
 * The environment of an API or worker process of one deployment in a harness: production mode on the
 * given database, Redis and prefix, mail as files under `dataDir`, quiet logs, and limits no harness
 * trips (it sends far more than a member would).
 */
export function deploymentEnv(options: {
  databaseUrl: string;
  redisUrl: string;
  prefix: string;
  dataDir: string;
  port?: number;
}): Record<string, string> {
  const port = String(options.port ?? 0);
  return {
    NODE_ENV: 'production',
    JWT_SECRET: 'harness-secret-harness-secret-harness-42',
    HOST: '127.0.0.1',
    PORT: port,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATABASE_URL: options.databaseUrl,
    DATABASE_POOL_MAX: '10',
    REDIS_URL: options.redisUrl,
    REDIS_PREFIX: options.prefix,
    DATA_DIR: options.dataDir,
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'false',
    ...generousLimits,
  };
}
