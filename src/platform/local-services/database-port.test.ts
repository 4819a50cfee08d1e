import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  chooseDatabasePort,
  ephemeralPort,
  isPortFree,
  PORT_FILE,
  rememberedPort,
  rememberPort,
} from './database-port.ts';

let dataDir: string;
const servers: Server[] = [];

function occupy(port: number): Promise<void> {
  const server = createServer();
  servers.push(server);
  return new Promise((done) => server.listen(port, '127.0.0.1', () => done()));
}

beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'db-port-'));
});
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((done) => server.close(done))));
  await rm(dataDir, { recursive: true, force: true });
});

describe('the embedded database port', () => {
  it('takes a free port on the first run', async () => {
    const port = await chooseDatabasePort(join(dataDir, 'fresh'));
    expect(await isPortFree(port)).toBe(true);
  });

  it('remembers a port under the data directory, creating it if needed', async () => {
    const fresh = join(dataDir, 'fresh');
    await rememberPort(fresh, 55_432);
    expect(await readFile(join(fresh, PORT_FILE), 'utf8')).toBe('55432\n');
    expect(await rememberedPort(fresh)).toBe(55_432);
  });

  it('takes the remembered port again when it is free', async () => {
    const port = await ephemeralPort();
    await rememberPort(dataDir, port);
    expect(await chooseDatabasePort(dataDir)).toBe(port);
  });

  it('takes another port when the remembered one is in use, leaving the memory to a successful start', async () => {
    const taken = await ephemeralPort();
    await occupy(taken);
    await rememberPort(dataDir, taken);
    expect(await chooseDatabasePort(dataDir)).not.toBe(taken);
    expect(await rememberedPort(dataDir)).toBe(taken);
  });

  it('ignores a damaged port file', async () => {
    await writeFile(join(dataDir, PORT_FILE), 'not a port');
    expect(await rememberedPort(dataDir)).toBeUndefined();
    expect(await chooseDatabasePort(dataDir)).toBeGreaterThan(0);
  });

  it('avoids the ports a failed attempt already tried', async () => {
    const first = await ephemeralPort();
    await rememberPort(dataDir, first);
    expect(await chooseDatabasePort(dataDir, [first])).not.toBe(first);
  });

  it('gives two checkouts starting at once different ports', async () => {
    const [a, b] = await Promise.all([
      chooseDatabasePort(join(dataDir, 'a')),
      chooseDatabasePort(join(dataDir, 'b')),
    ]);
    expect(a).not.toBe(b);
  });
});
