import { Migration } from '@mikro-orm/migrations';

// A coordinator's approval of a registration (leagues): when and by whom; a declined one is ended instead.
export class Migration20261202200000_league_registration_approval extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      alter table league_registration
        add column approved_at timestamptz null,
        add column approved_by uuid null references member (id) on delete set null;`);
  }
}
