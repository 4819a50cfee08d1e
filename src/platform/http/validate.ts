import type { RequestHandler } from 'express';
import type { z } from 'zod';
import { badRequest, type ErrorItem } from '../errors/app-error.ts';

interface RequestSchemas {
  body?: z.ZodType;
  query?: z.ZodType;
  params?: z.ZodType;
  headers?: z.ZodType;
}

/** Turns zod issues into the envelope's items: the first message of each failing field, in order. */
export function issuesToErrors(issues: readonly z.core.$ZodIssue[]): ErrorItem[] {
  const seen = new Set<string>();
  const errors: ErrorItem[] = [];
  for (const issue of issues) {
    const field = issue.path.map(String).join('.');
    if (seen.has(field)) continue;
    seen.add(field);
    errors.push(field ? { message: issue.message, field } : { message: issue.message });
  }
  return errors;
}

/** Parses and replaces what the handler reads, so handlers only ever see valid, typed input. */
export function parseOrThrow<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value ?? {});
  if (!result.success) throw badRequest(issuesToErrors(result.error.issues));
  return result.data;
}

/**
 * Express 5 exposes `req.query` as a getter, so parsed values go to `res.locals.input` where handlers
 * read them through `input(res)`.
 */
export function validate(schemas: RequestSchemas): RequestHandler {
  return (req, res, next) => {
    const issues: z.core.$ZodIssue[] = [];
    const parsed: Record<string, unknown> = {};
    for (const part of ['params', 'query', 'body', 'headers'] as const) {
      const schema = schemas[part];
      if (!schema) continue;
      const result = schema.safeParse(req[part] ?? {});
      if (result.success) parsed[part] = result.data;
      else issues.push(...result.error.issues);
    }
    if (issues.length > 0) return next(badRequest(issuesToErrors(issues)));
    res.locals.input = parsed;
    next();
  };
}

export function input<T>(res: { locals: Record<string, unknown> }): T {
  return res.locals.input as T;
}
