import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RedisServer, startRedisServer } from '../support/redis-server.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

describe('GET /api/health when Redis goes away', () => {
  let redis: RedisServer;
  let app: TestApp;
  beforeAll(async () => {
    redis = await startRedisServer();
    app = await startTestApp({ worker: false, env: { REDIS_URL: redis.url } });
  });
  afterAll(async () => {
    await app?.stop();
    await redis?.stop();
  });

  it('answers 503 naming Redis, then ok again once it is back', async () => {
    expect((await app.request('/api/health')).status).toBe(200);
    await redis.stop();
    const down = await app.request('/api/health');
    expect(down.status).toBe(503);
    expect(await down.json()).toEqual({
      status: 'error',
      errors: [{ message: 'Redis is not answering.', code: 'Unhealthy' }],
    });
    await redis.restart();
    await expect.poll(async () => (await app.request('/api/health')).status, { timeout: 10_000 }).toBe(200);
  });
});
