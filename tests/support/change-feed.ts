import pg from 'pg';
import { sql } from './identity-factories.ts';
import type { AppClient } from './test-app.ts';

// Processes keep reads in memory while their change feed (src/platform/db/change-feed.ts) listens;
// these cut it and make changes it cannot hear, to show that nothing missed meanwhile is served.

/** Ends every process's LISTEN connection on the app's database. */
export async function cutChangeFeeds(app: AppClient): Promise<void> {
  await sql(
    app,
    `select pg_terminate_backend(pid) from pg_stat_activity
     where application_name = 'change-feed' and datname = current_database()`,
  );
  // The processes notice the loss as the backends end.
  await new Promise((wait) => setTimeout(wait, 200));
}

/** Runs `statement` with triggers off, so no notification is sent: what a missed one looks like. */
export async function unheard(app: AppClient, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: app.database.url });
  await client.connect();
  try {
    await client.query(`begin; set local session_replication_role = replica; ${statement}; commit`);
  } finally {
    await client.end();
  }
}

/** Waits until `processes` feeds LISTEN again (each reconnects 2 s after losing its connection). */
export async function changeFeedsBack(app: AppClient, processes: number): Promise<void> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const [row] = await sql<{ listening: number }>(
      app,
      `select count(*)::int as listening from pg_stat_activity
       where application_name = 'change-feed' and datname = current_database() and state = 'idle'`,
    );
    if ((row?.listening ?? 0) >= processes || Date.now() > deadline) break;
    await new Promise((wait) => setTimeout(wait, 100));
  }
  // Their LISTEN statements follow the connection by a round trip.
  await new Promise((wait) => setTimeout(wait, 300));
}
