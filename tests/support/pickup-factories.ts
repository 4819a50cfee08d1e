import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { sql } from './identity-factories.ts';
import type { TestApp } from './test-app.ts';

/** The game form as an admin posts it, a week from now at 19:30 in the group's zone. */
export function gameBody(
  pickupGroupId: string,
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  const day = new Date(Date.now() + 7 * 86_400_000);
  return {
    pickupGroupId,
    title: 'Thursday night 7v7',
    address: 'Zilker Park field 3',
    year: day.getUTCFullYear(),
    month: day.getUTCMonth() + 1,
    date: day.getUTCDate(),
    hours: 19,
    minutes: 30,
    capacity: 14,
    price: null,
    refundCutoffHours: 24,
    ...overrides,
  };
}

/** A game straight in the database (fast). `startsInHours` from now; price in cents or null. */
export async function insertGame(
  app: TestApp,
  pickupGroupId: string,
  fields: Partial<{
    capacity: number;
    priceCents: number | null;
    startsInHours: number;
    refundCutoffHours: number;
    title: string;
  }> = {},
): Promise<number> {
  const price = fields.priceCents ?? null;
  const [row] = await sql<{ id: string }>(
    app,
    `insert into pickup_event (pickup_group_id, title, address, starts_at, time_zone, capacity, price_cents, currency,
       refund_cutoff_hours)
     values ($1, $2, 'Zilker Park field 3', now() + make_interval(secs => $3), 'US/Central', $4, $5, $6, $7)
     returning id`,
    [
      pickupGroupId,
      fields.title ?? 'Thursday night 7v7',
      (fields.startsInHours ?? 72) * 3600,
      fields.capacity ?? 14,
      price,
      price === null ? null : 'USD',
      fields.refundCutoffHours ?? 24,
    ],
  );
  return Number(row!.id);
}

/** Members straight in the database, without sessions (for data volume). */
export async function insertMembers(app: TestApp, count: number): Promise<string[]> {
  const ids = Array.from({ length: count }, () => randomUUID());
  await sql(
    app,
    `insert into member (id, email, email_verified, first_name, last_name, gender, birthday, zip, location)
     select id, 'bulk-' || id || '@example.com', true, 'Bulk', 'Player', 'MALE', '1990-01-01', '78701', 'Austin, TX'
     from unnest($1::uuid[]) as id`,
    [ids],
  );
  return ids;
}

/** Registers members straight in the database and keeps the game's counter in step. */
export async function insertRegistrations(app: TestApp, gameId: number, memberIds: string[]): Promise<void> {
  await sql(
    app,
    `insert into pickup_registration (id, pickup_event_id, member_id, status, registered_at)
     select gen_random_uuid(), $1, id, 'registered', now() from unnest($2::uuid[]) as id`,
    [gameId, memberIds],
  );
  await sql(app, 'update pickup_event set total_reg = total_reg + $2 where id = $1', [
    gameId,
    memberIds.length,
  ]);
}

export async function registrationOf(
  app: TestApp,
  gameId: number,
  memberId: string,
): Promise<{ id: string; status: string; hold_seq: number; hold_expires_at: Date | null } | undefined> {
  const [row] = await sql<{ id: string; status: string; hold_seq: number; hold_expires_at: Date | null }>(
    app,
    'select id, status, hold_seq, hold_expires_at from pickup_registration where pickup_event_id = $1 and member_id = $2',
    [gameId, memberId],
  );
  return row;
}

export async function gameCounts(
  app: TestApp,
  gameId: number,
): Promise<{ total_reg: number; held_count: number; waitlist_count: number }> {
  const [row] = await sql<{ total_reg: number; held_count: number; waitlist_count: number }>(
    app,
    'select total_reg, held_count, waitlist_count from pickup_event where id = $1',
    [gameId],
  );
  return row!;
}

/** Polls until `check` answers something truthy (the worker runs subscribers after the commit). */
export async function eventually<T>(
  check: () => Promise<T | undefined | false>,
  timeoutMs = 10_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

// A local HTTP server shaped like the part of Stripe's API the adapter calls: create and retrieve a
// Checkout Session, create a refund. The real `stripe` SDK talks to it (STRIPE_API_BASE).

export interface FakeStripeSession {
  id: string;
  amount: number;
  currency: string;
  metadata: Record<string, string>;
  clientReferenceId: string;
  successUrl: string;
  expiresAt: number;
  paymentIntent: string;
}

export interface FakeStripe {
  url: string;
  sessions: Map<string, FakeStripeSession>;
  refunds: Array<{ id: string; paymentIntent: string; amount: number; idempotencyKey: string | undefined }>;
  requests: string[];
  close(): Promise<void>;
}

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let data = '';
    req.on('data', (chunk) => {
      data += chunk;
    });
    req.on('end', () => resolve(data));
  });

export async function startFakeStripe(): Promise<FakeStripe> {
  const sessions = new Map<string, FakeStripeSession>();
  const refunds: FakeStripe['refunds'] = [];
  const refundByKey = new Map<string, FakeStripe['refunds'][number]>();
  const requests: string[] = [];
  const server: Server = createServer(async (req, res) => {
    const form = new URLSearchParams(await readBody(req));
    const path = (req.url ?? '').split('?')[0]!;
    requests.push(`${req.method} ${path}`);
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${randomUUID()}` });
      res.end(JSON.stringify(body));
    };
    const sessionJson = (session: FakeStripeSession) => ({
      id: session.id,
      object: 'checkout.session',
      url: `https://checkout.stripe.test/pay/${session.id}`,
      amount_total: session.amount,
      currency: session.currency,
      client_reference_id: session.clientReferenceId,
      metadata: session.metadata,
      success_url: session.successUrl,
      expires_at: session.expiresAt,
      payment_intent: session.paymentIntent,
      payment_status: 'unpaid',
      status: 'open',
    });
    if (req.method === 'POST' && path === '/v1/checkout/sessions') {
      const id = `cs_test_${randomUUID().replaceAll('-', '')}`;
      const metadata: Record<string, string> = {};
      for (const [key, value] of form) {
        const match = /^metadata\[(\w+)\]$/.exec(key);
        if (match) metadata[match[1]!] = value;
      }
      const session: FakeStripeSession = {
        id,
        amount: Number(form.get('line_items[0][price_data][unit_amount]')),
        currency: form.get('line_items[0][price_data][currency]') ?? '',
        metadata,
        clientReferenceId: form.get('client_reference_id') ?? '',
        successUrl: form.get('success_url') ?? '',
        expiresAt: Number(form.get('expires_at')),
        paymentIntent: `pi_${randomUUID().replaceAll('-', '')}`,
      };
      sessions.set(id, session);
      return send(200, sessionJson(session));
    }
    const retrieve = /^\/v1\/checkout\/sessions\/([\w]+)$/.exec(path);
    if (req.method === 'GET' && retrieve) {
      const session = sessions.get(retrieve[1]!);
      return session
        ? send(200, sessionJson(session))
        : send(404, { error: { type: 'invalid_request_error', message: 'No such checkout.session' } });
    }
    if (req.method === 'POST' && path === '/v1/refunds') {
      const key = req.headers['idempotency-key'] as string | undefined;
      const existing = key ? refundByKey.get(key) : undefined;
      const refund = existing ?? {
        id: `re_${randomUUID().replaceAll('-', '')}`,
        paymentIntent: form.get('payment_intent') ?? '',
        amount: Number(form.get('amount')),
        idempotencyKey: key,
      };
      if (!existing) {
        refunds.push(refund);
        if (key) refundByKey.set(key, refund);
      }
      return send(200, {
        id: refund.id,
        object: 'refund',
        amount: refund.amount,
        payment_intent: refund.paymentIntent,
        status: 'succeeded',
      });
    }
    send(404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${path})` } });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    sessions,
    refunds,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

export const WEBHOOK_SECRET = 'whsec_test_pickup_payments';

/** A `checkout.session.completed` event as Stripe sends it, signed with the SDK's test-header helper. */
export function signedCheckoutCompleted(
  session: FakeStripeSession,
  options: { eventId?: string; secret?: string } = {},
): { body: string; signature: string; eventId: string } {
  const eventId = options.eventId ?? `evt_${randomUUID().replaceAll('-', '')}`;
  const body = JSON.stringify({
    id: eventId,
    object: 'event',
    type: 'checkout.session.completed',
    api_version: '2025-01-01',
    created: Math.floor(Date.now() / 1000),
    data: {
      object: {
        id: session.id,
        object: 'checkout.session',
        payment_status: 'paid',
        status: 'complete',
        payment_intent: session.paymentIntent,
        amount_total: session.amount,
        currency: session.currency,
        client_reference_id: session.clientReferenceId,
        metadata: session.metadata,
      },
    },
  });
  const signature = Stripe.webhooks.generateTestHeaderString({
    payload: body,
    secret: options.secret ?? WEBHOOK_SECRET,
  });
  return { body, signature, eventId };
}

export function postWebhook(app: TestApp, body: string, signature: string): Promise<Response> {
  return app.request('/api/payments/stripe/webhook', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    body,
  });
}
