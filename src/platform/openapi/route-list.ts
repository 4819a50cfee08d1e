import type { Express } from 'express';

/** One route an Express app answers: `GET /api/member/{memberId}` (OpenAPI path syntax). */
export interface ServedRoute {
  method: string;
  path: string;
}

interface Layer {
  rawPath?: unknown;
  route?: { path: unknown; methods: Record<string, boolean> };
  handle?: { stack?: Layer[] };
}

/** `/member/:memberId` as OpenAPI writes it: `/member/{memberId}`; no trailing slash. */
export function toOpenApiPath(expressPath: string): string {
  if (/[*?(){}]/.test(expressPath)) {
    throw new Error(
      `Route path ${expressPath}: wildcards and optional segments cannot be listed; name each path.`,
    );
  }
  const path = expressPath.replace(/\/+/g, '/').replace(/:(\w+)/g, '{$1}');
  return path.length > 1 ? path.replace(/\/$/, '') : path;
}

function pathOf(layer: Layer, where: string): string {
  if (typeof layer.rawPath !== 'string') {
    throw new Error(`A route or router under ${where || '/'} is mounted on a non-string path; use one path.`);
  }
  return layer.rawPath === '/' ? '' : layer.rawPath;
}

function walk(stack: readonly Layer[], prefix: string, routes: ServedRoute[]): void {
  for (const layer of stack) {
    if (layer.route) {
      if (typeof layer.route.path !== 'string') {
        throw new Error(`A route under ${prefix || '/'} has a non-string path; use one path per route.`);
      }
      const path = toOpenApiPath(`${prefix}${layer.route.path}`);
      for (const [method, enabled] of Object.entries(layer.route.methods)) {
        if (!enabled) continue;
        routes.push({ method: method === '_all' ? 'all' : method, path });
      }
    } else if (Array.isArray(layer.handle?.stack)) {
      walk(layer.handle.stack, `${prefix}${pathOf(layer, prefix)}`, routes);
    }
  }
}

/**
 * Every route an Express 5 app declares, nested routers included (router 2.x keeps each layer's
 * path as `rawPath`). Middleware that answers requests without a route (static files, the typed RPC
 * adapter) is not a route and is not listed.
 */
export function listRoutes(app: Express): ServedRoute[] {
  const routes: ServedRoute[] = [];
  walk((app.router as unknown as { stack: Layer[] }).stack, '', routes);
  return routes;
}

export interface DocumentCoverage {
  /** Served routes the document does not describe, as `GET /api/x/{id}`. */
  undocumented: string[];
  /** Operations under /api the document describes but no route serves. */
  unserved: string[];
}

const OPERATION_METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);

/**
 * Compares the routes an app serves with the paths of its OpenAPI document. `unserved` looks only at
 * /api: the root paths (typed RPC, uploads) are answered by middleware that lists no routes.
 */
export function documentCoverage(
  routes: readonly ServedRoute[],
  document: { paths?: Record<string, object | undefined> },
): DocumentCoverage {
  const described = new Set<string>();
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const method of Object.keys(item ?? {})) {
      if (OPERATION_METHODS.has(method)) described.add(`${method.toUpperCase()} ${path}`);
    }
  }
  const served = new Set(routes.map((route) => `${route.method.toUpperCase()} ${route.path}`));
  return {
    undocumented: [...served].filter((route) => !described.has(route)),
    unserved: [...described].filter((operation) => operation.includes(' /api/') && !served.has(operation)),
  };
}
