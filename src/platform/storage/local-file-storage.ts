import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import express, { Router } from 'express';
import { z } from 'zod';
import type { ApiPaths } from '../openapi/api-paths.ts';
import { assertSafeKey, type FileStorage } from './file-storage.ts';

/** Files under `<DATA_DIR>/uploads`, served by `uploadsRoutes` at `/uploads/<key>`. */
export function createLocalFileStorage(rootDir: string, publicPath = '/uploads'): FileStorage {
  const root = resolve(rootDir);
  return {
    async put(key, body) {
      assertSafeKey(key);
      const file = join(root, key);
      await mkdir(dirname(file), { recursive: true });
      await writeFile(file, body);
      return { key, url: `${publicPath}/${key}` };
    },
    async delete(key) {
      assertSafeKey(key);
      await rm(join(root, key), { force: true });
    },
  };
}

/**
 * Serves the local uploads. Names are content-addressed, so a URL's bytes never change: browsers and
 * proxies may keep them for a year without asking again.
 */
export function uploadsRoutes(rootDir: string): Router {
  const router = Router();
  router.use(
    express.static(resolve(rootDir), {
      immutable: true,
      maxAge: '365d',
      index: false,
      dotfiles: 'deny',
      redirect: false,
    }),
  );
  router.use((_req, res) => {
    res.status(404).type('text/plain').send('Not found');
  });
  return router;
}

/**
 * The uploads in the API reference. express.static answers them, not a declared route (a key has
 * slashes, which no route path can name), so they are described here, beside the middleware.
 */
export const uploadsApiPaths: ApiPaths = {
  '/uploads/{key}': {
    get: {
      tags: ['Platform'],
      summary: 'An uploaded file (local storage)',
      description:
        'Served only with `STORAGE_DRIVER=local`; with S3 the URLs point at the bucket. Names are content-addressed, so the bytes behind a URL never change (cached for a year).',
      requestParams: {
        path: z.object({
          key: z.string().meta({
            description: 'The storage key, slashes included, e.g. `avatars/3f/3f…9a.webp`.',
            example: 'avatars/3f/3f2a9c.webp',
          }),
        }),
      },
      responses: {
        200: { description: 'The file.', content: { 'image/*': {}, 'application/octet-stream': {} } },
        404: { description: 'No such file.', content: { 'text/plain': {} } },
      },
    },
  },
};
