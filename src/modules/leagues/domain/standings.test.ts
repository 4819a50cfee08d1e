import { describe, expect, it } from 'vitest';
import {
  computeStandings,
  DEFAULT_STANDINGS_RULES,
  type GameResult,
  type StandingRow,
  type StandingsRules,
  type Tiebreaker,
} from './standings.ts';

let seq = 0;
const game = (
  homeTeamId: string,
  awayTeamId: string,
  homeGoals: number,
  awayGoals: number,
  extra: Partial<GameResult> = {},
): GameResult => ({ gameId: `g${++seq}`, homeTeamId, awayTeamId, homeGoals, awayGoals, ...extra });

const rulesWith = (...tiebreakers: Tiebreaker[]): StandingsRules => ({
  ...DEFAULT_STANDINGS_RULES,
  tiebreakers,
});
const order = (rows: StandingRow[]) => rows.map((r) => r.teamId);
const positions = (rows: StandingRow[]) => rows.map((r) => `${r.teamId}:${r.position}${r.shared ? '=' : ''}`);
const row = (rows: StandingRow[], teamId: string) => rows.find((r) => r.teamId === teamId)!;

describe('computeStandings basics', () => {
  it('lists teams without games with zeros, sharing first place in teamId order', () => {
    const rows = computeStandings(['c', 'a', 'b'], []);
    expect(positions(rows)).toEqual(['a:1=', 'b:1=', 'c:1=']);
    expect(rows[0]).toEqual({
      teamId: 'a',
      position: 1,
      shared: true,
      played: 0,
      wins: 0,
      draws: 0,
      losses: 0,
      goalsFor: 0,
      goalsAgainst: 0,
      goalDifference: 0,
      points: 0,
      adjustment: 0,
      adjustmentReasons: [],
      cards: 0,
      form: '',
    });
  });

  it('gives a point each for a draw and counts it as a draw', () => {
    const rows = computeStandings(['a', 'b'], [game('a', 'b', 1, 1)]);
    for (const r of rows) expect(r).toMatchObject({ played: 1, draws: 1, wins: 0, losses: 0, points: 1 });
    expect(positions(rows)).toEqual(['a:1=', 'b:1=']);
  });

  it('uses the configured points per win, draw and loss', () => {
    // a: a win and a loss; b: two draws. 3/1/0 puts a ahead, 2/1/0 ties them on points.
    const results = [game('a', 'c', 1, 0), game('a', 'd', 0, 5), game('b', 'c', 0, 0), game('b', 'd', 0, 0)];
    expect(row(computeStandings(['a', 'b', 'c', 'd'], results), 'a').points).toBe(3);
    const twoForAWin = { ...rulesWith('points'), pointsForWin: 2, pointsForLoss: 0 };
    const rows = computeStandings(['a', 'b', 'c', 'd'], results, twoForAWin);
    expect(row(rows, 'a').points).toBe(2);
    expect(row(rows, 'b').points).toBe(2);
    expect(row(rows, 'a').position).toBe(row(rows, 'b').position);
  });

  it('keeps the last five results as form, oldest first', () => {
    const results = [
      game('a', 'b', 1, 0),
      game('a', 'b', 0, 1),
      game('a', 'b', 1, 1),
      game('a', 'b', 2, 0),
      game('a', 'b', 2, 0),
      game('a', 'b', 0, 3),
    ];
    const rows = computeStandings(['a', 'b'], results);
    expect(row(rows, 'a').form).toBe('LDWWL');
    expect(row(rows, 'b').form).toBe('WDLLW');
  });

  it('does not depend on the order of the results (except form)', () => {
    const results = [game('a', 'b', 2, 1), game('c', 'a', 1, 1), game('b', 'c', 0, 3), game('d', 'a', 0, 1)];
    const strip = (rows: StandingRow[]) => rows.map(({ form: _form, ...r }) => r);
    const forward = computeStandings(['a', 'b', 'c', 'd'], results);
    const backward = computeStandings(['d', 'c', 'b', 'a'], [...results].reverse());
    expect(strip(backward)).toEqual(strip(forward));
  });

  it('ignores results involving a team that is not listed, and adjustments for one', () => {
    const rows = computeStandings(['a', 'b'], [game('a', 'b', 1, 0), game('a', 'gone', 0, 9)], undefined, [
      { teamId: 'gone', points: 5, reason: 'x' },
    ]);
    expect(row(rows, 'a')).toMatchObject({ played: 1, goalsAgainst: 0, points: 3 });
    expect(rows).toHaveLength(2);
  });

  it('rejects duplicate teams, a team playing itself and a forfeit by a third team', () => {
    expect(() => computeStandings(['a', 'a'], [])).toThrow(/duplicates/);
    expect(() => computeStandings(['a', 'b'], [game('a', 'a', 1, 0)])).toThrow(/itself/);
    expect(() => computeStandings(['a', 'b'], [game('a', 'b', 0, 0, { forfeitedBy: 'c' })])).toThrow(
      /neither/,
    );
  });
});

describe('forfeits', () => {
  it('count as 3–0 for the team that showed up, whatever score was entered', () => {
    const rows = computeStandings(['a', 'b'], [game('a', 'b', 1, 1, { forfeitedBy: 'b' })]);
    expect(row(rows, 'a')).toMatchObject({ wins: 1, goalsFor: 3, goalsAgainst: 0, points: 3, form: 'W' });
    expect(row(rows, 'b')).toMatchObject({ losses: 1, goalsFor: 0, goalsAgainst: 3, points: 0, form: 'L' });
  });

  it('work when the home team forfeits, with a configurable score', () => {
    const rules = { ...DEFAULT_STANDINGS_RULES, forfeitScore: { winner: 5, loser: 0 } };
    const rows = computeStandings(['a', 'b'], [game('a', 'b', 0, 0, { forfeitedBy: 'a' })], rules);
    expect(order(rows)).toEqual(['b', 'a']);
    expect(row(rows, 'b')).toMatchObject({ goalsFor: 5, goalDifference: 5, points: 3 });
  });
});

describe('point adjustments', () => {
  it('a deduction changes the order and is shown with its reason', () => {
    const results = [game('a', 'c', 2, 0), game('a', 'b', 1, 1), game('b', 'c', 1, 0)];
    expect(order(computeStandings(['a', 'b', 'c'], results))).toEqual(['a', 'b', 'c']);
    const rows = computeStandings(['a', 'b', 'c'], results, undefined, [
      { teamId: 'a', points: -2, reason: 'Ineligible player' },
      { teamId: 'a', points: -1, reason: 'Late roster' },
    ]);
    expect(order(rows)).toEqual(['b', 'a', 'c']);
    expect(row(rows, 'a')).toMatchObject({
      points: 1,
      adjustment: -3,
      adjustmentReasons: ['Ineligible player', 'Late roster'],
    });
  });

  it('a bonus counts in the points', () => {
    const results = [game('b', 'a', 1, 0), game('a', 'c', 1, 0)];
    const rules = rulesWith('points', 'headToHeadPoints');
    expect(order(computeStandings(['a', 'b', 'c'], results, rules))).toEqual(['b', 'a', 'c']);
    const rows = computeStandings(['a', 'b', 'c'], results, rules, [
      { teamId: 'a', points: 1, reason: 'Fair play' },
    ]);
    expect(order(rows)).toEqual(['a', 'b', 'c']);
    expect(row(rows, 'a')).toMatchObject({ points: 4, adjustment: 1 });
  });

  it('adjustments do not count in the head-to-head mini-table', () => {
    // a (1 point + 3 bonus) and b (4 points) drew each other: still tied on head-to-head points.
    const results = [game('a', 'b', 0, 0), game('b', 'c', 1, 0)];
    const rows = computeStandings(['a', 'b', 'c'], results, rulesWith('points', 'headToHeadPoints'), [
      { teamId: 'a', points: 3, reason: 'Bonus' },
    ]);
    expect(positions(rows)).toEqual(['a:1=', 'b:1=', 'c:3']);
  });
});

describe('each tiebreaker on its own', () => {
  it('points', () => {
    const rows = computeStandings(['a', 'b'], [game('a', 'b', 0, 1)], rulesWith('points'));
    expect(positions(rows)).toEqual(['b:1', 'a:2']);
  });

  it('goal difference', () => {
    // Both 3 points; a +3, b +1.
    const results = [game('a', 'c', 3, 0), game('b', 'c', 2, 1)];
    expect(order(computeStandings(['b', 'a', 'c'], results, rulesWith('points', 'goalDifference')))).toEqual([
      'a',
      'b',
      'c',
    ]);
    expect(positions(computeStandings(['b', 'a', 'c'], results, rulesWith('points')))).toEqual([
      'a:1=',
      'b:1=',
      'c:3',
    ]);
  });

  it('goals for', () => {
    // Both 3 points and +1; b scored more.
    const results = [game('a', 'c', 1, 0), game('b', 'c', 3, 2)];
    const rows = computeStandings(
      ['a', 'b', 'c'],
      results,
      rulesWith('points', 'goalDifference', 'goalsFor'),
    );
    expect(order(rows)).toEqual(['b', 'a', 'c']);
  });

  it('head-to-head points beat a better goal difference', () => {
    // a and b on 4 points; a +4 overall but b won their game.
    const results = [game('a', 'c', 5, 0), game('b', 'a', 1, 0), game('a', 'd', 0, 0), game('c', 'b', 0, 0)];
    const teams = ['a', 'b', 'c', 'd'];
    expect(order(computeStandings(teams, results, rulesWith('points', 'goalDifference')))).toEqual([
      'a',
      'b',
      'd',
      'c',
    ]);
    const rows = computeStandings(teams, results, rulesWith('points', 'headToHeadPoints'));
    expect(order(rows).slice(0, 2)).toEqual(['b', 'a']);
  });

  it('head-to-head goal difference', () => {
    // a and b won one game each against the other; a by more. Overall b has the better difference.
    const results = [game('a', 'b', 3, 0), game('b', 'a', 2, 1), game('b', 'c', 9, 0), game('a', 'c', 1, 0)];
    const tied = rulesWith('points', 'headToHeadPoints');
    expect(positions(computeStandings(['a', 'b', 'c'], results, tied)).slice(0, 2)).toEqual(['a:1=', 'b:1=']);
    const rows = computeStandings(['b', 'a', 'c'], results, rulesWith('points', 'headToHeadGoalDifference'));
    expect(order(rows)).toEqual(['a', 'b', 'c']);
  });

  it('head-to-head goals (only the games among the tied teams count)', () => {
    // a, b, c drew each other (2 points, 0 difference each); head-to-head goals b 3, a 2, c 1.
    // Each lost to d; a lost 5–6, so overall a has the most goals.
    const results = [
      game('a', 'b', 2, 2),
      game('b', 'c', 1, 1),
      game('c', 'a', 0, 0),
      game('a', 'd', 5, 6),
      game('b', 'd', 0, 1),
      game('c', 'd', 0, 1),
    ];
    const teams = ['a', 'b', 'c', 'd'];
    expect(order(computeStandings(teams, results, rulesWith('points', 'goalsFor')))).toEqual([
      'd',
      'a',
      'b',
      'c',
    ]);
    const rows = computeStandings(teams, results, rulesWith('points', 'headToHeadGoals'));
    expect(order(rows)).toEqual(['d', 'b', 'a', 'c']);
  });

  it('wins', () => {
    // a: a win and a loss (3 points); b: three draws (3 points).
    const results = [
      game('a', 'c', 1, 0),
      game('a', 'd', 0, 1),
      game('b', 'c', 0, 0),
      game('b', 'd', 0, 0),
      game('b', 'e', 0, 0),
    ];
    const rows = computeStandings(['b', 'a', 'c', 'd', 'e'], results, rulesWith('points', 'wins'));
    expect(order(rows).slice(0, 3)).toEqual(['d', 'a', 'b']);
  });

  it('fewest cards', () => {
    const results = [game('a', 'b', 1, 1, { homeCards: 3, awayCards: 1 })];
    const rows = computeStandings(['a', 'b'], results, rulesWith('points', 'fewestCards'));
    expect(order(rows)).toEqual(['b', 'a']);
    expect(row(rows, 'a').cards).toBe(3);
  });
});

describe('head-to-head ties among three teams', () => {
  const uefa = rulesWith(
    'points',
    'headToHeadPoints',
    'headToHeadGoalDifference',
    'headToHeadGoals',
    'goalDifference',
    'goalsFor',
  );

  it('separates one team on head-to-head points, then the other two on their own head-to-head', () => {
    // a, b and c all finish on 6 points (each beat d, except that d beat a). Among the three, a has 6
    // points, b and c 3 each with the same difference (−3) and goals (3); overall b and c are equal too.
    // Re-applied to b and c alone, b is ahead on head-to-head goal difference (3–1 over their two games).
    const results = [
      game('a', 'b', 5, 0),
      game('a', 'c', 3, 2),
      game('b', 'c', 3, 0),
      game('c', 'b', 1, 0),
      game('d', 'a', 1, 0),
      game('b', 'd', 1, 0),
      game('c', 'd', 1, 0),
    ];
    const rows = computeStandings(['d', 'c', 'b', 'a'], results, uefa);
    expect(rows.map((r) => r.points)).toEqual([6, 6, 6, 3]);
    expect(row(rows, 'b')).toMatchObject({ goalDifference: -2, goalsFor: 4 });
    expect(row(rows, 'c')).toMatchObject({ goalDifference: -2, goalsFor: 4 });
    expect(positions(rows)).toEqual(['a:1', 'b:2', 'c:3', 'd:4']);
    // Without the head-to-head criteria nothing separates b and c.
    const overallOnly = rulesWith('points', 'goalDifference', 'goalsFor');
    expect(positions(computeStandings(['a', 'b', 'c', 'd'], results, overallOnly)).slice(1, 3)).toEqual([
      'b:2=',
      'c:2=',
    ]);
  });

  // a, b, c on 6 points; a beat b 6–0, so in the three-team mini-table c (−3) is ahead of b (−4), though
  // b beat c 3–1 over their two games.
  const blockResults = [
    game('a', 'b', 6, 0),
    game('a', 'c', 1, 0),
    game('b', 'c', 3, 0),
    game('c', 'b', 1, 0),
    game('d', 'a', 1, 0),
    game('b', 'd', 1, 0),
    game('c', 'd', 1, 0),
  ];

  it('applies the whole head-to-head block to the mini-table before re-applying it (UEFA)', () => {
    expect(positions(computeStandings(['a', 'b', 'c', 'd'], blockResults, uefa))).toEqual([
      'a:1',
      'c:2',
      'b:3',
      'd:4',
    ]);
  });

  it('with the default list, overall goal difference comes before head-to-head', () => {
    // Overall: a +6, c −2, b −3.
    expect(order(computeStandings(['a', 'b', 'c', 'd'], blockResults))).toEqual(['a', 'c', 'b', 'd']);
  });

  it('moves on down the list when the head-to-head criteria cannot split a tie', () => {
    // a, b, c beat each other in a cycle by 1–0: identical mini-table, so overall goal difference decides.
    const cycle = [
      game('a', 'b', 1, 0),
      game('b', 'c', 1, 0),
      game('c', 'a', 1, 0),
      game('b', 'd', 4, 0),
      game('a', 'd', 2, 0),
      game('c', 'd', 3, 0),
    ];
    expect(order(computeStandings(['a', 'b', 'c', 'd'], cycle, uefa))).toEqual(['b', 'c', 'a', 'd']);
  });
});

describe('shared positions', () => {
  it('teams equal on everything share a position and the next one skips (1, 2, 2, 4)', () => {
    const results = [
      game('a', 'b', 1, 0),
      game('a', 'c', 1, 0),
      game('b', 'c', 1, 1),
      game('b', 'd', 2, 0),
      game('c', 'd', 2, 0),
      game('a', 'd', 1, 0),
    ];
    const rows = computeStandings(['d', 'c', 'b', 'a'], results);
    expect(positions(rows)).toEqual(['a:1', 'b:2=', 'c:2=', 'd:4']);
  });
});

describe('a full small season', () => {
  // Double round robin of four teams; wolves forfeit at home to tigers (0–0 entered, counted 0–3); bears
  // lose two points for unpaid referee fees. Table computed by hand below.
  const results = [
    game('lions', 'tigers', 2, 1, { homeCards: 1, awayCards: 2 }),
    game('bears', 'wolves', 0, 0),
    game('lions', 'bears', 1, 1),
    game('tigers', 'wolves', 3, 0),
    game('wolves', 'lions', 1, 2),
    game('tigers', 'bears', 2, 2),
    game('tigers', 'lions', 0, 1),
    game('wolves', 'bears', 2, 1, { homeCards: 3 }),
    game('bears', 'lions', 2, 0),
    game('wolves', 'tigers', 0, 0, { forfeitedBy: 'wolves' }),
    game('lions', 'wolves', 4, 0),
    game('bears', 'tigers', 1, 3, { homeCards: 1 }),
  ];

  it('matches the table computed by hand', () => {
    const rows = computeStandings(['wolves', 'bears', 'tigers', 'lions'], results, undefined, [
      { teamId: 'bears', points: -2, reason: 'Unpaid referee fees' },
    ]);
    const table = rows.map((r) => [
      r.position,
      r.teamId,
      r.played,
      r.wins,
      r.draws,
      r.losses,
      r.goalsFor,
      r.goalsAgainst,
      r.goalDifference,
      r.adjustment,
      r.points,
      r.cards,
      r.form,
    ]);
    expect(table).toEqual([
      // pos team       P  W  D  L  GF GA  GD  adj pts cards form
      [1, 'lions', 6, 4, 1, 1, 10, 5, 5, 0, 13, 1, 'DWWLW'],
      [2, 'tigers', 6, 3, 1, 2, 12, 6, 6, 0, 10, 2, 'WDLWW'],
      [3, 'bears', 6, 1, 3, 2, 7, 8, -1, -2, 4, 1, 'DDLWL'],
      [4, 'wolves', 6, 1, 1, 4, 3, 13, -10, 0, 4, 3, 'LLWLL'],
    ]);
    expect(row(rows, 'bears').adjustmentReasons).toEqual(['Unpaid referee fees']);
    expect(rows.every((r) => !r.shared)).toBe(true);
  });
});
