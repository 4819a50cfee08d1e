import { describe, expect, it } from 'vitest';
import { formatCalendarDate, seasonLabel } from './league.ts';

describe('a league’s dates as people read them', () => {
  it('writes a calendar date with spec §9’s month and day and the year, whatever the reader’s zone', () => {
    expect(formatCalendarDate('2026-11-25')).toBe('November 25, 2026');
    expect(formatCalendarDate('2027-01-05')).toBe('January 05, 2027');
    expect(formatCalendarDate('not a date')).toBe('not a date');
  });

  it('heads a league with its game day and season, not ISO dates', () => {
    expect(seasonLabel({ gameDay: 'wednesday', seasonStart: '2026-11-25', seasonEnd: '2027-01-05' })).toBe(
      'Wednesdays, November 25, 2026 to January 05, 2027',
    );
  });
});
