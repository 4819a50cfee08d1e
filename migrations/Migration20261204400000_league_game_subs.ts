import { Migration } from '@mikro-orm/migrations';

// Subs for league games (issue 20): a captain of either team of a published league game posts "subs
// needed" from the game's page, as from a team event. The request says which kind of game it is; each team
// of a league game has its own open request (so the one-open-request rule is per event and team). The
// accepted player is on that game's roster for that team (leagues' league_event_sub, RSVP yes), without
// joining the team or its season roster.
export class Migration20261204400000_league_game_subs extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      alter table sub_request add column event_kind text not null default 'team_event'
        check (event_kind in ('team_event', 'league_event'));`);
    this.addSql('drop index if exists sub_request_open_event_idx;');
    this.addSql(
      `create unique index sub_request_open_event_idx on sub_request (event_id, team_id) where status = 'open';`,
    );
    this.addSql(`
      create table league_event_sub (
        league_event_id uuid not null references league_event (id) on delete cascade,
        member_id uuid not null references member (id) on delete cascade,
        team_id uuid not null references team (id) on delete cascade,
        added_by uuid null references member (id) on delete set null,
        added_at timestamptz not null,
        primary key (league_event_id, member_id)
      );`);
    this.addSql('create index league_event_sub_member_idx on league_event_sub (member_id);');
    this.addSql('create index league_event_sub_team_idx on league_event_sub (team_id);');
    this.addSql('create index league_event_sub_added_by_idx on league_event_sub (added_by);');
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists league_event_sub;');
    this.addSql('drop index if exists sub_request_open_event_idx;');
    this.addSql(
      `create unique index sub_request_open_event_idx on sub_request (event_id) where status = 'open';`,
    );
    this.addSql('alter table sub_request drop column if exists event_kind;');
  }
}
