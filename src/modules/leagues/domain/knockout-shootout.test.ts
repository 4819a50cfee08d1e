import { describe, expect, it } from 'vitest';
import { decideShootout, needsShootoutWinner } from './knockout-shootout.ts';

const at = (minute: number) => new Date(Date.UTC(2027, 5, 1, 20, minute));
const report = (teamId: string, shootoutWinnerId: string | null, minute = 0) => ({
  teamId,
  teamScore: 1,
  opponentScore: 1,
  shootoutWinnerId,
  reportedAt: at(minute),
});
const level = { homeTeamId: 'h', awayTeamId: 'a', final: { homeGoals: 1, awayGoals: 1 }, organizer: null };

describe('penalty shoot-out of a knockout game', () => {
  it('is asked for only when a knockout score is level', () => {
    expect(needsShootoutWinner(true, { teamScore: 2, opponentScore: 2 })).toBe(true);
    expect(needsShootoutWinner(true, { teamScore: 2, opponentScore: 1 })).toBe(false);
    expect(needsShootoutWinner(true, { teamScore: null, opponentScore: null })).toBe(false);
    expect(needsShootoutWinner(false, { teamScore: 2, opponentScore: 2 })).toBe(false);
  });

  it('is the winner both captains name', () => {
    expect(decideShootout({ ...level, reports: [report('h', 'a'), report('a', 'a')] })).toEqual({
      shootoutWinnerId: 'a',
      disagree: false,
    });
  });

  it('is a conflict when the captains name different winners; the latest report of a team counts', () => {
    expect(decideShootout({ ...level, reports: [report('h', 'h'), report('a', 'a')] }).disagree).toBe(true);
    const corrected = [report('h', 'h', 0), report('a', 'a', 1), report('h', 'a', 2)];
    expect(decideShootout({ ...level, reports: corrected })).toEqual({
      shootoutWinnerId: 'a',
      disagree: false,
    });
  });

  it("is the organizer's when their score stands, and none when the game was not level", () => {
    const organizer = { shootoutWinnerId: 'h' };
    expect(decideShootout({ ...level, organizer, reports: [report('h', 'a'), report('a', 'a')] })).toEqual({
      shootoutWinnerId: 'h',
      disagree: false,
    });
    const won = { ...level, final: { homeGoals: 2, awayGoals: 1 } };
    expect(decideShootout({ ...won, reports: [report('h', 'a')] }).shootoutWinnerId).toBeNull();
  });
});
