import { OptimisticLockError, UniqueConstraintViolationException } from '@mikro-orm/core';
import { describe, expect, it } from 'vitest';
import { AppError } from '../errors/app-error.ts';
import { CONCURRENT_CHANGE_MESSAGE, concurrentChangeConflict, isUniqueViolation } from './write-errors.ts';

describe('concurrentChangeConflict', () => {
  it('turns a lost optimistic-lock race into a 409 the client can act on', () => {
    const conflict = concurrentChangeConflict(OptimisticLockError.lockFailed('Member'));
    expect(conflict).toBeInstanceOf(AppError);
    expect(conflict?.status).toBe(409);
    expect(conflict?.errors).toEqual([{ message: CONCURRENT_CHANGE_MESSAGE, code: 'ConcurrentChange' }]);
  });

  it('leaves every other error alone', () => {
    expect(concurrentChangeConflict(new Error('connection refused'))).toBeUndefined();
    expect(concurrentChangeConflict(undefined)).toBeUndefined();
  });
});

describe('isUniqueViolation', () => {
  it("recognises MikroORM's exception and a raw PostgreSQL 23505", () => {
    expect(isUniqueViolation(new UniqueConstraintViolationException(new Error('duplicate key')))).toBe(true);
    expect(isUniqueViolation(Object.assign(new Error('boom'), { code: '23505' }))).toBe(true);
    expect(isUniqueViolation(new Error('deadlock detected'))).toBe(false);
  });
});
