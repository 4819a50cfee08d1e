import { Migration } from '@mikro-orm/migrations';

// The marketplace (spec's Shop tab): its copy of the leagues open for registration, free agents and
// posts. Every list is one statement per page whatever the filters, so each filter has an index:
// - listings: btrees in the sort's order (season start), alone and after the city, which a page walks
//   until it has its 20 when the filters are loose; one multicolumn GIN (btree_gin) over the equality
//   filters (city, format, day, gender, level), which PostgreSQL can use for any subset of its columns
//   (a btree only for a prefix) when they are narrow; a trigram GIN (pg_trgm) for the free text, which a
//   tsvector would not match inside words ('river' in 'Riverside'); btrees for price and the open window.
// - free agents and posts: a btree per city in list order, and GIN on their array filters.
// Both extensions ship with PostgreSQL's contrib and with the embedded default's binaries.
export class Migration20261201100000_marketplace extends Migration {
  override async up(): Promise<void> {
    this.addSql('create extension if not exists pg_trgm;');
    this.addSql('create extension if not exists btree_gin;');
    this.addSql(`
      create table marketplace_league_listing (
        league_id uuid primary key,
        organization_id integer not null,
        workspace_id integer not null,
        city_name text not null,
        name text not null,
        format text not null,
        game_day text not null,
        time_zone text not null,
        time_slots jsonb not null,
        venues jsonb not null,
        season_start date not null,
        season_end date not null,
        gender text not null,
        level text not null,
        team_fee_cents integer null,
        team_fee_currency text null,
        free_agent_fee_cents integer null,
        free_agent_fee_currency text null,
        max_teams integer not null,
        teams_registered integer not null,
        waitlist_count integer not null,
        opens_at timestamptz not null,
        closes_at timestamptz not null,
        refund_cutoff timestamptz not null,
        learn_more_url text null,
        search_text text not null,
        sequence bigint not null,
        removed_at timestamptz null,
        updated_at timestamptz not null default now()
      );`);
    const listed = 'where removed_at is null';
    this.addSql(
      `create index marketplace_listing_start_idx on marketplace_league_listing (season_start, league_id) ${listed};`,
    );
    this.addSql(
      `create index marketplace_listing_city_idx on marketplace_league_listing (workspace_id, season_start, league_id) ${listed};`,
    );
    // fastupdate off: new entries go into the GIN index at once instead of a pending list, which the
    // planner prices so high (until a vacuum merges it) that it reads the whole table instead. Listings
    // are written a few times a day and read all the time.
    this.addSql(
      'create index marketplace_listing_facets_idx on marketplace_league_listing using gin (workspace_id, format, game_day, gender, level) with (fastupdate = off);',
    );
    this.addSql(
      'create index marketplace_listing_text_idx on marketplace_league_listing using gin (search_text gin_trgm_ops) with (fastupdate = off);',
    );
    this.addSql(
      `create index marketplace_listing_price_idx on marketplace_league_listing (team_fee_cents) ${listed};`,
    );
    this.addSql(
      `create index marketplace_listing_window_idx on marketplace_league_listing (closes_at, opens_at) ${listed};`,
    );

    this.addSql(`
      create table marketplace_free_agent (
        id uuid primary key,
        member_id uuid not null references member (id) on delete cascade,
        organization_id integer not null,
        workspace_id integer not null,
        city_name text not null,
        positions text[] not null,
        level text not null,
        days text[] not null,
        times text[] not null,
        looking_for text[] not null,
        about text not null,
        status text not null check (status in ('active', 'paused')),
        league_id uuid null,
        league_name text null,
        version integer not null default 1,
        created_at timestamptz not null,
        updated_at timestamptz not null
      );`);
    // A member lists themself once per city; a league free agent once per league.
    this.addSql(
      'create unique index marketplace_free_agent_city_key on marketplace_free_agent (member_id, workspace_id) where league_id is null;',
    );
    this.addSql(
      'create unique index marketplace_free_agent_league_key on marketplace_free_agent (member_id, league_id) where league_id is not null;',
    );
    this.addSql(
      `create index marketplace_free_agent_list_idx on marketplace_free_agent (workspace_id, updated_at desc, id) where status = 'active';`,
    );
    this.addSql(
      `create index marketplace_free_agent_org_idx on marketplace_free_agent (organization_id, workspace_id, updated_at desc) where status = 'active';`,
    );
    this.addSql(
      'create index marketplace_free_agent_facets_idx on marketplace_free_agent using gin (positions, days, looking_for) with (fastupdate = off);',
    );

    this.addSql(`
      create table marketplace_post (
        id uuid primary key,
        author_id uuid not null references member (id) on delete cascade,
        organization_id integer not null,
        workspace_id integer not null,
        city_name text not null,
        category text not null,
        title text not null,
        body text not null,
        image_url text null,
        created_at timestamptz not null,
        updated_at timestamptz not null,
        expires_at timestamptz not null,
        removed_at timestamptz null,
        removed_by uuid null,
        version integer not null default 1
      );`);
    // Listed while not removed and not expired: the expiry is a query condition the index serves.
    this.addSql(
      'create index marketplace_post_list_idx on marketplace_post (workspace_id, expires_at desc, id) where removed_at is null;',
    );
    this.addSql(
      'create index marketplace_post_recent_idx on marketplace_post (expires_at desc, id) where removed_at is null;',
    );
    this.addSql(`
      create table marketplace_post_report (
        post_id uuid not null references marketplace_post (id) on delete cascade,
        reporter_id uuid not null references member (id) on delete cascade,
        reason text null,
        created_at timestamptz not null,
        primary key (post_id, reporter_id)
      );`);
  }
}
