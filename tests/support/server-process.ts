import { type ChildProcess, spawn } from 'node:child_process';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');

export interface ServerProcess {
  /** Where it answers: http://127.0.0.1:<port>. */
  url: string;
  /** Everything it printed so far (banner, logs, failure), for assertions and failure messages. */
  output(): string;
  stop(): Promise<void>;
}

/**
 * `npm start` as a developer runs it: `node src/main.ts` (on this Node, the pinned one) in the
 * checkout, with exactly the environment given plus PATH and HOME. Nothing else leaks in from the
 * test run (no DATABASE_URL, no PUBLIC_URL unless the test sets them). Resolves once /api/health
 * answers 200.
 */
export async function startServerProcess(
  env: Record<string, string>,
  options: { timeoutMs?: number } = {},
): Promise<ServerProcess> {
  const port = env.PORT;
  if (!port) throw new Error('startServerProcess needs PORT');
  let printed = '';
  const child: ChildProcess = spawn(process.execPath, ['src/main.ts'], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => {
    printed += chunk.toString('utf8');
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    printed += chunk.toString('utf8');
  });
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };

  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + (options.timeoutMs ?? 90_000);
  for (;;) {
    if (child.exitCode !== null) {
      throw new Error(`server on ${port} exited with ${child.exitCode} before answering:\n${printed}`);
    }
    const healthy = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`server on ${port} did not become healthy in time:\n${printed}`);
    }
    await new Promise((wait) => setTimeout(wait, 250));
  }
  return { url, output: () => printed, stop };
}
