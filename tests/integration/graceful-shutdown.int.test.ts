import { Router } from 'express';
import { ContainerModule } from 'inversify';
import { describe, expect, it } from 'vitest';
import type { AppModule } from '../../src/platform/app-module.ts';
import { type RouteMount, TOKENS } from '../../src/platform/container/tokens.ts';
import { success } from '../../src/platform/http/envelope.ts';
import { startTestApp } from '../support/test-app.ts';

// A route that takes a while, like a slow report or upload, to be caught in flight by a shutdown.
let started: () => void;
const requestStarted = new Promise<void>((resolve) => {
  started = resolve;
});
const slowModule: AppModule = {
  name: 'slow',
  entities: [],
  containerModule: new ContainerModule(({ bind }) => {
    const router = Router();
    router.get('/', async (_req, res) => {
      started();
      await new Promise((resolve) => setTimeout(resolve, 700));
      res.json(success('finished'));
    });
    bind<RouteMount>(TOKENS.HttpRoutes).toConstantValue({ path: '/slow', router });
  }),
};

describe('graceful shutdown (what SIGTERM runs)', () => {
  it('finishes the request in flight, then refuses new connections', async () => {
    const app = await startTestApp({ modules: [slowModule] });
    try {
      const inFlight = app.request('/api/slow');
      await requestStarted;
      const stopping = app.runtime.stop();
      const response = await inFlight;
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ status: 'success', data: 'finished' });
      await stopping;
      await expect(fetch(`${app.url}/api/health`)).rejects.toThrow();
    } finally {
      await app.runtime.stop();
      await app.database.drop();
    }
  });
});
