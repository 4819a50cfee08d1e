import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';

// A process that logs a burst far bigger than a pipe holds and exits at once, as a graceful shutdown
// does (`process.exit` right after its last line): every line must still arrive.
const child = `
  import { pino } from 'pino';
  import { createLogger } from ${JSON.stringify(new URL('./logger.ts', import.meta.url).href)};
  const logger = createLogger({ LOG_LEVEL: 'info' });
  for (let i = 0; i < 3000; i += 1) logger.info({ i, padding: 'x'.repeat(200) }, 'request');
  logger.info({ sync: logger[pino.symbols.streamSym].sync }, 'stopped');
  process.exit(0);
`;

describe('createLogger', () => {
  it('writes stdout asynchronously and still flushes every line when the process exits', async () => {
    const proc = spawn(process.execPath, ['--input-type=module', '-e', child], {
      cwd: new URL('../../..', import.meta.url).pathname,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    proc.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      output += chunk;
    });
    const code = await new Promise<number | null>((done) => proc.once('close', done));
    expect(code).toBe(0);
    const lines = output
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines).toHaveLength(3001);
    expect(lines.at(-1)).toMatchObject({ msg: 'stopped', sync: false });
  });
});
