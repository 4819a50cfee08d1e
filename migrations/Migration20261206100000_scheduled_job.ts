import { Migration } from '@mikro-orm/migrations';

// What the Scheduler has planned, kept in PostgreSQL beside the delayed BullMQ job (src/platform/scheduler):
// a Redis that comes back empty (no persistence, a failover to a replica behind) loses its delayed jobs,
// and the workers put them back from here when they start. A row lives from schedule() until its job has
// run (or failed for good) or is cancelled.
export class Migration20261206100000_scheduled_job extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table scheduled_job (
        id text primary key,
        name text not null,
        run_at timestamptz not null,
        data jsonb not null
      )`);
  }

  override async down(): Promise<void> {
    this.addSql('drop table scheduled_job');
  }
}
