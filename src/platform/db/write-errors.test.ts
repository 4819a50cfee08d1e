import { OptimisticLockError, UniqueConstraintViolationException } from '@mikro-orm/core';
import { describe, expect, it } from 'vitest';
import { AppError } from '../errors/app-error.ts';
import {
  CONCURRENT_CHANGE_MESSAGE,
  concurrentChangeConflict,
  INVALID_VALUE_MESSAGE,
  invalidValueRefusal,
  isUniqueViolation,
} from './write-errors.ts';

describe('concurrentChangeConflict', () => {
  it('turns a lost optimistic-lock race into a 409 the client can act on', () => {
    const conflict = concurrentChangeConflict(OptimisticLockError.lockFailed('Member'));
    expect(conflict).toBeInstanceOf(AppError);
    expect(conflict?.status).toBe(409);
    expect(conflict?.errors).toEqual([{ message: CONCURRENT_CHANGE_MESSAGE, code: 'ConcurrentChange' }]);
  });

  it('answers a write that lost any other race 409 too: an unexpected unique violation, a deadlock', () => {
    for (const error of [
      new UniqueConstraintViolationException(new Error('duplicate key value violates unique constraint')),
      Object.assign(new Error('duplicate key'), { code: '23505' }),
      Object.assign(new Error('deadlock detected'), { code: '40P01' }),
      Object.assign(new Error('could not serialize access'), { code: '40001' }),
    ])
      expect(concurrentChangeConflict(error)?.status).toBe(409);
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

describe('invalidValueRefusal', () => {
  const pgError = (code: string) => Object.assign(new Error('invalid input'), { code });

  it('answers an id of the wrong form 404 and any other value PostgreSQL refuses 400', () => {
    expect(invalidValueRefusal(pgError('22P02'))).toMatchObject({
      status: 404,
      errors: [{ message: 'Not found.' }],
    });
    for (const code of ['22003', '22008', '22007', '22021'])
      expect(invalidValueRefusal(pgError(code))).toMatchObject({
        status: 400,
        errors: [{ message: INVALID_VALUE_MESSAGE }],
      });
  });

  it('leaves every other database error alone, so it stays a 500', () => {
    for (const code of ['23505', '40001', '08P01', '42P01'])
      expect(invalidValueRefusal(pgError(code))).toBeUndefined();
    expect(invalidValueRefusal(new Error('connection refused'))).toBeUndefined();
    expect(invalidValueRefusal(null)).toBeUndefined();
  });
});
