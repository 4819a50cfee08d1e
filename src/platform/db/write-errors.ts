import { OptimisticLockError, UniqueConstraintViolationException } from '@mikro-orm/core';
import { AppError } from '../errors/app-error.ts';

export const CONCURRENT_CHANGE_MESSAGE = 'Someone else changed this at the same time. Reload and try again.';

/**
 * A flush that lost an optimistic-lock race: the row's version moved on since it was loaded, so the
 * change was made against a stale copy and nothing was written. The client may reload and retry: a
 * 409, not a 500. The HTTP edges (error middleware, typed RPC) call this, so every module gets it.
 */
export function concurrentChangeConflict(error: unknown): AppError | undefined {
  if (!(error instanceof OptimisticLockError)) return undefined;
  return new AppError(409, [{ message: CONCURRENT_CHANGE_MESSAGE, code: 'ConcurrentChange' }]);
}

/** PostgreSQL's unique-violation, e.g. two sign-ups with one e-mail at the same instant. */
export function isUniqueViolation(error: unknown): boolean {
  if (error instanceof UniqueConstraintViolationException) return true;
  const code = (error as { code?: unknown } | null)?.code;
  return (
    code === '23505' || /unique constraint|duplicate key/i.test(String((error as Error | null)?.message))
  );
}
