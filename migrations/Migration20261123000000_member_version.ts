import { Migration } from '@mikro-orm/migrations';

// Optimistic locking of the member aggregate: every flush of a member row checks and bumps `version`,
// so two writers that started from the same copy cannot both win (the later one gets a 409).
export class Migration20261123000000_member_version extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table member add column version integer not null default 1;');
  }
}
