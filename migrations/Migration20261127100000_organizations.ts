import { Migration } from '@mikro-orm/migrations';
import { citiesOf, OPERATOR_ORGANIZATION_ID } from '../src/contracts/cities.ts';

// Organizations (league operators), their workspaces (one per city) and staff (coordinators, referees).
// The operator's organization 15 is seeded with its cities, which the operator site is built from.
const CITY_ZONES: Record<string, string> = {
  TX: 'America/Chicago',
  CO: 'America/Denver',
  NC: 'America/New_York',
  AZ: 'America/Phoenix',
};

export class Migration20261127100000_organizations extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table organization (
        id integer primary key,
        name text not null,
        logo text null,
        created_at timestamptz not null default now()
      );`);
    this.addSql(`
      create table workspace (
        id integer primary key,
        organization_id integer not null references organization (id) on delete cascade,
        name text not null,
        url_path text not null,
        time_zone text not null
      );`);
    this.addSql('create index workspace_organization_idx on workspace (organization_id);');
    this.addSql(`
      create table organization_staff (
        organization_id integer not null references organization (id) on delete cascade,
        member_id uuid not null references member (id) on delete cascade,
        role text not null check (role in ('coordinator', 'referee')),
        created_at timestamptz not null default now(),
        primary key (organization_id, member_id)
      );`);
    this.addSql('create index organization_staff_member_idx on organization_staff (member_id);');
    this.addSql(
      `insert into organization (id, name) values (${OPERATOR_ORGANIZATION_ID}, 'Playfield Leagues') on conflict do nothing;`,
    );
    for (const city of citiesOf(OPERATOR_ORGANIZATION_ID)) {
      const zone = CITY_ZONES[city.state] ?? 'America/Chicago';
      this.addSql(
        `insert into workspace (id, organization_id, name, url_path, time_zone) values (${city.id}, ${OPERATOR_ORGANIZATION_ID}, '${city.name.replaceAll("'", "''")}', '${city.urlPath}', '${zone}') on conflict do nothing;`,
      );
    }
  }
}
