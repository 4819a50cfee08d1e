import { Migration } from '@mikro-orm/migrations';

// Invites to a team or a pickup group: shareable links (anyone holding the token may use it) and
// e-mail invites to one person, which a captain can list and resend while they are pending. Tokens
// are stored as their SHA-256 hash only; an e-mail invite's token is replaced on every send.
export class Migration20261123120000_invites extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table invite (
        id uuid primary key,
        token_hash text null,
        channel text not null check (channel in ('link', 'email')),
        type text not null check (type in ('as_roster', 'as_pickupGrpMember', 'as_sub')),
        team_id uuid null references team (id) on delete cascade,
        pickup_group_id uuid null references pickup_group (id) on delete cascade,
        league_id text null,
        organization_id integer null,
        inviter_id uuid not null references member (id) on delete cascade,
        email text null,
        first_name text null,
        last_name text null,
        status text not null default 'pending' check (status in ('pending', 'accepted')),
        accepted_by uuid null references member (id) on delete set null,
        accepted_at timestamptz null,
        sent_at timestamptz null,
        send_count integer not null default 0,
        created_at timestamptz not null default now(),
        constraint invite_one_target check ((team_id is null) <> (pickup_group_id is null)),
        constraint invite_email_has_address check (channel <> 'email' or email is not null)
      );`);
    this.addSql(
      'create unique index invite_token_hash_key on invite (token_hash) where token_hash is not null;',
    );
    this.addSql('create index invite_team_idx on invite (team_id, created_at) where team_id is not null;');
    this.addSql(
      'create index invite_pickup_group_idx on invite (pickup_group_id) where pickup_group_id is not null;',
    );
    this.addSql('create index invite_inviter_idx on invite (inviter_id);');
    this.addSql('create index invite_accepted_by_idx on invite (accepted_by) where accepted_by is not null;');
    // One pending e-mail invite per address and team: inviting again resends it.
    this.addSql(
      `create unique index invite_pending_email_key on invite (team_id, email)
       where channel = 'email' and status = 'pending';`,
    );
  }
}
