import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { formatKickoff } from './kickoff-format.ts';
import { EVENT_DATE_FORMAT, EVENT_TIME_ZONES } from './time-zones.ts';

describe('formatKickoff', () => {
  it('says what date-fns says for the spec’s format, in every zone, around the year and its clock changes', () => {
    // Every 7 hours 13 minutes for two years: every hour of the day, both sides of each change day.
    const start = Date.UTC(2026, 0, 1);
    for (let at = start; at < start + 2 * 366 * 86_400_000; at += (7 * 60 + 13) * 60_000) {
      for (const zone of EVENT_TIME_ZONES) {
        expect(formatKickoff(new Date(at), zone.iana)).toBe(
          format(new TZDate(at, zone.iana), EVENT_DATE_FORMAT),
        );
      }
    }
  });

  it('writes midnight and noon as 12 AM and 12 PM, with two-digit hours and days', () => {
    expect(formatKickoff('2027-01-03T05:00:00Z', 'America/New_York')).toBe('Sunday / January 03 / 12:00 AM');
    expect(formatKickoff('2027-01-03T17:05:00Z', 'America/New_York')).toBe('Sunday / January 03 / 12:05 PM');
  });

  it('throws for an unknown zone, as the date library did, so callers can fall back', () => {
    expect(() => formatKickoff('2027-01-03T17:05:00Z', 'Mars/Olympus')).toThrow(RangeError);
  });
});
