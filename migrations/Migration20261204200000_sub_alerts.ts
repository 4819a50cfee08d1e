import { Migration } from '@mikro-orm/migrations';

// Sub alerts (marketplace, issue 20): a player's opt-in to hear of new sub requests in one city, on the
// days and positions they pick; one alert a player (the member is the key). `last_emailed_at` is the
// hourly e-mail slot the fan-out claims in the same statement that matches (at most one alert e-mail an
// hour a player); the bell is told of every match.
export class Migration20261204200000_sub_alerts extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table sub_alert (
        member_id uuid primary key references member (id) on delete cascade,
        workspace_id integer not null,
        days text[] not null check (cardinality(days) > 0),
        positions text[] not null check (cardinality(positions) > 0),
        email boolean not null default true,
        last_emailed_at timestamptz null,
        created_at timestamptz not null,
        updated_at timestamptz not null
      );`);
    // The fan-out asks for a city's alerts (then filters their days and positions, a handful of words).
    this.addSql('create index sub_alert_workspace_idx on sub_alert (workspace_id);');
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists sub_alert;');
  }
}
