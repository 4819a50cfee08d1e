import { afterAll, describe, expect, inject, it } from 'vitest';
import { createScheduler } from '../../src/platform/scheduler/index.ts';
import { uniqueRedisPrefix } from '../support/test-database.ts';

const scheduler = createScheduler({ redisUrl: inject('redisUrl'), prefix: uniqueRedisPrefix('scheduler') });
afterAll(() => scheduler.close());

describe('Scheduler', () => {
  it('keeps a job under its id until its time, moves it when scheduled again, drops it on cancel', async () => {
    const runAt = new Date(Date.now() + 3_600_000);
    await scheduler.schedule('test.remind', 'job_1', runAt, { n: 1 });
    expect(await scheduler.find('job_1')).toEqual({
      id: 'job_1',
      name: 'test.remind',
      runAt: expect.any(Date),
      data: { n: 1 },
    });
    expect(Math.abs((await scheduler.find('job_1'))!.runAt.getTime() - runAt.getTime())).toBeLessThan(1000);

    const later = new Date(Date.now() + 7_200_000);
    await scheduler.schedule('test.remind', 'job_1', later, { n: 2 });
    const moved = await scheduler.find('job_1');
    expect(moved!.data).toEqual({ n: 2 });
    expect(Math.abs(moved!.runAt.getTime() - later.getTime())).toBeLessThan(1000);

    expect(await scheduler.cancel('job_1')).toBe(true);
    expect(await scheduler.find('job_1')).toBeUndefined();
    expect(await scheduler.cancel('job_1')).toBe(false);
  });
});
