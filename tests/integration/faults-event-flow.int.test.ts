import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type JobType, Queue } from 'bullmq';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENT_QUEUE_NAMES } from '../../src/platform/bus/index.ts';
import { type RedisServer, startRedisServer } from '../support/redis-server.ts';
import { type AppProcess, deploymentEnv, startWorkerProcess } from '../support/server-process.ts';
import { createTestDatabase, type TestDatabase, uniqueRedisPrefix } from '../support/test-database.ts';

// Faults: 10,000 games scheduled (`events.event-created`, recorded in the outbox as a command handler
// records it) flow through the relays and the subscribers of worker processes (`workers/main.ts`, as
// deployed) while one worker is killed with SIGKILL and Redis is restarted part-way. Each game is on a
// team of one player, scheduled by a captain off the roster, so each event owes exactly one
// notification and one e-mail. Redis is a private one with append-only persistence, like production's
// (docker-compose.yml), and it crashes (SIGKILL) before it restarts: every connection breaks mid-command,
// but what it acknowledged was already written to its file (only a machine crash could lose the last
// second). A Redis that comes back without its data is another fault, which this does not cover.
// FAULTS_EVENTS sets the count (default 10,000).

const EVENTS = Number(process.env.FAULTS_EVENTS ?? 10_000);
const TEAMS = 100;
const WAVE = 1000;

let database: TestDatabase;
let db: pg.Client;
let redis: RedisServer;
let dataDir: string;
let queues: Queue[] = [];
let queueConnection: Redis | undefined;
const workers: AppProcess[] = [];

const count = async (sql: string, params: unknown[] = []) =>
  (await db.query<{ n: number }>(sql, params)).rows[0]?.n ?? 0;
const notifications = () => count('select count(*)::int as n from notification');

/** Subject line of every mail the workers wrote (the file mailer: one .eml per mail). */
async function mailSubjects(): Promise<string[]> {
  const directory = join(dataDir, 'mail');
  const files = (await readdir(directory).catch(() => [] as string[])).filter((file) =>
    file.endsWith('.eml'),
  );
  return Promise.all(
    files.map(async (file) => {
      const text = await readFile(join(directory, file), 'utf8');
      return /^Subject: (.*)$/m.exec(text)?.[1] ?? `(no subject in ${file})`;
    }),
  );
}

async function seedTeams(): Promise<{ captainId: string; teamIds: string[] }> {
  const captainId = randomUUID();
  const playerIds = Array.from({ length: TEAMS }, () => randomUUID());
  const teamIds = Array.from({ length: TEAMS }, () => randomUUID());
  await db.query(
    `insert into member (id, email, email_verified, password_hash, first_name, last_name, gender, birthday, zip, location)
     select id, 'faults.' || id || '@example.com', true, 'not-a-hash', 'Faults', 'Player ' || ord, 'MALE', '1990-01-01', '78701', 'Austin, TX'
     from unnest($1::uuid[]) with ordinality as u(id, ord)`,
    [[captainId, ...playerIds]],
  );
  await db.query(
    `insert into team (id, name, abbreviation, established, location, zip, jersey_color, created_by)
     select id, 'T' || ord, 'T' || ord, 2020, 'Austin, TX', '78701', '#6A1B9A', $2
     from unnest($1::uuid[]) with ordinality as u(id, ord)`,
    [teamIds, captainId],
  );
  await db.query(
    `insert into roster_entry (id, team_id, member_id, is_captain)
     select gen_random_uuid(), t, p, false from unnest($1::uuid[], $2::uuid[]) as u(t, p)`,
    [teamIds, playerIds],
  );
  return { captainId, teamIds };
}

/**
 * Games `from`..`to - 1` and their `events.event-created` rows, committed together as createEvent does.
 * The games are past, so the reminder subscriber plans nothing: the effects are one notification and
 * one e-mail (subject `T<team>: G<n>, are you in?`) per game.
 */
async function scheduleGames(from: number, to: number, captainId: string, teamIds: string[]) {
  await db.query(
    `with made as (
       insert into team_event (id, team_id, title, address_name, starts_at, time_zone, attending_count,
                               created_by, created_at, updated_at, version)
       select gen_random_uuid(), ($3::uuid[])[1 + n % $4], 'G' || n, 'Zilker Park', now() - interval '1 day',
              'America/Chicago', 0, $5, now(), now(), 1
       from generate_series($1::int, $2::int - 1) as n
       returning id, team_id)
     insert into outbox (id, event_name, payload, occurred_at, published_at, attempts)
     select gen_random_uuid(), 'events.event-created',
            jsonb_build_object('eventId', id, 'teamId', team_id, 'actorId', $5::text), clock_timestamp(), null, 0
     from made`,
    [from, to, teamIds, TEAMS, captainId],
  );
}

const waitFor = async (what: string, check: () => Promise<boolean>, timeoutMs: number) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
};

beforeAll(async () => {
  database = await createTestDatabase();
  db = new pg.Client({ connectionString: database.url });
  await db.connect();
  redis = await startRedisServer({ appendOnly: true });
  dataDir = await mkdtemp(join(tmpdir(), 'playfield-faults-'));
});

afterAll(async () => {
  await Promise.all(workers.map((worker) => worker.stop()));
  for (const queue of queues) await queue.close();
  queueConnection?.disconnect();
  await redis?.stop();
  await db?.end();
  await database?.drop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('faults: a worker killed and Redis restarted while 10,000 events flow', () => {
  it('applies every subscriber effect exactly once: one notification and one e-mail per event', async () => {
    const started = Date.now();
    const prefix = uniqueRedisPrefix('faults');
    const env = deploymentEnv({ databaseUrl: database.url, redisUrl: redis.url, prefix, dataDir });
    const { captainId, teamIds } = await seedTeams();
    workers.push(startWorkerProcess(env), startWorkerProcess(env));
    const [victim] = workers;

    // Games arrive in waves while the workers drain them; the faults come while both go on.
    const producing = (async () => {
      for (let from = 0; from < EVENTS; from += WAVE) {
        await scheduleGames(from, Math.min(EVENTS, from + WAVE), captainId, teamIds);
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
    })();

    await waitFor(
      'a quarter of the notifications',
      async () => (await notifications()) >= EVENTS / 4,
      120_000,
    );
    const killedAt = await notifications();
    victim?.kill('SIGKILL');
    expect((await victim?.exited)?.signal).toBe('SIGKILL');
    workers.push(startWorkerProcess(env)); // its replacement, as an orchestrator would start one

    await waitFor('half of the notifications', async () => (await notifications()) >= EVENTS / 2, 120_000);
    const restartedAt = await notifications();
    const restartStarted = Date.now();
    await redis.restart({ crash: true });
    const redisDownMs = Date.now() - restartStarted;
    await producing;

    // Done when the effects are all there and nothing is left to run: no row unrelayed, no job waiting,
    // running or due for a retry (the killed worker's jobs come back as stalled after their lock lapses).
    queueConnection = new Redis(redis.url, { maxRetriesPerRequest: null });
    const connection = queueConnection;
    queues = EVENT_QUEUE_NAMES.map((name) => new Queue(name, { connection, prefix }));
    // Jobs in every queue of the bus (roster mail has a lane of its own), by state.
    const jobCounts = async (...states: JobType[]) => {
      const total: Record<string, number> = {};
      for (const queue of queues)
        for (const [state, n] of Object.entries(await queue.getJobCounts(...states)))
          total[state] = (total[state] ?? 0) + n;
      return total;
    };
    await waitFor('every notification', async () => (await notifications()) >= EVENTS, 240_000);
    const notifiedSeconds = Math.round((Date.now() - started) / 1000);
    await waitFor(
      'an idle queue',
      async () => {
        const unrelayed = await count('select count(*)::int as n from outbox where published_at is null');
        const jobs = await jobCounts('waiting', 'active', 'delayed', 'prioritized');
        return unrelayed === 0 && Object.values(jobs).every((n) => n === 0);
      },
      120_000,
    );

    const subjects = await mailSubjects();
    const perEvent = await db.query<{ total: number; events: number; recipients: number }>(
      `select count(*)::int as total, count(distinct source_id)::int as events,
              count(distinct recipient_id)::int as recipients from notification`,
    );
    const failed = await jobCounts('failed', 'completed');
    const outcome = {
      events: EVENTS,
      notifiedSeconds,
      idleSeconds: Math.round((Date.now() - started) / 1000),
      killedAtNotifications: killedAt,
      redisRestartedAtNotifications: restartedAt,
      redisDownMs,
      notifications: perEvent.rows[0],
      mails: subjects.length,
      distinctMailSubjects: new Set(subjects).size,
      jobs: failed,
    };
    console.info(`faults harness: ${JSON.stringify(outcome)}`);

    expect(perEvent.rows[0]).toEqual({ total: EVENTS, events: EVENTS, recipients: TEAMS });
    // Every event mailed: none lost.
    expect(new Set(subjects).size).toBe(EVENTS);
    // Exactly once across the SIGKILL too: a mail is recorded as sent after the transport took it, so the
    // killed worker's running jobs send theirs again on retry, under the same Message-ID (the job's effect
    // key), which the file mailer delivers once. Before that, a fresh-clone run wrote 10,002 for 10,000.
    expect(subjects.length).toBe(EVENTS);
    expect(failed.failed).toBe(0);
    // Every event and every `notifications.stored` it caused reached BullMQ.
    expect(await count('select count(*)::int as n from outbox')).toBe(2 * EVENTS);
  }, 600_000);
});
