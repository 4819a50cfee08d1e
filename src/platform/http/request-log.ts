import type { RequestHandler } from 'express';
import { identifiedMember } from '../auth/auth-guards.ts';
import type { Logger } from '../logging/logger.ts';

/**
 * Load balancers poll health every few seconds and Prometheus scrapes /metrics (README "Operating it");
 * at info they would drown the requests people make. Both still count in the request metrics.
 */
const QUIET_PATHS = new Set(['/api/health', '/metrics']);

/**
 * One line per request once its response is done: method, path, status, duration, request id and the
 * member when one was signed in. The path goes without its query string, which carries one-time tokens
 * (e-mail verification, password reset). Headers, redacted by the logger, only at debug level: at info
 * they cost megabytes an hour and say little.
 */
export function requestLog(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    res.once('close', () => {
      const path = (req.originalUrl || req.url).split('?')[0] ?? '/';
      const level = QUIET_PATHS.has(path) ? 'debug' : 'info';
      if (!logger.isLevelEnabled(level)) return;
      const durationMs = Math.round(Number(process.hrtime.bigint() - started) / 1e4) / 100;
      const member = identifiedMember(req);
      const line: Record<string, unknown> = {
        reqId: req.id,
        method: req.method,
        path,
        status: res.statusCode,
        durationMs,
      };
      if (member) line.memberId = member.memberId;
      // A client that hung up before the response ended: the status is what we meant to send.
      if (!res.writableFinished) line.aborted = true;
      if (logger.isLevelEnabled('debug')) {
        line.req = { headers: req.headers };
        line.res = { headers: res.getHeaders() };
      }
      logger[level](line, `${req.method} ${path} ${res.statusCode}`);
    });
    next();
  };
}
