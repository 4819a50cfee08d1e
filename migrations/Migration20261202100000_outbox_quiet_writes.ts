import { Migration } from '@mikro-orm/migrations';

// A NOTIFY takes one cluster-wide lock at commit and holds it through the commit's WAL flush, so every
// transaction that notifies commits one after another. With a chat line's event notifying too, 200
// lines a second queued behind each other (and behind every other notifying commit): bench:chat spent
// most of its time waiting on that lock (pg_stat_activity: Lock/object on the chat insert). A hot-path
// write (writeWithEvent in src/platform/bus) now sets `playfield.outbox_quiet` for its own statement and
// sends no NOTIFY; the relays find its row at their next poll (RELAY_INTERVAL_MS). Everything else
// still wakes them at once.
export class Migration20261202100000_outbox_quiet_writes extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create or replace function outbox_notify_committed() returns trigger language plpgsql as $$
      begin
        if current_setting('playfield.outbox_quiet', true) is distinct from 'on' then
          perform pg_notify('outbox_committed', '');
        end if;
        return null;
      end;
      $$;`);
  }
}
