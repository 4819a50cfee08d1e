import { Migration } from '@mikro-orm/migrations';

// Notifications: one row per recipient, unique per (source, recipient) so a retried fan-out stores
// nothing twice; the bell reads by recipient, newest first, and counts the unread. A reminder or nudge
// e-mail marks `mailed_at` once sent. The nudge table keeps each game's last nudge (12-hour limit).
export class Migration20261126600000_notifications extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table notification (
        id uuid primary key default gen_random_uuid(),
        recipient_id uuid not null references member (id) on delete cascade,
        type text not null,
        status text not null default 'unread' check (status in ('unread', 'read')),
        text text not null,
        meta_data jsonb not null default '{}'::jsonb,
        source_id uuid not null,
        created_at timestamptz not null default now(),
        read_at timestamptz null,
        mailed_at timestamptz null,
        constraint notification_source_recipient_key unique (source_id, recipient_id)
      );`);
    this.addSql(
      'create index notification_recipient_created_idx on notification (recipient_id, created_at desc, id desc);',
    );
    this.addSql(
      `create index notification_recipient_unread_idx on notification (recipient_id, status, created_at desc);`,
    );

    this.addSql(`
      create table notification_nudge (
        event_id uuid primary key,
        nudged_by uuid null references member (id) on delete set null,
        nudged_at timestamptz not null
      );`);
    this.addSql('create index notification_nudge_nudged_by_idx on notification_nudge (nudged_by);');
  }
}
