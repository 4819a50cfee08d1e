import { Migration } from '@mikro-orm/migrations';

// Tells every API process, at commit, that a session ended or a member left: the processes keep the
// sessions they saw live in memory (src/modules/identity/infrastructure/live-sessions.ts) instead of
// reading session_family on every request, and forget them on these notifications. A trigger, not
// the use cases, sends them, so every way a session ends (sign-out, password change or reset, refresh
// token reuse, deactivation, an operator's SQL) is heard; NOTIFY in a transaction is delivered only
// at its commit and dropped on rollback. Payloads: `s:<session id>`, `m:<member id>`.
export class Migration20261128100000_session_revoked_notify extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create function session_revoked_notify() returns trigger language plpgsql as $$
      begin
        perform pg_notify('session_revoked', case tg_table_name when 'member' then 'm:' else 's:' end || new.id);
        return null;
      end;
      $$;`);
    this.addSql(`
      create trigger session_revoked_notify after update of revoked_at on session_family
      for each row when (old.revoked_at is null and new.revoked_at is not null)
      execute function session_revoked_notify();`);
    this.addSql(`
      create trigger member_left_notify after update of status on member
      for each row when (old.status = 'active' and new.status <> 'active')
      execute function session_revoked_notify();`);
  }
}
