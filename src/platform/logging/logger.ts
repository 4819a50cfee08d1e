import { type DestinationStream, type Logger, type LoggerOptions, pino } from 'pino';
import type { Config } from '../config/config.ts';

export type { Logger };

/** JSON logs on stdout, one line per entry; secrets never reach them (see redact). */
export function createLogger(config: Pick<Config, 'LOG_LEVEL'>, destination?: DestinationStream): Logger {
  const options: LoggerOptions = {
    level: config.LOG_LEVEL,
    base: { service: 'playfield' },
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]', '*.password'],
      censor: '[redacted]',
    },
  };
  return destination ? pino(options, destination) : pino(options);
}
