import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import express, { Router } from 'express';
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
