import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  PickupCheckoutResult,
  PickupEventDto,
  RegistrationDetailsDto,
} from '../../src/contracts/pickup/index.ts';
import { holdJobId } from '../../src/modules/pickup/index.ts';
import { TOKENS } from '../../src/platform/container/tokens.ts';
import type { Scheduler } from '../../src/platform/scheduler/index.ts';
import {
  body,
  createMember,
  generousLimits,
  linkIn,
  mailText,
  mailTo,
  sql,
  type TestMember,
} from '../support/identity-factories.ts';
import {
  eventually,
  type FakeStripe,
  gameCounts,
  insertGame,
  insertMembers,
  insertRegistrations,
  postWebhook,
  registrationOf,
  signedCheckoutCompleted,
  startFakeStripe,
  WEBHOOK_SECRET,
} from '../support/pickup-factories.ts';
import { insertGroup, insertGroupMember } from '../support/pickup-group-factories.ts';
import {
  type MailingTestApp,
  startTestApp,
  startTestAppWithMail,
  type TestApp,
} from '../support/test-app.ts';

// Paid games through the real `stripe` SDK against a local server shaped like Stripe's API, webhooks signed
// with the SDK's own test-header helper, hold expiry by delayed BullMQ job, and the TEST MODE checkout.

let stripe: FakeStripe;
let app: MailingTestApp;
let admin: TestMember;
let groupId: string;
let holdJobs: Scheduler;

beforeAll(async () => {
  stripe = await startFakeStripe();
  app = await startTestAppWithMail({
    env: {
      ...generousLimits,
      STRIPE_SECRET_KEY: 'sk_test_pickup',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE: stripe.url,
    },
  });
  admin = await createMember(app);
  groupId = await insertGroup(app, admin.id);
  holdJobs = app.runtime.container.get<Scheduler>(TOKENS.Scheduler);
});
afterAll(async () => {
  await app?.stop();
  await stripe?.close();
});

async function player(target: TestApp = app, group = groupId): Promise<TestMember> {
  const member = await createMember(target);
  await insertGroupMember(target, group, member.id);
  return member;
}

const post = (member: TestMember, path: string, json?: unknown, target: TestApp = app) =>
  target.request(path, { method: 'POST', headers: member.auth, ...(json === undefined ? {} : { json }) });

async function checkout(
  member: TestMember,
  gameId: number,
): Promise<Extract<PickupCheckoutResult, { registered: false }>> {
  const response = await post(member, '/api/pickup/pickup-payment-checkout', { pickupEventId: gameId });
  expect(response.status).toBe(200);
  const { data } = await body<PickupCheckoutResult>(response);
  if (data.registered) throw new Error('expected a checkout');
  return data;
}

async function gameAs(member: TestMember, gameId: number): Promise<PickupEventDto> {
  return (
    await body<PickupEventDto>(
      await app.request(`/api/pickup-common/pickup/${gameId}`, { headers: member.auth }),
    )
  ).data;
}

async function payThroughWebhook(member: TestMember, gameId: number) {
  const started = await checkout(member, gameId);
  const webhook = signedCheckoutCompleted(stripe.sessions.get(started.sessionId)!);
  expect((await postWebhook(app, webhook.body, webhook.signature)).status).toBe(200);
  await eventually(async () => (await registrationOf(app, gameId, member.id))?.status === 'registered');
  return { started, webhook };
}

describe('checkout and webhook', () => {
  it('registers a player only once the signed webhook confirms the payment', async () => {
    const gameId = await insertGame(app, groupId, { priceCents: 800 });
    const member = await player();
    const started = await checkout(member, gameId);
    expect(started.checkoutUrl).toBe(`https://checkout.stripe.test/pay/${started.sessionId}`);
    const session = stripe.sessions.get(started.sessionId)!;
    expect(session).toMatchObject({ amount: 800, currency: 'usd' });
    expect(session.metadata).toMatchObject({ purpose: 'pickup-spot', memberId: member.id });

    // Not registered yet: the spot is kept for the checkout.
    expect(await gameAs(member, gameId)).toMatchObject({
      totalReg: 0,
      spotsLeft: 13,
      isRegistered: false,
      paymentPending: true,
    });
    const pending = await app.request(`/api/pickup/registration-details/${started.sessionId}`, {
      headers: member.auth,
    });
    expect((await body<RegistrationDetailsDto>(pending)).data).toMatchObject({
      status: 'pending',
      amountLabel: '$8',
    });

    const webhook = signedCheckoutCompleted(session);
    const delivered = await postWebhook(app, webhook.body, webhook.signature);
    expect(delivered.status).toBe(200);
    await eventually(async () => (await registrationOf(app, gameId, member.id))?.status === 'registered');
    expect(await gameAs(member, gameId)).toMatchObject({
      totalReg: 1,
      spotsLeft: 13,
      isRegistered: true,
      paymentPending: false,
      canLeaveWithRefund: true,
    });
    const details = await app.request(`/api/pickup/registration-details/${started.sessionId}`, {
      headers: member.auth,
    });
    expect((await body<RegistrationDetailsDto>(details)).data).toMatchObject({
      status: 'registered',
      message: "Payment received. You're in!",
      pickupEventId: gameId,
    });
    // Someone else cannot read the payer's checkout.
    const stranger = await createMember(app);
    expect(
      (await app.request(`/api/pickup/registration-details/${started.sessionId}`, { headers: stranger.auth }))
        .status,
    ).toBe(404);

    // A replay of the same delivery changes nothing.
    const replay = await postWebhook(app, webhook.body, webhook.signature);
    expect(replay.status).toBe(200);
    expect((await body<{ outcome: string }>(replay)).data.outcome).toBe('duplicate');
    // Another event confirming the same session changes nothing either.
    const again = signedCheckoutCompleted(session);
    expect(
      (await body<{ outcome: string }>(await postWebhook(app, again.body, again.signature))).data.outcome,
    ).toBe('ignored');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await gameCounts(app, gameId)).toMatchObject({ total_reg: 1, held_count: 0 });
    expect(stripe.refunds).toHaveLength(0);
  });

  it('answers 400 to a forged signature and changes nothing', async () => {
    const gameId = await insertGame(app, groupId, { priceCents: 800 });
    const member = await player();
    const started = await checkout(member, gameId);
    const forged = signedCheckoutCompleted(stripe.sessions.get(started.sessionId)!, {
      secret: 'whsec_not_ours',
    });
    const response = await postWebhook(app, forged.body, forged.signature);
    expect(response.status).toBe(400);
    expect((await body(response)).errors).toEqual([
      { message: 'Invalid Stripe signature.', code: 'InvalidSignature' },
    ]);
    const unsigned = await app.request('/api/payments/stripe/webhook', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: forged.body,
    });
    expect(unsigned.status).toBe(400);
    // A signed body changed after signing is refused too.
    const genuine = signedCheckoutCompleted(stripe.sessions.get(started.sessionId)!);
    const tampered = await postWebhook(app, genuine.body.replace('"paid"', '"paid" '), genuine.signature);
    expect(tampered.status).toBe(400);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await registrationOf(app, gameId, member.id))?.status).toBe('checkout');
    const [row] = await sql<{ status: string }>(
      app,
      'select status from payment_checkout where session_id = $1',
      [started.sessionId],
    );
    expect(row?.status).toBe('open');
  });

  it('refunds a payment that arrives after its spot went to someone else', async () => {
    const gameId = await insertGame(app, groupId, { capacity: 1, priceCents: 800 });
    const late = await player();
    const lateCheckout = await checkout(late, gameId);
    // The checkout's deadline passes: its delayed job gives the spot back.
    const registration = await registrationOf(app, gameId, late.id);
    await sql(
      app,
      `update pickup_registration set hold_expires_at = now() - interval '1 second' where id = $1`,
      [registration!.id],
    );
    const jobId = holdJobId(registration!.id, registration!.hold_seq);
    await eventually(async () => (await holdJobs.find(jobId)) !== undefined);
    expect(await holdJobs.runNow(jobId)).toBe(true);
    await eventually(async () => (await registrationOf(app, gameId, late.id))?.status === 'expired');

    const quick = await player();
    await payThroughWebhook(quick, gameId);
    const webhook = signedCheckoutCompleted(stripe.sessions.get(lateCheckout.sessionId)!);
    expect((await postWebhook(app, webhook.body, webhook.signature)).status).toBe(200);
    await eventually(async () =>
      stripe.refunds.find(
        (refund) => refund.paymentIntent === stripe.sessions.get(lateCheckout.sessionId)!.paymentIntent,
      ),
    );
    expect(await gameCounts(app, gameId)).toMatchObject({ total_reg: 1 });
    expect((await registrationOf(app, gameId, late.id))?.status).toBe('expired');
    const details = await app.request(`/api/pickup/registration-details/${lateCheckout.sessionId}`, {
      headers: late.auth,
    });
    expect((await body<RegistrationDetailsDto>(details)).data.status).toBe('refunded');
  });
});

describe('leaving a paid spot', () => {
  it('refunds before the refund cut-off', async () => {
    const gameId = await insertGame(app, groupId, {
      priceCents: 1250,
      startsInHours: 72,
      refundCutoffHours: 24,
    });
    const member = await player();
    const { started } = await payThroughWebhook(member, gameId);
    const left = await post(member, `/api/pickup/${gameId}/leave`);
    expect(left.status).toBe(200);
    expect((await body<{ message: string; event: PickupEventDto }>(left)).data).toMatchObject({
      message: 'You left the game. Your payment will be refunded.',
      event: { isRegistered: false, totalReg: 0 },
    });
    const intent = stripe.sessions.get(started.sessionId)!.paymentIntent;
    const refund = await eventually(async () =>
      stripe.refunds.find((candidate) => candidate.paymentIntent === intent),
    );
    expect(refund.amount).toBe(1250);
    await eventually(async () => {
      const [row] = await sql<{ status: string }>(
        app,
        'select status from pickup_payment where session_id = $1',
        [started.sessionId],
      );
      return row?.status === 'refunded';
    });
  });

  it('does not refund after the refund cut-off', async () => {
    const gameId = await insertGame(app, groupId, {
      priceCents: 800,
      startsInHours: 10,
      refundCutoffHours: 24,
    });
    const member = await player();
    const { started } = await payThroughWebhook(member, gameId);
    expect((await gameAs(member, gameId)).canLeaveWithRefund).toBe(false);
    const left = await post(member, `/api/pickup/${gameId}/leave`);
    expect((await body<{ message: string }>(left)).data.message).toBe(
      'You left the game. The refund cut-off has passed, so the payment is not refunded.',
    );
    const requested = await sql(
      app,
      `select 1 from outbox where event_name = 'payments.refund-requested' and payload->>'sessionId' = $1`,
      [started.sessionId],
    );
    expect(requested).toHaveLength(0);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const intent = stripe.sessions.get(started.sessionId)!.paymentIntent;
    expect(stripe.refunds.filter((refund) => refund.paymentIntent === intent)).toHaveLength(0);
  });
});

/** A paid game of one spot, taken by a player the admin can remove. */
async function fullPaidGame(): Promise<{ gameId: number; registered: string }> {
  const gameId = await insertGame(app, groupId, { capacity: 1, priceCents: 800, startsInHours: 72 });
  const [registered] = await insertMembers(app, 1);
  await insertRegistrations(app, gameId, [registered!]);
  await insertGroupMember(app, groupId, registered!);
  return { gameId, registered: registered! };
}

describe('promotion in a paid game', () => {
  it('offers the spot with an e-mail, passes it on when the hold expires, and drops the job when claimed', async () => {
    const { gameId, registered } = await fullPaidGame();
    const first = await player();
    const second = await player();
    for (const waiting of [first, second])
      expect((await post(waiting, `/api/pickup/${gameId}/waitlist/register`)).status).toBe(200);

    expect((await post(admin, `/api/pickup/${gameId}/member/${registered}/remove`)).status).toBe(200);
    const offered = await registrationOf(app, gameId, first.id);
    expect(offered?.status).toBe('offered');
    const holdMs = new Date(offered!.hold_expires_at!).getTime() - Date.now();
    expect(holdMs).toBeGreaterThan(2 * 3_600_000 - 60_000);
    expect(holdMs).toBeLessThanOrEqual(2 * 3_600_000);
    expect((await gameAs(first, gameId)).hold).toMatchObject({
      claimPath: `/api/pickup/${gameId}/hold/claim`,
    });
    expect((await registrationOf(app, gameId, second.id))?.status).toBe('waitlisted');

    const mail = await app.smtp.waitFor(mailTo(first.email, `A spot opened up: Thursday night 7v7`), 15_000);
    expect(linkIn(mail, `/pickup-event/${gameId}`).searchParams.get('claim')).toBe('1');
    expect(mail.raw).toMatch(/Content-Type: text\/plain/);
    expect(mail.raw).toMatch(/Content-Type: text\/html/);
    expect(mailText(mail)).toContain('Claim your spot');
    expect(mail.raw).toMatch(/List-Unsubscribe-Post: List-Unsubscribe=One-Click/);
    const spotOpen = await sql(
      app,
      `select payload from outbox where event_name = 'pickup.spot-open' and payload->>'memberId' = $1`,
      [first.id],
    );
    expect(spotOpen).toHaveLength(1);
    // The bell's notification names the game's zone (the group's US/Central), for its kickoff.
    const [bell] = await eventually(async () => {
      const rows = await sql<{ meta_data: unknown }>(
        app,
        `select meta_data from notification where recipient_id = $1 and type = 'pickup_spot_open'`,
        [first.id],
      );
      return rows.length > 0 && rows;
    });
    expect(bell!.meta_data).toMatchObject({ event: { kind: 'pickup', timeZone: 'America/Chicago' } });

    const firstJob = holdJobId(offered!.id, offered!.hold_seq);
    const scheduled = await eventually(async () => holdJobs.find(firstJob));
    expect(scheduled.runAt.getTime()).toBeGreaterThan(Date.now());

    // The hold expires: the next player waiting is offered the spot.
    await sql(
      app,
      `update pickup_registration set hold_expires_at = now() - interval '1 second' where id = $1`,
      [offered!.id],
    );
    expect(await holdJobs.runNow(firstJob)).toBe(true);
    await eventually(async () => (await registrationOf(app, gameId, second.id))?.status === 'offered');
    expect((await registrationOf(app, gameId, first.id))?.status).toBe('expired');

    // The second player claims: the offer's job goes, a checkout's takes its place.
    const secondOffer = (await registrationOf(app, gameId, second.id))!;
    const secondJob = holdJobId(secondOffer.id, secondOffer.hold_seq);
    await eventually(async () => holdJobs.find(secondJob));
    const claim = await post(second, `/api/pickup/${gameId}/hold/claim`);
    expect(claim.status).toBe(200);
    expect((await body<PickupCheckoutResult>(claim)).data).toMatchObject({ registered: false });
    await eventually(async () => (await holdJobs.find(secondJob)) === undefined);
    const claimed = (await registrationOf(app, gameId, second.id))!;
    expect(claimed.status).toBe('checkout');
    await eventually(async () => holdJobs.find(holdJobId(claimed.id, claimed.hold_seq)));
    expect(await gameCounts(app, gameId)).toMatchObject({ total_reg: 0, held_count: 1, waitlist_count: 0 });
  });
});

describe("a hold's deadline", () => {
  const deadlineOf = async (gameId: number, member: TestMember) =>
    new Date((await registrationOf(app, gameId, member.id))!.hold_expires_at!).getTime();
  const moveDeadline = (gameId: number, member: TestMember, minutes: number) =>
    sql(
      app,
      `update pickup_registration set hold_expires_at = now() + make_interval(mins => $3)
        where pickup_event_id = $1 and member_id = $2`,
      [gameId, member.id, minutes],
    );

  it('is not extended by claiming again or starting another checkout', async () => {
    const { gameId, registered } = await fullPaidGame();
    const waiting = await player();
    expect((await post(waiting, `/api/pickup/${gameId}/waitlist/register`)).status).toBe(200);
    expect((await post(admin, `/api/pickup/${gameId}/member/${registered}/remove`)).status).toBe(200);
    expect((await registrationOf(app, gameId, waiting.id))?.status).toBe('offered');

    // The offer has 10 minutes left: claiming it keeps that deadline (it used to become now + 35 minutes).
    await moveDeadline(gameId, waiting, 10);
    const offerDeadline = await deadlineOf(gameId, waiting);
    expect((await post(waiting, `/api/pickup/${gameId}/hold/claim`)).status).toBe(200);
    expect((await registrationOf(app, gameId, waiting.id))?.status).toBe('checkout');
    expect(await deadlineOf(gameId, waiting)).toBe(offerDeadline);

    // Claiming again, or starting another checkout, keeps it too.
    expect((await post(waiting, `/api/pickup/${gameId}/hold/claim`)).status).toBe(200);
    expect(await deadlineOf(gameId, waiting)).toBe(offerDeadline);
    await checkout(waiting, gameId);
    expect(await deadlineOf(gameId, waiting)).toBe(offerDeadline);
    const claimed = (await registrationOf(app, gameId, waiting.id))!;
    const job = await eventually(async () => holdJobs.find(holdJobId(claimed.id, claimed.hold_seq)));
    expect(Math.abs(job.runAt.getTime() - offerDeadline)).toBeLessThan(5_000);

    // Once the deadline has passed the spot is no longer the player's to pay for.
    await moveDeadline(gameId, waiting, -1);
    const late = await post(waiting, `/api/pickup/${gameId}/hold/claim`);
    expect(late.status).toBe(409);
    expect((await body<unknown>(late)).errors).toEqual([
      { message: 'Your hold on this spot has expired.', code: 'HoldExpired' },
    ]);
  });

  it("keeps a running checkout's first deadline when the player starts it again", async () => {
    const gameId = await insertGame(app, groupId, { priceCents: 800 });
    const member = await player();
    await checkout(member, gameId);
    await moveDeadline(gameId, member, 5);
    const first = await deadlineOf(gameId, member);
    const again = await checkout(member, gameId);
    expect(await deadlineOf(gameId, member)).toBe(first);
    expect((await registrationOf(app, gameId, member.id))?.status).toBe('checkout');
    expect(again.sessionId).not.toBe('');
  });
});

describe('the TEST MODE checkout (no Stripe key)', () => {
  let local: TestApp;
  let localGroup: string;
  beforeAll(async () => {
    local = await startTestApp({ env: generousLimits });
    localGroup = await insertGroup(local, (await createMember(local)).id);
  });
  afterAll(async () => {
    await local?.stop();
  });

  it('serves a labelled page that completes through the webhook code path', async () => {
    const gameId = await insertGame(local, localGroup, { priceCents: 800 });
    const member = await player(local, localGroup);
    const response = await post(
      member,
      '/api/pickup/pickup-payment-checkout',
      { pickupEventId: gameId },
      local,
    );
    const { data } = await body<Extract<PickupCheckoutResult, { registered: false }>>(response);
    const path = new URL(data.checkoutUrl).pathname;
    expect(path).toBe(`/test-checkout/${data.sessionId}`);

    const page = await local.request(path);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(page.headers.get('referrer-policy')).toBe('same-origin');
    const html = await page.text();
    expect(html).toContain('TEST MODE');
    expect(html).toContain('$8');
    expect(html).not.toContain('<script');
    expect(html).toContain(`action="/test-checkout/${data.sessionId}/pay"`);

    const paid = await local.request(`${path}/pay`, {
      method: 'POST',
      redirect: 'manual',
      headers: member.auth,
    });
    expect(paid.status).toBe(303);
    const next = new URL(paid.headers.get('location')!);
    expect(next.pathname).toBe(`/pickup-event/${gameId}/registration-complete`);
    expect(next.searchParams.get('session_id')).toBe(data.sessionId);
    await eventually(async () => (await registrationOf(local, gameId, member.id))?.status === 'registered');
    expect((await local.request(`/test-checkout/nope`)).status).toBe(404);
  });

  it('is paid or cancelled only by the member who started it, from the app, and never once superseded', async () => {
    const gameId = await insertGame(local, localGroup, { priceCents: 800 });
    const buyer = await player(local, localGroup);
    const stranger = await player(local, localGroup);
    const start = async () => {
      const response = await post(
        buyer,
        '/api/pickup/pickup-payment-checkout',
        { pickupEventId: gameId },
        local,
      );
      return (await body<Extract<PickupCheckoutResult, { registered: false }>>(response)).data.sessionId;
    };
    const superseded = await start();
    const current = await start();
    const appOrigin = new URL(local.config.PUBLIC_URL).origin;
    const cookie = { cookie: `pf_access=${buyer.accessToken}` };
    const send = (sessionId: string, action: 'pay' | 'cancel', headers: Record<string, string> = {}) =>
      local.request(`/test-checkout/${sessionId}/${action}`, {
        method: 'POST',
        redirect: 'manual',
        headers,
      });
    const refused = async (response: Response, status: number, message: string) => {
      expect(response.status).toBe(status);
      expect(await response.text()).toContain(message);
    };
    const unchanged = async () => {
      expect((await registrationOf(local, gameId, buyer.id))?.status).toBe('checkout');
      const rows = await sql<{ status: string }>(
        local,
        'select status from payment_checkout where session_id = any($1) order by created_at',
        [[superseded, current]],
      );
      expect(rows.map((row) => row.status)).toEqual(['open', 'open']);
    };

    // Anonymous, another member, or the buyer's cookie from another site (or with no origin at all).
    for (const action of ['pay', 'cancel'] as const) {
      await refused(await send(current, action), 401, 'You need to sign in to do that.');
      await refused(
        await send(current, action, stranger.auth),
        403,
        'Only the member who started this checkout can pay for it or cancel it.',
      );
      await refused(
        await send(current, action, { ...cookie, origin: 'https://evil.example' }),
        403,
        'Cross-site requests are not allowed.',
      );
      await refused(
        await send(current, action, { ...cookie, referer: 'https://evil.example/page' }),
        403,
        'Cross-site requests are not allowed.',
      );
      await refused(await send(current, action, cookie), 403, 'Cross-site requests are not allowed.');
    }
    await unchanged();

    // The buyer's own superseded session, and an expired one, cannot be paid.
    await refused(
      await send(superseded, 'pay', buyer.auth),
      409,
      'This checkout was replaced by a newer one.',
    );
    await sql(
      local,
      `update payment_checkout set expires_at = now() - interval '1 second' where session_id = $1`,
      [current],
    );
    await refused(await send(current, 'pay', buyer.auth), 409, 'This checkout has expired.');
    await unchanged();
    await sql(
      local,
      `update payment_checkout set expires_at = now() + interval '30 minutes' where session_id = $1`,
      [current],
    );
    const supersededPage = await (await local.request(`/test-checkout/${superseded}`)).text();
    expect(supersededPage).toContain('This checkout was replaced by a newer one.');
    expect(supersededPage).not.toContain('/pay"');

    // The buyer, signed in with the cookie on the app's own page (or with a bearer token), pays once.
    const cancelled = await send(current, 'cancel', { ...cookie, origin: appOrigin });
    expect(cancelled.status).toBe(303);
    const paid = await send(current, 'pay', {
      ...cookie,
      referer: `${appOrigin}/test-checkout/${current}`,
    });
    expect(paid.status).toBe(303);
    await eventually(async () => (await registrationOf(local, gameId, buyer.id))?.status === 'registered');
    await refused(await send(current, 'pay', buyer.auth), 409, 'This checkout has already been paid.');
  });
});
