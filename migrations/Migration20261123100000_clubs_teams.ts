import { Migration } from '@mikro-orm/migrations';

// Clubs: teams and their rosters. A team carries a version for optimistic locking (two captains editing
// the form); the roster's "at least one captain" rule is enforced under a lock on the team row.
export class Migration20261123100000_clubs_teams extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table team (
        id uuid primary key,
        name text not null,
        abbreviation text not null check (char_length(abbreviation) between 2 and 4
          and abbreviation = upper(abbreviation)),
        established integer not null,
        location text not null,
        zip text null,
        jersey_color text not null,
        logo text null,
        banner text null,
        created_by uuid null references member (id) on delete set null,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now(),
        version integer not null default 1
      );`);
    this.addSql('create index team_created_by_idx on team (created_by);');
    this.addSql('create index team_name_idx on team (lower(name));');

    this.addSql(`
      create table roster_entry (
        id uuid primary key,
        team_id uuid not null references team (id) on delete cascade,
        member_id uuid not null references member (id) on delete cascade,
        is_captain boolean not null default false,
        created_at timestamptz not null default now(),
        constraint roster_entry_team_member_key unique (team_id, member_id)
      );`);
    // (team_id, member_id) is covered by the unique constraint; these serve "my teams" and captain counts.
    this.addSql('create index roster_entry_member_idx on roster_entry (member_id);');
    this.addSql('create index roster_entry_team_captain_idx on roster_entry (team_id) where is_captain;');
    this.addSql('create index roster_entry_team_created_idx on roster_entry (team_id, created_at);');
  }
}
