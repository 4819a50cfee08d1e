import { Migration } from '@mikro-orm/migrations';

// The calendar feed: one secret URL per member (only a hash of its token is stored, and the token is
// derived from the member and a generation, so regenerating kills the old URL), and the events a
// captain deleted, kept so the feed can tell calendar apps they were cancelled.
export class Migration20261124200000_calendar_feed extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table calendar_feed (
        member_id uuid primary key references member (id) on delete cascade,
        generation integer not null default 1 check (generation >= 1),
        token_hash text not null unique,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now(),
        version integer not null default 1
      );`);
    this.addSql(`
      create table cancelled_team_event (
        event_id uuid primary key,
        team_id uuid not null references team (id) on delete cascade,
        title text not null,
        address_name text not null,
        starts_at timestamptz not null,
        time_zone text not null,
        cancelled_at timestamptz not null default now()
      );`);
    this.addSql(
      'create index cancelled_team_event_team_starts_idx on cancelled_team_event (team_id, starts_at);',
    );
  }
}
