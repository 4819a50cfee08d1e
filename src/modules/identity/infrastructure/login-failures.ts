import { tooManyRequests } from '../../../platform/errors/app-error.ts';
import { createRedisCounter } from '../../../platform/rate-limit/rate-limiter.ts';
import type { Redis } from '../../../platform/redis/redis.ts';

export interface LoginFailures {
  /** Throws a 429 with Retry-After while the account has too many recent failures. */
  assertNotLocked(email: string): Promise<void>;
  recordFailure(email: string): Promise<void>;
  clear(email: string): Promise<void>;
}

/**
 * Failed sign-ins per account (e-mail), counted whether or not the account exists so the 429 says
 * nothing about who has one. Success clears the count.
 */
export function createLoginFailures(
  redis: Redis,
  prefix: string,
  rule: { failures: number; windowSeconds: number },
): LoginFailures {
  const limiter = createRedisCounter(redis, prefix, {
    name: 'login-failures',
    points: rule.failures,
    durationSeconds: rule.windowSeconds,
  });
  return {
    async assertNotLocked(email) {
      const state = await limiter.get(email);
      if (state && state.consumedPoints >= rule.failures) throw tooManyRequests(state.msBeforeNext / 1000);
    },
    async recordFailure(email) {
      await limiter.penalty(email, 1);
    },
    async clear(email) {
      await limiter.delete(email);
    },
  };
}
