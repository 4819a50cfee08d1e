import { describe, expect, it } from 'vitest';
import {
  knockoutWinner,
  nextMatchOf,
  planBracket,
  roundName,
  schedulePlayoffRounds,
  seedOrder,
} from './playoff-bracket.ts';

const teams = (n: number) => Array.from({ length: n }, (_, i) => `t${i + 1}`);
const firstRound = (n: number) =>
  planBracket(teams(n))
    .matches.filter((m) => m.round === 1)
    .map((m) => [m.homeTeamId, m.awayTeamId]);

describe('playoff seeding', () => {
  it('pairs the best seed with the worst, so the top two can only meet in the final', () => {
    expect(seedOrder(2)).toEqual([1, 2]);
    expect(seedOrder(4)).toEqual([1, 4, 2, 3]);
    expect(seedOrder(8)).toEqual([1, 8, 4, 5, 2, 7, 3, 6]);
    expect(firstRound(4)).toEqual([
      ['t1', 't4'],
      ['t2', 't3'],
    ]);
    expect(firstRound(8)).toEqual([
      ['t1', 't8'],
      ['t4', 't5'],
      ['t2', 't7'],
      ['t3', 't6'],
    ]);
  });

  it('has one round for two teams (the final), two for four, three for eight', () => {
    expect(planBracket(teams(2)).rounds).toBe(1);
    expect(planBracket(teams(4)).rounds).toBe(2);
    expect(planBracket(teams(8)).rounds).toBe(3);
    expect(planBracket(teams(8)).matches).toHaveLength(7);
  });

  it('gives byes to the best seeds when the field is not a power of two', () => {
    const three = planBracket(teams(3));
    expect(three.matches.filter((m) => m.bye).map((m) => m.homeTeamId)).toEqual(['t1']);
    const final = three.matches.find((m) => m.round === 2)!;
    expect([final.homeTeamId, final.awayTeamId]).toEqual(['t1', null]);

    const six = planBracket(teams(6));
    expect(six.matches.filter((m) => m.bye).map((m) => m.homeTeamId)).toEqual(['t1', 't2']);
    const semis = six.matches.filter((m) => m.round === 2);
    expect(semis.map((m) => [m.homeTeamId, m.awayTeamId])).toEqual([
      ['t1', null],
      ['t2', null],
    ]);
  });

  it('knows a second-round match at once when both its feeders are byes (five teams)', () => {
    const five = planBracket(teams(5));
    expect(five.matches.filter((m) => m.bye).map((m) => m.homeTeamId)).toEqual(['t1', 't2', 't3']);
    const lower = five.matches.find((m) => m.round === 2 && m.position === 1)!;
    expect([lower.homeTeamId, lower.awayTeamId, lower.homeSeed, lower.awaySeed]).toEqual(['t2', 't3', 2, 3]);
  });

  it('refuses fewer than two teams, more than eight, or a team seeded twice', () => {
    expect(() => planBracket(teams(1))).toThrow(/2 to 8/);
    expect(() => planBracket(teams(9))).toThrow(/2 to 8/);
    expect(() => planBracket(['a', 'a'])).toThrow(/duplicates/);
  });
});

describe('playoff advancement', () => {
  it('sends a winner from the upper half home and from the lower half away in the next round', () => {
    expect(nextMatchOf(1, 0)).toEqual({ round: 2, position: 0, side: 'home' });
    expect(nextMatchOf(1, 1)).toEqual({ round: 2, position: 0, side: 'away' });
    expect(nextMatchOf(1, 3)).toEqual({ round: 2, position: 1, side: 'away' });
  });

  it('names rounds back from the final', () => {
    expect(roundName(1, 3)).toBe('Quarter-final');
    expect(roundName(2, 3)).toBe('Semi-final');
    expect(roundName(3, 3)).toBe('Final');
    expect(roundName(1, 1)).toBe('Final');
  });
});

describe('shoot-out winner of a knockout game', () => {
  const game = { homeTeamId: 'h', awayTeamId: 'a' };
  it('is the team with more goals, whatever a shoot-out says', () => {
    expect(knockoutWinner({ ...game, homeScore: 2, awayScore: 1, shootoutWinnerId: 'a' })).toBe('h');
    expect(knockoutWinner({ ...game, homeScore: 0, awayScore: 3, shootoutWinnerId: null })).toBe('a');
  });
  it('is the shoot-out winner when the score is level, and nobody without one', () => {
    expect(knockoutWinner({ ...game, homeScore: 1, awayScore: 1, shootoutWinnerId: 'a' })).toBe('a');
    expect(knockoutWinner({ ...game, homeScore: 1, awayScore: 1, shootoutWinnerId: null })).toBeNull();
    expect(knockoutWinner({ ...game, homeScore: 1, awayScore: 1, shootoutWinnerId: 'x' })).toBeNull();
  });
});

describe('playoff schedule', () => {
  const day = (date: string, count: number) => ({
    slots: Array.from({ length: count }, (_, i) => ({
      startsAt: new Date(`${date}T${String(18 + i).padStart(2, '0')}:00:00Z`),
      venue: 'Field',
    })),
  });

  it('plays each round on its own game day, after the one before', () => {
    const slots = schedulePlayoffRounds(planBracket(teams(4)), [day('2027-06-01', 4), day('2027-06-08', 4)]);
    expect(slots.get('1:0')!.startsAt.toISOString()).toBe('2027-06-01T18:00:00.000Z');
    expect(slots.get('1:1')!.startsAt.toISOString()).toBe('2027-06-01T19:00:00.000Z');
    expect(slots.get('2:0')!.startsAt.toISOString()).toBe('2027-06-08T18:00:00.000Z');
  });

  it('spreads a round over more game days when a day has fewer slots, and gives byes no slot', () => {
    const bracket = planBracket(teams(6));
    const days = ['06-01', '06-08', '06-15', '06-22', '06-29'].map((d) => day(`2027-${d}`, 1));
    const slots = schedulePlayoffRounds(bracket, days);
    expect(slots.has('1:0')).toBe(false); // seed 1's bye
    expect(slots.get('1:1')!.startsAt.toISOString()).toBe('2027-06-01T18:00:00.000Z');
    expect(slots.get('1:3')!.startsAt.toISOString()).toBe('2027-06-08T18:00:00.000Z');
    expect(slots.get('2:0')!.startsAt.toISOString()).toBe('2027-06-15T18:00:00.000Z');
    expect(slots.get('2:1')!.startsAt.toISOString()).toBe('2027-06-22T18:00:00.000Z');
    expect(slots.get('3:0')!.startsAt.toISOString()).toBe('2027-06-29T18:00:00.000Z');
    expect(() => schedulePlayoffRounds(bracket, days.slice(0, 4))).toThrow(/not enough game days/);
  });
});
