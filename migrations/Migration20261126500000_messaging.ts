import { Migration } from '@mikro-orm/migrations';

// Messaging: direct messages between two members and team chat, with claps (one per member per
// message, the primary key) and a clap count kept beside each message under its row lock. Direct
// messages carry the pair as least/greatest columns so a conversation pages by one index; unread is
// `read_at is null` for the receiver; a team chat's unread is what came after the member's read mark.
export class Migration20261126500000_messaging extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table direct_message (
        id uuid primary key,
        sender_id uuid not null references member (id) on delete cascade,
        receiver_id uuid not null references member (id) on delete cascade,
        content text not null check (char_length(content) between 1 and 2000),
        clap_count integer not null default 0 check (clap_count >= 0),
        read_at timestamptz,
        created_at timestamptz not null default now(),
        member_low uuid generated always as (least(sender_id, receiver_id)) stored,
        member_high uuid generated always as (greatest(sender_id, receiver_id)) stored,
        check (sender_id <> receiver_id)
      );`);
    this.addSql(
      'create index direct_message_pair_idx on direct_message (member_low, member_high, created_at desc, id desc);',
    );
    this.addSql('create index direct_message_sender_idx on direct_message (sender_id, created_at desc);');
    this.addSql('create index direct_message_receiver_idx on direct_message (receiver_id, created_at desc);');
    this.addSql(
      'create index direct_message_unread_idx on direct_message (receiver_id, sender_id) where read_at is null;',
    );
    this.addSql(`
      create table direct_message_clap (
        message_id uuid not null references direct_message (id) on delete cascade,
        member_id uuid not null references member (id) on delete cascade,
        created_at timestamptz not null default now(),
        primary key (message_id, member_id)
      );`);
    this.addSql('create index direct_message_clap_member_idx on direct_message_clap (member_id);');
    this.addSql(`
      create table team_message (
        id uuid primary key,
        team_id uuid not null references team (id) on delete cascade,
        sender_id uuid not null references member (id) on delete cascade,
        content text not null check (char_length(content) between 1 and 2000),
        clap_count integer not null default 0 check (clap_count >= 0),
        created_at timestamptz not null default now()
      );`);
    this.addSql('create index team_message_team_idx on team_message (team_id, created_at desc, id desc);');
    this.addSql('create index team_message_sender_idx on team_message (sender_id);');
    this.addSql(`
      create table team_message_clap (
        message_id uuid not null references team_message (id) on delete cascade,
        member_id uuid not null references member (id) on delete cascade,
        created_at timestamptz not null default now(),
        primary key (message_id, member_id)
      );`);
    this.addSql('create index team_message_clap_member_idx on team_message_clap (member_id);');
    this.addSql(`
      create table team_chat_read (
        team_id uuid not null references team (id) on delete cascade,
        member_id uuid not null references member (id) on delete cascade,
        last_read_at timestamptz not null,
        primary key (team_id, member_id)
      );`);
    this.addSql('create index team_chat_read_member_idx on team_chat_read (member_id);');
  }
}
