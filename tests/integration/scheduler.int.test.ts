import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { busEntities } from '../../src/platform/bus/index.ts';
import { createOrm, type MikroORM } from '../../src/platform/db/orm.ts';
import {
  createScheduler,
  SCHEDULED_QUEUE,
  ScheduledJobWorker,
  type Scheduler,
} from '../../src/platform/scheduler/index.ts';
import { eventually } from '../support/leagues-factories.ts';
import { dropRedisKeys } from '../support/redis-keys.ts';
import { createTestDatabase, type TestDatabase, uniqueRedisPrefix } from '../support/test-database.ts';

const redisUrl = inject('redisUrl');
const prefix = uniqueRedisPrefix('scheduler');
let database: TestDatabase;
let orm: MikroORM;
let scheduler: Scheduler;

beforeAll(async () => {
  database = await createTestDatabase();
  orm = await createOrm({ databaseUrl: database.url, poolMax: 4, entities: busEntities });
  // One attempt: a job that throws has failed for good at once.
  scheduler = createScheduler({ orm, redisUrl, prefix, attempts: 1 });
});
afterAll(async () => {
  await scheduler?.close();
  await orm?.close(true);
  await database?.drop();
  await dropRedisKeys(redisUrl, prefix);
});

const planned = async () =>
  (await orm.em
    .fork()
    .execute<Array<{ id: string; name: string; data: unknown }>>(
      'select id, name, data from scheduled_job order by id',
    )) as Array<{ id: string; name: string; data: unknown }>;

/** What a Redis without persistence holds after a restart: none of the queue's jobs. */
const redisLosesItsData = () => dropRedisKeys(redisUrl, `${prefix}:${SCHEDULED_QUEUE}:`);

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
    expect(await planned()).toEqual([{ id: 'job_1', name: 'test.remind', data: { n: 1 } }]);

    const later = new Date(Date.now() + 7_200_000);
    await scheduler.schedule('test.remind', 'job_1', later, { n: 2 });
    const moved = await scheduler.find('job_1');
    expect(moved!.data).toEqual({ n: 2 });
    expect(Math.abs(moved!.runAt.getTime() - later.getTime())).toBeLessThan(1000);
    expect(await planned()).toEqual([{ id: 'job_1', name: 'test.remind', data: { n: 2 } }]);

    expect(await scheduler.cancel('job_1')).toBe(true);
    expect(await scheduler.find('job_1')).toBeUndefined();
    expect(await scheduler.cancel('job_1')).toBe(false);
    expect(await planned()).toEqual([]);
  });

  it('puts back, at their time, the planned jobs a Redis that lost its data no longer has', async () => {
    const inAnHour = new Date(Date.now() + 3_600_000);
    const tomorrow = new Date(Date.now() + 86_400_000);
    await scheduler.schedule('test.remind', 'lost_1', inAnHour, { n: 1 });
    await scheduler.schedule('test.expire', 'lost_2', tomorrow, { hold: 'h2' });
    await redisLosesItsData();
    expect(await scheduler.find('lost_1')).toBeUndefined();

    expect(await scheduler.restore()).toBe(2);
    const back = await scheduler.find('lost_1');
    expect(back).toMatchObject({ id: 'lost_1', name: 'test.remind', data: { n: 1 } });
    expect(Math.abs(back!.runAt.getTime() - inAnHour.getTime())).toBeLessThan(1000);
    expect(await scheduler.find('lost_2')).toMatchObject({ name: 'test.expire', data: { hold: 'h2' } });
    // A job Redis still has is left as it is.
    expect(await scheduler.restore()).toBe(0);

    await scheduler.cancel('lost_1');
    await scheduler.cancel('lost_2');
  });

  it('forgets a job once it has run or failed for good, so nothing comes back that is done', async () => {
    const ran: string[] = [];
    const worker = new ScheduledJobWorker({
      orm,
      redisUrl,
      prefix,
      handlers: [
        { name: 'test.works', handle: async (data: { n: number }) => void ran.push(`works ${data.n}`) },
        {
          name: 'test.breaks',
          handle: async () => {
            throw new Error('broken for good');
          },
        },
      ],
    });
    worker.start();
    try {
      await scheduler.schedule('test.works', 'done_1', new Date(), { n: 1 });
      await scheduler.schedule('test.breaks', 'done_2', new Date(), {});
      await eventually(planned, (rows) => rows.length === 0);
      expect(ran).toEqual(['works 1']);
      await redisLosesItsData();
      expect(await scheduler.restore()).toBe(0);
    } finally {
      await worker.close();
    }
  });
});
