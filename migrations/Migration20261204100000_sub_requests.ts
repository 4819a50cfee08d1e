import { Migration } from '@mikro-orm/migrations';

// Subs (marketplace, issue 20): a captain's "subs needed" for a team event, and players' offers. The
// request keeps a copy of the event's time and place (fed by the events module's read API and events),
// so the Subs list is one statement; no foreign key to team_event because a deleted event closes the
// request through its domain event rather than a cascade that would leave offers untold.
export class Migration20261204100000_sub_requests extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table sub_request (
        id uuid primary key,
        event_id uuid not null,
        team_id uuid not null,
        team_name text not null,
        posted_by uuid not null references member (id) on delete cascade,
        organization_id integer not null,
        workspace_id integer not null,
        city_name text not null,
        title text not null,
        address_name text not null,
        starts_at timestamptz not null,
        time_zone text not null,
        game_day text not null,
        needed integer not null check (needed between 1 and 10),
        accepted integer not null default 0 check (accepted >= 0 and accepted <= needed),
        positions text[] not null,
        level text not null,
        fee_share_cents integer null,
        fee_share_currency text null,
        note text not null default '',
        status text not null default 'open' check (status in ('open', 'filled', 'closed')),
        closed_reason text null,
        created_at timestamptz not null,
        updated_at timestamptz not null
      );`);
    // One open request an event: a second POST (even a racing one) breaks this, not the rule.
    this.addSql(
      `create unique index sub_request_open_event_idx on sub_request (event_id) where status = 'open';`,
    );
    this.addSql('create index sub_request_event_idx on sub_request (event_id, created_at desc);');
    this.addSql(
      `create index sub_request_listing_idx on sub_request (workspace_id, starts_at) where status = 'open';`,
    );
    this.addSql('create index sub_request_posted_by_idx on sub_request (posted_by);');
    this.addSql(`
      create table sub_offer (
        id uuid primary key,
        request_id uuid not null references sub_request (id) on delete cascade,
        member_id uuid not null references member (id) on delete cascade,
        note text not null default '',
        status text not null default 'pending'
          check (status in ('pending', 'accepted', 'declined', 'late', 'withdrawn')),
        created_at timestamptz not null,
        answered_at timestamptz null
      );`);
    this.addSql('create unique index sub_offer_request_member_idx on sub_offer (request_id, member_id);');
    this.addSql('create index sub_offer_member_idx on sub_offer (member_id);');
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists sub_offer;');
    this.addSql('drop table if exists sub_request;');
  }
}
