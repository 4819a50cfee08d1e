import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { CALENDAR_MESSAGES, type CalendarLinkDto } from '../../src/contracts/events/index.ts';
import { addToRoster, createTeam } from '../support/clubs-factories.ts';
import { createEvent, insertEvent } from '../support/events-factories.ts';
import { body, createMember, generousLimits, sql, type TestMember } from '../support/identity-factories.ts';
import { countWarmQueries } from '../support/query-counter.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

// No workers here, so statement counts see only the request; the cancelled-game case starts its own.
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ worker: false, env: generousLimits });
});
afterAll(() => app?.stop());

async function calendarLink(member: TestMember, on = app): Promise<CalendarLinkDto> {
  const response = await on.request('/api/member/calendar', { headers: member.auth });
  expect(response.status).toBe(200);
  return (await body<CalendarLinkDto>(response)).data;
}

/** Fetches a feed URL as a calendar app would (no cookies, no token) and parses it with ical.js. */
async function feed(url: string, on = app): Promise<ICAL.Component> {
  const response = await fetch(url.replace(on.config.PUBLIC_URL.replace(/\/+$/, ''), on.url));
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/calendar/);
  const calendar = new ICAL.Component(ICAL.parse(await response.text()));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  return calendar;
}

const eventsOf = (calendar: ICAL.Component) =>
  calendar.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component));

async function until<T>(read: () => Promise<T | undefined>, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((wait) => setTimeout(wait, 100));
  }
}

describe('the calendar feed', () => {
  it('lists every game of the member’s teams in its own zone, with the member’s RSVP, across a DST change', async () => {
    const captain = await createMember(app, { firstName: 'Maya', lastName: 'Ortiz' });
    const player = await createMember(app, { firstName: 'Luis', lastName: 'Hernandez' });
    const stranger = await createMember(app);
    const team = await createTeam(app, captain, { name: 'Golden Gate United', abbreviation: 'GGU' });
    await addToRoster(app, team.id, [player.id]);
    // 2027-03-14 is the day US clocks spring forward: 19:30 is daylight time, UTC−7.
    const game = await createEvent(app, captain, team.id, {
      title: 'vs Mission FC',
      timezone: 'US/Pacific',
      year: 2027,
      month: 3,
      date: 14,
      hours: 19,
      minutes: 30,
    });
    const strangerTeam = await createTeam(app, stranger);
    await createEvent(app, stranger, strangerTeam.id, { title: 'Not yours' });
    const rsvp = await app.request(`/api/event/${game.id}/rsvp`, {
      method: 'POST',
      headers: player.auth,
      json: { memberId: player.id, status: 'maybe' },
    });
    expect(rsvp.status).toBe(200);

    const link = await calendarLink(player);
    expect(link.url).toMatch(/\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(link.webcalUrl).toBe(link.url.replace(/^https?:/, 'webcal:'));
    expect((await calendarLink(player)).url).toBe(link.url);

    const entries = eventsOf(await feed(link.url));
    expect(entries.map((entry) => entry.summary)).toEqual(['Golden Gate United: vs Mission FC']);
    const [entry] = entries;
    expect(entry?.uid).toBe(`${game.id}@playfield`);
    expect(entry?.location).toBe(game.addressName);
    expect(entry?.startDate.zone?.tzid).toBe('America/Los_Angeles');
    expect([entry?.startDate.hour, entry?.startDate.minute]).toEqual([19, 30]);
    expect(entry?.startDate.toJSDate().toISOString()).toBe('2027-03-15T02:30:00.000Z');
    expect(entry?.startDate.toJSDate().toISOString()).toBe(game.dateAndTime);
    expect(entry?.component.getFirstPropertyValue('status')).toBe('CONFIRMED');
    expect(entry?.attendees[0]?.getParameter('partstat')).toBe('TENTATIVE');
    expect(entry?.description).toContain('Your RSVP: Maybe');
  });

  it('marks a deleted game cancelled', async () => {
    const withWorkers = await startTestApp({ env: generousLimits });
    onTestFinished(() => withWorkers.stop());
    const app = withWorkers;
    const captain = await createMember(app);
    const team = await createTeam(app, captain);
    const game = await createEvent(app, captain, team.id, { title: 'vs Rained Out FC' });
    const link = await calendarLink(captain, app);
    expect(
      (await app.request(`/api/event/${game.id}`, { method: 'DELETE', headers: captain.auth })).status,
    ).toBe(200);

    const cancelled = await until(async () => {
      const [entry] = eventsOf(await feed(link.url, app));
      return entry?.component.getFirstPropertyValue('status') === 'CANCELLED' ? entry : undefined;
    });
    expect(cancelled.uid).toBe(`${game.id}@playfield`);
    expect(cancelled.summary).toBe(`Cancelled: ${team.name}: vs Rained Out FC`);
  });

  it('stops answering the old URL once regenerated, and answers an unknown one with 404', async () => {
    const member = await createMember(app);
    const old = await calendarLink(member);
    const regenerated = await app.request('/api/member/calendar/regenerate', {
      method: 'POST',
      headers: member.auth,
    });
    expect(regenerated.status).toBe(200);
    const fresh = (await body<CalendarLinkDto & { message: string }>(regenerated)).data;
    expect(fresh.message).toBe(CALENDAR_MESSAGES.regenerated);
    expect(fresh.url).not.toBe(old.url);
    expect((await calendarLink(member)).url).toBe(fresh.url);
    await feed(fresh.url);
    const stale = await fetch(old.url.replace(app.config.PUBLIC_URL.replace(/\/+$/, ''), app.url));
    expect(stale.status).toBe(404);
    expect((await body(stale)).errors?.[0]?.message).toBe(CALENDAR_MESSAGES.notFound);
    expect((await app.request('/api/calendar/not-a-token.ics')).status).toBe(404);
    expect((await app.request(`/api/calendar/${'a'.repeat(300)}`)).status).toBe(400);
  });

  it('is for signed-in members only; the database never holds a working token', async () => {
    expect((await app.request('/api/member/calendar')).status).toBe(401);
    expect((await app.request('/api/member/calendar/regenerate', { method: 'POST' })).status).toBe(401);
    const member = await createMember(app);
    const { url } = await calendarLink(member);
    const token = url.split('/').pop()?.replace('.ics', '') ?? '';
    const [row] = await sql<{ token_hash: string }>(
      app,
      'select token_hash from calendar_feed where member_id = $1',
      [member.id],
    );
    expect(row?.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.token_hash).not.toContain(token);
  });

  it('reads the same number of SQL statements for 5 games and for 200', async () => {
    const member = await createMember(app);
    const few = await createTeam(app, member);
    const many = await createTeam(app, member);
    for (let index = 0; index < 5; index++) await insertEvent(app, few.id);
    const { url } = await calendarLink(member);
    const path = new URL(url).pathname;
    const small = (await countWarmQueries(app.runtime.orm, () => app.request(path))).length;
    for (let index = 0; index < 195; index++) await insertEvent(app, many.id);
    const large = (await countWarmQueries(app.runtime.orm, () => app.request(path))).length;
    expect(eventsOf(await feed(url))).toHaveLength(200);
    expect(large).toBe(small);
  });
});
