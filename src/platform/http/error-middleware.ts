import type { ErrorRequestHandler, RequestHandler } from 'express';
import { databaseRefusal, invalidValueRefusal } from '../db/write-errors.ts';
import { AppError } from '../errors/app-error.ts';
import type { Logger } from '../logging/logger.ts';
import { failure } from './envelope.ts';

interface BodyParserError {
  type?: string;
  status?: number;
}

function fromBodyParser(error: BodyParserError): AppError | undefined {
  switch (error.type) {
    case 'entity.too.large':
      return new AppError(413, 'Request body is too large.');
    case 'entity.parse.failed':
      return new AppError(400, 'Request body is not valid JSON.');
    case 'charset.unsupported':
    case 'encoding.unsupported':
      return new AppError(415, 'Unsupported request encoding.');
    default:
      return undefined;
  }
}

const ADDRESS_NOT_VALID = 'The address is not valid. Check the link and try again.';

/**
 * Express's router decodes each path parameter and throws a URIError (status 400) when it cannot: a
 * lone `%` or a broken escape (`%E0%A4%A`) in any id. The client's mistake, on every route with a
 * parameter: a 400, not a 500.
 */
function fromRouter(error: unknown): AppError | undefined {
  if (error instanceof URIError) return new AppError(400, ADDRESS_NOT_VALID);
  return undefined;
}

export const apiNotFound: RequestHandler = (_req, _res, next) => next(new AppError(404, 'Not found.'));

/** The one place errors become responses: the spec's envelope, never a stack trace or SQL. */
export function errorMiddleware(logger: Logger): ErrorRequestHandler {
  return (error: unknown, req, res, _next) => {
    const known =
      error instanceof AppError
        ? error
        : (databaseRefusal(error) ?? fromRouter(error) ?? fromBodyParser((error ?? {}) as BodyParserError));
    if (known) {
      if (known.status >= 500) logger.error({ err: error, reqId: req.id }, 'request failed');
      // A value only the database refused: the answer is right, but a handler missed a check.
      else if (invalidValueRefusal(error))
        logger.warn({ err: error, reqId: req.id }, 'value refused by the database');
      res.status(known.status).set(known.headers).json(failure(known.errors));
      return;
    }
    logger.error({ err: error, reqId: req.id }, 'unhandled error');
    if (res.headersSent) return;
    res.status(500).json(failure([{ message: 'Something went wrong.' }]));
  };
}
