export interface ErrorItem {
  message: string;
  code?: string;
  field?: string;
}

/**
 * An error a client caused or may act on. The error middleware turns it into the error envelope with
 * its status; anything else that escapes a handler is a 500 whose details stay in the log.
 */
export class AppError extends Error {
  readonly status: number;
  readonly errors: ErrorItem[];
  readonly headers: Record<string, string>;

  constructor(status: number, errors: ErrorItem[] | string, headers: Record<string, string> = {}) {
    const items = typeof errors === 'string' ? [{ message: errors }] : errors;
    super(items.map((item) => item.message).join(' '));
    this.name = 'AppError';
    this.status = status;
    this.errors = items;
    this.headers = headers;
  }
}

export const badRequest = (errors: ErrorItem[] | string) => new AppError(400, errors);
export const unauthorized = (message = 'You need to sign in to do that.', code?: string) =>
  new AppError(401, [{ message, ...(code ? { code } : {}) }]);
export const forbidden = (message = 'You are not allowed to do that.') => new AppError(403, message);
export const notFound = (message = 'Not found.') => new AppError(404, message);
export const conflict = (message: string, field?: string) =>
  new AppError(409, [{ message, ...(field ? { field } : {}) }]);
export const tooManyRequests = (
  retryAfterSeconds: number,
  message = 'Too many requests. Please try again later.',
) =>
  new AppError(429, [{ message, code: 'RateLimited' }], {
    'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))),
  });
