// npm run bench:fanout — notification fan-out end to end: a captain schedules a game for a team of
// 1,000 players, each connected by a socket; timed from the create request to the last socket receiving
// its `notification:new` push (request → outbox → relay → BullMQ → store 1,000 notifications in one
// insert…select → outbox → push subscriber → Socket.IO Redis emitter → sockets). One all-in-one process
// (API and workers, as `npm start`), so the figure includes the workers on the same 2 cores. Prints each
// round, then the median and the worst. A benchmark, not a test: figures go in README.
//
// Uses DATABASE_URL (a role that may create databases) and REDIS_URL. Knobs: BENCH_MEMBERS (1000),
// BENCH_ROUNDS (5); BENCH_SERVER_LOG=<file> keeps the server's log (debug) and stamps each round's
// start, to see which hop a slow round waited on.
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import type { Socket } from 'socket.io-client';
import { NOTIFICATION_PUSHED, type NotificationPush } from '../src/contracts/notifications/index.ts';
import { eventForm } from '../tests/support/events-factories.ts';
import { dropRedisKeys } from '../tests/support/redis-keys.ts';
import {
  admin,
  adminUrl,
  connectSockets,
  insertBenchMembers,
  percentile,
  redisUrl,
  signInAll,
  startServer,
  waitHealthy,
  withDb,
} from './bench-support.ts';

const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 1000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const dbName = `playfield_bench_fanout_${randomUUID().slice(0, 8)}`;

async function main() {
  await admin(`create database ${dbName}`);
  const prefix = `bench-fanout-${randomUUID().slice(0, 8)}`;
  const server = startServer({ port: 4620, prefix, databaseName: dbName, role: 'all' });
  let sockets: Socket[] = [];
  try {
    await waitHealthy(server.url);
    const captainId = randomUUID();
    const playerIds = Array.from({ length: MEMBERS }, () => randomUUID());
    await insertBenchMembers(dbName, [captainId, ...playerIds]);
    const teamId = randomUUID();
    const db = new pg.Client({ connectionString: withDb(adminUrl, dbName) });
    await db.connect();
    await db.query(
      `insert into team (id, name, abbreviation, established, location, zip, jersey_color, created_by)
       values ($1, 'Bench United', 'BEN', 2020, 'Austin, TX', '78701', '#6A1B9A', $2)`,
      [teamId, captainId],
    );
    await db.query(
      `insert into roster_entry (id, team_id, member_id, is_captain)
       select gen_random_uuid(), $1, m, m = $2 from unnest($3::uuid[]) as m`,
      [teamId, captainId, [captainId, ...playerIds]],
    );

    process.stdout.write(`signing in ${MEMBERS + 1} members… `);
    const [captainToken, ...tokens] = await signInAll([server.url], [captainId, ...playerIds]);
    console.log('done');

    // Per round: when each player's socket got the round's notification.
    let round: { title: string; arrivals: number[] } | undefined;
    sockets = await connectSockets(
      tokens,
      () => server.url,
      (socket) => {
        socket.on(NOTIFICATION_PUSHED, (push: NotificationPush) => {
          if (round && push.text.includes(round.title)) round.arrivals.push(performance.now());
        });
      },
    );
    console.log(`${sockets.length} sockets connected`);

    const totals: number[] = [];
    for (let index = 0; index <= ROUNDS; index += 1) {
      const title = `vs Fan-out FC ${index}`;
      round = { title, arrivals: [] };
      const started = performance.now();
      if (process.env.BENCH_SERVER_LOG) console.log(`${new Date().toISOString()} ${title}`);
      const response = await fetch(`${server.url}/api/event`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${captainToken}`,
          team_id: teamId,
        },
        body: JSON.stringify(eventForm(teamId, { title })),
      });
      const answered = performance.now();
      if (response.status !== 201)
        throw new Error(`create event ${response.status}: ${await response.text()}`);
      const deadline = Date.now() + 30_000;
      while (round.arrivals.length < MEMBERS && Date.now() < deadline)
        await new Promise((wait) => setTimeout(wait, 5));
      const arrivals = round.arrivals.map((at) => at - started).sort((a, b) => a - b);
      const [{ stored }] = (
        await db.query<{ stored: number }>(
          `select count(*)::int as stored from notification n join outbox o on o.id = n.source_id
           where o.event_name = 'events.event-created' and o.payload->>'eventId' = $1`,
          [((await response.json()) as { data: { event: { id: string } } }).data.event.id],
        )
      ).rows as [{ stored: number }];
      const last = arrivals.at(-1) ?? Number.NaN;
      const label = index === 0 ? 'warm-up' : `round ${index}`;
      console.log(
        `${label}: request ${(answered - started).toFixed(0)} ms, stored ${stored}, received ${arrivals.length}/${MEMBERS}; first ${arrivals[0]?.toFixed(0)} ms, p50 ${percentile(arrivals, 50).toFixed(0)} ms, last ${last.toFixed(0)} ms`,
      );
      if (index > 0) totals.push(arrivals.length === MEMBERS ? last : Number.POSITIVE_INFINITY);
      await new Promise((wait) => setTimeout(wait, 1500)); // let the round's e-mails drain
    }
    totals.sort((a, b) => a - b);
    console.log(
      `request → last of ${MEMBERS} sockets: median ${percentile(totals, 50).toFixed(0)} ms, best ${totals[0]?.toFixed(0)} ms, worst ${totals.at(-1)?.toFixed(0)} ms over ${ROUNDS} rounds`,
    );
    await db.end();
  } finally {
    for (const socket of sockets) socket.close();
    await server.stop();
    await admin(`drop database if exists ${dbName} with (force)`);
    await dropRedisKeys(redisUrl, prefix);
  }
}

await main();
