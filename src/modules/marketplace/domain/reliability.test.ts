import { describe, expect, it } from 'vitest';
import { reliabilityLabel } from '../../../contracts/marketplace/sub-reliability.ts';
import { type ReliabilityGame, reliabilityOf, reliabilityScore } from './reliability.ts';

// The reliability score from a fixture of games (issue 20): played and no-shows within the last 12
// months count; older games and games still ahead do not.

const now = new Date('2026-11-26T18:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);
const played = (startsAt: Date): ReliabilityGame => ({ startsAt, outcome: 'played' });
const noShow = (startsAt: Date): ReliabilityGame => ({ startsAt, outcome: 'no_show' });

describe('reliability (issue 20)', () => {
  it('counts the last 12 months of played games against no-shows', () => {
    const games = [
      ...Array.from({ length: 11 }, (_, index) => played(daysAgo(3 + index * 20))),
      noShow(daysAgo(40)),
      // Older than 12 months: neither the game nor the no-show counts.
      played(daysAgo(400)),
      noShow(new Date('2025-11-26T17:59:59Z')),
      // Ahead (or starting this very instant): not taken place yet.
      played(new Date(now.getTime() + 3_600_000)),
      noShow(now),
    ];
    const score = reliabilityOf(games, now);
    expect(score).toEqual({ played: 11, noShows: 1, percent: 92 });
    expect(reliabilityLabel(score)).toBe('Reliable: 92% · 12 games, 1 no-show');
  });

  it('keeps a game exactly 12 months old and rounds to whole percent', () => {
    expect(reliabilityOf([played(new Date('2025-11-26T18:00:00Z')), noShow(daysAgo(1))], now)).toEqual({
      played: 1,
      noShows: 1,
      percent: 50,
    });
    expect(reliabilityScore(2, 1).percent).toBe(67);
    expect(reliabilityScore(0, 3)).toEqual({ played: 0, noShows: 3, percent: 0 });
    expect(reliabilityLabel(reliabilityScore(1, 0))).toBe('Reliable: 100% · 1 game, 0 no-shows');
  });

  it('has no score before a first game', () => {
    const score = reliabilityOf([played(daysAgo(500)), played(daysAgo(-2))], now);
    expect(score).toEqual({ played: 0, noShows: 0, percent: null });
    expect(reliabilityLabel(score)).toBe('New: no games yet');
  });
});
