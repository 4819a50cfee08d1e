import type { EventDto, RsvpStatus } from '../../../../src/contracts/events/index.ts';
// Intl, not time-zones.ts: formatting a kickoff does not need date-fns (a game list is on first routes).
import { formatKickoff as formatInZone } from '../../../../src/contracts/events/kickoff-format.ts';

/** Spec §9 'EEEE / MMMM dd / hh:mm a' in the event's own zone; 'TBD' when the instant is unreadable. */
export function formatEventDate(instant: string, ianaZone: string): string {
  if (Number.isNaN(new Date(instant).getTime())) return 'TBD';
  try {
    return formatInZone(instant, ianaZone);
  } catch {
    return formatInZone(instant, 'UTC');
  }
}

/** The short zone name at that instant ("PDT", "GMT+2"), shown beside the time (the bell uses it too). */
export { zoneAbbreviation } from '../../../../src/contracts/events/kickoff-format.ts';

/** The date badge of a schedule card: month and day in the event's zone. */
export function badgeParts(event: Pick<EventDto, 'dateAndTime' | 'ianaTimezone'>): {
  month: string;
  day: string;
} {
  try {
    const parts = new Intl.DateTimeFormat('en-US', {
      timeZone: event.ianaTimezone,
      month: 'short',
      day: 'numeric',
    }).formatToParts(new Date(event.dateAndTime));
    return {
      month: parts.find((part) => part.type === 'month')?.value ?? '',
      day: parts.find((part) => part.type === 'day')?.value ?? '',
    };
  } catch {
    return { month: '', day: '' };
  }
}

export const rsvpLabels: Record<RsvpStatus, string> = {
  yes: 'Going',
  no: 'Not going',
  maybe: 'Maybe',
  unknown: 'No answer yet',
};
