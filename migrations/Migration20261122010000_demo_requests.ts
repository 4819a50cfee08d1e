import { Migration } from '@mikro-orm/migrations';

export class Migration20261122010000_demo_requests extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table demo_request (
        id uuid primary key,
        full_name text not null,
        email text not null,
        phone_number text not null,
        organization_name text not null,
        state text not null,
        country text not null,
        num_of_teams integer not null,
        num_of_players integer not null,
        notes text not null,
        organization_id integer not null,
        created_at timestamptz not null default now()
      );`);
    this.addSql(
      'create index demo_request_created_at_idx on demo_request (organization_id, created_at desc);',
    );
  }
}
