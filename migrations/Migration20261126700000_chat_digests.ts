import { Migration } from '@mikro-orm/migrations';

// Messaging: when each member was last sent a chat digest e-mail and up to which message it went (at most
// one digest an hour; a message is in one digest at most). One row per member, made on the first digest
// job, removed with the member.
export class Migration20261126700000_chat_digests extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table chat_digest (
        member_id uuid primary key references member (id) on delete cascade,
        last_sent_at timestamptz,
        digested_through timestamptz
      );`);
  }
}
