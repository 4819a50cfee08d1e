import { Migration } from '@mikro-orm/migrations';

// Waivers (organizations): each published version is its own immutable row, so what a member signed
// stays readable forever; a signature names the version it agreed to (and keeps its name and version,
// spec §3's signedMemberWaiver). The latest version of an organization is its newest row (uuidv7 ids
// are time-ordered).
export class Migration20261129100000_waivers extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table organization_waiver (
        id uuid primary key,
        organization_id integer not null references organization (id) on delete cascade,
        name text not null,
        waiver_version text not null,
        body text not null,
        published_by uuid null references member (id) on delete set null,
        published_at timestamptz not null default now(),
        constraint organization_waiver_version_key unique (organization_id, waiver_version)
      );`);
    this.addSql(
      'create index organization_waiver_latest_idx on organization_waiver (organization_id, id desc);',
    );
    this.addSql(`
      create table member_waiver (
        id uuid primary key,
        member_id uuid not null references member (id) on delete cascade,
        organization_id integer not null references organization (id) on delete cascade,
        waiver_id uuid not null references organization_waiver (id) on delete restrict,
        waiver_version text not null,
        name text not null,
        status text not null check (status in ('agreed')),
        signed_date timestamptz not null,
        updated_at timestamptz not null,
        constraint member_waiver_once unique (member_id, waiver_id)
      );`);
    this.addSql(
      'create index member_waiver_member_org_idx on member_waiver (member_id, organization_id, signed_date desc);',
    );
  }
}
