import { Migration } from '@mikro-orm/migrations';

// Subs on a team event's roster (events, issue 20): a player a captain accepted from the marketplace's
// sub request plays this one game (RSVP yes) without joining the team — the invite type `as_sub` of
// spec §3. The event's reads (access, roster, the member's schedule) take them from here.
export class Migration20261204100100_event_subs extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table team_event_sub (
        event_id uuid not null references team_event (id) on delete cascade,
        member_id uuid not null references member (id) on delete cascade,
        added_by uuid null references member (id) on delete set null,
        added_at timestamptz not null,
        primary key (event_id, member_id)
      );`);
    this.addSql('create index team_event_sub_member_idx on team_event_sub (member_id);');
    this.addSql('create index team_event_sub_added_by_idx on team_event_sub (added_by);');
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists team_event_sub;');
  }
}
