import type { RequestHandler } from 'express';
import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { tooManyRequests } from '../errors/app-error.ts';

export interface RateLimitRule {
  /** Names the counter, e.g. `book-demo-ip`; the Redis prefix keeps deployments and tests apart. */
  name: string;
  points: number;
  durationSeconds: number;
}

export interface RateLimiter {
  /** Counts one attempt for `key`; throws a 429 AppError with Retry-After once the rule is exceeded. */
  consume(key: string, points?: number): Promise<void>;
  /** Forgets `key` (e.g. failed sign-ins after a successful one). */
  reset(key: string): Promise<void>;
}

/**
 * A fixed-window counter in Redis, shared by every API instance. If Redis is unreachable an in-memory
 * counter of the same rule takes over, so an outage neither opens the gates nor fails the request.
 */
export function createRedisCounter(redis: Redis, prefix: string, rule: RateLimitRule): RateLimiterRedis {
  const options = {
    keyPrefix: `${prefix}:rl:${rule.name}`,
    points: rule.points,
    duration: rule.durationSeconds,
  };
  return new RateLimiterRedis({
    ...options,
    storeClient: redis,
    useRedisPackage: false,
    insuranceLimiter: new RateLimiterMemory(options),
  });
}

/**
 * Counts attempts per key on a Redis counter and answers 429 once the rule is exceeded, with `message`
 * (default: 'Too many requests. Please try again later.').
 */
export function createRateLimiter(
  redis: Redis,
  prefix: string,
  rule: RateLimitRule,
  message?: string,
): RateLimiter {
  const limiter = createRedisCounter(redis, prefix, rule);
  return {
    async consume(key, points = 1) {
      try {
        await limiter.consume(key, points);
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes)
          throw tooManyRequests(rejection.msBeforeNext / 1000, message);
        throw rejection;
      }
    },
    async reset(key) {
      await limiter.delete(key);
    },
  };
}

/** Express middleware counting one attempt per client address. */
export function limitByIp(limiter: RateLimiter): RequestHandler {
  return async (req, _res, next) => {
    try {
      await limiter.consume(req.ip ?? 'unknown');
      next();
    } catch (error) {
      next(error);
    }
  };
}
