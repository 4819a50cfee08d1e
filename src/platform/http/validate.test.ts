import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from '../errors/app-error.ts';
import { issuesToErrors, parseOrThrow } from './validate.ts';

const schema = z.object({
  password: z
    .string()
    .min(8, 'Password must be at least 8 characters long')
    .regex(/[A-Z]/, 'Password must contain at least one uppercase letter'),
  team: z.object({ name: z.string().min(1, 'This field is required') }),
});

describe('issuesToErrors', () => {
  it('keeps the first message of each failing field, with its dotted path', () => {
    const result = schema.safeParse({ password: 'short', team: { name: '' } });
    expect(result.success).toBe(false);
    expect(issuesToErrors(result.error!.issues)).toEqual([
      { message: 'Password must be at least 8 characters long', field: 'password' },
      { message: 'This field is required', field: 'team.name' },
    ]);
  });
});

describe('parseOrThrow', () => {
  it('throws a 400 AppError listing the failing fields', () => {
    try {
      parseOrThrow(schema, { password: 'longenough', team: { name: 'Reds' } });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).status).toBe(400);
      expect((error as AppError).errors).toEqual([
        { message: 'Password must contain at least one uppercase letter', field: 'password' },
      ]);
    }
  });

  it('returns the parsed value when valid', () => {
    expect(parseOrThrow(schema, { password: 'Longenough', team: { name: 'Reds' } })).toEqual({
      password: 'Longenough',
      team: { name: 'Reds' },
    });
  });
});
