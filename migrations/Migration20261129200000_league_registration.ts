import { Migration } from '@mikro-orm/migrations';

// League registration (leagues): a league's registration settings (one row, locked by every change of its
// spots, so racing registrations for the last spot queue on it) and the registrations themselves, a team's
// (by its captain) or a free agent's. A team or a free agent has at most one live registration per league
// (the partial unique indexes are the last guard behind the row lock).
export class Migration20261129200000_league_registration extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table league_registration_settings (
        league_id uuid primary key references league (id) on delete cascade,
        state text not null check (state in ('open', 'closed')),
        opens_at timestamptz not null,
        closes_at timestamptz not null,
        max_teams integer not null check (max_teams between 2 and 64),
        team_fee_cents integer null check (team_fee_cents >= 0),
        team_fee_currency text null,
        free_agent_fee_cents integer null check (free_agent_fee_cents >= 0),
        free_agent_fee_currency text null,
        refund_cutoff timestamptz not null,
        gender text not null,
        level text not null,
        learn_more_url text null,
        listing_sequence bigint not null default 0,
        updated_at timestamptz not null,
        check (closes_at > opens_at)
      );`);
    this.addSql(`
      create table league_registration (
        id uuid primary key,
        league_id uuid not null references league (id) on delete cascade,
        kind text not null check (kind in ('team', 'free_agent')),
        team_id uuid null,
        member_id uuid not null references member (id) on delete cascade,
        status text not null check (status in ('checkout', 'registered', 'waitlisted', 'expired', 'declined', 'withdrawn')),
        amount_cents integer null,
        currency text null,
        session_id text null,
        payment_status text not null check (payment_status in ('free', 'pending', 'paid', 'refund_pending', 'refunded')),
        hold_expires_at timestamptz null,
        waitlist_seq bigint null,
        created_at timestamptz not null,
        updated_at timestamptz not null,
        check ((kind = 'team') = (team_id is not null))
      );`);
    this.addSql(
      `create unique index league_registration_live_team on league_registration (league_id, team_id)
         where kind = 'team' and status in ('checkout', 'registered', 'waitlisted');`,
    );
    this.addSql(
      `create unique index league_registration_live_free_agent on league_registration (league_id, member_id)
         where kind = 'free_agent' and status in ('checkout', 'registered', 'waitlisted');`,
    );
    this.addSql(
      'create index league_registration_league_idx on league_registration (league_id, created_at);',
    );
    this.addSql(
      'create unique index league_registration_session on league_registration (session_id) where session_id is not null;',
    );
  }
}
