import type { RequestHandler } from 'express';
import { badRequest } from '../errors/app-error.ts';

export const INVALID_CHARACTERS = 'Remove the invalid characters and try again.';

/** Whether a parsed JSON value holds a NUL character anywhere, key or value. */
export function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 20 || value === null || typeof value !== 'object') return false;
  return Object.entries(value).some(([key, item]) => key.includes('\u0000') || containsNul(item, depth + 1));
}

// PostgreSQL text cannot hold U+0000: a NUL in any field fails the query (08P01, a 500). It is never
// part of a legitimate name, address, id or token, so it is a 400 before anything runs. create-app
// refuses it at the edge for every route: in the address, and in every JSON body once parsed.

/** `%00` (or a raw NUL) anywhere in the path or query string, of any route. */
export const rejectNulInAddress: RequestHandler = (req, _res, next) => {
  if (/%00/i.test(req.originalUrl) || req.originalUrl.includes('\u0000')) {
    return next(badRequest(INVALID_CHARACTERS));
  }
  next();
};

/** A NUL in a parsed JSON body, key or value. */
export const rejectNulInBody: RequestHandler = (req, _res, next) => {
  if (containsNul(req.body)) return next(badRequest(INVALID_CHARACTERS));
  next();
};
