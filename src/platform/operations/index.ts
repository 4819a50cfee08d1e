// What an operator running the app for a city looks at: the queue dashboard (/admin/queues) and the
// Prometheus metrics (/metrics), both behind operator staff sign-in. The composition root starts it in
// every process that serves HTTP; see README "Operating it".
import { type RequestHandler, Router } from 'express';
import type { AuthGuards } from '../auth/auth-guards.ts';
import type { RouteMount } from '../container/tokens.ts';
import type { MikroORM } from '../db/orm.ts';
import type { Logger } from '../logging/logger.ts';
import { createAppMetrics } from './app-metrics.ts';
import { openMonitoredQueues } from './monitored-queues.ts';
import { operatorAccess } from './operator-access.ts';
import { QUEUE_DASHBOARD_PATH, queueDashboard } from './queue-dashboard.ts';
import { requestMetrics } from './request-metrics.ts';

export { QUEUE_DASHBOARD_PATH } from './queue-dashboard.ts';

export const METRICS_PATH = '/metrics';

export interface OperationsSettings {
  orm: MikroORM;
  redisUrl: string;
  redisPrefix: string;
  guards: AuthGuards;
  isOperator(memberId: string): Promise<boolean>;
  metricsToken?: string | undefined;
  logger: Logger;
}

export interface Operations {
  /** Mounted first in the HTTP pipeline: times every request by its route pattern. */
  requestMetrics: RequestHandler;
  /** /metrics and /admin/queues, mounted from the root (they are not JSON API routes). */
  routes: RouteMount[];
  /** Tells the socket gauge how many sockets this process holds, once the Socket.IO server exists. */
  countSocketsWith(count: () => number): void;
  stop(): Promise<void>;
}

export function startOperations(settings: OperationsSettings): Operations {
  const monitored = openMonitoredQueues(settings.redisUrl, settings.redisPrefix);
  let socketCount = () => 0;
  const registry = createAppMetrics({
    orm: settings.orm,
    queues: monitored.queues,
    socketCount: () => socketCount(),
    logger: settings.logger,
  });
  const access = operatorAccess(settings);

  // Middleware, not a route: /metrics is for scrapers, not part of the JSON API, so it stays out of
  // the OpenAPI document (whose completeness test lists routes), like the dashboard's own sub-app.
  const metrics = Router();
  metrics.use(access.metrics, async (req, res, next) => {
    if (req.path !== '/' || (req.method !== 'GET' && req.method !== 'HEAD')) return next();
    try {
      const text = await registry.metrics();
      res.set('Cache-Control', 'no-store').type(registry.contentType).send(text);
    } catch (error) {
      next(error);
    }
  });

  return {
    requestMetrics: requestMetrics(registry),
    routes: [
      { path: METRICS_PATH, router: metrics },
      { path: QUEUE_DASHBOARD_PATH, router: queueDashboard(monitored.queues, access.dashboard) },
    ],
    countSocketsWith(count) {
      socketCount = count;
    },
    stop: () => monitored.close(),
  };
}
