import { Migration } from '@mikro-orm/migrations';

// Referees (leagues, issue 19): the cards a game's referee shows (spec §3 YELLOW_CARD, RED_CARD), each for
// a player of one of the two teams, and the referee's match report, one per game. league_id is kept on the
// card so a league's card leaderboards read one index; the referee's list of games filters league_event
// by referee_id and orders by starts_at.
export class Migration20261203400000_league_referees extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table league_event_card (
        id uuid primary key,
        league_event_id uuid not null references league_event (id) on delete cascade,
        league_id uuid not null references league (id) on delete cascade,
        team_id uuid not null references team (id) on delete cascade,
        member_id uuid not null references member (id) on delete cascade,
        kind text not null check (kind in ('YELLOW_CARD', 'RED_CARD')),
        minute integer null check (minute between 0 and 150),
        recorded_by uuid null references member (id) on delete set null,
        created_at timestamptz not null default now()
      );`);
    this.addSql('create index league_event_card_event_idx on league_event_card (league_event_id, team_id);');
    this.addSql('create index league_event_card_league_idx on league_event_card (league_id, kind);');
    this.addSql('create index league_event_card_team_idx on league_event_card (team_id);');
    this.addSql('create index league_event_card_member_idx on league_event_card (member_id);');
    this.addSql('create index league_event_card_by_idx on league_event_card (recorded_by);');
    this.addSql(`
      create table league_match_report (
        league_event_id uuid primary key references league_event (id) on delete cascade,
        author_id uuid null references member (id) on delete set null,
        text text not null,
        updated_at timestamptz not null default now()
      );`);
    this.addSql('create index league_match_report_author_idx on league_match_report (author_id);');
    this.addSql('create index league_event_referee_games_idx on league_event (referee_id, starts_at);');
  }
}
