import { describe, expect, it } from 'vitest';
import { REFEREE_MESSAGES } from '../../../contracts/leagues/referees.ts';
import { type CardGame, cardRefusal, isSentOff, type ShownCard } from './card-rules.ts';
import { computeStandings, DEFAULT_STANDINGS_RULES, type GameResult } from './standings.ts';

const now = new Date('2027-03-02T21:00:00Z');
const played: CardGame = { status: 'scheduled', startsAt: new Date('2027-03-02T19:00:00Z') };
const yellow = (memberId: string, teamId = 'home'): ShownCard => ({ memberId, teamId, kind: 'YELLOW_CARD' });
const red = (memberId: string, teamId = 'home'): ShownCard => ({ memberId, teamId, kind: 'RED_CARD' });

describe('card rules', () => {
  it('lets the referee show a first and a second yellow card', () => {
    expect(cardRefusal(played, [], yellow('ana'), now)).toBeNull();
    expect(cardRefusal(played, [yellow('ana')], yellow('ana'), now)).toBeNull();
  });

  it('shows nothing more to a player sent off by two yellows or a red', () => {
    expect(isSentOff([yellow('ana'), yellow('ana')], 'ana')).toBe(true);
    expect(cardRefusal(played, [yellow('ana'), yellow('ana')], yellow('ana'), now)).toBe(
      REFEREE_MESSAGES.sentOff,
    );
    expect(cardRefusal(played, [yellow('ana'), yellow('ana')], red('ana'), now)).toBe(
      REFEREE_MESSAGES.sentOff,
    );
    expect(cardRefusal(played, [red('ana')], yellow('ana'), now)).toBe(REFEREE_MESSAGES.sentOff);
  });

  it("counts only the player's own cards: a teammate's yellows send nobody else off", () => {
    expect(isSentOff([yellow('ben'), yellow('ben'), red('cal', 'away')], 'ana')).toBe(false);
    expect(cardRefusal(played, [yellow('ben'), yellow('ben')], red('ana'), now)).toBeNull();
  });

  it('refuses cards before kick-off and in a canceled game', () => {
    const later: CardGame = { status: 'scheduled', startsAt: new Date('2027-03-02T21:00:01Z') };
    expect(cardRefusal(later, [], yellow('ana'), now)).toBe(REFEREE_MESSAGES.notStarted);
    expect(cardRefusal({ ...played, status: 'canceled' }, [], yellow('ana'), now)).toBe(
      REFEREE_MESSAGES.canceled,
    );
    // At kick-off exactly the game has started.
    expect(cardRefusal({ ...later, startsAt: now }, [], yellow('ana'), now)).toBeNull();
  });
});

describe('fewestCards tiebreaker', () => {
  const game = (
    id: string,
    home: string,
    away: string,
    homeCards: number,
    awayCards: number,
  ): GameResult => ({
    gameId: id,
    homeTeamId: home,
    awayTeamId: away,
    homeGoals: 1,
    awayGoals: 1,
    homeCards,
    awayCards,
  });

  it('puts the team with fewer cards first when everything before it is level', () => {
    // Three draws 1-1: points, goals and wins all level; only the cards tell them apart.
    const results = [game('g1', 'a', 'b', 3, 1), game('g2', 'b', 'c', 0, 2), game('g3', 'c', 'a', 0, 1)];
    const rows = computeStandings(['a', 'b', 'c'], results, {
      ...DEFAULT_STANDINGS_RULES,
      tiebreakers: ['points', 'goalDifference', 'goalsFor', 'wins', 'fewestCards'],
    });
    expect(rows.map((r) => [r.teamId, r.cards, r.position, r.shared])).toEqual([
      ['b', 1, 1, false],
      ['c', 2, 2, false],
      ['a', 4, 3, false],
    ]);
  });

  it('still shares the place when the cards are level too', () => {
    const rows = computeStandings(['a', 'b'], [game('g1', 'a', 'b', 2, 2)], {
      ...DEFAULT_STANDINGS_RULES,
      tiebreakers: ['points', 'fewestCards'],
    });
    expect(rows.map((r) => [r.teamId, r.position, r.shared])).toEqual([
      ['a', 1, true],
      ['b', 1, true],
    ]);
  });

  it('never lets cards outrank points', () => {
    const results: GameResult[] = [{ ...game('g1', 'a', 'b', 5, 0), homeGoals: 2, awayGoals: 0 }];
    const rows = computeStandings(['a', 'b'], results, DEFAULT_STANDINGS_RULES);
    expect(rows.map((r) => r.teamId)).toEqual(['a', 'b']);
  });
});
