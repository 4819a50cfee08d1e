import { Migration } from '@mikro-orm/migrations';

// Tells every process, at commit, that a member's name, avatar, contacts or status changed: the
// identity read API keeps members' contacts in memory (src/modules/identity/infrastructure/
// member-contacts-cache.ts) and forgets a member on this notification. A trigger, not the use cases,
// so every way a profile changes (the profile form, an e-mail change, an avatar, deactivation, an
// operator's SQL) is heard. Payload: the member's id.
export class Migration20261205100000_member_contacts_notify extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create function member_contacts_notify() returns trigger language plpgsql as $$
      begin
        perform pg_notify('member_contacts_changed', old.id::text);
        return null;
      end;
      $$;`);
    this.addSql(`
      create trigger member_contacts_notify after update on member
      for each row when (
        (old.first_name, old.last_name, old.avatar, old.email, old.phone_number, old.status)
        is distinct from (new.first_name, new.last_name, new.avatar, new.email, new.phone_number, new.status))
      execute function member_contacts_notify();`);
    this.addSql(`
      create trigger member_deleted_notify after delete on member
      for each row execute function member_contacts_notify();`);
  }
}
