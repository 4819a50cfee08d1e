import type { IncomingMessage } from 'node:http';
import { RequestContext } from '@mikro-orm/core';
import compression from 'compression';
import cookieParser from 'cookie-parser';
import express, { type Express, type RequestHandler } from 'express';
import helmet from 'helmet';
import { pinoHttp } from 'pino-http';
import type { Config } from '../config/config.ts';
import type { RouteMount } from '../container/tokens.ts';
import type { MikroORM } from '../db/orm.ts';
import type { Logger } from '../logging/logger.ts';
import type { LivePageProvider } from '../static-sites/live-pages.ts';
import { staticSites } from '../static-sites/static-sites.ts';
import { apiNotFound, errorMiddleware } from './error-middleware.ts';
import { pageSecurityPolicy } from './page-security-policy.ts';
import { rejectNulInAddress, rejectNulInBody } from './reject-nul.ts';
import { requestId } from './request-id.ts';
import { requestLog } from './request-log.ts';
import { requireJsonBody } from './require-json.ts';

export interface AppDependencies {
  config: Config;
  logger: Logger;
  orm: MikroORM;
  routes: RouteMount[];
  /** Mounted from the root before the static sites: typed RPC, uploaded files, operator pages. */
  rootRoutes?: RouteMount[];
  /** Times every request by its route pattern (src/platform/operations), ahead of everything else. */
  requestMetrics?: RequestHandler;
  /** What fills the operator site's live regions (TOKENS.LivePages). */
  livePages?: LivePageProvider[];
}

const noStore: RequestHandler = (_req, res, next) => {
  res.setHeader('Cache-Control', 'no-store');
  next();
};

/**
 * Keeps the bytes a JSON body was parsed from as `req.rawBody`: a webhook's signature (Stripe) is over
 * those exact bytes, which re-serialising the parsed object would not reproduce.
 */
const keepRawBody = (req: IncomingMessage, _res: unknown, buffer: Buffer) => {
  (req as IncomingMessage & { rawBody?: Buffer }).rawBody = buffer;
};

/** Every request of the API runs with its own EntityManager fork (MikroORM's RequestContext). */
function requestScopedEntityManager(orm: MikroORM): RequestHandler {
  return (_req, _res, next) => RequestContext.create(orm.em, next);
}

/**
 * Deeper mounts first, so one module's `/member/teams` is not swallowed by another's `/member` router
 * (whose `/:memberId` would take 'teams' for an id). Otherwise the modules' order is kept.
 */
function mostSpecificFirst(routes: RouteMount[]): RouteMount[] {
  const depth = (path: string) => path.split('/').filter(Boolean).length;
  return [...routes].sort((a, b) => depth(b.path) - depth(a.path));
}

/**
 * The HTTP pipeline: request id and JSON logs, security headers, then the API under /api (JSON only,
 * never cached, one error envelope) and, for everything else, the static sites chosen by host name.
 */
export function createApp({
  config,
  logger,
  orm,
  routes,
  rootRoutes = [],
  requestMetrics,
  livePages = [],
}: AppDependencies): Express {
  const app = express();
  app.disable('x-powered-by');
  // No ETag hash of every JSON body: API answers are no-store, so nothing would ever revalidate with
  // it (issue 17's profile). Static files keep theirs (express.static makes its own from the file).
  app.set('etag', false);
  app.set('trust proxy', config.TRUST_PROXY);
  // pino-http names the request and gives handlers `req.log` (with only the id bound); requestLog
  // writes the one line per request.
  app.use(pinoHttp({ logger, genReqId: requestId, autoLogging: false, quietReqLogger: true }));
  app.use(requestLog(logger));
  if (requestMetrics) app.use(requestMetrics);
  app.use(rejectNulInAddress);
  // helmet's other headers on everything; the Content-Security-Policy only on what is not JSON.
  app.use(helmet({ contentSecurityPolicy: false }));
  app.use(pageSecurityPolicy);

  app.use(cookieParser());
  // Before every router, the API's included: a roster or a league page is JSON of tens of kilobytes
  // (issue 17 measured a 200-member roster at 91.6 KB going out uncompressed when this sat after /api).
  app.use(compression());
  const api = express.Router();
  // RFC 8058 one-click unsubscribe: mail clients POST `List-Unsubscribe=One-Click` form-encoded, with
  // no cookie, Origin or session. The JSON-only rule below exists to stop a cross-site form riding on
  // a member's session cookie; these routes never look at the session (their only credential is the
  // HMAC token in their URL, which a forged form could not know) and never read the body, so they are
  // mounted ahead of that rule, and only they. Everything else keeps it.
  const formRoutes = routes.filter((mount) => mount.acceptsFormPosts);
  for (const { path, router } of formRoutes) api.use(path, noStore, requestScopedEntityManager(orm), router);
  api.use(
    noStore,
    requireJsonBody,
    express.json({ limit: config.JSON_BODY_LIMIT, verify: keepRawBody }),
    rejectNulInBody,
  );
  api.use(requestScopedEntityManager(orm));
  for (const { path, router } of mostSpecificFirst(routes.filter((mount) => !mount.acceptsFormPosts)))
    api.use(path, router);
  api.use(apiNotFound);
  app.use('/api', api);
  for (const { path, router } of rootRoutes) app.use(path, requestScopedEntityManager(orm), router);

  app.use(
    staticSites({
      webDistDir: config.WEB_DIST_DIR,
      marketingDistDir: config.MARKETING_DIST_DIR,
      aboutHosts: config.ABOUT_HOSTS,
      operatorHosts: config.OPERATOR_HOSTS,
      publicUrl: config.PUBLIC_URL,
      operatorLivePages: livePages,
    }),
  );
  app.use(errorMiddleware(logger));
  return app;
}
