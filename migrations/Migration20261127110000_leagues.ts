import { Migration } from '@mikro-orm/migrations';

// Leagues: seasons with stages, registered club teams, league games (league_event) with RSVPs, comments
// and the captains' score reports, the organizer's point adjustments and the standings read model.
export class Migration20261127110000_leagues extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table league (
        id uuid primary key,
        organization_id integer not null references organization (id) on delete cascade,
        workspace_id integer not null references workspace (id) on delete restrict,
        name text not null,
        format text not null,
        season_start date not null,
        season_end date not null,
        game_day text not null,
        time_zone text not null,
        venues jsonb not null,
        time_slots jsonb not null,
        rules jsonb not null,
        status text not null default 'draft' check (status in ('draft', 'published')),
        created_by uuid null references member (id) on delete set null,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now(),
        version integer not null default 1
      );`);
    this.addSql('create index league_organization_idx on league (organization_id, workspace_id);');
    this.addSql('create index league_workspace_idx on league (workspace_id);');
    this.addSql('create index league_created_by_idx on league (created_by);');
    this.addSql(`
      create table league_stage (
        id uuid primary key,
        league_id uuid not null references league (id) on delete cascade,
        kind text not null check (kind in ('regular', 'playoffs')),
        name text not null,
        position integer not null
      );`);
    this.addSql('create index league_stage_league_idx on league_stage (league_id, position);');
    // name/abbreviation/logo are the team's as of registration or the last standings rebuild, so a
    // standings read is one statement of this module's own tables.
    this.addSql(`
      create table league_team (
        league_id uuid not null references league (id) on delete cascade,
        team_id uuid not null references team (id) on delete cascade,
        name text not null,
        abbreviation text not null,
        logo text null,
        registered_at timestamptz not null default now(),
        primary key (league_id, team_id)
      );`);
    this.addSql('create index league_team_team_idx on league_team (team_id);');
    this.addSql(`
      create table league_event (
        id uuid primary key,
        league_id uuid not null references league (id) on delete cascade,
        stage_id uuid not null references league_stage (id) on delete cascade,
        round integer null,
        home_team_id uuid not null references team (id) on delete cascade,
        away_team_id uuid not null references team (id) on delete cascade,
        starts_at timestamptz not null,
        time_zone text not null,
        venue text not null,
        referee_id uuid null references member (id) on delete set null,
        status text not null default 'scheduled' check (status in ('scheduled', 'canceled')),
        report_status text not null default 'preview',
        home_score integer null,
        away_score integer null,
        confirmed_by_organizer boolean not null default false,
        override_home integer null,
        override_away integer null,
        forfeited_by uuid null,
        organizer_objected boolean not null default false,
        result_at timestamptz null,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now(),
        version integer not null default 1,
        check (home_team_id <> away_team_id)
      );`);
    this.addSql('create index league_event_league_idx on league_event (league_id, starts_at);');
    this.addSql('create index league_event_stage_idx on league_event (stage_id);');
    this.addSql('create index league_event_home_idx on league_event (home_team_id);');
    this.addSql('create index league_event_away_idx on league_event (away_team_id);');
    this.addSql('create index league_event_referee_idx on league_event (referee_id);');
    this.addSql(
      'create index league_event_result_idx on league_event (result_at) where result_at is not null;',
    );
    this.addSql(`
      create table league_event_rsvp (
        league_event_id uuid not null references league_event (id) on delete cascade,
        member_id uuid not null references member (id) on delete cascade,
        team_id uuid not null references team (id) on delete cascade,
        status text not null,
        updated_at timestamptz not null default now(),
        primary key (league_event_id, member_id)
      );`);
    this.addSql('create index league_event_rsvp_member_idx on league_event_rsvp (member_id);');
    this.addSql('create index league_event_rsvp_team_idx on league_event_rsvp (team_id);');
    this.addSql(`
      create table league_score_report (
        id uuid primary key,
        league_event_id uuid not null references league_event (id) on delete cascade,
        team_id uuid not null references team (id) on delete cascade,
        reported_by uuid null references member (id) on delete set null,
        team_score integer null,
        opponent_score integer null,
        scorers jsonb not null default '[]',
        assists jsonb not null default '[]',
        mvp_id uuid null references member (id) on delete set null,
        reported_at timestamptz not null,
        unique (league_event_id, team_id)
      );`);
    this.addSql('create index league_score_report_team_idx on league_score_report (team_id);');
    this.addSql('create index league_score_report_by_idx on league_score_report (reported_by);');
    this.addSql('create index league_score_report_mvp_idx on league_score_report (mvp_id);');
    this.addSql(`
      create table league_event_comment (
        id uuid primary key,
        league_event_id uuid not null references league_event (id) on delete cascade,
        member_id uuid not null references member (id) on delete cascade,
        content text not null,
        created_at timestamptz not null default now()
      );`);
    this.addSql(
      'create index league_event_comment_event_idx on league_event_comment (league_event_id, created_at);',
    );
    this.addSql('create index league_event_comment_member_idx on league_event_comment (member_id);');
    this.addSql(`
      create table league_point_adjustment (
        id uuid primary key,
        league_id uuid not null references league (id) on delete cascade,
        stage_id uuid not null references league_stage (id) on delete cascade,
        team_id uuid not null references team (id) on delete cascade,
        points integer not null,
        reason text not null,
        created_by uuid null references member (id) on delete set null,
        created_at timestamptz not null default now()
      );`);
    this.addSql(
      'create index league_point_adjustment_league_idx on league_point_adjustment (league_id, stage_id);',
    );
    this.addSql('create index league_point_adjustment_team_idx on league_point_adjustment (team_id);');
    this.addSql('create index league_point_adjustment_by_idx on league_point_adjustment (created_by);');
    this.addSql(`
      create table league_standing (
        stage_id uuid not null references league_stage (id) on delete cascade,
        team_id uuid not null references team (id) on delete cascade,
        league_id uuid not null references league (id) on delete cascade,
        position integer not null,
        shared boolean not null,
        played integer not null,
        wins integer not null,
        draws integer not null,
        losses integer not null,
        goals_for integer not null,
        goals_against integer not null,
        goal_difference integer not null,
        points integer not null,
        adjustment integer not null,
        adjustment_reasons jsonb not null,
        cards integer not null,
        form text not null,
        updated_at timestamptz not null default now(),
        primary key (stage_id, team_id)
      );`);
    this.addSql('create index league_standing_league_idx on league_standing (league_id);');
    this.addSql('create index league_standing_team_idx on league_standing (team_id);');
  }
}
