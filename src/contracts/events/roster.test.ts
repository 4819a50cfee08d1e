import { describe, expect, it } from 'vitest';
import type { EventRosterDto, EventRosterEntryDto } from './roster.ts';
import { applyMvpVote, applyRsvp, sortEventRoster } from './roster.ts';
import { nextAttendingCount } from './rsvp.ts';

const entry = (memberId: string, fields: Partial<EventRosterEntryDto> = {}): EventRosterEntryDto => ({
  memberId,
  status: 'unknown',
  mvpVotes: 0,
  firstName: memberId,
  lastName: 'X',
  avatar: null,
  goals: 0,
  assists: 0,
  isCaptain: false,
  ...fields,
});

const roster = (entries: EventRosterEntryDto[], mvpVote: string | null = null): EventRosterDto => ({
  eventId: 'e',
  ...sortEventRoster(entries),
  mvpVote,
});

const ids = (list: EventRosterEntryDto[]) => list.map((e) => e.memberId);

describe('event roster rules (spec §4)', () => {
  it('sorts attendees by MVP votes, goals, assists, then name; non-attendees by name', () => {
    const sorted = sortEventRoster([
      entry('Zed', { status: 'yes', mvpVotes: 1 }),
      entry('Amy', { status: 'yes', goals: 2 }),
      entry('Bob', { status: 'yes', goals: 2, assists: 1 }),
      entry('Cal', { status: 'yes' }),
      entry('Abe', { status: 'yes' }),
      entry('Yan', { status: 'no' }),
      entry('Eve', { status: 'maybe' }),
      entry('Dan'),
    ]);
    expect(ids(sorted.attendees)).toEqual(['Zed', 'Bob', 'Amy', 'Abe', 'Cal']);
    expect(ids(sorted.nonAttendees)).toEqual(['Dan', 'Eve', 'Yan']);
  });

  it('moves a member between attendees and non-attendees on RSVP, and the count never goes below 0', () => {
    const start = roster([entry('Amy'), entry('Bob', { status: 'yes' })]);
    const yes = applyRsvp(start, 'Amy', 'yes');
    expect(ids(yes.attendees)).toEqual(['Amy', 'Bob']);
    const no = applyRsvp(yes, 'Bob', 'no');
    expect(ids(no.attendees)).toEqual(['Amy']);
    expect(ids(no.nonAttendees)).toEqual(['Bob']);
    expect(nextAttendingCount(0, 'unknown', 'yes')).toBe(1);
    expect(nextAttendingCount(1, 'yes', 'no')).toBe(0);
    expect(nextAttendingCount(0, 'yes', 'no')).toBe(0);
    expect(nextAttendingCount(3, 'maybe', 'no')).toBe(3);
    expect(nextAttendingCount(3, 'yes', 'yes')).toBe(3);
  });

  it('an MVP vote adds one, moves a non-attendee to attendees with yes, and takes one from the previous pick', () => {
    const start = roster([entry('Amy', { status: 'yes' }), entry('Bob')]);
    const first = applyMvpVote(start, 'Bob');
    expect(first.attendees.map((e) => [e.memberId, e.mvpVotes, e.status])).toEqual([
      ['Bob', 1, 'yes'],
      ['Amy', 0, 'yes'],
    ]);
    expect(first.mvpVote).toBe('Bob');
    const changed = applyMvpVote(first, 'Amy');
    expect(changed.attendees.map((e) => [e.memberId, e.mvpVotes])).toEqual([
      ['Amy', 1],
      ['Bob', 0],
    ]);
    expect(applyMvpVote(changed, 'Amy')).toBe(changed);
  });
});
