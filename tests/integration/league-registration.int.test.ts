import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  LeagueCheckoutResult,
  ListedRegistrationDto,
  MyRegistrationDto,
  RegistrationDto,
  RegistrationSettingsDto,
} from '../../src/contracts/leagues/registration.ts';
import type { LeagueRegistrationListing } from '../../src/contracts/leagues/registration-listing.ts';
import { registrationHoldJobId } from '../../src/modules/leagues/subscribers/registration-holds.subscriber.ts';
import { TOKENS } from '../../src/platform/container/tokens.ts';
import type { Scheduler } from '../../src/platform/scheduler/index.ts';
import { insertMembers, insertTeam } from '../support/clubs-factories.ts';
import {
  body,
  createMember,
  generousLimits,
  mailText,
  mailTo,
  sql,
  type TestMember,
} from '../support/identity-factories.ts';
import { createLeague, eventually, makeStaff } from '../support/leagues-factories.ts';
import {
  type FakeStripe,
  postWebhook,
  signedCheckoutCompleted,
  startFakeStripe,
  WEBHOOK_SECRET,
} from '../support/pickup-factories.ts';
import { countQueries } from '../support/query-counter.ts';
import { type MailingTestApp, startTestAppWithMail } from '../support/test-app.ts';

// League registration through HTTP (issue 18): a coordinator opens registration; captains register teams
// and members register as free agents, free at once or through the payments port (the real `stripe` SDK
// against a local server shaped like Stripe's API, webhooks signed with the SDK's helper); the waiver;
// the authorization matrix of every route; racing registrations for the last spot; the coordinators'
// list and CSV. About 25 s on the 2-core machine under other helpers' load.

const OTHER_ORG = 16;
type Persona = 'anonymous' | 'member' | 'captain' | 'otherCaptain' | 'coordinator' | 'otherOrgCoordinator';
const PERSONAS: Persona[] = [
  'anonymous',
  'member',
  'captain',
  'otherCaptain',
  'coordinator',
  'otherOrgCoordinator',
];

let stripe: FakeStripe;
let app: MailingTestApp;
const actors = {} as Record<Exclude<Persona, 'anonymous'>, TestMember>;
let teamId: string;
let otherTeamId: string;
const authOf = (persona: Persona) => (persona === 'anonymous' ? {} : actors[persona].auth);

const day = 24 * 3600_000;
const iso = (offset: number) => new Date(Date.now() + offset).toISOString();
const settings = (overrides: Record<string, unknown> = {}) => ({
  opensAt: iso(-day),
  closesAt: iso(30 * day),
  maxTeams: 8,
  teamFee: { amountCents: 60000, currency: 'USD' },
  freeAgentFee: { amountCents: 5000, currency: 'USD' },
  refundCutoff: iso(20 * day),
  gender: 'coed',
  level: 'recreational',
  learnMoreUrl: 'https://example.com/rules',
  ...overrides,
});

const openRegistration = (leagueId: string, json: unknown, auth = actors.coordinator.auth) =>
  app.request(`/api/league/${leagueId}/registration`, { method: 'PUT', headers: auth, json });
const checkout = (auth: Record<string, string>, json: unknown) =>
  app.request('/api/league-common/league-payment-checkout', { method: 'POST', headers: auth, json });

const leagueNames = new Map<string, string>();
const leagueName = (leagueId: string) => leagueNames.get(leagueId) ?? '';

async function openLeague(overrides: Record<string, unknown> = {}): Promise<string> {
  const name = `League ${randomUUID().slice(0, 8)}`;
  const league = await createLeague(app, actors.coordinator.auth, { name });
  leagueNames.set(league.id, name);
  const response = await openRegistration(league.id, settings(overrides));
  expect(response.status, await response.clone().text()).toBe(200);
  return league.id;
}

async function captainWithTeam(): Promise<{ captain: TestMember; teamId: string }> {
  const captain = await createMember(app);
  return {
    captain,
    teamId: await insertTeam(app, { captains: [captain.id], name: `Team ${randomUUID().slice(0, 6)}` }),
  };
}

const registrationsOf = (leagueId: string) =>
  sql<{ status: string; payment_status: string; team_id: string | null; session_id: string | null }>(
    app,
    'select status, payment_status, team_id, session_id from league_registration where league_id = $1 order by created_at',
    [leagueId],
  );
const leagueTeams = (leagueId: string) =>
  sql<{ team_id: string }>(app, 'select team_id from league_team where league_id = $1', [leagueId]);
const listings = async (leagueId: string) =>
  (
    await sql<{ payload: { listing?: LeagueRegistrationListing; removed?: true } }>(
      app,
      `select payload from outbox where event_name = 'leagues.registration-listing-changed'
         and (payload->'listing'->>'leagueId' = $1 or payload->>'leagueId' = $1) order by occurred_at`,
      [leagueId],
    )
  ).map((row) => row.payload);

beforeAll(async () => {
  stripe = await startFakeStripe();
  app = await startTestAppWithMail({
    env: {
      ...generousLimits,
      STRIPE_SECRET_KEY: 'sk_test_leagues',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE: stripe.url,
    },
  });
  for (const persona of PERSONAS) if (persona !== 'anonymous') actors[persona] = await createMember(app);
  await makeStaff(app, actors.coordinator.id, 'coordinator');
  await makeStaff(app, actors.otherOrgCoordinator.id, 'coordinator', OTHER_ORG);
  teamId = await insertTeam(app, {
    captains: [actors.captain.id],
    players: [actors.member.id],
    name: 'Captains FC',
  });
  otherTeamId = await insertTeam(app, { captains: [actors.otherCaptain.id], name: 'Others FC' });
}, 60_000);
afterAll(async () => {
  await app?.stop();
  await stripe?.close();
});

describe('registration settings', () => {
  it('opens, shows, edits and closes registration, publishing the listing snapshot each time', async () => {
    const leagueId = await openLeague();
    const shown = await app.request(`/api/league-common/${leagueId}/registration`);
    expect(shown.status).toBe(200);
    expect((await body<RegistrationSettingsDto>(shown)).data).toMatchObject({
      state: 'open',
      isOpen: true,
      maxTeams: 8,
      spotsLeft: 8,
      teamFee: { amountCents: 60000, currency: 'USD' },
      gender: 'coed',
    });
    const edited = await openRegistration(
      leagueId,
      settings({ maxTeams: 10, teamFee: null, freeAgentFee: { amountCents: 0, currency: 'USD' } }),
    );
    expect((await body<RegistrationSettingsDto>(edited)).data).toMatchObject({
      maxTeams: 10,
      teamFee: null,
      freeAgentFee: { amountCents: 0 },
    });
    const closed = await app.request(`/api/league/${leagueId}/registration`, {
      method: 'DELETE',
      headers: actors.coordinator.auth,
    });
    expect((await body<RegistrationSettingsDto>(closed)).data).toMatchObject({
      state: 'closed',
      isOpen: false,
    });

    const snapshots = await listings(leagueId);
    expect(snapshots).toHaveLength(3);
    expect(snapshots[0]?.listing).toMatchObject({
      leagueId,
      maxTeams: 8,
      teamsRegistered: 0,
      sequence: 1,
      gender: 'coed',
      level: 'recreational',
    });
    expect(snapshots[1]?.listing).toMatchObject({ maxTeams: 10, teamFee: null, sequence: 2 });
    expect(snapshots[2]).toMatchObject({ leagueId, removed: true });
    // Closed: nobody registers.
    expect((await checkout(actors.captain.auth, { leagueId, teamId })).status).toBe(409);
  });

  it('answers 400 with the contract’s messages for a window that closes before it opens, and 404 for a league never opened', async () => {
    const league = await createLeague(app, actors.coordinator.auth);
    const bad = await openRegistration(league.id, settings({ closesAt: iso(-2 * day) }));
    expect(bad.status).toBe(400);
    expect(JSON.stringify(await bad.json())).toContain('Registration must close after it opens');
    expect((await app.request(`/api/league-common/${league.id}/registration`)).status).toBe(404);
    expect((await app.request('/api/league-common/not-a-uuid/registration')).status).toBe(404);
  });
});

describe('the league’s own changes', () => {
  it('a renamed draft publishes a new snapshot; a deleted one refunds its paid registrations and removes the listing', async () => {
    const leagueId = await openLeague({ freeAgentFee: { amountCents: 5000, currency: 'USD' } });
    const renamed = await app.request(`/api/league/${leagueId}`, {
      method: 'PATCH',
      headers: actors.coordinator.auth,
      json: { name: 'Renamed Tuesday 7x7' },
    });
    expect(renamed.status).toBe(200);
    expect((await listings(leagueId)).at(-1)?.listing).toMatchObject({ name: 'Renamed Tuesday 7x7' });

    const agent = await createMember(app);
    const started = (
      await body<LeagueCheckoutResult>(await checkout(agent.auth, { leagueId, freeAgent: true }))
    ).data;
    const paid = signedCheckoutCompleted(stripe.sessions.get(started.sessionId!)!);
    expect((await postWebhook(app, paid.body, paid.signature)).status).toBe(200);
    await eventually(
      () => registrationsOf(leagueId),
      (rows) => rows[0]?.payment_status === 'paid',
    );

    const deleted = await app.request(`/api/league/${leagueId}`, {
      method: 'DELETE',
      headers: actors.coordinator.auth,
    });
    expect(deleted.status).toBe(200);
    expect((await listings(leagueId)).at(-1)).toMatchObject({ leagueId, removed: true });
    const intent = stripe.sessions.get(started.sessionId!)!.paymentIntent;
    await eventually(
      async () => stripe.refunds.filter((r) => r.paymentIntent === intent).length,
      (n) => n === 1,
    );
  });

  it('refunds a payment that arrives after its league was deleted', async () => {
    const leagueId = await openLeague();
    const started = (
      await body<LeagueCheckoutResult>(
        await checkout(actors.otherCaptain.auth, { leagueId, teamId: otherTeamId }),
      )
    ).data;
    expect(
      (await app.request(`/api/league/${leagueId}`, { method: 'DELETE', headers: actors.coordinator.auth }))
        .status,
    ).toBe(200);
    const paid = signedCheckoutCompleted(stripe.sessions.get(started.sessionId!)!);
    expect((await postWebhook(app, paid.body, paid.signature)).status).toBe(200);
    const intent = stripe.sessions.get(started.sessionId!)!.paymentIntent;
    await eventually(
      async () => stripe.refunds.filter((r) => r.paymentIntent === intent).length,
      (n) => n === 1,
    );
  });
});

describe('authorization of every registration route', () => {
  it('gives each persona the exact status', async () => {
    const leagueId = await openLeague();
    // A free agent's registration (a checkout) for the coordinators to decline.
    expect((await checkout(actors.member.auth, { leagueId, freeAgent: true })).status).toBe(200);
    const liveOf = async (who: { teamId: string } | { memberId: string }) =>
      (
        await sql<{ id: string }>(
          app,
          `select id from league_registration where league_id = $1 and ${'teamId' in who ? 'team_id' : 'member_id'} = $2 order by created_at desc limit 1`,
          [leagueId, 'teamId' in who ? who.teamId : who.memberId],
        )
      )[0]?.id ?? randomUUID();
    const everyone = (status: number) =>
      Object.fromEntries(PERSONAS.map((p) => [p, status])) as Record<Persona, number>;
    const only = (allowed: Persona[]) => ({
      ...everyone(403),
      anonymous: 401,
      ...Object.fromEntries(allowed.map((p) => [p, 200])),
    });
    // A league taking registrations is still a draft: its console's routes are its staff's, and for
    // everyone else the league does not exist there (issue 19's draft rule), even though its
    // registration is advertised (GET settings, checkout and the member's own routes answer).
    const console = { ...everyone(404), anonymous: 401, coordinator: 200 };
    const expected: Record<string, Record<Persona, number>> = {
      'PUT settings': console,
      'GET settings': everyone(200),
      'GET registrations': console,
      'GET csv': console,
      'POST checkout for the captain’s team': only(['captain']),
      'GET payments of the team': only(['captain', 'coordinator']),
      'POST withdraw the team’s registration': only(['captain']),
      'POST decline a free agent': console,
      'DELETE settings': console,
    };
    const calls: Record<string, (auth: Record<string, string>) => Promise<Response>> = {
      'PUT settings': (auth) => openRegistration(leagueId, settings(), auth),
      'GET settings': (auth) => app.request(`/api/league-common/${leagueId}/registration`, { headers: auth }),
      'GET registrations': (auth) => app.request(`/api/league/${leagueId}/registrations`, { headers: auth }),
      'GET csv': (auth) => app.request(`/api/league/${leagueId}/registrations/csv`, { headers: auth }),
      'POST checkout for the captain’s team': (auth) => checkout(auth, { leagueId, teamId }),
      'GET payments of the team': (auth) =>
        app.request(`/api/league-common/league/${leagueId}/payments/${teamId}`, { headers: auth }),
      'POST withdraw the team’s registration': async (auth) =>
        app.request(
          `/api/league-common/league/${leagueId}/registrations/${await liveOf({ teamId })}/withdraw`,
          {
            method: 'POST',
            headers: auth,
          },
        ),
      'POST decline a free agent': async (auth) =>
        app.request(
          `/api/league/${leagueId}/registrations/${await liveOf({ memberId: actors.member.id })}/decline`,
          {
            method: 'POST',
            headers: auth,
          },
        ),
      'DELETE settings': (auth) =>
        app.request(`/api/league/${leagueId}/registration`, { method: 'DELETE', headers: auth }),
    };
    const lastOf: Record<string, Persona> = {
      'POST withdraw the team’s registration': 'captain',
      'POST decline a free agent': 'coordinator',
      'DELETE settings': 'coordinator',
    };
    const actual: Record<string, Record<string, number>> = {};
    for (const [route, call] of Object.entries(calls)) {
      actual[route] = {};
      // The coordinator closes registration last, after everyone else was refused.
      // Whoever ends something goes last, after everyone else was refused.
      const last = lastOf[route];
      const order: Persona[] = last ? [...PERSONAS.filter((p) => p !== last), last] : PERSONAS;
      for (const persona of order) actual[route]![persona] = (await call(authOf(persona))).status;
    }
    expect(actual).toEqual(expected);
  });
});

describe('registering', () => {
  it('registers a free league’s team and free agent at once, the team becoming a league team', async () => {
    const leagueId = await openLeague({ teamFee: null, freeAgentFee: { amountCents: 0, currency: 'USD' } });
    const team = await checkout(actors.captain.auth, { leagueId, teamId });
    expect(team.status).toBe(200);
    expect((await body<LeagueCheckoutResult>(team)).data).toMatchObject({
      registered: true,
      checkoutUrl: null,
      registration: { status: 'registered', paymentStatus: 'free' },
    });
    const agent = await checkout(actors.member.auth, { leagueId, freeAgent: true });
    expect((await body<LeagueCheckoutResult>(agent)).data).toMatchObject({
      registered: true,
      registration: { kind: 'free_agent' },
    });
    expect(await leagueTeams(leagueId)).toEqual([{ team_id: teamId }]);
    expect((await checkout(actors.captain.auth, { leagueId, teamId })).status).toBe(409);
    const events = await sql(
      app,
      `select payload from outbox where event_name = 'leagues.registration-completed' and payload->>'leagueId' = $1`,
      [leagueId],
    );
    expect(events).toHaveLength(2);
    // And by e-mail, HTML with a plain-text part: the captain's confirmation, the coordinators' news.
    const confirmed = await app.smtp.waitFor(
      mailTo(actors.captain.email, `You're registered: ${leagueName(leagueId)}`),
      15_000,
    );
    expect(mailText(confirmed)).toContain('Content-Type: text/plain');
    expect(mailText(confirmed)).toContain('Captains FC is registered in');
    const told = await app.smtp.waitFor(
      mailTo(actors.coordinator.email, `New registration in ${leagueName(leagueId)}`),
      15_000,
    );
    expect(mailText(told)).toContain('Content-Type: text/html');
    // league_registration reaches the registrant and the coordinators, each with its own words.
    const bells = await eventually(
      () =>
        sql<{ recipient_id: string; text: string }>(
          app,
          `select recipient_id, text from notification where type = 'league_registration' and text like '%' || $1 || '%' order by text`,
          [leagueName(leagueId)],
        ),
      (rows) => rows.length >= 4,
    );
    expect(bells).toEqual(
      expect.arrayContaining([
        { recipient_id: actors.captain.id, text: `Captains FC is registered in ${leagueName(leagueId)}.` },
        { recipient_id: actors.coordinator.id, text: `Captains FC registered in ${leagueName(leagueId)}.` },
        {
          recipient_id: actors.member.id,
          text: `You are registered in ${leagueName(leagueId)} as a free agent.`,
        },
        { recipient_id: actors.coordinator.id, text: `A free agent registered in ${leagueName(leagueId)}.` },
      ]),
    );
  });

  it('registers nothing before payment; a signed webhook registers once, a replay changes nothing, a second payment is refunded once', async () => {
    const leagueId = await openLeague();
    const first = (
      await body<LeagueCheckoutResult>(await checkout(actors.captain.auth, { leagueId, teamId }))
    ).data;
    expect(first).toMatchObject({
      registered: false,
      registration: { status: 'checkout', paymentStatus: 'pending' },
    });
    expect(first.checkoutUrl).toBe(`https://checkout.stripe.test/pay/${first.sessionId}`);
    expect(stripe.sessions.get(first.sessionId!)).toMatchObject({ amount: 60000, currency: 'usd' });
    // The captain starts again: a second session for the same kept spot.
    const second = (
      await body<LeagueCheckoutResult>(await checkout(actors.captain.auth, { leagueId, teamId }))
    ).data;
    expect(second.sessionId).not.toBe(first.sessionId);
    expect(await leagueTeams(leagueId)).toEqual([]);

    const paid = signedCheckoutCompleted(stripe.sessions.get(second.sessionId!)!);
    expect((await postWebhook(app, paid.body, paid.signature)).status).toBe(200);
    await eventually(
      () => registrationsOf(leagueId),
      (rows) => rows[0]?.status === 'registered',
    );
    expect((await postWebhook(app, paid.body, paid.signature)).status).toBe(200);
    // The first session is paid too (the captain paid in two tabs): refunded, once, even when replayed.
    const stale = signedCheckoutCompleted(stripe.sessions.get(first.sessionId!)!);
    expect((await postWebhook(app, stale.body, stale.signature)).status).toBe(200);
    expect((await postWebhook(app, stale.body, stale.signature)).status).toBe(200);
    const intent = stripe.sessions.get(first.sessionId!)!.paymentIntent;
    await eventually(
      async () => stripe.refunds.filter((r) => r.paymentIntent === intent).length,
      (n) => n === 1,
    );
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(stripe.refunds.filter((r) => r.paymentIntent === intent)).toHaveLength(1);
    expect(
      stripe.refunds.filter((r) => r.paymentIntent === stripe.sessions.get(second.sessionId!)!.paymentIntent),
    ).toHaveLength(0);
    expect((await registrationsOf(leagueId)).filter((r) => r.status === 'registered')).toHaveLength(1);
    expect(await leagueTeams(leagueId)).toEqual([{ team_id: teamId }]);

    const payment = await app.request(`/api/league-common/league/${leagueId}/payments/${teamId}`, {
      headers: actors.captain.auth,
    });
    expect((await body<RegistrationDto>(payment)).data).toMatchObject({
      status: 'registered',
      paymentStatus: 'paid',
    });
    const snapshots = await listings(leagueId);
    expect(snapshots.at(-1)?.listing).toMatchObject({ teamsRegistered: 1 });
  });

  it('gives the last spot to exactly one of two racing captains and offers the other the waitlist', async () => {
    const leagueId = await openLeague({ maxTeams: 2, teamFee: { amountCents: 0, currency: 'USD' } });
    const filler = await captainWithTeam();
    expect((await checkout(filler.captain.auth, { leagueId, teamId: filler.teamId })).status).toBe(200);
    const racers = [await captainWithTeam(), await captainWithTeam()];
    const answers = await Promise.all(
      racers.map((r) => checkout(r.captain.auth, { leagueId, teamId: r.teamId })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const loserIndex = answers.findIndex((a) => a.status === 409);
    expect(await answers[loserIndex]!.json()).toMatchObject({
      errors: [{ code: 'LeagueFull', message: 'This league is full. You can join its waitlist.' }],
    });
    const loser = racers[loserIndex]!;
    const waiting = await checkout(loser.captain.auth, { leagueId, teamId: loser.teamId, waitlist: true });
    expect((await body<LeagueCheckoutResult>(waiting)).data).toMatchObject({
      registered: false,
      waitlisted: true,
    });
    expect(await leagueTeams(leagueId)).toHaveLength(2);
    const shown = (
      await body<RegistrationSettingsDto>(await app.request(`/api/league-common/${leagueId}/registration`))
    ).data;
    expect(shown).toMatchObject({ teamsRegistered: 2, spotsLeft: 0, waitlistCount: 1 });
  });

  it('keeps the last paid spot for one checkout: the racing second captain is told the league is full', async () => {
    const leagueId = await openLeague({ maxTeams: 2 });
    const racers = [await captainWithTeam(), await captainWithTeam(), await captainWithTeam()];
    const answers = await Promise.all(
      racers.map((r) => checkout(r.captain.auth, { leagueId, teamId: r.teamId })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 409]);
    expect(await leagueTeams(leagueId)).toHaveLength(0);
  });
});

describe('placing a free agent', () => {
  it('adds a registered free agent to one of the league’s teams, and approves the registration (coordinators only), once', async () => {
    const leagueId = await openLeague({ teamFee: null, freeAgentFee: null });
    expect((await checkout(actors.captain.auth, { leagueId, teamId })).status).toBe(200);
    const agent = await createMember(app);
    const registered = (
      await body<LeagueCheckoutResult>(await checkout(agent.auth, { leagueId, freeAgent: true }))
    ).data;
    const place = (auth: Record<string, string>, json: unknown = { teamId }) =>
      app.request(`/api/league/${leagueId}/registrations/${registered.registration.id}/place`, {
        method: 'POST',
        headers: auth,
        json,
      });
    const statuses: Record<string, number> = {};
    for (const persona of PERSONAS.filter((p) => p !== 'coordinator'))
      statuses[persona] = (await place(authOf(persona))).status;
    // The league is a draft: not there for anyone but its staff (issue 19's draft rule).
    expect(statuses).toEqual({
      anonymous: 401,
      member: 404,
      captain: 404,
      otherCaptain: 404,
      otherOrgCoordinator: 404,
    });
    expect((await place(actors.coordinator.auth, { teamId: otherTeamId })).status).toBe(404);
    const placed = await place(actors.coordinator.auth);
    expect((await body(placed)).data).toMatchObject({ memberId: agent.id, teamId, alreadyOnTeam: false });
    expect(
      await sql(app, 'select 1 from roster_entry where team_id = $1 and member_id = $2', [teamId, agent.id]),
    ).toHaveLength(1);
    expect((await body(await place(actors.coordinator.auth))).data).toMatchObject({ alreadyOnTeam: true });

    // Approval: coordinators only, once.
    const approve = (auth: Record<string, string>) =>
      app.request(`/api/league/${leagueId}/registrations/${registered.registration.id}/approve`, {
        method: 'POST',
        headers: auth,
      });
    expect((await approve(actors.captain.auth)).status).toBe(404);
    expect((await approve(actors.otherOrgCoordinator.auth)).status).toBe(404);
    const approved = (await body<RegistrationDto>(await approve(actors.coordinator.auth))).data;
    expect(approved.approvedAt).not.toBeNull();
    expect((await body<RegistrationDto>(await approve(actors.coordinator.auth))).data.approvedAt).toBe(
      approved.approvedAt,
    );
    // One approval, one event: approving again records nothing.
    const events = await sql<{ payload: { registrationId: string; actorId: string } }>(
      app,
      `select payload from outbox where event_name = 'leagues.registration-approved' and payload->>'registrationId' = $1`,
      [registered.registration.id],
    );
    expect(events.map((event) => event.payload)).toEqual([
      expect.objectContaining({ registrationId: registered.registration.id, actorId: actors.coordinator.id }),
    ]);
  });
});

describe('waitlist, withdrawal and decline', () => {
  const pay = async (auth: Record<string, string>, json: Record<string, unknown>) => {
    const started = (await body<LeagueCheckoutResult>(await checkout(auth, json))).data;
    const paid = signedCheckoutCompleted(stripe.sessions.get(started.sessionId!)!);
    expect((await postWebhook(app, paid.body, paid.signature)).status).toBe(200);
    await eventually(
      () =>
        sql<{ status: string }>(app, 'select status from league_registration where id = $1', [
          started.registration.id,
        ]),
      (rows) => rows[0]?.status === 'registered',
    );
    return {
      registrationId: started.registration.id,
      intent: stripe.sessions.get(started.sessionId!)!.paymentIntent,
    };
  };
  const refundsOf = (intent: string) => stripe.refunds.filter((r) => r.paymentIntent === intent).length;
  const statusOf = async (registrationId: string) =>
    (
      await sql<{ status: string; hold_expires_at: Date | null }>(
        app,
        'select status, hold_expires_at from league_registration where id = $1',
        [registrationId],
      )
    )[0];

  it('offers a withdrawn team’s spot to the first team waiting, by e-mail with a plain-text part, for a timed hold; a decline refunds', async () => {
    const leagueId = await openLeague({ maxTeams: 2 });
    const [a, b, c, d] = [
      await captainWithTeam(),
      await captainWithTeam(),
      await captainWithTeam(),
      await captainWithTeam(),
    ];
    const paidA = await pay(a.captain.auth, { leagueId, teamId: a.teamId });
    const paidB = await pay(b.captain.auth, { leagueId, teamId: b.teamId });
    const waitC = (
      await body<LeagueCheckoutResult>(
        await checkout(c.captain.auth, { leagueId, teamId: c.teamId, waitlist: true }),
      )
    ).data;
    const waitD = (
      await body<LeagueCheckoutResult>(
        await checkout(d.captain.auth, { leagueId, teamId: d.teamId, waitlist: true }),
      )
    ).data;
    expect([waitC.registration.status, waitD.registration.status]).toEqual(['waitlisted', 'waitlisted']);

    // Only the team's captain withdraws it.
    const withdraw = (auth: Record<string, string>, registrationId: string) =>
      app.request(`/api/league-common/league/${leagueId}/registrations/${registrationId}/withdraw`, {
        method: 'POST',
        headers: auth,
      });
    expect((await withdraw(b.captain.auth, paidA.registrationId)).status).toBe(403);
    const withdrawn = await withdraw(a.captain.auth, paidA.registrationId);
    expect((await body<RegistrationDto>(withdrawn)).data).toMatchObject({
      status: 'withdrawn',
      paymentStatus: 'refund_pending',
    });
    expect((await withdraw(a.captain.auth, paidA.registrationId)).status).toBe(409);
    await eventually(
      async () => refundsOf(paidA.intent),
      (n) => n === 1,
    );
    expect(await leagueTeams(leagueId)).not.toContainEqual({ team_id: a.teamId });

    // C, first waiting, is offered the spot for 48 hours and mailed; D still waits.
    const offered = await statusOf(waitC.registration.id);
    expect(offered?.status).toBe('checkout');
    expect(new Date(offered!.hold_expires_at!).getTime()).toBeGreaterThan(Date.now() + 47 * 3600_000);
    expect((await statusOf(waitD.registration.id))?.status).toBe('waitlisted');
    const mail = await app.smtp.waitFor(mailTo(c.captain.email), 15_000);
    expect(mailText(mail)).toContain('Content-Type: text/plain');
    expect(mailText(mail)).toContain(`/marketplace/league/${leagueId}`);
    // The offer's spot is C's: a new team is told the league is full.
    const e = await captainWithTeam();
    expect((await checkout(e.captain.auth, { leagueId, teamId: e.teamId })).status).toBe(409);
    // Claiming keeps the offer's deadline.
    const claim = (
      await body<LeagueCheckoutResult>(await checkout(c.captain.auth, { leagueId, teamId: c.teamId }))
    ).data;
    expect(claim.registration.id).toBe(waitC.registration.id);
    expect(new Date(claim.registration.holdExpiresAt!).getTime()).toBe(
      new Date(offered!.hold_expires_at!).getTime(),
    );

    // The offer lapses: the expiry job passes the spot to D.
    await sql(
      app,
      `update league_registration set hold_expires_at = now() - interval '1 second' where id = $1`,
      [waitC.registration.id],
    );
    // The offer's expiry job, scheduled when it was made, runs now (as at its deadline).
    const scheduler = app.runtime.container.get<Scheduler>(TOKENS.Scheduler);
    const jobId = registrationHoldJobId(
      waitC.registration.id,
      new Date(offered!.hold_expires_at!).toISOString(),
    );
    await eventually(
      async () => (await scheduler.find(jobId)) !== undefined,
      (found) => found,
    );
    expect(await scheduler.runNow(jobId)).toBe(true);
    await eventually(
      async () => (await statusOf(waitC.registration.id))?.status,
      (status) => status === 'expired',
    );
    await eventually(
      async () => (await statusOf(waitD.registration.id))?.status,
      (status) => status === 'checkout',
    );

    // A coordinator declines B: refunded whatever the cut-off.
    const declined = await app.request(
      `/api/league/${leagueId}/registrations/${paidB.registrationId}/decline`,
      {
        method: 'POST',
        headers: actors.coordinator.auth,
      },
    );
    expect((await body<RegistrationDto>(declined)).data).toMatchObject({ status: 'declined' });
    await eventually(
      async () => refundsOf(paidB.intent),
      (n) => n === 1,
    );
    expect(await leagueTeams(leagueId)).toEqual([]);
  });

  it('a coordinator removing a registered team (DELETE …/teams/{teamId}) refunds it and offers the spot on', async () => {
    const leagueId = await openLeague({ maxTeams: 2 });
    const [a, b, c] = [await captainWithTeam(), await captainWithTeam(), await captainWithTeam()];
    const paidA = await pay(a.captain.auth, { leagueId, teamId: a.teamId });
    await pay(c.captain.auth, { leagueId, teamId: c.teamId });
    const waitB = (
      await body<LeagueCheckoutResult>(
        await checkout(b.captain.auth, { leagueId, teamId: b.teamId, waitlist: true }),
      )
    ).data;
    const removed = await app.request(`/api/league/${leagueId}/teams/${a.teamId}`, {
      method: 'DELETE',
      headers: actors.coordinator.auth,
    });
    expect(removed.status).toBe(200);
    expect((await statusOf(paidA.registrationId))?.status).toBe('declined');
    await eventually(
      async () => refundsOf(paidA.intent),
      (n) => n === 1,
    );
    expect((await statusOf(waitB.registration.id))?.status).toBe('checkout');
  });

  it('does not refund a withdrawal after the refund cut-off', async () => {
    const leagueId = await openLeague({ refundCutoff: iso(-day / 2) });
    const team = await captainWithTeam();
    const paid = await pay(team.captain.auth, { leagueId, teamId: team.teamId });
    const withdrawn = await app.request(
      `/api/league-common/league/${leagueId}/registrations/${paid.registrationId}/withdraw`,
      {
        method: 'POST',
        headers: team.captain.auth,
      },
    );
    expect((await body<RegistrationDto>(withdrawn)).data).toMatchObject({
      status: 'withdrawn',
      paymentStatus: 'paid',
    });
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(refundsOf(paid.intent)).toBe(0);
  });
});

describe('coordinators’ list', () => {
  it('reads a page of 5 and of 200 registrations, each with the member’s name, in the same number of statements, and exports CSV', async () => {
    const counts: number[] = [];
    for (const size of [5, 200]) {
      const leagueId = await openLeague();
      const members = await insertMembers(app, size);
      await sql(
        app,
        `insert into league_registration (id, league_id, kind, member_id, status, payment_status, amount_cents, currency, created_at, updated_at)
         select gen_random_uuid(), $1, 'free_agent', m, 'registered', 'paid', 5000, 'USD', now(), now() from unnest($2::uuid[]) m`,
        [leagueId, members],
      );
      const statements = await countQueries(app.runtime.orm, async () => {
        const response = await app.request(`/api/league/${leagueId}/registrations`, {
          headers: actors.coordinator.auth,
        });
        const rows = (await body<ListedRegistrationDto[]>(response)).data;
        expect(rows).toHaveLength(size);
        // Each free agent is named (insertMembers names the nth 'Player n Bulk').
        expect(new Map(rows.map((row) => [row.memberId, row.memberName]))).toEqual(
          new Map(members.map((id, index) => [id, `Player ${index + 1} Bulk`])),
        );
      });
      counts.push(statements.filter((s) => !/outbox|inbox/i.test(s)).length);
      const csv = await app.request(`/api/league/${leagueId}/registrations/csv`, {
        headers: actors.coordinator.auth,
      });
      expect(csv.headers.get('content-type')).toContain('text/csv');
      expect((await csv.text()).trim().split('\r\n')).toHaveLength(size + 1);
    }
    expect(counts[0]).toBe(counts[1]);
  });
});

describe('GET /api/league-common/league/{leagueId}/registrations/mine', () => {
  const mine = (leagueId: string, auth: Record<string, string>) =>
    app.request(`/api/league-common/league/${leagueId}/registrations/mine`, { headers: auth });
  const mineOf = async (leagueId: string, auth: Record<string, string>) =>
    (await body<MyRegistrationDto[]>(await mine(leagueId, auth))).data;

  it('lists the live registrations the member may withdraw, with the waitlist place and the refund cut-off', async () => {
    const free = { amountCents: 0, currency: 'USD' };
    const leagueId = await openLeague({ maxTeams: 2, teamFee: free });
    const player = await createMember(app);
    const aCaptain = await createMember(app);
    const a = {
      captain: aCaptain,
      teamId: await insertTeam(app, { captains: [aCaptain.id], players: [player.id], name: 'Team Mine' }),
    };
    const [b, c, d] = [await captainWithTeam(), await captainWithTeam(), await captainWithTeam()];
    for (const x of [a, b])
      expect((await checkout(x.captain.auth, { leagueId, teamId: x.teamId })).status).toBe(200);
    for (const x of [c, d])
      expect((await checkout(x.captain.auth, { leagueId, teamId: x.teamId, waitlist: true })).status).toBe(
        200,
      );
    const agent = await createMember(app);
    expect((await checkout(agent.auth, { leagueId, freeAgent: true })).status).toBe(200);

    expect((await mine(leagueId, {})).status).toBe(401);
    expect((await mine(randomUUID(), a.captain.auth)).status).toBe(404);
    const cutoff = (
      await sql<{ refund_cutoff: Date }>(
        app,
        'select refund_cutoff from league_registration_settings where league_id = $1',
        [leagueId],
      )
    )[0]!.refund_cutoff;
    expect(await mineOf(leagueId, a.captain.auth)).toEqual([
      expect.objectContaining({
        kind: 'team',
        teamId: a.teamId,
        status: 'registered',
        waitlistPosition: null,
        teamName: expect.stringMatching(/^Team /),
        refundCutoff: new Date(cutoff).toISOString(),
      }),
    ]);
    expect(await mineOf(leagueId, c.captain.auth)).toEqual([
      expect.objectContaining({ teamId: c.teamId, status: 'waitlisted', waitlistPosition: 1 }),
    ]);
    expect(await mineOf(leagueId, d.captain.auth)).toEqual([
      expect.objectContaining({ teamId: d.teamId, status: 'waitlisted', waitlistPosition: 2 }),
    ]);
    expect(await mineOf(leagueId, agent.auth)).toEqual([
      expect.objectContaining({ kind: 'free_agent', memberId: agent.id, status: 'checkout', teamName: null }),
    ]);
    // Neither a player who is not a captain, nor another league's captain, nor a coordinator sees them.
    expect(await mineOf(leagueId, player.auth)).toEqual([]);
    expect(await mineOf(leagueId, actors.otherCaptain.auth)).toEqual([]);
    expect(await mineOf(leagueId, actors.coordinator.auth)).toEqual([]);

    // C withdraws from the waitlist: D moves up, C's list is empty.
    const [waitC] = await mineOf(leagueId, c.captain.auth);
    const withdrawn = await app.request(
      `/api/league-common/league/${leagueId}/registrations/${waitC!.id}/withdraw`,
      { method: 'POST', headers: c.captain.auth },
    );
    expect(withdrawn.status).toBe(200);
    expect(await mineOf(leagueId, c.captain.auth)).toEqual([]);
    expect((await mineOf(leagueId, d.captain.auth))[0]?.waitlistPosition).toBe(1);
  });
});

describe('waiver', () => {
  it('answers 409 WaiverOutstanding with the waiver’s id until the member signs the current version', async () => {
    const leagueId = await openLeague({ teamFee: null });
    const waiverId = randomUUID();
    await sql(
      app,
      `insert into organization_waiver (id, organization_id, name, waiver_version, body) values ($1, 15, 'Player waiver', '1', 'Play fair.')`,
      [waiverId],
    );
    const refused = await checkout(actors.captain.auth, { leagueId, teamId });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({
      errors: [
        {
          code: 'WaiverOutstanding',
          field: waiverId,
          message: 'Sign the organization’s waiver first: Player waiver.',
        },
      ],
    });
    const signed = await app.request(`/api/member/${actors.captain.id}/waivers/${waiverId}`, {
      method: 'POST',
      headers: actors.captain.auth,
    });
    expect(signed.status).toBeLessThan(300);
    expect((await checkout(actors.captain.auth, { leagueId, teamId })).status).toBe(200);
    // The organization's waiver goes again, so tests after this one register without signing.
    await sql(app, 'delete from member_waiver where waiver_id = $1', [waiverId]);
    await sql(app, 'delete from organization_waiver where id = $1', [waiverId]);
  });
});
