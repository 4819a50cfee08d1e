// npm run bench:chat — chat delivery latency: 500 connected sockets on two API processes sharing
// PostgreSQL and Redis, 200 direct messages per second sent over the socket (chat:send), each timed
// from the sender's emit to its arrival at the receiver's socket (which is on the other process for
// half of the pairs). Prints p50/p95/p99/max. A benchmark, not a test: figures go in README.
//
// Uses DATABASE_URL (a role that may create databases; default postgres://postgres@127.0.0.1:5432/postgres)
// and REDIS_URL (default redis://127.0.0.1:6379). Knobs: BENCH_SOCKETS, BENCH_RATE, BENCH_SECONDS.
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { Socket } from 'socket.io-client';
import { CHAT_MESSAGE_PUSH, CHAT_SEND, type ChatMessagePush } from '../src/contracts/messaging/index.ts';
import { dropRedisKeys } from '../tests/support/redis-keys.ts';
import {
  admin,
  connectSockets,
  insertBenchMembers,
  percentile,
  redisUrl,
  signInAll,
  startServer,
  waitHealthy,
} from './bench-support.ts';

const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 500);
const RATE = Number(process.env.BENCH_RATE ?? 200);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

const dbName = `playfield_bench_chat_${randomUUID().slice(0, 8)}`;
const startApi = (port: number, prefix: string) => startServer({ port, prefix, databaseName: dbName });

async function main() {
  await admin(`create database ${dbName}`);
  const prefix = `bench-chat-${randomUUID().slice(0, 8)}`;
  const apis: Array<ReturnType<typeof startApi>> = [];
  const sockets: Socket[] = [];
  try {
    // The first process migrates; the second starts once it is up.
    apis.push(startApi(4610, prefix));
    await waitHealthy(apis[0]!.url);
    apis.push(startApi(4611, prefix));
    await waitHealthy(apis[1]!.url);

    const ids = Array.from({ length: SOCKETS }, () => randomUUID());
    await insertBenchMembers(dbName, ids);

    process.stdout.write(`signing in ${SOCKETS} members… `);
    const tokens = await signInAll(
      apis.map((api) => api.url),
      ids,
    );
    console.log('done');

    // Member i talks with member i+1 (pairs); even members connect to one process, odd to the other.
    const sentAt = new Map<string, number>();
    const latencies: number[] = [];
    let received = 0;
    sockets.push(
      ...(await connectSockets(
        tokens,
        (index) => apis[index % 2]!.url,
        (socket, index) => {
          const me = ids[index]!;
          socket.on(CHAT_MESSAGE_PUSH, (push: ChatMessagePush) => {
            if (push.type !== 'dm' || push.receiverId !== me) return;
            const started = sentAt.get(push.message.content);
            if (started === undefined) return;
            latencies.push(performance.now() - started);
            received += 1;
          });
        },
      )),
    );
    console.log(`${sockets.length} sockets connected (${SOCKETS / 2} on each process)`);
    await new Promise((wait) => setTimeout(wait, 500));

    const total = RATE * SECONDS;
    let sent = 0;
    let failed = 0;
    const started = performance.now();
    await new Promise<void>((done) => {
      const tick = setInterval(() => {
        const due = Math.min(total, Math.floor(((performance.now() - started) / 1000) * RATE));
        while (sent < due) {
          const pair = Math.floor(Math.random() * (SOCKETS / 2));
          const fromIndex = 2 * pair + (sent % 2);
          const toIndex = 2 * pair + 1 - (sent % 2);
          const content = `bench ${sent}`;
          sentAt.set(content, performance.now());
          sockets[fromIndex]!.emit(
            CHAT_SEND,
            { type: 'dm', receiverId: ids[toIndex], content },
            (answer: { status: string }) => {
              if (answer.status !== 'success') failed += 1;
            },
          );
          sent += 1;
        }
        if (sent >= total) {
          clearInterval(tick);
          done();
        }
      }, 5);
    });
    const sendSeconds = (performance.now() - started) / 1000;
    const deadline = Date.now() + 10_000;
    while (received + failed < total && Date.now() < deadline)
      await new Promise((wait) => setTimeout(wait, 50));

    latencies.sort((a, b) => a - b);
    const fmt = (value: number) => `${value.toFixed(1)} ms`;
    console.log(
      `sent ${sent} direct messages in ${sendSeconds.toFixed(1)} s (${(sent / sendSeconds).toFixed(0)}/s), delivered ${received}, failed ${failed}`,
    );
    console.log(
      `delivery latency (emit → receiver's socket): p50 ${fmt(percentile(latencies, 50))}, p95 ${fmt(percentile(latencies, 95))}, p99 ${fmt(percentile(latencies, 99))}, max ${fmt(latencies.at(-1) ?? Number.NaN)}`,
    );
  } finally {
    for (const socket of sockets) socket.close();
    for (const api of apis) await api.stop();
    await admin(`drop database if exists ${dbName} with (force)`);
    await dropRedisKeys(redisUrl, prefix);
  }
}

await main();
