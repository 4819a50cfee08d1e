import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GAME_DAYS } from '../../src/contracts/leagues/league.ts';
import {
  SUB_ALERT_MESSAGES,
  type SubAlertDto,
  type SubRequestDto,
} from '../../src/contracts/marketplace/index.ts';
import { PAGING_MESSAGES } from '../../src/contracts/marketplace/paging.ts';
import { insertTeam } from '../support/clubs-factories.ts';
import { insertEvent } from '../support/events-factories.ts';
import {
  body,
  createMember,
  generousLimits,
  mailText,
  sql,
  type TestMember,
} from '../support/identity-factories.ts';
import { handRunner, notificationsOf } from '../support/notifications-factories.ts';
import { countQueries } from '../support/query-counter.ts';
import type { CaughtMail } from '../support/smtp-catcher.ts';
import { type MailingTestApp, startTestAppWithMail } from '../support/test-app.ts';

// Sub alerts (issue 20): a player opts in for a city, days and positions; a new sub request that
// matches reaches them in the bell and, at most once an hour, by e-mail with a one-click unsubscribe.
// The fan-out is one statement whatever the number of alerts. Subscribers run by hand (worker: false).

let app: MailingTestApp;
let runner: ReturnType<typeof handRunner>;
let captain: TestMember;
let teammate: TestMember;
let ana: TestMember;
let ben: TestMember;
let cy: TestMember;
let dee: TestMember;
let eve: TestMember;
let teamId: string;
const TEAM = 'Alerting Armadillos';

beforeAll(async () => {
  app = await startTestAppWithMail({ env: generousLimits, worker: false });
  runner = handRunner(app);
  captain = await createMember(app, { firstName: 'Cap' });
  teammate = await createMember(app, { firstName: 'Tam' });
  ana = await createMember(app, { firstName: 'Ana' });
  ben = await createMember(app, { firstName: 'Ben' });
  cy = await createMember(app, { firstName: 'Cy' });
  dee = await createMember(app, { firstName: 'Dee' });
  eve = await createMember(app, { firstName: 'Eve' });
  teamId = await insertTeam(app, { captains: [captain.id], players: [teammate.id], name: TEAM });
}, 60_000);
afterAll(async () => {
  await sql(app, 'delete from sub_request where team_id = $1', [teamId]);
  await sql(app, 'delete from sub_alert');
  await app?.stop();
});

const call = (who: TestMember | undefined, method: string, path: string, json?: unknown) =>
  app.request(path, { method, headers: who?.auth ?? {}, json });
const ALERT = '/api/marketplace/sub-alert';
const putAlert = (who: TestMember | undefined, json: unknown) => call(who, 'PUT', ALERT, json);
const alertOf = async (who: TestMember) =>
  (await body<SubAlertDto | null>(await call(who, 'GET', ALERT))).data;

async function turnOn(who: TestMember, fields: Record<string, unknown>) {
  const response = await putAlert(who, {
    workspaceId: 1,
    days: ['sunday'],
    positions: ['defender'],
    ...fields,
  });
  expect(response.status, await response.clone().text()).toBe(200);
}

let gameCount = 0;
/** A captain's request for a new event a week ahead (and a few hours more each time). */
async function postRequest(): Promise<SubRequestDto> {
  gameCount += 1;
  const startsAt = new Date(Date.now() + 7 * 86_400_000 + gameCount * 3_600_000);
  const eventId = await insertEvent(app, teamId, { title: `vs Alert FC ${gameCount}`, startsAt });
  const response = await call(captain, 'POST', '/api/marketplace/subs', {
    eventId,
    workspaceId: 1,
    needed: 2,
    positions: ['defender', 'goalkeeper'],
    level: 'intermediate',
    feeShare: { amountCents: 850, currency: 'USD' },
    note: 'Bring a dark shirt.',
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return (await body<{ subRequest: SubRequestDto }>(response)).data.subRequest;
}

const ofRequest = (request: SubRequestDto) => (payload: Record<string, unknown>) =>
  payload.requestId === request.id;
/** The fan-out, then the bell and the mail subscribers, as the workers would run them. */
async function fanOut(request: SubRequestDto) {
  expect(
    await runner.apply('marketplace.match-sub-alerts', 'marketplace.sub-request-posted', ofRequest(request)),
  ).toBe('applied');
  const matched = await sql(
    app,
    `select 1 from outbox where event_name = 'marketplace.sub-alerts-matched' and payload->>'requestId' = $1`,
    [request.id],
  );
  if (matched.length === 0) return;
  await runner.apply('notifications.notify-sub-alert', 'marketplace.sub-alerts-matched', ofRequest(request));
  await runner.apply('notifications.mail-sub-alert', 'marketplace.sub-alerts-matched', ofRequest(request));
  await new Promise((resolve) => setTimeout(resolve, 300));
}

const alerts = async (member: TestMember) =>
  (await notificationsOf(app, member.id)).filter((row) => row.type === 'sub_request_alert');
const alertMails = (member: TestMember): CaughtMail[] =>
  app.smtp.mails.filter(
    (mail) => mail.to.includes(member.email) && mailText(mail).includes(`${TEAM} needs 2 subs`),
  );
const oneClickUrl = (raw: string) =>
  /^List-Unsubscribe:\s*<(http[^>]+)>/m.exec(raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' '))?.[1];

describe('the sub alert routes', () => {
  it('turn an alert on, change it and off, for the signed-in player only', async () => {
    expect(await alertOf(ana)).toBeNull();
    const on = await putAlert(ana, {
      workspaceId: 1,
      days: ['sunday', 'tuesday', 'sunday'],
      positions: ['forward'],
    });
    expect(on.status).toBe(200);
    const saved = (await body<SubAlertDto>(on)).data;
    expect(saved).toMatchObject({
      workspaceId: 1,
      days: ['tuesday', 'sunday'],
      positions: ['forward'],
      email: true,
    });
    expect(saved.cityName).not.toBe('');
    expect(await alertOf(ana)).toEqual(saved);
    const changed = await putAlert(ana, {
      workspaceId: 1,
      days: ['monday'],
      positions: ['forward'],
      email: false,
    });
    expect((await body<SubAlertDto>(changed)).data).toMatchObject({ days: ['monday'], email: false });
    const off = await call(ana, 'DELETE', ALERT);
    expect(off.status).toBe(200);
    expect((await body(off)).data).toBeNull();
    expect(await alertOf(ana)).toBeNull();
    // Off again: nothing to turn off, the same answer.
    expect((await call(ana, 'DELETE', ALERT)).status).toBe(200);
    const events = await sql<{ payload: Record<string, unknown> }>(
      app,
      `select payload from outbox where event_name = 'marketplace.sub-alert-changed' and payload->>'memberId' = $1 order by occurred_at`,
      [ana.id],
    );
    expect(events.map((row) => [row.payload.on, row.payload.email, row.payload.changed])).toEqual([
      [true, true, ['workspaceId', 'days', 'positions', 'email']],
      [true, false, ['days', 'email']],
      [false, false, ['on']],
    ]);
  });

  it('answers bad input with the contract’s messages and stores nothing', async () => {
    const valid = { workspaceId: 1, days: ['sunday'], positions: ['defender'] };
    for (const [change, message] of [
      [{ workspaceId: 987654 }, SUB_ALERT_MESSAGES.city],
      [{ workspaceId: 'Austin' }, PAGING_MESSAGES.city],
      [{ days: [] }, SUB_ALERT_MESSAGES.days],
      [{ days: ['funday'] }, SUB_ALERT_MESSAGES.days],
      [{ days: 'sunday' }, SUB_ALERT_MESSAGES.days],
      [{ positions: [] }, SUB_ALERT_MESSAGES.positions],
      [{ positions: ['striker'] }, SUB_ALERT_MESSAGES.positions],
      [{ email: 'yes' }, SUB_ALERT_MESSAGES.email],
    ] as const) {
      const response = await putAlert(ben, { ...valid, ...change });
      expect(response.status, JSON.stringify(change)).toBe(400);
      expect((await body(response)).errors?.map((error) => error.message)).toContain(message);
    }
    expect(await alertOf(ben)).toBeNull();
  });

  it('are in the OpenAPI document', async () => {
    const document = (await (await app.request('/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, unknown>>;
    };
    expect(Object.keys(document.paths[ALERT] ?? {}).sort()).toEqual(['delete', 'get', 'put']);
    expect(Object.keys(document.paths[`${ALERT}/unsubscribe`] ?? {}).sort()).toEqual(['get', 'post']);
  });

  it('asks for a session: 401 without one', async () => {
    for (const method of ['GET', 'PUT', 'DELETE'])
      expect(
        (await call(undefined, method, ALERT, method === 'PUT' ? { workspaceId: 1 } : undefined)).status,
      ).toBe(401);
  });
});

describe('the fan-out', () => {
  let first: SubRequestDto;

  it('tells the matching players in the bell and by e-mail, once, and nobody else', async () => {
    first = await postRequest();
    const otherDay = GAME_DAYS.find((day) => day !== first.day)!;
    await turnOn(ana, { days: [first.day, otherDay], positions: ['goalkeeper', 'forward'] });
    await turnOn(ben, { days: [first.day], positions: ['defender'], email: false });
    await turnOn(cy, { workspaceId: 2, days: [first.day] });
    await turnOn(dee, { days: [otherDay] });
    await turnOn(eve, { days: [first.day], positions: ['midfielder'] });
    // Never for a team's own request: its captain and players.
    await turnOn(captain, { days: [first.day] });
    await turnOn(teammate, { days: [first.day] });

    await fanOut(first);
    // A retried job (its inbox row there) changes nothing.
    expect(
      await runner.apply('marketplace.match-sub-alerts', 'marketplace.sub-request-posted', ofRequest(first)),
    ).toBe('duplicate');

    const [bell] = await alerts(ana);
    expect(await alerts(ana)).toHaveLength(1);
    expect(bell!.text).toContain(`${TEAM} needs 2 subs (goalkeeper or defender) for ${first.title}`);
    expect(bell!.meta_data).toMatchObject({
      event: { id: first.eventId, kind: 'event', timeZone: 'America/Chicago' },
      subRequest: { id: first.id, teamName: TEAM, workspaceId: 1 },
    });
    expect(await alerts(ben)).toHaveLength(1);
    for (const member of [cy, dee, eve, captain, teammate]) expect(await alerts(member)).toHaveLength(0);

    const mails = alertMails(ana);
    expect(mails).toHaveLength(1);
    const text = mailText(mails[0]!);
    expect(text).toContain('Content-Type: text/plain');
    expect(text).toContain('Content-Type: text/html');
    for (const part of [
      first.title,
      'Central time',
      'Zilker Park',
      'Goalkeeper, Defender',
      '$8.50',
      'Bring a dark shirt.',
    ])
      expect(text).toContain(part);
    expect(text).toContain('/marketplace?tab=subs&city=1');
    expect(text).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
    const footer = /^Unsubscribe: (http\S+)/m.exec(text)?.[1];
    expect(new URL(footer!).pathname).toBe('/sub-alerts/unsubscribe');
    // E-mails off: the bell only.
    expect(alertMails(ben)).toHaveLength(0);
    for (const member of [cy, dee, eve, captain, teammate]) expect(alertMails(member)).toHaveLength(0);
  });

  it('mails nobody twice within the hour: a second request gives the bell only', async () => {
    const second = await postRequest();
    await sql(app, 'update sub_alert set days = $2 where member_id = $1', [ana.id, `{${second.day}}`]);
    await fanOut(second);
    expect(await alerts(ana)).toHaveLength(2);
    expect(alertMails(ana)).toHaveLength(1);
    // An hour later the slot is free again.
    await sql(
      app,
      `update sub_alert set last_emailed_at = now() - interval '61 minutes' where member_id = $1`,
      [ana.id],
    );
    const third = await postRequest();
    await sql(app, 'update sub_alert set days = $2 where member_id = $1', [ana.id, `{${third.day}}`]);
    await fanOut(third);
    expect(await alerts(ana)).toHaveLength(3);
    expect(alertMails(ana)).toHaveLength(2);
  });

  it('mails nobody twice when two requests are matched at the same moment', async () => {
    const one = await postRequest();
    const two = await postRequest();
    await sql(app, 'update sub_alert set days = $2, last_emailed_at = null where member_id = $1', [
      ana.id,
      `{${one.day},${two.day}}`,
    ]);
    await Promise.all(
      [one, two].map((request) =>
        runner.apply('marketplace.match-sub-alerts', 'marketplace.sub-request-posted', ofRequest(request)),
      ),
    );
    const claims = await sql<{ email: boolean }>(
      app,
      `select (r->>'email')::boolean as email from outbox, jsonb_array_elements(payload->'recipients') r
       where event_name = 'marketplace.sub-alerts-matched' and payload->>'requestId' = any($1::text[])
         and r->>'memberId' = $2`,
      [[one.id, two.id], ana.id],
    );
    expect(claims.map((claim) => claim.email).sort()).toEqual([false, true]);
  });

  it('matches in one statement however many alerts there are', async () => {
    const statementsOf = async () => {
      const request = await postRequest();
      await sql(app, 'update sub_alert set days = $1', [`{${request.day}}`]);
      const statements = await countQueries(runner.orm, () =>
        runner.apply('marketplace.match-sub-alerts', 'marketplace.sub-request-posted', ofRequest(request)),
      );
      const [matched] = await sql<{ recipients: number }>(
        app,
        `select jsonb_array_length(payload->'recipients') as recipients from outbox
         where event_name = 'marketplace.sub-alerts-matched' and payload->>'requestId' = $1`,
        [request.id],
      );
      return { statements, recipients: Number(matched?.recipients ?? 0) };
    };
    const few = await statementsOf();
    const many = Array.from({ length: 40 }, () => createMember(app, { password: false }));
    const members = await Promise.all(many);
    await sql(
      app,
      `insert into sub_alert (member_id, workspace_id, days, positions, email, created_at, updated_at)
       select unnest($1::uuid[]), 1, '{sunday}', '{defender}', true, now(), now()`,
      [members.map((member) => member.id)],
    );
    const lots = await statementsOf();
    expect(lots.recipients).toBe(few.recipients + 40);
    expect(lots.statements.length).toBe(few.statements.length);
    expect(lots.statements.filter((statement) => /\bsub_alert\b/.test(statement))).toHaveLength(1);
    await sql(app, 'delete from sub_alert where member_id = any($1::uuid[])', [
      members.map((member) => member.id),
    ]);
  });
});

describe('the one-click unsubscribe', () => {
  it('turns the alert e-mails off without a session; the bell alerts stay', async () => {
    const mail = alertMails(ana)[0]!;
    const oneClick = new URL(oneClickUrl(mail.raw)!);
    expect(oneClick.pathname).toBe('/api/marketplace/sub-alert/unsubscribe');
    expect(oneClick.searchParams.get('member')).toBe(ana.id);

    // Opening the link (a mail scanner) changes nothing.
    const state = await app.request(`${oneClick.pathname}${oneClick.search}`);
    expect(state.status).toBe(200);
    expect((await body(state)).data).toEqual({ emails: true, cityName: expect.any(String) });

    const forged = new URLSearchParams({ member: ben.id, token: oneClick.searchParams.get('token')! });
    for (const search of [`?${forged}`, `?member=nobody&token=x`])
      for (const method of ['GET', 'POST']) {
        const refused = await app.request(`${oneClick.pathname}${search}`, { method });
        expect(refused.status).toBe(403);
        expect((await body(refused)).errors?.[0]?.message).toBe(SUB_ALERT_MESSAGES.badLink);
      }
    const missing = await app.request(oneClick.pathname);
    expect(missing.status).toBe(400);

    // What a mail client sends (RFC 8058): form-encoded, no cookie, a foreign Origin; twice.
    const post = () =>
      app.request(`${oneClick.pathname}${oneClick.search}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://mail.example.net' },
        body: 'List-Unsubscribe=One-Click',
      });
    const first = await post();
    expect(first.status).toBe(200);
    expect((await body(first)).data).toMatchObject({
      emails: false,
      message: SUB_ALERT_MESSAGES.unsubscribed,
    });
    expect((await post()).status).toBe(200);
    expect(await alertOf(ana)).toMatchObject({ email: false });
    const changes = await sql<{ payload: Record<string, unknown> }>(
      app,
      `select payload from outbox where event_name = 'marketplace.sub-alert-changed' and payload->>'via' = 'one-click'`,
    );
    expect(changes.map((row) => row.payload)).toEqual([
      { memberId: ana.id, workspaceId: 1, on: true, email: false, changed: ['email'], via: 'one-click' },
    ]);

    // The next match: the bell, no e-mail (though the hour has passed); Ben, e-mails back on, is mailed.
    await sql(app, `update sub_alert set last_emailed_at = now() - interval '2 hours'`);
    const request = await postRequest();
    await turnOn(ben, { days: [request.day], positions: ['defender'], email: true });
    await sql(app, 'update sub_alert set days = $2 where member_id = $1', [ana.id, `{${request.day}}`]);
    const bellBefore = (await alerts(ana)).length;
    const mailsBefore = alertMails(ana).length;
    await fanOut(request);
    expect(await alerts(ana)).toHaveLength(bellBefore + 1);
    expect(alertMails(ana)).toHaveLength(mailsBefore);
    expect(alertMails(ben)).toHaveLength(1);
  });
});
