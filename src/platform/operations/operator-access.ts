import { createHash, timingSafeEqual } from 'node:crypto';
import type { Request, RequestHandler } from 'express';
import type { AuthGuards } from '../auth/auth-guards.ts';
import { AppError, forbidden, unauthorized } from '../errors/app-error.ts';

export interface OperatorAccessSettings {
  guards: AuthGuards;
  /** Whether a signed-in member operates the app (the composition root says who: see runtime.ts). */
  isOperator(memberId: string): Promise<boolean>;
  /** METRICS_TOKEN: a scraper's bearer token for /metrics; unset, /metrics takes staff sign-in only. */
  metricsToken?: string | undefined;
}

export const STAFF_ONLY_MESSAGE = "Only the operator's staff may open this.";
const SIGN_IN_MESSAGE = 'Sign in as staff to open this.';
const METRICS_SIGN_IN_MESSAGE = 'Send the metrics token (METRICS_TOKEN) or sign in as staff.';

const digest = (value: string) => createHash('sha256').update(value).digest();
const bearerOf = (req: Request) => /^Bearer\s+(\S+)$/i.exec(req.headers.authorization?.trim() ?? '')?.[1];

/**
 * The one gate of the operator's pages, /admin/queues and /metrics: a signed-in member the app
 * recognises as operator staff (the SPA's own access cookie, or a Bearer access token), or, for
 * /metrics only, the scraper's token. A member who is not staff gets 403; nobody gets in anonymously.
 */
export function operatorAccess({ guards, isOperator, metricsToken }: OperatorAccessSettings) {
  const tokenDigest = metricsToken ? digest(metricsToken) : undefined;

  /** Resolves when the request comes from operator staff, else rejects with the answer to give. */
  const requireStaff = async (req: Request, signInMessage = SIGN_IN_MESSAGE) => {
    let member: Awaited<ReturnType<AuthGuards['identify']>>;
    try {
      member = await guards.identify(req);
    } catch (error) {
      // An expired or foreign token: say what lets one in rather than "your session has expired".
      if (error instanceof AppError && error.status === 401) throw unauthorized(signInMessage);
      throw error;
    }
    if (!member) throw unauthorized(signInMessage);
    if (!(await isOperator(member.memberId))) throw forbidden(STAFF_ONLY_MESSAGE);
  };

  /**
   * The dashboard. A browser opening one of its pages unsigned is sent to the app's sign-in page;
   * its JSON API and its assets answer 401.
   */
  const dashboard: RequestHandler = (req, res, next) => {
    requireStaff(req).then(
      () => next(),
      (error: unknown) => {
        const opensPage =
          req.method === 'GET' && !req.path.startsWith('/api/') && !req.path.startsWith('/static/');
        if (opensPage && error instanceof AppError && error.status === 401)
          return res.redirect(303, '/login');
        next(error);
      },
    );
  };

  /** /metrics: the scraper's token (compared in constant time), else staff sign-in. */
  const metrics: RequestHandler = (req, res, next) => {
    const bearer = bearerOf(req);
    if (tokenDigest && bearer && timingSafeEqual(digest(bearer), tokenDigest)) return next();
    requireStaff(req, METRICS_SIGN_IN_MESSAGE).then(
      () => next(),
      (error: unknown) => {
        if (error instanceof AppError && error.status === 401)
          res.set('WWW-Authenticate', 'Bearer realm="metrics"');
        next(error);
      },
    );
  };

  return { dashboard, metrics };
}
