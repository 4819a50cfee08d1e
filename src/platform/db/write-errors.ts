import { OptimisticLockError, UniqueConstraintViolationException } from '@mikro-orm/core';
import { AppError } from '../errors/app-error.ts';

const sqlState = (error: unknown) => (error as { code?: unknown } | null)?.code;

export const CONCURRENT_CHANGE_MESSAGE = 'Someone else changed this at the same time. Reload and try again.';

/**
 * A write that lost a race with another, so nothing was written and the client may reload and retry:
 * a 409, not a 500. An optimistic-lock flush whose row's version moved on since it was loaded; a
 * unique violation no handler expected (it checked the row was not there, and a concurrent request
 * inserted it in between: two copies of one invite sent at once, issue 17); a deadlock or a
 * serialization failure. The HTTP edges (error middleware, typed RPC) call this, so every module gets it.
 */
export function concurrentChangeConflict(error: unknown): AppError | undefined {
  const lostRace =
    error instanceof OptimisticLockError ||
    isUniqueViolation(error) ||
    sqlState(error) === '40001' ||
    sqlState(error) === '40P01';
  if (!lostRace) return undefined;
  return new AppError(409, [{ message: CONCURRENT_CHANGE_MESSAGE, code: 'ConcurrentChange' }]);
}

export const INVALID_VALUE_MESSAGE = 'A value in this request is not valid.';

/**
 * PostgreSQL's data exceptions (SQLSTATE class 22): a value from the request that its column cannot
 * hold, which only a query found out. Text that is no uuid or number (22P02) is an id of the wrong
 * form, and such an id names nothing: 404, as the handlers that check an id's form answer it. Any other
 * (a number out of range, an impossible date, bytes that are no UTF-8) is a 400. A client's mistake
 * either way, never a 500; the error middleware still logs it, so a missing check shows.
 */
export function invalidValueRefusal(error: unknown): AppError | undefined {
  const code = sqlState(error);
  if (typeof code !== 'string' || !code.startsWith('22')) return undefined;
  return code === '22P02' ? new AppError(404, 'Not found.') : new AppError(400, INVALID_VALUE_MESSAGE);
}

/** What the HTTP edges (error middleware, typed RPC) make of a database error: a 409, 404 or 400, or nothing. */
export const databaseRefusal = (error: unknown): AppError | undefined =>
  concurrentChangeConflict(error) ?? invalidValueRefusal(error);

/** PostgreSQL's unique-violation, e.g. two sign-ups with one e-mail at the same instant. */
export function isUniqueViolation(error: unknown): boolean {
  if (error instanceof UniqueConstraintViolationException) return true;
  const code = sqlState(error);
  return (
    code === '23505' || /unique constraint|duplicate key/i.test(String((error as Error | null)?.message))
  );
}
