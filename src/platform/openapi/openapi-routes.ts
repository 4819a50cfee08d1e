import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import compression from 'compression';
import { Router } from 'express';
import { z } from 'zod';
import { type ApiPaths, errors } from './api-paths.ts';
import type { OpenApiDocument } from './openapi-document.ts';

const swaggerUiDir = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

/** The files the reference page loads: Swagger UI's bundle and styles, and our own start-up script. */
const ASSETS: Record<string, string> = {
  'swagger-ui.css': join(swaggerUiDir, 'swagger-ui.css'),
  'swagger-ui-bundle.js': join(swaggerUiDir, 'swagger-ui-bundle.js'),
  'favicon-32x32.png': join(swaggerUiDir, 'favicon-32x32.png'),
  'reference.js': join(import.meta.dirname, 'reference-page.js'),
};

// No inline script or style: the page runs under the app's Content-Security-Policy as it is.
const REFERENCE_PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Playfield API reference</title>
<link rel="icon" type="image/png" href="/api/docs/favicon-32x32.png">
<link rel="stylesheet" href="/api/docs/swagger-ui.css">
</head>
<body>
<main id="api-reference"></main>
<script src="/api/docs/swagger-ui-bundle.js"></script>
<script src="/api/docs/reference.js"></script>
</body>
</html>
`;

/**
 * `GET /openapi.json` (the document, built on first request) and `GET /docs` (a reference page that
 * reads it), both under /api.
 */
export function openApiRoutes(buildDocument: () => OpenApiDocument): Router {
  const router = Router();
  let document: string | undefined;

  router.get('/openapi.json', (_req, res) => {
    document ??= JSON.stringify(buildDocument());
    res.type('application/json').send(document);
  });

  router.get('/docs', (_req, res) => {
    res.type('html').send(REFERENCE_PAGE);
  });

  router.get('/docs/:asset', compression(), (req, res, next) => {
    const file = ASSETS[String(req.params.asset)];
    if (!file) return next();
    res.setHeader('Cache-Control', 'public, max-age=3600');
    res.sendFile(file);
  });

  return router;
}

/** The reference's own routes, in the document they serve. */
export const openApiApiPaths: ApiPaths = {
  '/api/openapi.json': {
    get: {
      tags: ['Reference'],
      summary: 'This OpenAPI 3.1 document',
      responses: {
        200: {
          description: 'The document (not wrapped in the success envelope).',
          content: { 'application/json': { schema: z.looseObject({ openapi: z.string() }) } },
        },
      },
    },
  },
  '/api/docs': {
    get: {
      tags: ['Reference'],
      summary: 'A readable reference page of this document',
      responses: { 200: { description: 'An HTML page.', content: { 'text/html': {} } } },
    },
  },
  '/api/docs/{asset}': {
    get: {
      tags: ['Reference'],
      summary: 'A script, style sheet or icon of the reference page',
      requestParams: {
        path: z.object({ asset: z.enum(Object.keys(ASSETS) as [string, ...string[]]) }),
      },
      responses: { 200: { description: 'The file.' }, ...errors(404) },
    },
  },
};
