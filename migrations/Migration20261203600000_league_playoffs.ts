import { Migration } from '@mikro-orm/migrations';

// Playoffs (leagues): a knockout stage seeded from the regular season's final table. The bracket is kept
// apart from league_event because a later round's game cannot exist before both of its teams are known
// (league_event's teams are not null), yet its slot is fixed when the stage is seeded. A drawn knockout
// game is decided by a penalty shoot-out: the captains' reports and the organizer's score name its winner.
export class Migration20261203600000_league_playoffs extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      alter table league_event
        add column round_name text null,
        add column shootout_winner_id uuid null,
        add column override_shootout_winner_id uuid null;`);
    this.addSql('alter table league_score_report add column shootout_winner_id uuid null;');
    this.addSql(`
      create table league_playoff (
        stage_id uuid primary key references league_stage (id) on delete cascade,
        league_id uuid not null references league (id) on delete cascade,
        size integer not null check (size between 2 and 8),
        rounds integer not null,
        seeds jsonb not null,
        champion_team_id uuid null references team (id) on delete set null,
        crowned_at timestamptz null,
        seeded_by uuid null references member (id) on delete set null,
        seeded_at timestamptz not null
      );`);
    // One playoff stage a league: a second seeding (even a racing one) breaks this, not the bracket.
    this.addSql('create unique index league_playoff_league_idx on league_playoff (league_id);');
    this.addSql('create index league_playoff_champion_idx on league_playoff (champion_team_id);');
    this.addSql('create index league_playoff_seeded_by_idx on league_playoff (seeded_by);');
    this.addSql(`
      create table league_playoff_match (
        stage_id uuid not null references league_playoff (stage_id) on delete cascade,
        round integer not null,
        position integer not null,
        home_seed integer null,
        away_seed integer null,
        home_team_id uuid null references team (id) on delete set null,
        away_team_id uuid null references team (id) on delete set null,
        bye boolean not null default false,
        starts_at timestamptz null,
        venue text null,
        league_event_id uuid null references league_event (id) on delete set null,
        winner_team_id uuid null references team (id) on delete set null,
        primary key (stage_id, round, position)
      );`);
    this.addSql(
      'create unique index league_playoff_match_event_idx on league_playoff_match (league_event_id);',
    );
    this.addSql('create index league_playoff_match_home_idx on league_playoff_match (home_team_id);');
    this.addSql('create index league_playoff_match_away_idx on league_playoff_match (away_team_id);');
    this.addSql('create index league_playoff_match_winner_idx on league_playoff_match (winner_team_id);');
  }
}
