import { TZDate } from '@date-fns/tz';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import { addMinutes } from 'date-fns/addMinutes';
import ical, { ICalAttendeeStatus, ICalEventStatus } from 'ical-generator';
import { CALENDAR_EVENT_MINUTES, type RsvpStatus } from '../../../../contracts/events/index.ts';

export interface CalendarEntry {
  eventId: string;
  teamName: string;
  title: string;
  addressName: string;
  startsAt: Date;
  /** IANA zone the game was scheduled in. */
  timeZone: string;
  cancelled: boolean;
  rsvp: RsvpStatus;
  teamScore: number | null;
  opponentScore: number | null;
  updatedAt: Date;
  /** The entry's own change counter (a league game's), else the seconds of `updatedAt` stand for it. */
  sequence?: number;
  /** The event page in the app. */
  url: string;
}

export interface CalendarOwner {
  firstName: string;
  lastName: string;
  email: string | null;
}

// The member's answer as iCalendar says it (RFC 5545 PARTSTAT), so calendar apps show it natively.
const PARTSTAT: Record<RsvpStatus, ICalAttendeeStatus> = {
  yes: ICalAttendeeStatus.ACCEPTED,
  no: ICalAttendeeStatus.DECLINED,
  maybe: ICalAttendeeStatus.TENTATIVE,
  unknown: ICalAttendeeStatus.NEEDSACTION,
};

const RSVP_TEXT: Record<RsvpStatus, string> = {
  yes: 'Your RSVP: Yes',
  no: 'Your RSVP: No',
  maybe: 'Your RSVP: Maybe',
  unknown: 'Your RSVP: not answered yet',
};

/**
 * The iCalendar document of a member's team events. Each start is written in the zone the game was
 * scheduled in (TZID with its VTIMEZONE), so a game set for 7 pm Pacific reads 7 pm Pacific in any
 * app, across daylight-saving changes. The start is a TZDate: ical-generator writes a plain Date's
 * UTC fields under the TZID, and a TZDate's (it has `withTimeZone`) in its zone.
 */
export function renderCalendar(owner: CalendarOwner, entries: readonly CalendarEntry[]): string {
  const calendar = ical({
    name: 'Playfield games',
    description: `Team games of ${owner.firstName} ${owner.lastName} on Playfield`,
    prodId: { company: 'Playfield', product: 'team-calendar', language: 'EN' },
    ttl: 60 * 60,
  });
  calendar.timezone({ name: null, generator: getVtimezoneComponent });
  for (const entry of entries) {
    const start = new TZDate(entry.startsAt, entry.timeZone);
    const score =
      entry.teamScore !== null && entry.opponentScore !== null
        ? `Score: ${entry.teamScore}–${entry.opponentScore}`
        : null;
    const event = calendar.createEvent({
      id: `${entry.eventId}@playfield`,
      start,
      end: addMinutes(start, CALENDAR_EVENT_MINUTES),
      timezone: entry.timeZone,
      summary: `${entry.cancelled ? 'Cancelled: ' : ''}${entry.teamName}: ${entry.title}`,
      location: entry.addressName,
      description: [RSVP_TEXT[entry.rsvp], score, entry.url].filter(Boolean).join('\n'),
      url: entry.url,
      status: entry.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
      lastModified: entry.updatedAt,
      // A cancelled or changed game must replace the copy an app already has.
      sequence: entry.sequence ?? Math.floor(entry.updatedAt.getTime() / 1000),
    });
    if (owner.email)
      event.createAttendee({
        email: owner.email,
        name: `${owner.firstName} ${owner.lastName}`,
        status: PARTSTAT[entry.rsvp],
      });
  }
  return calendar.toString();
}
