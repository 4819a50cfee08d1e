import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { resolve } from 'node:path';

/** Where the embedded PostgreSQL's port is remembered, beside its data. */
export const PORT_FILE = 'postgres.port';

/** Whether nothing listens on `port` of the loopback address, where the embedded cluster listens. */
export function isPortFree(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((done) => {
    const probe = createServer();
    probe.once('error', () => done(false));
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => done(true)));
  });
}

/** A port the operating system has just handed out, so two checkouts starting at once differ. */
export function ephemeralPort(host = '127.0.0.1'): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen({ port: 0, host, exclusive: true }, () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => done(port));
    });
  });
}

export async function rememberedPort(dataDir: string): Promise<number | undefined> {
  const text = await readFile(resolve(dataDir, PORT_FILE), 'utf8').catch(() => '');
  const port = Number(text.trim());
  return Number.isInteger(port) && port > 0 && port < 65_536 ? port : undefined;
}

export async function rememberPort(dataDir: string, port: number): Promise<void> {
  await mkdir(dataDir, { recursive: true });
  await writeFile(resolve(dataDir, PORT_FILE), `${port}\n`);
}

/**
 * The port for this checkout's embedded PostgreSQL: the one it used last time when that is still free
 * (a stable address for tools pointed at it), otherwise a fresh one. A fixed port made a second
 * checkout running at the same time fail. The caller remembers it (`rememberPort`) once the cluster
 * started on it, so a failed start never overwrites the port a running cluster uses.
 */
export async function chooseDatabasePort(dataDir: string, avoid: readonly number[] = []): Promise<number> {
  const remembered = await rememberedPort(dataDir);
  if (remembered !== undefined && !avoid.includes(remembered) && (await isPortFree(remembered))) {
    return remembered;
  }
  let port = await ephemeralPort();
  while (avoid.includes(port)) port = await ephemeralPort();
  return port;
}
