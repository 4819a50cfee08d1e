import { Migration } from '@mikro-orm/migrations';

// Wakes outbox relays as soon as an outbox row commits, in whichever process wrote it: NOTIFY inside a
// transaction is delivered only at commit and dropped on rollback, which is exactly "a committed,
// unpublished row exists". The relays still poll on an interval; this only removes the wait.
// Per statement, so a multi-row insert sends one notification (PostgreSQL folds duplicates anyway).
export class Migration20261122000100_outbox_notify extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create function outbox_notify_committed() returns trigger language plpgsql as $$
      begin
        perform pg_notify('outbox_committed', '');
        return null;
      end;
      $$;`);
    this.addSql(`
      create trigger outbox_notify_committed after insert on outbox
      for each statement execute function outbox_notify_committed();`);
  }
}
