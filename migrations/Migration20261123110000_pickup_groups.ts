import { Migration } from '@mikro-orm/migrations';

// Pickup groups and their members. A group carries a version for optimistic locking (two admins saving
// the form at once). A member has one row per group, ever: (pickup_group_id, member_id) is unique, so
// two simultaneous joins make one membership, and a blocked member's row stays to keep them out.
export class Migration20261123110000_pickup_groups extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table pickup_group (
        id uuid primary key,
        name text not null,
        acronym text not null check (char_length(acronym) between 2 and 4 and acronym = upper(acronym)),
        established integer not null,
        location text not null,
        timezone text not null,
        banner text null,
        badge text null,
        organization_id integer null,
        created_by uuid null references member (id) on delete set null,
        status text not null default 'active' check (status in ('active', 'deactivated')),
        deactivated_at timestamptz null,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now(),
        version integer not null default 1
      );`);
    this.addSql('create index pickup_group_created_by_idx on pickup_group (created_by);');
    this.addSql('create index pickup_group_organization_idx on pickup_group (organization_id);');

    this.addSql(`
      create table pickup_group_member (
        id uuid primary key,
        pickup_group_id uuid not null references pickup_group (id) on delete cascade,
        member_id uuid not null references member (id) on delete cascade,
        status text not null default 'active' check (status in ('active', 'left', 'removed')),
        is_admin boolean not null default false,
        is_blocked boolean not null default false,
        joined_at timestamptz not null default now(),
        updated_at timestamptz not null default now(),
        constraint pickup_group_member_group_member_key unique (pickup_group_id, member_id),
        constraint pickup_group_member_blocked_not_admin check (not (is_blocked and is_admin))
      );`);
    // "My groups" for the club selector and permissions; the list and counts use the unique key's index.
    this.addSql(
      `create index pickup_group_member_member_idx on pickup_group_member (member_id) where status = 'active';`,
    );
    this.addSql(
      `create index pickup_group_member_listed_idx on pickup_group_member (pickup_group_id, is_admin desc)
       where status = 'active' or is_blocked;`,
    );
  }
}
