import type { RsvpStatus } from './event.ts';
import { isAttending } from './rsvp.ts';

/** One member of the event roster (spec §3 Event roster): every roster member of the team appears. */
export interface EventRosterEntryDto {
  memberId: string;
  status: RsvpStatus;
  mvpVotes: number;
  firstName: string;
  lastName: string;
  avatar: string | null;
  goals: number;
  assists: number;
  isCaptain: boolean;
  /** A sub a captain accepted from the marketplace for this game only (issue 20), not on the team. */
  isSub?: boolean;
}

/** GET /api/event/{eventId}/roster. `mvpVote` is the member the viewer voted for (spec §3: per team, an mvpVote). */
export interface EventRosterDto {
  eventId: string;
  attendees: EventRosterEntryDto[];
  nonAttendees: EventRosterEntryDto[];
  mvpVote: string | null;
}

const byName = (a: EventRosterEntryDto, b: EventRosterEntryDto) =>
  a.firstName.localeCompare(b.firstName, 'en', { sensitivity: 'base' }) ||
  a.lastName.localeCompare(b.lastName, 'en', { sensitivity: 'base' }) ||
  a.memberId.localeCompare(b.memberId);

/** Spec §4: attendees by MVP votes, goals, assists (each most first), then name. */
export const compareAttendees = (a: EventRosterEntryDto, b: EventRosterEntryDto) =>
  b.mvpVotes - a.mvpVotes || b.goals - a.goals || b.assists - a.assists || byName(a, b);

/** Spec §4: non-attendees by name. */
export const compareNonAttendees = byName;

/** Splits and sorts roster entries the way the server answers them. */
export function sortEventRoster(
  entries: EventRosterEntryDto[],
): Pick<EventRosterDto, 'attendees' | 'nonAttendees'> {
  return {
    attendees: entries.filter((entry) => isAttending(entry.status)).sort(compareAttendees),
    nonAttendees: entries.filter((entry) => !isAttending(entry.status)).sort(compareNonAttendees),
  };
}

/** Spec §4 RSVP: yes moves a member to attendees, anything else to non-attendees (for optimistic updates). */
export function applyRsvp(roster: EventRosterDto, memberId: string, status: RsvpStatus): EventRosterDto {
  const entries = [...roster.attendees, ...roster.nonAttendees].map((entry) =>
    entry.memberId === memberId ? { ...entry, status } : entry,
  );
  return { ...roster, ...sortEventRoster(entries) };
}

/**
 * Spec §4 MVP vote: the voted member gains one vote (a non-attendee becomes an attendee with status yes),
 * the voter's previous pick loses one, and attendees are re-sorted. Voting for the same member again
 * changes nothing. The voter is the viewer, whose vote `roster.mvpVote` holds.
 */
export function applyMvpVote(roster: EventRosterDto, mvpId: string): EventRosterDto {
  const previous = roster.mvpVote;
  if (previous === mvpId) return roster;
  const entries = [...roster.attendees, ...roster.nonAttendees].map((entry) => {
    if (entry.memberId === mvpId) return { ...entry, status: 'yes' as const, mvpVotes: entry.mvpVotes + 1 };
    if (entry.memberId === previous) return { ...entry, mvpVotes: Math.max(0, entry.mvpVotes - 1) };
    return entry;
  });
  return { ...roster, ...sortEventRoster(entries), mvpVote: mvpId };
}
