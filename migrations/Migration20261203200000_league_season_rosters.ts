import { Migration } from '@mikro-orm/migrations';

// Season rosters (leagues): the players a team fields in one league, with their shirt numbers.
// - One team per league for a player: unique (league_id, member_id), so two captains adding the same
//   player at once cannot both succeed.
// - A shirt number once per team's season roster (case-insensitively; N/A may repeat): a partial unique
//   index, the last word when two captains give the same number at once.
// - The roster lock date is per league, in its own row (league_season_roster_lock) rather than a column
//   on league: only coordinators change it, and league's version column stays the console's.
export class Migration20261203200000_league_season_rosters extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table league_season_roster (
        id uuid primary key,
        league_id uuid not null references league (id) on delete cascade,
        team_id uuid not null references team (id) on delete cascade,
        member_id uuid not null references member (id) on delete cascade,
        shirt_number text null check (shirt_number is null or char_length(shirt_number) between 1 and 20),
        added_by uuid null references member (id) on delete set null,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now(),
        constraint league_season_roster_one_team unique (league_id, member_id)
      );`);
    this.addSql(
      'create index league_season_roster_team_idx on league_season_roster (league_id, team_id, created_at);',
    );
    this.addSql('create index league_season_roster_team_id_idx on league_season_roster (team_id);');
    this.addSql('create index league_season_roster_member_idx on league_season_roster (member_id);');
    this.addSql('create index league_season_roster_added_by_idx on league_season_roster (added_by);');
    this.addSql(`
      create unique index league_season_roster_shirt_key on league_season_roster
        (league_id, team_id, upper(shirt_number))
        where shirt_number is not null and upper(shirt_number) <> 'N/A';`);
    this.addSql(`
      create table league_season_roster_lock (
        league_id uuid primary key references league (id) on delete cascade,
        locks_at timestamptz not null,
        set_by uuid null references member (id) on delete set null,
        set_at timestamptz not null default now()
      );`);
    this.addSql('create index league_season_roster_lock_set_by_idx on league_season_roster_lock (set_by);');
  }
}
