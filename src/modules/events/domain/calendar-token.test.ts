import { describe, expect, it } from 'vitest';
import {
  CALENDAR_TOKEN_PATTERN,
  calendarToken,
  calendarTokenKey,
  hashCalendarToken,
} from './calendar-token.ts';

const key = calendarTokenKey('a-secret-that-is-long-enough-for-tests');
const member = '0193b8a4-1111-7000-8000-000000000001';

describe('calendar tokens', () => {
  it('are the same for a member and generation, and change with either', () => {
    const token = calendarToken(key, member, 1);
    expect(token).toMatch(CALENDAR_TOKEN_PATTERN);
    expect(calendarToken(key, member, 1)).toBe(token);
    expect(calendarToken(key, member, 2)).not.toBe(token);
    expect(calendarToken(key, '0193b8a4-1111-7000-8000-000000000002', 1)).not.toBe(token);
  });

  it('depend on the server secret', () => {
    expect(calendarToken(calendarTokenKey('another-secret-that-is-long-enough'), member, 1)).not.toBe(
      calendarToken(key, member, 1),
    );
  });

  it('are stored as a SHA-256 hash, never as themselves', () => {
    const token = calendarToken(key, member, 1);
    const hash = hashCalendarToken(token);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toContain(token);
  });
});
