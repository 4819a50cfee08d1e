import { describe, expect, it } from 'vitest';
import { CALENDAR_EVENT_MINUTES } from '../../../../contracts/events/index.ts';
import { type CalendarEntry, renderCalendar } from './render-calendar.ts';

const owner = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' };

function entry(startsAt: string, timeZone: string): CalendarEntry {
  return {
    eventId: '7b0c6d5e-0000-4000-8000-000000000001',
    teamName: 'Lions',
    title: 'Game day',
    addressName: 'Central Park',
    startsAt: new Date(startsAt),
    timeZone,
    cancelled: false,
    rsvp: 'yes',
    teamScore: null,
    opponentScore: null,
    updatedAt: new Date('2026-11-01T00:00:00Z'),
    url: 'http://localhost:3000/team-event/1',
  };
}

describe('renderCalendar', () => {
  it('writes a start in the zone the game was scheduled in, on either side of a daylight-saving change', () => {
    // 7 pm Pacific: UTC-7 in October (PDT), UTC-8 in November (PST).
    const text = renderCalendar(owner, [
      entry('2026-10-30T02:00:00Z', 'America/Los_Angeles'),
      entry('2026-11-27T03:00:00Z', 'America/Los_Angeles'),
    ]);
    expect(text).toContain('DTSTART;TZID=America/Los_Angeles:20261029T190000');
    expect(text).toContain('DTSTART;TZID=America/Los_Angeles:20261126T190000');
    const end = new Date(Date.UTC(2026, 10, 26, 19, CALENDAR_EVENT_MINUTES));
    const hhmm = `${String(end.getUTCHours()).padStart(2, '0')}${String(end.getUTCMinutes()).padStart(2, '0')}`;
    expect(text).toContain(`DTEND;TZID=America/Los_Angeles:20261126T${hhmm}00`);
    expect(text).toContain('BEGIN:VTIMEZONE');
    expect(text).toContain('TZID:America/Los_Angeles');
  });

  it('marks the member’s answer and a cancelled game', () => {
    const cancelled = {
      ...entry('2026-11-27T03:00:00Z', 'Europe/London'),
      cancelled: true,
      rsvp: 'no' as const,
    };
    const text = renderCalendar(owner, [cancelled]);
    expect(text).toContain('DTSTART;TZID=Europe/London:20261127T030000');
    expect(text).toContain('STATUS:CANCELLED');
    expect(text).toContain('SUMMARY:Cancelled: Lions: Game day');
    expect(text).toMatch(/PARTSTAT=DECLINED/);
  });
});
