import { Migration } from '@mikro-orm/migrations';

// Payments: one row per checkout session (Stripe's or the built-in TEST MODE one) with what it is for,
// its money in integer cents and its state; and the webhook events already applied, so a replayed
// delivery changes nothing.
export class Migration20261125400000_payments extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table payment_checkout (
        session_id text primary key,
        provider text not null check (provider in ('stripe', 'test')),
        purpose text not null,
        reference text not null,
        member_id uuid null references member (id) on delete set null,
        amount_cents integer not null check (amount_cents > 0),
        currency text not null,
        description text not null,
        status text not null check (status in ('open', 'paid', 'expired', 'refund_pending', 'refunded')),
        payment_intent_id text null,
        refund_id text null,
        success_url text not null,
        cancel_url text not null,
        expires_at timestamptz not null,
        paid_at timestamptz null,
        refunded_at timestamptz null,
        created_at timestamptz not null default now()
      );`);
    this.addSql(
      'create index payment_checkout_purpose_reference_idx on payment_checkout (purpose, reference);',
    );
    this.addSql('create index payment_checkout_member_idx on payment_checkout (member_id);');
    this.addSql('create index payment_checkout_status_idx on payment_checkout (status);');

    this.addSql(`
      create table payment_webhook_event (
        id text primary key,
        type text not null,
        received_at timestamptz not null default now()
      );`);
  }
}
