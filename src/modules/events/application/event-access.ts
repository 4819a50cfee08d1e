import {
  EVENT_MESSAGES,
  type EventDto,
  eventTimeZoneOf,
  formatEventDate,
  type RsvpStatus,
} from '../../../contracts/events/index.ts';
import type { EntityManager } from '../../../platform/db/orm.ts';
import { forbidden, notFound } from '../../../platform/errors/app-error.ts';
import { type TeamRole, type TeamSummary, teamRoleOf } from '../../clubs/index.ts';
import { isUuid } from '../domain/ids.ts';

/** What every read of a team_event row selects: the event, its team, where and when. */
export interface EventBaseRow {
  id: string;
  team_id: string;
  title: string;
  address_name: string;
  starts_at: Date | string;
  time_zone: string;
}

/** A team_event row as the read side selects it, with the viewer's RSVP. */
export interface EventRow extends EventBaseRow {
  attending_count: number;
  team_score: number | null;
  opponent_score: number | null;
  created_at: Date | string;
  updated_at: Date | string;
  version: number;
  member_status: RsvpStatus | null;
}

export const EVENT_COLUMNS = `e.id, e.team_id, e.title, e.address_name, e.starts_at, e.time_zone, e.attending_count,
  e.team_score, e.opponent_score, e.created_at, e.updated_at, e.version`;

const iso = (value: Date | string) => new Date(value).toISOString();

export function toEventDto(row: EventRow, team: TeamSummary, now: Date): EventDto {
  const startsAt = new Date(row.starts_at);
  return {
    id: row.id,
    kind: 'event',
    teamId: row.team_id,
    team: { id: team.id, name: team.name, abbreviation: team.abbreviation, logo: team.logo },
    title: row.title,
    addressName: row.address_name,
    timezone: eventTimeZoneOf(row.time_zone)?.value ?? 'US/Eastern',
    ianaTimezone: row.time_zone,
    dateAndTime: startsAt.toISOString(),
    localizedDatetime: formatEventDate(startsAt, row.time_zone),
    attendingCount: row.attending_count,
    rsvp: { memberStatus: row.member_status ?? 'unknown' },
    teamScore: row.team_score,
    opponentScore: row.opponent_score,
    isPast: startsAt.getTime() <= now.getTime(),
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
    version: row.version,
  };
}

export interface EventAccess {
  row: EventRow;
  role: TeamRole;
  /** The viewer plays this game as a sub (team_event_sub) without being on the team. */
  isSub: boolean;
}

/** The event with the viewer's RSVP and what the viewer is on its team (two statements); 404 if unknown. */
export async function eventAccess(
  em: EntityManager,
  eventId: string,
  viewerId: string,
): Promise<EventAccess> {
  if (!isUuid(eventId)) throw notFound(EVENT_MESSAGES.notFound);
  const viewer = isUuid(viewerId) ? viewerId : null;
  const [row] = await em.execute<Array<EventRow & { is_sub: boolean }>>(
    `select ${EVENT_COLUMNS}, r.status as member_status,
       exists (select 1 from team_event_sub s where s.event_id = e.id and s.member_id = ?) as is_sub
     from team_event e
     left join team_event_rsvp r on r.event_id = e.id and r.member_id = ?
     where e.id = ?`,
    [viewer, viewer, eventId],
  );
  if (!row) throw notFound(EVENT_MESSAGES.notFound);
  const role = await teamRoleOf(em, row.team_id, viewerId);
  if (!role) throw notFound(EVENT_MESSAGES.notFound);
  // A sub (issue 20, `as_sub`) plays this game: a member of the event, never a captain nor of the team.
  if (row.is_sub && !role.isMember) return { row, role: { ...role, isMember: true }, isSub: true };
  return { row, role, isSub: false };
}

export function assertEventMember(access: EventAccess): void {
  if (!access.role.isMember) throw forbidden(EVENT_MESSAGES.membersOnly);
}

export function assertEventCaptain(access: EventAccess): void {
  assertEventMember(access);
  if (!access.role.isCaptain) throw forbidden(EVENT_MESSAGES.captainOnly);
}

/** SELECT … FOR UPDATE on the event row: RSVPs and votes of one event take turns. */
export async function lockEvent(tx: EntityManager, eventId: string): Promise<{ starts_at: Date }> {
  const [row] = await tx.execute<Array<{ starts_at: Date }>>(
    'select starts_at from team_event where id = ? for update',
    [eventId],
  );
  if (!row) throw notFound(EVENT_MESSAGES.notFound);
  return row;
}
