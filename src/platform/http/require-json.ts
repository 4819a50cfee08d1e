import type { RequestHandler } from 'express';
import { AppError } from '../errors/app-error.ts';

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * State-changing API requests carry JSON (or multipart for uploads). Refusing form posts and
 * text/plain closes the classic cross-site form CSRF path for cookie-authenticated requests.
 */
export const requireJsonBody: RequestHandler = (req, _res, next) => {
  if (!BODY_METHODS.has(req.method)) return next();
  const hasBody =
    Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined;
  if (!hasBody) return next();
  if (req.is(['application/json', 'multipart/form-data'])) return next();
  next(new AppError(415, 'Send the request body as application/json.'));
};
