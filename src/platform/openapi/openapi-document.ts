import { createDocument } from 'zod-openapi';
import type { ApiPaths } from './api-paths.ts';

export type OpenApiDocument = ReturnType<typeof createDocument>;

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

/** Every source's paths in one object; two sources describing the same operation is a mistake. */
export function mergeApiPaths(sources: readonly ApiPaths[]): ApiPaths {
  const merged: ApiPaths = {};
  for (const source of sources) {
    for (const [path, item] of Object.entries(source)) {
      const existing = merged[path];
      if (!existing) {
        merged[path] = { ...item };
        continue;
      }
      for (const method of METHODS) {
        if (!item[method]) continue;
        if (existing[method]) throw new Error(`OpenAPI: ${method.toUpperCase()} ${path} is described twice`);
        existing[method] = item[method];
      }
    }
  }
  return merged;
}

/**
 * The API's OpenAPI 3.1 document, generated from the zod schemas the routes validate with. Sources
 * are the platform's routes and each module's `apiPaths`.
 */
export function createOpenApiDocument(sources: readonly ApiPaths[]): OpenApiDocument {
  return createDocument({
    openapi: '3.1.0',
    info: {
      title: 'Playfield API',
      version: '1',
      description: [
        'JSON in, JSON out. Success: `{ "status": "success", "data": … }`; failure: `{ "status": "error",',
        '"errors": [{ "message", "code"?, "field"? }] }`. Requests authenticate with the access token as',
        '`Authorization: Bearer` or the `pf_access` cookie; state-changing cookie requests must be JSON',
        '(multipart for uploads) and same-origin.',
      ].join(' '),
    },
    servers: [{ url: '/', description: 'This server' }],
    paths: mergeApiPaths(sources),
    components: {
      securitySchemes: {
        bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        cookieAuth: { type: 'apiKey', in: 'cookie', name: 'pf_access' },
      },
    },
  });
}
