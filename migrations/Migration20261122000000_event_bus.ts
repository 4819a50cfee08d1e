import { Migration } from '@mikro-orm/migrations';

// The outbox holds every domain event in the transaction that caused it; the relay moves it to
// BullMQ. The inbox remembers which subscriber applied which event, so a retried job changes nothing
// twice.
export class Migration20261122000000_event_bus extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table outbox (
        id uuid primary key,
        event_name text not null,
        payload jsonb not null,
        occurred_at timestamptz not null default now(),
        published_at timestamptz null,
        attempts integer not null default 0,
        last_error text null
      );`);
    this.addSql('create index outbox_unpublished_idx on outbox (occurred_at) where published_at is null;');
    this.addSql(`
      create table inbox (
        event_id uuid not null,
        subscriber text not null,
        processed_at timestamptz not null default now(),
        primary key (event_id, subscriber)
      );`);
  }
}
