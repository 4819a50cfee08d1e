import { Migration } from '@mikro-orm/migrations';

// Identity: members, their sign-in methods (password hash, linked OpenID Connect accounts), sessions
// as rotating refresh-token families, single-purpose e-mail tokens, blocks and reports. Every token is
// stored as its SHA-256 hash only.
export class Migration20261122020000_identity extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table member (
        id uuid primary key,
        email text null,
        email_verified boolean not null default false,
        password_hash text null,
        first_name text not null default '',
        last_name text not null default '',
        phone_number text null,
        gender text null check (gender in ('MALE', 'FEMALE', 'PREFER_NOT_TO_SAY')),
        birthday date null,
        location text null,
        street text null,
        state text null,
        zip text null,
        favorite_team text null,
        avatar text null,
        role text not null default 'player' check (role in ('player', 'coordinator', 'referee')),
        status text not null default 'active' check (status in ('active', 'deactivated')),
        deactivated_at timestamptz null,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      );`);
    // E-mails are stored lower-cased; a deactivated member's address is erased, which frees it.
    this.addSql('create unique index member_email_key on member (email) where email is not null;');

    this.addSql(`
      create table member_auth_provider (
        member_id uuid not null references member (id) on delete cascade,
        provider text not null check (provider in ('google', 'apple')),
        subject text not null,
        email text null,
        linked_at timestamptz not null default now(),
        primary key (member_id, provider)
      );`);
    this.addSql(
      'create unique index member_auth_provider_subject_key on member_auth_provider (provider, subject);',
    );

    this.addSql(`
      create table session_family (
        id uuid primary key,
        member_id uuid not null references member (id) on delete cascade,
        created_at timestamptz not null default now(),
        revoked_at timestamptz null,
        revoked_reason text null
      );`);
    this.addSql(
      'create index session_family_member_idx on session_family (member_id) where revoked_at is null;',
    );
    this.addSql(`
      create table refresh_token (
        token_hash text primary key,
        family_id uuid not null references session_family (id) on delete cascade,
        created_at timestamptz not null default now(),
        expires_at timestamptz not null,
        used_at timestamptz null
      );`);
    this.addSql('create index refresh_token_family_idx on refresh_token (family_id);');

    this.addSql(`
      create table member_token (
        token_hash text primary key,
        member_id uuid not null references member (id) on delete cascade,
        purpose text not null check (purpose in ('email-verification', 'password-reset')),
        email text not null,
        created_at timestamptz not null default now(),
        expires_at timestamptz not null,
        used_at timestamptz null,
        superseded_at timestamptz null
      );`);
    this.addSql('create index member_token_member_idx on member_token (member_id, purpose);');

    this.addSql(`
      create table member_block (
        blocker_id uuid not null references member (id) on delete cascade,
        blocked_id uuid not null references member (id) on delete cascade,
        created_at timestamptz not null default now(),
        primary key (blocker_id, blocked_id),
        check (blocker_id <> blocked_id)
      );`);
    this.addSql('create index member_block_blocked_idx on member_block (blocked_id);');

    this.addSql(`
      create table report (
        id uuid primary key,
        reporter_id uuid not null references member (id),
        type text not null check (type in ('player', 'comment', 'message', 'event')),
        target_id text not null,
        reported_member_id uuid null references member (id),
        reason text null,
        created_at timestamptz not null default now()
      );`);
    this.addSql('create index report_reporter_idx on report (reporter_id);');
    this.addSql('create index report_reported_member_idx on report (reported_member_id);');
    this.addSql('create index report_target_idx on report (type, target_id);');
  }
}
