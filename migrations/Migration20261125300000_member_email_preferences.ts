import { Migration } from '@mikro-orm/migrations';

// Identity: a member's choice per kind of optional e-mail (game_emails, reminders, chat_digests). No row
// means the default, subscribed; Settings or an e-mail's unsubscribe link writes one. Removed with the
// member. Senders ask "who of these members allows this kind" by the primary key (member_id = any(…)
// and kind = …), so no other index is needed.
export class Migration20261125300000_member_email_preferences extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table member_email_preference (
        member_id uuid not null references member (id) on delete cascade,
        kind text not null check (kind in ('game_emails', 'reminders', 'chat_digests')),
        enabled boolean not null default true,
        updated_at timestamptz not null default now(),
        primary key (member_id, kind)
      );`);
  }
}
