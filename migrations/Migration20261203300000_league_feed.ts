import { Migration } from '@mikro-orm/migrations';

// The league feed (leagues): one table of items written by leagues' own subscribers (results, schedule
// changes) and by organizers' posts, so a page of any league's or organization's feed is one statement;
// claps one row per member and item; pictures uploaded for posts. Existing published results are
// copied in, so a league confirmed before the feed existed does not open on an empty tab.
export class Migration20261203300000_league_feed extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table league_feed_item (
        id uuid primary key,
        league_id uuid not null references league (id) on delete cascade,
        organization_id integer not null,
        workspace_id integer not null,
        kind text not null check (kind in ('result', 'game_moved', 'game_canceled', 'post')),
        league_event_id uuid null references league_event (id) on delete cascade,
        home_team_id uuid null,
        away_team_id uuid null,
        details jsonb not null default '{}',
        text text not null,
        author_id uuid null references member (id) on delete set null,
        clap_count integer not null default 0 check (clap_count >= 0),
        created_at timestamptz not null
      );`);
    // Newest first, by league (optionally a team) and by organization (optionally a workspace).
    this.addSql(
      'create index league_feed_item_league_idx on league_feed_item (league_id, created_at desc, id desc);',
    );
    this.addSql(
      'create index league_feed_item_org_idx on league_feed_item (organization_id, workspace_id, created_at desc, id desc);',
    );
    this.addSql('create index league_feed_item_home_idx on league_feed_item (home_team_id);');
    this.addSql('create index league_feed_item_away_idx on league_feed_item (away_team_id);');
    this.addSql('create index league_feed_item_author_idx on league_feed_item (author_id);');
    // One result item per game: a corrected score rewrites it.
    this.addSql(
      `create unique index league_feed_item_result_idx on league_feed_item (league_event_id) where kind = 'result';`,
    );
    this.addSql('create index league_feed_item_event_idx on league_feed_item (league_event_id);');
    this.addSql(`
      create table league_feed_clap (
        item_id uuid not null references league_feed_item (id) on delete cascade,
        member_id uuid not null references member (id) on delete cascade,
        created_at timestamptz not null default now(),
        primary key (item_id, member_id)
      );`);
    this.addSql('create index league_feed_clap_member_idx on league_feed_clap (member_id);');
    this.addSql(`
      create table league_media (
        id uuid primary key,
        league_id uuid not null references league (id) on delete cascade,
        kind text not null check (kind in ('KICKOFF', 'CHAMP', 'IMAGE', 'COVER')),
        url text not null,
        uploaded_by uuid null references member (id) on delete set null,
        post_id uuid null references league_feed_item (id) on delete cascade,
        created_at timestamptz not null default now()
      );`);
    this.addSql('create index league_media_league_idx on league_media (league_id);');
    this.addSql('create index league_media_uploaded_by_idx on league_media (uploaded_by);');
    this.addSql('create index league_media_post_idx on league_media (post_id);');
    this.addSql(`
      insert into league_feed_item (id, league_id, organization_id, workspace_id, kind, league_event_id,
        home_team_id, away_team_id, details, text, created_at)
      select gen_random_uuid(), e.league_id, l.organization_id, l.workspace_id, 'result', e.id,
        e.home_team_id, e.away_team_id,
        jsonb_build_object('homeName', ht.name, 'awayName', at.name, 'homeScore', e.home_score,
          'awayScore', e.away_score, 'startsAt', e.starts_at, 'venue', e.venue,
          'forfeit', e.forfeited_by is not null),
        ht.name || ' ' || e.home_score || '–' || e.away_score || ' ' || at.name
          || case when e.forfeited_by is not null then ' (forfeit)' else '' end,
        coalesce(e.result_at, e.updated_at)
      from league_event e join league l on l.id = e.league_id
      join league_team ht on ht.league_id = e.league_id and ht.team_id = e.home_team_id
      join league_team at on at.league_id = e.league_id and at.team_id = e.away_team_id
      where e.report_status = 'published' and e.status = 'scheduled'
        and e.home_score is not null and e.away_score is not null;`);
  }
}
