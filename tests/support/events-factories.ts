import { randomUUID } from 'node:crypto';
import type { EventDto } from '../../src/contracts/events/index.ts';
import { body, sql, type TestMember } from './identity-factories.ts';
import type { TestApp } from './test-app.ts';

/** A valid event form for `teamId`; override any field to test a rule. */
export function eventForm(teamId: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    teamId,
    title: 'vs Eastside Eagles',
    addressName: 'Zilker Park Field 3',
    timezone: 'US/Central',
    hours: 19,
    minutes: 30,
    date: 14,
    month: 3,
    year: new Date().getUTCFullYear() + 1,
    ...overrides,
  };
}

/** Creates an event through the API as `captain`. */
export async function createEvent(
  app: TestApp,
  captain: TestMember,
  teamId: string,
  overrides: Record<string, unknown> = {},
): Promise<EventDto> {
  const response = await app.request('/api/event', {
    method: 'POST',
    headers: { ...captain.auth, team_id: teamId },
    json: eventForm(teamId, overrides),
  });
  if (response.status !== 201)
    throw new Error(`create event answered ${response.status}: ${await response.text()}`);
  return (await body<{ event: EventDto }>(response)).data.event;
}

/** Inserts an event straight into the database (fast fixtures); `startsAt` defaults to a week ahead. */
export async function insertEvent(
  app: TestApp,
  teamId: string,
  fields: { startsAt?: Date; title?: string } = {},
): Promise<string> {
  const id = randomUUID();
  await sql(
    app,
    `insert into team_event (id, team_id, title, address_name, starts_at, time_zone)
     values ($1, $2, $3, 'Zilker Park', $4, 'America/Chicago')`,
    [id, teamId, fields.title ?? 'Fixture game', fields.startsAt ?? new Date(Date.now() + 7 * 86_400_000)],
  );
  return id;
}

/** Inserts RSVP rows straight into the database and fixes the event's count. */
export async function insertRsvps(
  app: TestApp,
  eventId: string,
  memberIds: string[],
  status = 'yes',
): Promise<void> {
  await sql(
    app,
    `insert into team_event_rsvp (event_id, member_id, status) select $1, unnest($2::uuid[]), $3
     on conflict (event_id, member_id) do update set status = excluded.status`,
    [eventId, memberIds, status],
  );
  await sql(
    app,
    `update team_event set attending_count = (select count(*) from team_event_rsvp where event_id = $1 and status = 'yes') where id = $1`,
    [eventId],
  );
}
