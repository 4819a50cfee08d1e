import { describe, expect, it } from 'vitest';
import {
  EVENT_TIME_ZONES,
  eventTimeZoneOf,
  formatEventDate,
  wallTimeOf,
  wallTimeToInstant,
} from './time-zones.ts';

const pacific = 'America/Los_Angeles';

describe('event time zones', () => {
  it('maps every spec §9 zone to a real IANA zone', () => {
    expect(EVENT_TIME_ZONES.map((zone) => zone.label)).toEqual([
      'Eastern',
      'Central',
      'Mountain',
      'Arizona',
      'Pacific',
      'Alaska',
      'Hawaii',
      'Atlantic Canada',
      'Greenwich',
      'Europe Athens',
      'Europe Brussels',
    ]);
    for (const zone of EVENT_TIME_ZONES) {
      expect(zone.value.startsWith('US/')).toBe(true);
      expect(() => new Intl.DateTimeFormat('en', { timeZone: zone.iana })).not.toThrow();
    }
    expect(eventTimeZoneOf('US/Pacific')?.iana).toBe(pacific);
    expect(eventTimeZoneOf('America/Halifax')?.value).toBe('US/Atlantic');
    expect(eventTimeZoneOf('US/Nowhere')).toBeUndefined();
  });

  it('turns an ordinary wall time into its UTC instant, in standard and daylight time', () => {
    expect(
      wallTimeToInstant({ year: 2027, month: 1, date: 10, hours: 19, minutes: 30 }, pacific).toISOString(),
    ).toBe('2027-01-11T03:30:00.000Z');
    expect(
      wallTimeToInstant({ year: 2027, month: 7, date: 10, hours: 19, minutes: 30 }, pacific).toISOString(),
    ).toBe('2027-07-11T02:30:00.000Z');
    expect(
      wallTimeToInstant(
        { year: 2027, month: 7, date: 10, hours: 19, minutes: 30 },
        'Europe/Athens',
      ).toISOString(),
    ).toBe('2027-07-10T16:30:00.000Z');
    expect(
      wallTimeToInstant({ year: 2027, month: 7, date: 10, hours: 9, minutes: 0 }, 'Etc/GMT').toISOString(),
    ).toBe('2027-07-10T09:00:00.000Z');
  });

  it('moves a time in the spring-forward gap forward by the gap (02:30 → 03:30 PDT on 2027-03-14)', () => {
    const instant = wallTimeToInstant({ year: 2027, month: 3, date: 14, hours: 2, minutes: 30 }, pacific);
    expect(instant.toISOString()).toBe('2027-03-14T10:30:00.000Z');
    expect(formatEventDate(instant, pacific)).toBe('Sunday / March 14 / 03:30 AM');
    // Either side of the gap is untouched.
    expect(
      wallTimeToInstant({ year: 2027, month: 3, date: 14, hours: 1, minutes: 59 }, pacific).toISOString(),
    ).toBe('2027-03-14T09:59:00.000Z');
    expect(
      wallTimeToInstant({ year: 2027, month: 3, date: 14, hours: 3, minutes: 0 }, pacific).toISOString(),
    ).toBe('2027-03-14T10:00:00.000Z');
  });

  it('takes the first (daylight) occurrence of a time that happens twice (01:30 on 2027-11-07)', () => {
    const instant = wallTimeToInstant({ year: 2027, month: 11, date: 7, hours: 1, minutes: 30 }, pacific);
    expect(instant.toISOString()).toBe('2027-11-07T08:30:00.000Z');
    expect(formatEventDate(instant, pacific)).toBe('Sunday / November 07 / 01:30 AM');
    expect(
      wallTimeToInstant({ year: 2027, month: 11, date: 7, hours: 2, minutes: 0 }, pacific).toISOString(),
    ).toBe('2027-11-07T10:00:00.000Z');
  });

  it('handles the European change days too', () => {
    // Brussels springs forward at 02:00 on 2027-03-28 and falls back at 03:00 on 2027-10-31.
    expect(
      wallTimeToInstant(
        { year: 2027, month: 3, date: 28, hours: 2, minutes: 15 },
        'Europe/Brussels',
      ).toISOString(),
    ).toBe('2027-03-28T01:15:00.000Z');
    expect(
      wallTimeToInstant(
        { year: 2027, month: 10, date: 31, hours: 2, minutes: 15 },
        'Europe/Brussels',
      ).toISOString(),
    ).toBe('2027-10-31T00:15:00.000Z');
  });

  it('reads the wall time back for the edit form', () => {
    expect(wallTimeOf(new Date('2027-11-07T09:30:00Z'), pacific)).toMatchObject({
      year: 2027,
      month: 11,
      date: 7,
      hours: 1,
      minutes: 30,
    });
  });
});
