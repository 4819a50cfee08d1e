import { describe, expect, it } from 'vitest';
import { gameNoticeDecision, leagueGameAudience, scheduleDigest, withReferee } from './league-game-notice.ts';

const game = (id: string, home: string, away: string, day: number) => ({
  id,
  homeTeam: { id: home },
  awayTeam: { id: away },
  startsAt: new Date(Date.UTC(2027, 3, day, 18)),
});
const rosters = new Map([
  ['lions', ['ana', 'ben', 'both']],
  ['tigers', ['cy', 'both']],
  ['bears', ['dee']],
]);
const now = new Date('2027-03-01T12:00:00Z');
const live = {
  leaguePublished: true,
  status: 'scheduled' as const,
  sequence: 2,
  startsAt: new Date('2027-03-10T18:00:00Z'),
};

describe('who hears about a league game', () => {
  it('is both rosters, a player on both teams once, nobody from a third team', () => {
    expect(leagueGameAudience(game('g', 'lions', 'tigers', 1), rosters).sort()).toEqual([
      'ana',
      'ben',
      'both',
      'cy',
    ]);
  });

  it('adds the game’s referee, told as the referee, unless they play on one of the teams', () => {
    const audience = leagueGameAudience(game('g', 'lions', 'tigers', 1), rosters);
    expect(withReferee(audience, 'rafa')).toEqual({ audience: [...audience, 'rafa'], referee: 'rafa' });
    expect(withReferee(audience, 'cy')).toEqual({ audience, referee: null });
    expect(withReferee(audience, null)).toEqual({ audience, referee: null });
  });
});

describe('whether a game change is told now', () => {
  it('tells a game added to a published league on its own, not one of a whole schedule nor a demo game', () => {
    expect(gameNoticeDecision('created', live, {}, now)).toBe('notify');
    expect(gameNoticeDecision('created', live, { withSchedule: true }, now)).toBe('draft');
    expect(gameNoticeDecision('created', live, { via: 'seed' }, now)).toBe('draft');
    expect(gameNoticeDecision('created', { ...live, leaguePublished: false }, {}, now)).toBe('draft');
  });

  it('says nothing of a game already played (a finished season entered afterwards)', () => {
    const played = { ...live, startsAt: new Date('2027-02-20T18:00:00Z') };
    expect(gameNoticeDecision('created', played, {}, now)).toBe('past');
    expect(gameNoticeDecision('updated', played, { sequence: 2, changed: ['startsAt'] }, now)).toBe('past');
  });

  it('says nothing of a game gone meanwhile', () => {
    expect(gameNoticeDecision('updated', undefined, { sequence: 1 }, now)).toBe('gone');
  });

  it('tells a move of time or place, not a referee named', () => {
    expect(gameNoticeDecision('updated', live, { sequence: 2, changed: ['startsAt'] }, now)).toBe('notify');
    expect(gameNoticeDecision('updated', live, { sequence: 2, changed: ['venue'] }, now)).toBe('notify');
    expect(gameNoticeDecision('updated', live, { sequence: 2, changed: ['refereeId'] }, now)).toBe(
      'not-news',
    );
  });

  it('leaves an update delivered after a newer change, or after the cancellation, to that one', () => {
    expect(gameNoticeDecision('updated', live, { sequence: 1, changed: ['startsAt'] }, now)).toBe('stale');
    expect(
      gameNoticeDecision(
        'updated',
        { ...live, status: 'canceled' },
        { sequence: 2, changed: ['startsAt'] },
        now,
      ),
    ).toBe('stale');
    expect(gameNoticeDecision('canceled', { ...live, status: 'canceled' }, { sequence: 2 }, now)).toBe(
      'notify',
    );
  });
});

describe('the season schedule digest', () => {
  it('gives each member one list of their teams’ games, soonest first, instead of a mail per game', () => {
    const games = [
      game('g3', 'lions', 'bears', 15),
      game('g1', 'lions', 'tigers', 1),
      game('g2', 'tigers', 'bears', 8),
    ];
    const digest = scheduleDigest(games, rosters);
    expect(digest.get('ana')?.map((g) => g.id)).toEqual(['g1', 'g3']);
    expect(digest.get('cy')?.map((g) => g.id)).toEqual(['g1', 'g2']);
    expect(digest.get('both')?.map((g) => g.id)).toEqual(['g1', 'g2', 'g3']);
    expect(digest.get('dee')?.map((g) => g.id)).toEqual(['g2', 'g3']);
    expect(digest.size).toBe(5);
  });
});
