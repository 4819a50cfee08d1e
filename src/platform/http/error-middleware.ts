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
 * Express's own parts mark the client's mistakes with a 4xx `status` (http-errors): the router's
 * URIError for a path parameter it cannot decode (a lone `%`, `%E0%A4%A`), `res.sendFile`'s 404 for a
 * file that is not there (a page of a build that was never made). That status, in our words, on every
 * route alike; not a 500.
 */
function fromHttpError(error: unknown): AppError | undefined {
  const status = (error as { status?: unknown } | null)?.status;
  if (typeof status !== 'number' || status < 400 || status > 499) return undefined;
  if (error instanceof URIError) return new AppError(400, ADDRESS_NOT_VALID);
  return new AppError(status, status === 404 ? 'Not found.' : 'The request is not valid.');
}

export const apiNotFound: RequestHandler = (_req, _res, next) => next(new AppError(404, 'Not found.'));

/** The one place errors become responses: the spec's envelope, never a stack trace or SQL. */
export function errorMiddleware(logger: Logger): ErrorRequestHandler {
  return (error: unknown, req, res, _next) => {
    const known =
      error instanceof AppError
        ? error
        : (databaseRefusal(error) ??
          fromBodyParser((error ?? {}) as BodyParserError) ??
          fromHttpError(error));
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
