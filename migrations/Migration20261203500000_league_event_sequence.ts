import { Migration } from '@mikro-orm/migrations';

// A league game's change counter (leagues): raised on every move and cancellation and carried by its
// domain events, so a subscriber that receives an older change after a newer one can tell it is stale,
// and calendar apps (iCalendar SEQUENCE) replace the copy they hold.
export class Migration20261203500000_league_event_sequence extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table league_event add column sequence integer not null default 0;');
  }
}
