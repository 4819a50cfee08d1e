import { Migration } from '@mikro-orm/migrations';

// A change of e-mail address waits here until the link mailed to the new address is opened; the old
// address gets a link that cancels it. Each link's token is stored as its SHA-256 hash only.
export class Migration20261123010000_email_change extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table email_change (
        id uuid primary key,
        member_id uuid not null references member (id) on delete cascade,
        previous_email text not null,
        new_email text not null,
        status text not null default 'pending'
          check (status in ('pending', 'confirmed', 'cancelled', 'superseded')),
        confirm_token_hash text null unique,
        cancel_token_hash text null unique,
        requested_at timestamptz not null,
        expires_at timestamptz not null,
        settled_at timestamptz null,
        version integer not null default 1
      );`);
    this.addSql('create index email_change_member_idx on email_change (member_id, status);');
  }
}
