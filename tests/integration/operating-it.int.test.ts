import { randomUUID } from 'node:crypto';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENTS_QUEUE } from '../../src/platform/bus/index.ts';
import { QUEUE_NAMES } from '../../src/platform/operations/monitored-queues.ts';
import { SCHEDULED_QUEUE } from '../../src/platform/scheduler/index.ts';
import { eventsQueueOf } from '../support/failed-jobs.ts';
import { createMember, registerMember, sql, type TestMember } from '../support/identity-factories.ts';
import { makeStaff } from '../support/leagues-factories.ts';
import { memberSockets } from '../support/member-sockets.ts';
import { dropRedisKeys } from '../support/redis-keys.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

// README "Operating it": the queue dashboard and /metrics, through HTTP on real PostgreSQL and Redis.
// The app runs without workers, so a job put on a queue stays where the test put it.

const METRICS_TOKEN = 'scraper-token-0123456789abcdef-0123456789';

let app: TestApp;
let redis: Redis;
let eventsQueue: ReturnType<typeof eventsQueueOf>;
let events: Queue;
let scheduled: Queue;
let stranger: TestMember;
let referee: TestMember;
let otherCoordinator: TestMember;
let coordinator: TestMember;
const { socketOf } = memberSockets(() => app);

beforeAll(async () => {
  app = await startTestApp({ worker: false, env: { METRICS_TOKEN } });
  redis = new Redis(app.config.REDIS_URL, { maxRetriesPerRequest: null });
  eventsQueue = eventsQueueOf(app);
  events = eventsQueue.queue;
  scheduled = new Queue(SCHEDULED_QUEUE, { connection: redis, prefix: app.config.REDIS_PREFIX });
  [stranger, referee, otherCoordinator, coordinator] = await Promise.all([
    createMember(app),
    createMember(app),
    createMember(app),
    createMember(app),
  ]);
  await makeStaff(app, referee.id, 'referee');
  await makeStaff(app, otherCoordinator.id, 'coordinator', 77);
  await makeStaff(app, coordinator.id, 'coordinator');
}, 60_000);

afterAll(async () => {
  await eventsQueue?.close();
  await scheduled?.close();
  redis?.disconnect();
  await app?.stop();
  if (app) await dropRedisKeys(app.config.REDIS_URL, app.config.REDIS_PREFIX);
});

const scrape = async (headers: Record<string, string> = { authorization: `Bearer ${METRICS_TOKEN}` }) => {
  const response = await app.request('/metrics', { headers });
  expect(response.status).toBe(200);
  return response.text();
};

/** The value of one series in a scrape, e.g. `playfield_queue_jobs{queue="events",state="failed"}`. */
const seriesValue = (text: string, series: string) => {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
};

describe('who may open the dashboard and the metrics', () => {
  it('sends an anonymous browser to sign in, and answers 401 to the rest of anonymous requests', async () => {
    const page = await app.request('/admin/queues', { redirect: 'manual' });
    expect(page.status).toBe(303);
    expect(page.headers.get('location')).toBe('/login');
    expect((await app.request('/admin/queues/api/queues')).status).toBe(401);
    const metrics = await app.request('/metrics');
    expect(metrics.status).toBe(401);
    expect(metrics.headers.get('www-authenticate')).toBe('Bearer realm="metrics"');
    expect(
      (await app.request('/metrics', { headers: { authorization: 'Bearer not-the-token' } })).status,
    ).toBe(401);
  });

  it.each([
    ['a member who is not staff', () => stranger],
    ["a referee of the operator's organization", () => referee],
    ["another organization's coordinator", () => otherCoordinator],
  ])('refuses %s with 403', async (_who, member) => {
    const { auth } = member();
    for (const path of ['/admin/queues', '/admin/queues/api/queues', '/metrics']) {
      const response = await app.request(path, { headers: auth, redirect: 'manual' });
      expect(response.status, path).toBe(403);
    }
  });

  it("lets the operator's coordinator in, by access token or by the SPA's cookie", async () => {
    const page = await app.request('/admin/queues', { headers: coordinator.auth });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    expect(await page.text()).toContain('<base href="/admin/queues/"');
    const cookie = { cookie: `pf_access=${coordinator.accessToken}` };
    const queues = await app.request('/admin/queues/api/queues', { headers: cookie });
    expect(queues.status).toBe(200);
    const listed = ((await queues.json()) as { queues: Array<{ name: string; description: string }> }).queues;
    const names = listed.map((q) => q.name);
    expect(names.sort()).toEqual([...QUEUE_NAMES].sort());
    // Each queue tells the operator what its jobs are.
    expect(listed.filter((q) => !q.description).map((q) => q.name)).toEqual([]);
    expect(names).toEqual(expect.arrayContaining([EVENTS_QUEUE, SCHEDULED_QUEUE]));
    expect((await app.request('/metrics', { headers: coordinator.auth })).status).toBe(200);
    expect((await app.request('/metrics', { headers: cookie })).status).toBe(200);
  });

  it('takes the metrics token from a scraper, but not for the dashboard', async () => {
    const text = await scrape();
    expect(text).toContain('# TYPE playfield_http_request_duration_seconds histogram');
    const board = await app.request('/admin/queues/api/queues', {
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(board.status).toBe(401);
  });
});

describe('the queue dashboard', () => {
  it('shows a failed job and retries it', async () => {
    const jobId = await eventsQueue.failedJob('operating-it');
    expect(await (await events.getJob(jobId))?.getState()).toBe('failed');
    const scraped = await scrape();
    expect(seriesValue(scraped, `playfield_queue_jobs{queue="${EVENTS_QUEUE}",state="failed"}`)).toBe(1);
    expect(
      seriesValue(scraped, `playfield_queue_jobs_finished_total{queue="${EVENTS_QUEUE}",outcome="failed"}`),
    ).toBe(1);

    const listed = await app.request(`/admin/queues/api/queues?activeQueue=${EVENTS_QUEUE}&status=failed`, {
      headers: coordinator.auth,
    });
    const queue = (
      (await listed.json()) as { queues: Array<{ name: string; jobs: Array<{ id: string }> }> }
    ).queues.find((q) => q.name === EVENTS_QUEUE);
    expect(queue?.jobs.map((job) => job.id)).toContain(jobId);

    const retried = await app.request(`/admin/queues/api/queues/${EVENTS_QUEUE}/${jobId}/retry`, {
      method: 'PUT',
      headers: coordinator.auth,
    });
    expect(retried.status).toBe(204);
    expect(await (await events.getJob(jobId))?.getState()).toBe('waiting');
    // The dashboard's own API is timed by its route patterns too, never by a job's id.
    const after = await scrape();
    const retries = `playfield_http_request_duration_seconds_count{method="PUT",route="/admin/queues/api/queues/:queueName/:jobId/retry",status="204"}`;
    expect(seriesValue(after, retries)).toBe(1);
    expect(after).not.toContain(jobId);
    await events.remove(jobId);
  });

  it('refuses every other change: emptying a queue, adding or editing a job', async () => {
    await scheduled.add('operating-it.kept', {}, { jobId: `kept-${randomUUID()}`, delay: 60_000 });
    for (const [method, path] of [
      ['PUT', `/api/queues/${SCHEDULED_QUEUE}/empty`],
      ['PUT', `/api/queues/${SCHEDULED_QUEUE}/obliterate`],
      ['PUT', `/api/queues/${SCHEDULED_QUEUE}/promote`],
      ['POST', `/api/queues/${SCHEDULED_QUEUE}/add`],
      ['PUT', `/api/queues/${SCHEDULED_QUEUE}/clean/delayed`],
    ] as const) {
      const response = await app.request(`/admin/queues${path}`, {
        method,
        headers: coordinator.auth,
        json: {},
      });
      expect(response.status, `${method} ${path}`).toBe(405);
    }
    expect((await scheduled.getJobCounts('delayed')).delayed).toBeGreaterThan(0);
  });

  it("refuses a retry riding on the staff's cookie from another site", async () => {
    const response = await app.request(`/admin/queues/api/queues/${EVENTS_QUEUE}/retry/failed`, {
      method: 'PUT',
      headers: { cookie: `pf_access=${coordinator.accessToken}`, origin: 'https://evil.example' },
    });
    expect(response.status).toBe(403);
  });
});

describe('the metrics', () => {
  it('names requests by their route pattern, never by the raw address', async () => {
    const memberPath = `/api/member/${stranger.id}`;
    expect((await app.request(memberPath, { headers: coordinator.auth })).status).toBe(200);
    expect((await app.request('/api/no-such-thing')).status).toBe(404);
    const text = await scrape();
    expect(
      seriesValue(
        text,
        'playfield_http_request_duration_seconds_count{method="GET",route="/api/member/:memberId",status="200"}',
      ),
    ).toBeGreaterThanOrEqual(1);
    expect(
      seriesValue(
        text,
        'playfield_http_request_duration_seconds_count{method="GET",route="/api (no route)",status="404"}',
      ),
    ).toBeGreaterThanOrEqual(1);
    expect(text).not.toContain(stranger.id);
    expect(text).not.toContain('no-such-thing');
  });

  it('names a group mounted with a parameter by its pattern, and keeps it when the answer is an error', async () => {
    const teamId = randomUUID();
    expect((await app.request(`/api/team/${teamId}/leaderboards`, { headers: stranger.auth })).status).toBe(
      404,
    );
    expect((await app.request('/api/organization-common/15/leagues')).status).toBe(200);
    // The 400 of a validation error reaches the error middleware after the routers have let go.
    expect((await app.request('/api/organization-common/fifteen/leagues')).status).toBe(400);
    const text = await scrape();
    const series = (route: string, status: number) =>
      `playfield_http_request_duration_seconds_count{method="GET",route="${route}",status="${status}"}`;
    expect(seriesValue(text, series('/api/team/:teamId/leaderboards', 404))).toBeGreaterThanOrEqual(1);
    expect(seriesValue(text, series('/api/organization-common/:orgId/leagues', 200))).toBeGreaterThanOrEqual(
      1,
    );
    expect(seriesValue(text, series('/api/organization-common/:orgId/leagues', 400))).toBeGreaterThanOrEqual(
      1,
    );
    expect(text).not.toContain(teamId);
    expect(text).not.toContain('fifteen');
  });

  it('counts the jobs waiting, delayed and failed on each queue', async () => {
    const waiting = `wait-${randomUUID()}`;
    const before = await scrape();
    const waitingBefore =
      seriesValue(before, `playfield_queue_jobs{queue="${SCHEDULED_QUEUE}",state="waiting"}`) ?? 0;
    await scheduled.add('operating-it.waits', {}, { jobId: waiting });
    const after = await scrape();
    expect(seriesValue(after, `playfield_queue_jobs{queue="${SCHEDULED_QUEUE}",state="waiting"}`)).toBe(
      waitingBefore + 1,
    );
    expect(
      seriesValue(after, `playfield_queue_jobs{queue="${SCHEDULED_QUEUE}",state="delayed"}`),
    ).toBeGreaterThan(0);
    expect(seriesValue(after, `playfield_queue_jobs{queue="${EVENTS_QUEUE}",state="failed"}`)).toBeDefined();
    expect(seriesValue(after, 'playfield_metrics_source_up{source="redis"}')).toBe(1);
    await scheduled.remove(waiting);
  });

  it('shows the outbox lag: how many events wait and how old the oldest is', async () => {
    const before = await scrape();
    expect(seriesValue(before, 'playfield_outbox_unpublished_events')).toBe(0);
    expect(seriesValue(before, 'playfield_outbox_oldest_unpublished_age_seconds')).toBe(0);
    const id = randomUUID();
    await sql(
      app,
      `insert into outbox (id, event_name, payload, occurred_at) values ($1, 'operating-it.waiting', '{}', now() - interval '90 seconds')`,
      [id],
    );
    const after = await scrape();
    expect(seriesValue(after, 'playfield_outbox_unpublished_events')).toBe(1);
    expect(seriesValue(after, 'playfield_outbox_oldest_unpublished_age_seconds')).toBeGreaterThanOrEqual(90);
    expect(seriesValue(after, 'playfield_metrics_source_up{source="database"}')).toBe(1);
    await sql(app, 'delete from outbox where id = $1', [id]);
  });

  it('counts the sockets connected to this process', async () => {
    const before = seriesValue(await scrape(), 'playfield_socket_connections') ?? 0;
    await socketOf(stranger);
    expect(seriesValue(await scrape(), 'playfield_socket_connections')).toBe(before + 1);
  });
});

describe("the workers' throughput", () => {
  let withWorkers: TestApp;
  beforeAll(async () => {
    withWorkers = await startTestApp({ env: { METRICS_TOKEN } });
  }, 60_000);
  afterAll(async () => {
    await withWorkers?.stop();
    if (withWorkers) await dropRedisKeys(withWorkers.config.REDIS_URL, withWorkers.config.REDIS_PREFIX);
  });

  it("is counted by the app's own workers, so any API process can scrape it", async () => {
    const completed = async () => {
      const response = await withWorkers.request('/metrics', {
        headers: { authorization: `Bearer ${METRICS_TOKEN}` },
      });
      const text = await response.text();
      return (
        seriesValue(
          text,
          `playfield_queue_jobs_finished_total{queue="${EVENTS_QUEUE}",outcome="completed"}`,
        ) ?? 0
      );
    };
    expect(await completed()).toBe(0);
    // Signing up records events whose subscribers (the verification mail among them) the workers run.
    await registerMember(withWorkers);
    await expect.poll(completed, { timeout: 15_000 }).toBeGreaterThan(0);
  });
});
