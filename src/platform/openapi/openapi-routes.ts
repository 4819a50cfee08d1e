import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import compression from 'compression';
import { z } from 'zod';
import { AppError } from '../errors/app-error.ts';
import { defineRoutes, sends } from '../http/declared-routes.ts';
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
 * reads it), both under /api. The deps are the function that builds the document.
 */
export const openApiRoutes = defineRoutes<() => OpenApiDocument>(
  { mount: '/', tags: ['Reference'] },
  (route) => {
    // Built once per app (the tests start several, with different modules).
    const documents = new WeakMap<() => OpenApiDocument, string>();
    return [
      route.get('/openapi.json', {
        auth: 'public',
        summary: 'This OpenAPI 3.1 document',
        reply: sends({
          200: {
            description: 'The document (not wrapped in the success envelope).',
            content: { 'application/json': { schema: z.looseObject({ openapi: z.string() }) } },
          },
        }),
        handler: ({ deps: buildDocument, res }) => {
          const document = documents.get(buildDocument) ?? JSON.stringify(buildDocument());
          documents.set(buildDocument, document);
          res.type('application/json').send(document);
        },
      }),
      route.get('/docs', {
        auth: 'public',
        summary: 'A readable reference page of this document',
        reply: sends({ 200: { description: 'An HTML page.', content: { 'text/html': {} } } }),
        handler: ({ res }) => {
          res.type('html').send(REFERENCE_PAGE);
        },
      }),
      route.get('/docs/:asset', {
        auth: 'public',
        summary: 'A script, style sheet or icon of the reference page',
        // An unknown asset is the API's 404, not a 400: the parameter is described, not validated.
        requestParams: { path: z.object({ asset: z.enum(Object.keys(ASSETS) as [string, ...string[]]) }) },
        reply: sends({ 200: { description: 'The file.' } }),
        errors: [404],
        use: () => [compression()],
        handler: ({ req, res }) => {
          // Own keys only: `__proto__` or `constructor` would find the object's prototype, not a file.
          const asset = String(req.params.asset);
          const file = Object.hasOwn(ASSETS, asset) ? ASSETS[asset] : undefined;
          if (!file) throw new AppError(404, 'Not found.');
          res.setHeader('Cache-Control', 'public, max-age=3600');
          res.sendFile(file);
        },
      }),
    ];
  },
);
