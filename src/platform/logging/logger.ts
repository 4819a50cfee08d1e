import { type DestinationStream, type Logger, type LoggerOptions, pino } from 'pino';
import type { Config } from '../config/config.ts';

export type { Logger };

/**
 * JSON logs on stdout, one line per entry; secrets never reach them (see redact). Written
 * asynchronously: lines gather while a write is under way and go out together, instead of one
 * blocking write per request line (10–11 % of the API's CPU in issue 17's profile). pino flushes what
 * is still buffered when the process exits, `process.exit` after a graceful shutdown or a failed
 * start included, so the last lines are never lost.
 */
export function createLogger(config: Pick<Config, 'LOG_LEVEL'>, destination?: DestinationStream): Logger {
  const options: LoggerOptions = {
    level: config.LOG_LEVEL,
    base: { service: 'playfield' },
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]', '*.password'],
      censor: '[redacted]',
    },
  };
  return pino(options, destination ?? pino.destination({ dest: 1, sync: false }));
}
