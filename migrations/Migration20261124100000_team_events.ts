import { Migration } from '@mikro-orm/migrations';

// Team events: the game (instant in UTC, IANA zone beside it), RSVPs, MVP votes (one row per voter, so
// vote totals always equal voters), game stats per player, comments, and the e-mails already sent per
// domain event (so a retried mail job skips who already got one).
export class Migration20261124100000_team_events extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table team_event (
        id uuid primary key,
        team_id uuid not null references team (id) on delete cascade,
        title text not null,
        address_name text not null,
        starts_at timestamptz not null,
        time_zone text not null,
        attending_count integer not null default 0 check (attending_count >= 0),
        team_score integer null check (team_score >= 0),
        opponent_score integer null check (opponent_score >= 0),
        created_by uuid null references member (id) on delete set null,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now(),
        version integer not null default 1
      );`);
    this.addSql('create index team_event_team_starts_idx on team_event (team_id, starts_at);');
    this.addSql('create index team_event_starts_idx on team_event (starts_at);');
    this.addSql('create index team_event_created_by_idx on team_event (created_by);');

    this.addSql(`
      create table team_event_rsvp (
        event_id uuid not null references team_event (id) on delete cascade,
        member_id uuid not null references member (id) on delete cascade,
        status text not null check (status in ('yes', 'no', 'maybe', 'unknown')),
        updated_by uuid null references member (id) on delete set null,
        updated_at timestamptz not null default now(),
        primary key (event_id, member_id)
      );`);
    this.addSql('create index team_event_rsvp_member_status_idx on team_event_rsvp (member_id, status);');
    this.addSql('create index team_event_rsvp_event_status_idx on team_event_rsvp (event_id, status);');
    this.addSql('create index team_event_rsvp_updated_by_idx on team_event_rsvp (updated_by);');

    this.addSql(`
      create table team_event_mvp_vote (
        event_id uuid not null references team_event (id) on delete cascade,
        voter_id uuid not null references member (id) on delete cascade,
        mvp_id uuid not null references member (id) on delete cascade,
        voted_at timestamptz not null default now(),
        primary key (event_id, voter_id)
      );`);
    this.addSql('create index team_event_mvp_vote_event_mvp_idx on team_event_mvp_vote (event_id, mvp_id);');
    this.addSql('create index team_event_mvp_vote_voter_idx on team_event_mvp_vote (voter_id);');
    this.addSql('create index team_event_mvp_vote_mvp_idx on team_event_mvp_vote (mvp_id);');

    this.addSql(`
      create table team_event_game_stats (
        event_id uuid not null references team_event (id) on delete cascade,
        member_id uuid not null references member (id) on delete cascade,
        goals integer not null default 0 check (goals >= 0),
        assists integer not null default 0 check (assists >= 0),
        potm boolean not null default false,
        yellow_cards integer not null default 0 check (yellow_cards >= 0),
        red_cards integer not null default 0 check (red_cards >= 0),
        updated_at timestamptz not null default now(),
        primary key (event_id, member_id)
      );`);
    this.addSql('create index team_event_game_stats_member_idx on team_event_game_stats (member_id);');

    this.addSql(`
      create table team_event_comment (
        id uuid primary key,
        event_id uuid not null references team_event (id) on delete cascade,
        member_id uuid not null references member (id) on delete cascade,
        content text not null,
        created_at timestamptz not null default now()
      );`);
    this.addSql(
      'create index team_event_comment_event_created_idx on team_event_comment (event_id, created_at);',
    );
    this.addSql('create index team_event_comment_member_idx on team_event_comment (member_id);');

    this.addSql(`
      create table team_event_mail_sent (
        domain_event_id uuid not null,
        member_id uuid not null,
        sent_at timestamptz not null default now(),
        primary key (domain_event_id, member_id)
      );`);
  }
}
