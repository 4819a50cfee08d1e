import type { Redis } from 'ioredis';
import { RateLimiterRes } from 'rate-limiter-flexible';
import type { Logger } from '../logging/logger.ts';
import { createRedisCounter } from '../rate-limit/rate-limiter.ts';
import type { Mailer } from './mailer.ts';

/** Where subscribers that mail notifications (not account mail such as a password reset) find their Mailer. */
export const NOTIFICATION_MAILER = Symbol.for('platform.NotificationMailer');

/** Whether one more notification e-mail may go to `recipient` this hour. */
export interface MailBudget {
  take(recipient: string): Promise<boolean>;
}

/** At most `perHour` notification e-mails a recipient an hour, counted in Redis (shared by every worker). */
export function createMailBudget(redis: Redis, prefix: string, perHour: number): MailBudget {
  const counter = createRedisCounter(redis, prefix, {
    name: 'notification-mail',
    points: perHour,
    durationSeconds: 3600,
  });
  return {
    async take(recipient) {
      try {
        await counter.consume(recipient.trim().toLowerCase());
        return true;
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes) return false;
        throw rejection;
      }
    },
  };
}

/**
 * The Mailer notification subscribers use: past the recipient's budget for the hour a mail is dropped
 * (logged, not retried); the notification itself stays in the member's bell.
 */
export function budgetedMailer(mailer: Mailer, budget: MailBudget, logger: Logger): Mailer {
  return {
    async send(message) {
      if (await budget.take(message.to)) return mailer.send(message);
      logger.info({ subject: message.subject }, 'notification e-mail over the hourly cap: not sent');
    },
    close: () => mailer.close(),
  };
}
