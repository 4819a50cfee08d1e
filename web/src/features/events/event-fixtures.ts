import type {
  EventDto,
  EventRosterDto,
  EventRosterEntryDto,
} from '../../../../src/contracts/events/index.ts';
import { memberFixture, rightsFixture } from '../../test-support/render-app';

export const me = memberFixture({
  teams: [{ id: '0b3f6c2e-0000-4000-8000-0000000000aa', name: 'Red Lions' }],
});
export const teamId = '0b3f6c2e-0000-4000-8000-0000000000aa';
export const eventId = '5e7a1c00-0000-4000-8000-000000000001';

export function eventFixture(overrides: Partial<EventDto> = {}): EventDto {
  return {
    id: eventId,
    kind: 'event',
    teamId,
    team: { id: teamId, name: 'Red Lions', abbreviation: 'RL', logo: null },
    title: 'vs Blue Sharks',
    addressName: 'Zilker Park Field 3',
    timezone: 'US/Pacific',
    ianaTimezone: 'America/Los_Angeles',
    // 2027-03-14 is the US spring-forward day: 10:00 UTC is 03:00 PDT (02:00 PST does not exist).
    dateAndTime: '2027-03-14T10:00:00.000Z',
    localizedDatetime: 'Sunday / March 14 / 03:00 AM',
    attendingCount: 1,
    rsvp: { memberStatus: 'unknown' },
    teamScore: null,
    opponentScore: null,
    isPast: false,
    createdAt: '2027-01-01T00:00:00.000Z',
    updatedAt: '2027-01-01T00:00:00.000Z',
    version: 1,
    ...overrides,
  };
}

export function rosterEntry(
  memberId: string,
  firstName: string,
  status: EventRosterEntryDto['status'],
  mvpVotes = 0,
): EventRosterEntryDto {
  return {
    memberId,
    firstName,
    lastName: 'Player',
    avatar: null,
    status,
    mvpVotes,
    goals: 0,
    assists: 0,
    isCaptain: false,
  };
}

export function rosterFixture(): EventRosterDto {
  return {
    eventId,
    attendees: [rosterEntry('b0000000-0000-4000-8000-000000000002', 'Zoe', 'yes')],
    nonAttendees: [rosterEntry(me.id, 'Ada', 'unknown')],
    mvpVote: null,
  };
}

export const permissions = (isCaptain: boolean) => rightsFixture('event', { isCaptain });

/** The calls every signed-in event page makes, answered. */
export function eventPageServer(extra: Record<string, unknown> = {}, captain = false) {
  return {
    'GET /api/member/me': me,
    'GET /api/member/teams': {
      teams: [{ id: teamId, name: 'Red Lions', abbreviation: 'RL', logo: null, isCaptain: captain }],
      pickupGroups: [],
    },
    [`GET /api/event/${eventId}`]: eventFixture(),
    [`GET /api/event/${eventId}/roster`]: rosterFixture(),
    [`GET /api/event/${eventId}/comments/`]: { eventId, comments: [] },
    'POST /api/permission': permissions(captain),
    ...extra,
  };
}
