import type { Request, RequestHandler } from 'express';
import { Histogram, type Registry } from 'prom-client';

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** Up to 10 s: a request slower than that is a problem whatever its exact time. */
const BUCKETS_SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * Records the pattern of the route that answers a request, e.g. `/api/event/:eventId/rsvp`. Express
 * sets `req.route` when a route matches, with `req.baseUrl` then the mounts' part of the address; by
 * the time the response ends, an error passed on with `next(err)` has left the routers and `baseUrl`
 * is back to ''. So the pattern is taken at the moment Express assigns the route, through a setter.
 */
function watchRoutePattern(req: Request): () => string | undefined {
  let route: unknown;
  let pattern: string | undefined;
  Object.defineProperty(req, 'route', {
    configurable: true,
    enumerable: true,
    get: () => route,
    set(value: { path?: unknown } | undefined) {
      route = value;
      if (value) pattern = joinPath(mountPattern(req.baseUrl, req.params), String(value.path));
    },
  });
  return () => pattern;
}

const joinPath = (base: string, path: string) => {
  const joined = `${base}${path === '/' ? '' : path}`;
  return joined === '' ? '/' : joined;
};

const ID_SEGMENT = /^(\d+|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

const decoded = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

/**
 * `req.baseUrl` is the address's part the mounts matched, not their patterns: a group mounted at
 * `/team/:teamId/leaderboards` gives `/api/team/8c1…/leaderboards`. Each segment equal to a parameter
 * the mounts took goes back to its name (`:teamId`), and any id left (a number, a UUID) to `:id`.
 */
export function mountPattern(baseUrl: string, params: Record<string, unknown> = {}): string {
  const names = new Map<string, string>();
  for (const [name, value] of Object.entries(params)) if (typeof value === 'string') names.set(value, name);
  return baseUrl
    .split('/')
    .map((segment) => {
      if (segment === '') return segment;
      const name = names.get(decoded(segment));
      if (name) return `:${name}`;
      return ID_SEGMENT.test(segment) ? ':id' : segment;
    })
    .join('/');
}

/**
 * The route label: the matched pattern; else the mount that answered without a route (`/uploads` for
 * a file); else `/api (no route)` for an unknown API path (its 404 has left the routers, so `baseUrl`
 * is gone) and `static` for the rest (the SPA and the marketing sites, which have no routes). Never the
 * raw URL: ids and typos would make a series each and the scrape would grow without bound.
 */
export function routeLabel(pattern: string | undefined, baseUrl: string, path: string): string {
  if (pattern) return pattern;
  if (baseUrl) return mountPattern(baseUrl);
  return path === '/api' || path.startsWith('/api/') ? '/api (no route)' : 'static';
}

/**
 * `playfield_http_request_duration_seconds{method,route,status}`: a histogram, so its `_count` gives
 * the request rate per route and its buckets the latency, from one series set.
 */
export function requestMetrics(registry: Registry): RequestHandler {
  const duration = new Histogram({
    name: 'playfield_http_request_duration_seconds',
    help: 'HTTP requests by route pattern: count (rate) and time to the end of the response.',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: BUCKETS_SECONDS,
    registers: [registry],
  });
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    const patternOf = watchRoutePattern(req);
    res.once('close', () => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      duration.observe(
        {
          method: METHODS.has(req.method) ? req.method : 'other',
          route: routeLabel(patternOf(), req.baseUrl, req.originalUrl.split('?')[0] ?? ''),
          status: String(res.statusCode),
        },
        seconds,
      );
    });
    next();
  };
}
