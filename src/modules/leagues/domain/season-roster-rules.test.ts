import { describe, expect, it } from 'vitest';
import {
  atRiskOfForfeit,
  isSeasonRosterLocked,
  playerOnAnotherTeam,
  repeatedShirtNumber,
  seasonRosterPermission,
  withShirtNumbers,
} from './season-roster-rules.ts';

const lock = new Date('2027-03-01T18:00:00Z');
const before = new Date('2027-03-01T17:59:59Z');

describe('season roster lock date', () => {
  it('locks from the lock date on, and never without one', () => {
    expect(isSeasonRosterLocked(lock, before)).toBe(false);
    expect(isSeasonRosterLocked(lock, lock)).toBe(true);
    expect(isSeasonRosterLocked(null, new Date('2100-01-01'))).toBe(false);
  });

  it('lets captains change it until the lock, coordinators always, and nobody else', () => {
    expect(seasonRosterPermission('captain', lock, before)).toBe('allowed');
    expect(seasonRosterPermission('captain', lock, lock)).toBe('locked');
    expect(seasonRosterPermission('captain', null, lock)).toBe('allowed');
    expect(seasonRosterPermission('coordinator', lock, lock)).toBe('allowed');
    expect(seasonRosterPermission('none', null, before)).toBe('not-allowed');
    expect(seasonRosterPermission('none', lock, lock)).toBe('not-allowed');
  });
});

describe('one team per league', () => {
  const league = new Map([
    ['ana', 'team-a'],
    ['ben', 'team-b'],
  ]);

  it('names the first player already on another team, with that team', () => {
    expect(playerOnAnotherTeam('team-a', ['cy', 'ben', 'ana'], league)).toEqual({
      memberId: 'ben',
      teamId: 'team-b',
    });
  });

  it('passes players on no team or on this one', () => {
    expect(playerOnAnotherTeam('team-a', ['ana', 'cy'], league)).toBeUndefined();
  });
});

describe('shirt numbers on one season roster', () => {
  const roster = [
    { memberId: 'ana', shirtNumber: '10' },
    { memberId: 'ben', shirtNumber: '7' },
    { memberId: 'cy', shirtNumber: 'N/A' },
    { memberId: 'dee', shirtNumber: null },
  ];

  it('finds a number worn twice, case-insensitively', () => {
    expect(repeatedShirtNumber([...roster, { memberId: 'eve', shirtNumber: '7' }])).toBe('7');
    expect(
      repeatedShirtNumber([
        { memberId: 'a', shirtNumber: 'gk' },
        { memberId: 'b', shirtNumber: 'GK' },
      ]),
    ).toBe('GK');
  });

  it('lets N/A and no number repeat', () => {
    expect(
      repeatedShirtNumber([
        ...roster,
        { memberId: 'eve', shirtNumber: 'n/a' },
        { memberId: 'fay', shirtNumber: null },
      ]),
    ).toBeUndefined();
  });

  it('applies updates together, so two players may swap numbers', () => {
    const swapped = withShirtNumbers(
      roster,
      new Map([
        ['ana', '7'],
        ['ben', '10'],
      ]),
    );
    expect(swapped.map((entry) => entry.shirtNumber)).toEqual(['7', '10', 'N/A', null]);
    expect(repeatedShirtNumber(swapped)).toBeUndefined();
    expect(repeatedShirtNumber(withShirtNumbers(roster, new Map([['ana', '7']])))).toBe('7');
  });
});

describe('forfeit warning (spec §9)', () => {
  it('warns below the players a rule set needs to avoid a forfeit', () => {
    expect(atRiskOfForfeit(3, 4)).toBe(true);
    expect(atRiskOfForfeit(4, 4)).toBe(false);
  });
});
