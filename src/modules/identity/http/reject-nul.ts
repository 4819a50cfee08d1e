import type { RequestHandler } from 'express';
import { badRequest } from '../../../platform/errors/app-error.ts';

export const INVALID_CHARACTERS = 'Remove the invalid characters and try again.';

/** Whether a parsed JSON value holds a NUL character anywhere, key or value. */
export function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 20 || value === null || typeof value !== 'object') return false;
  return Object.entries(value).some(([key, item]) => key.includes('\u0000') || containsNul(item, depth + 1));
}

/**
 * PostgreSQL text cannot hold U+0000: a NUL in any field would fail the query. It is never part of
 * a legitimate name, address or token, so it is a 400 before anything runs.
 */
export const rejectNul: RequestHandler = (req, _res, next) => {
  if (containsNul(req.body) || containsNul(req.query) || containsNul(req.params)) {
    return next(badRequest(INVALID_CHARACTERS));
  }
  next();
};
