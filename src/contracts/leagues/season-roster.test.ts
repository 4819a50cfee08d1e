import { describe, expect, it } from 'vitest';
import {
  addSeasonRosterPlayersSchema,
  normalizeShirtNumber,
  SEASON_ROSTER_MESSAGES,
  shirtNumberProblem,
  shirtNumberSchema,
} from './season-roster.ts';

describe('shirt number rule (spec §5)', () => {
  it.each(['N/A', 'n/a', '0', '7', '10', '123456789', 'A', '10A', 'GK-1', '#9', 'J.R.', '7+', 'c_1'])(
    'accepts %s',
    (value) => expect(shirtNumberProblem(value)).toBeUndefined(),
  );

  it('refuses more than 20 characters with the length message', () => {
    expect(shirtNumberProblem('A'.repeat(21))).toBe(SEASON_ROSTER_MESSAGES.shirtNumberTooLong);
    expect(shirtNumberProblem('A'.repeat(20))).toBeUndefined();
  });

  it.each(['1234567890', '00000000001', '7 7', '10!', 'ten?', 'N/A/B', '<b>', "O'Neil", '١٢'])(
    'refuses %s: digits only beyond 9, spaces or other symbols',
    (value) => expect(shirtNumberProblem(value)).toBe(SEASON_ROSTER_MESSAGES.shirtNumberInvalid),
  );

  it('stores N/A one way, trims, and reads an empty value as no number', () => {
    expect(normalizeShirtNumber(' n/a ')).toBe('N/A');
    expect(normalizeShirtNumber(' 10 ')).toBe('10');
    expect(normalizeShirtNumber('  ')).toBeNull();
    expect(shirtNumberSchema.parse(' 9 ')).toBe('9');
    expect(shirtNumberSchema.parse('')).toBeNull();
    expect(shirtNumberSchema.parse(null)).toBeNull();
  });

  it('gives the spec message through the request schema', () => {
    const result = addSeasonRosterPlayersSchema.safeParse({
      leagueId: 'x',
      players: [{ memberId: '0192f1c4-0000-7000-8000-000000000003', shirtNumber: '12345678901' }],
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      SEASON_ROSTER_MESSAGES.shirtNumberInvalid,
    ]);
  });
});
