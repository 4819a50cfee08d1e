// The league table as a pure function of the teams, the confirmed results, the league's rules and the
// organizer's point adjustments. The read model stores what this returns; rebuilding it is calling this
// again, so nothing here may depend on the order rows were written in (except `form`, see below).

import { type StandingRowDto, TIEBREAKERS, type TiebreakerKey } from '../../../contracts/leagues/index.ts';

export type Tiebreaker = TiebreakerKey;

/**
 * The full sort order of the table, first key first: a list without 'points' does not rank by points.
 * It is the contract's list of keys, in its order.
 */
export const DEFAULT_TIEBREAKERS: readonly Tiebreaker[] = TIEBREAKERS;

export interface StandingsRules {
  pointsForWin: number;
  pointsForDraw: number;
  pointsForLoss: number;
  forfeitScore: { winner: number; loser: number };
  tiebreakers: readonly Tiebreaker[];
}

export const DEFAULT_STANDINGS_RULES: StandingsRules = {
  pointsForWin: 3,
  pointsForDraw: 1,
  pointsForLoss: 0,
  forfeitScore: { winner: 3, loser: 0 },
  tiebreakers: DEFAULT_TIEBREAKERS,
};

export interface GameResult {
  gameId: string;
  homeTeamId: string;
  awayTeamId: string;
  homeGoals: number;
  awayGoals: number;
  homeCards?: number;
  awayCards?: number;
  /** set when a team did not show: the other team wins by forfeitScore */
  forfeitedBy?: string;
}

export interface PointAdjustment {
  teamId: string;
  points: number;
  reason: string;
}

/** A standings row as the rules compute it: the contract's row without the team's own names and logo. */
export interface StandingRow extends Omit<StandingRowDto, 'teamName' | 'abbreviation' | 'logo' | 'form'> {
  /** The last five results, oldest first ('W', 'D', 'L'), in the order the results were passed. */
  form?: string;
}

const HEAD_TO_HEAD: ReadonlySet<Tiebreaker> = new Set([
  'headToHeadPoints',
  'headToHeadGoalDifference',
  'headToHeadGoals',
]);
const FORM_LENGTH = 5;

/** A team's running totals while the results are counted: the row's counts, and its form so far. */
type Tally = Pick<
  StandingRow,
  'played' | 'wins' | 'draws' | 'losses' | 'goalsFor' | 'goalsAgainst' | 'points' | 'cards'
> & {
  form: string;
};

const emptyTally = (): Tally => ({
  played: 0,
  wins: 0,
  draws: 0,
  losses: 0,
  goalsFor: 0,
  goalsAgainst: 0,
  points: 0,
  cards: 0,
  form: '',
});

/** The score that counts: a forfeit replaces whatever was entered with the league's forfeit score. */
function countedScore(game: GameResult, rules: StandingsRules): { home: number; away: number } {
  if (game.forfeitedBy === undefined || game.forfeitedBy === null) {
    return { home: game.homeGoals, away: game.awayGoals };
  }
  const { winner, loser } = rules.forfeitScore;
  if (game.forfeitedBy === game.homeTeamId) return { home: loser, away: winner };
  if (game.forfeitedBy === game.awayTeamId) return { home: winner, away: loser };
  throw new Error(`Game ${game.gameId}: forfeitedBy ${game.forfeitedBy} is neither of its teams`);
}

function record(t: Tally, scored: number, conceded: number, cards: number, rules: StandingsRules): void {
  t.played += 1;
  t.goalsFor += scored;
  t.goalsAgainst += conceded;
  t.cards += cards;
  if (scored > conceded) {
    t.wins += 1;
    t.points += rules.pointsForWin;
    t.form += 'W';
  } else if (scored < conceded) {
    t.losses += 1;
    t.points += rules.pointsForLoss;
    t.form += 'L';
  } else {
    t.draws += 1;
    t.points += rules.pointsForDraw;
    t.form += 'D';
  }
}

/** One tally per team over the games played only among `teams` (all of a game's teams must be in it). */
function tallies(teams: ReadonlySet<string>, results: readonly GameResult[], rules: StandingsRules) {
  const table = new Map<string, Tally>();
  for (const id of teams) table.set(id, emptyTally());
  for (const game of results) {
    const home = table.get(game.homeTeamId);
    const away = table.get(game.awayTeamId);
    if (!home || !away) continue;
    const score = countedScore(game, rules);
    record(home, score.home, score.away, game.homeCards ?? 0, rules);
    record(away, score.away, score.home, game.awayCards ?? 0, rules);
  }
  return table;
}

/** Larger is better for every key, so fewest cards is negated. */
function sortKey(criterion: Tiebreaker, t: Tally): number {
  switch (criterion) {
    case 'points':
    case 'headToHeadPoints':
      return t.points;
    case 'goalDifference':
    case 'headToHeadGoalDifference':
      return t.goalsFor - t.goalsAgainst;
    case 'goalsFor':
    case 'headToHeadGoals':
      return t.goalsFor;
    case 'wins':
      return t.wins;
    case 'fewestCards':
      return -t.cards;
  }
}

/** Splits `group` into tiers, best first, comparing the keys of `criteria` in order. */
function splitBy(group: readonly string[], criteria: readonly Tiebreaker[], table: Map<string, Tally>) {
  const keyed = group.map((id) => ({ id, keys: criteria.map((c) => sortKey(c, table.get(id)!)) }));
  const compare = (a: number[], b: number[]) => {
    for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return b[i]! - a[i]!;
    return 0;
  };
  keyed.sort((a, b) => compare(a.keys, b.keys));
  const tiers: string[][] = [];
  let previous: number[] | undefined;
  for (const { id, keys } of keyed) {
    if (previous && compare(previous, keys) === 0) tiers.at(-1)!.push(id);
    else tiers.push([id]);
    previous = keys;
  }
  return tiers;
}

/**
 * Ranks a group of teams tied on every criterion before `from`. A run of consecutive head-to-head
 * criteria is applied as one block on a mini-table of the games among the group only; a tier that the
 * block separates from the others but that is still tied gets the block again on its own (smaller)
 * mini-table, and only a tier the block cannot split moves on down the list (UEFA-style).
 */
function rank(
  group: string[],
  from: number,
  overall: Map<string, Tally>,
  results: readonly GameResult[],
  rules: StandingsRules,
): string[][] {
  const criteria = rules.tiebreakers;
  if (group.length < 2) return [group];
  if (from >= criteria.length) return [[...group].sort()];

  if (!HEAD_TO_HEAD.has(criteria[from]!)) {
    return splitBy(group, [criteria[from]!], overall).flatMap((tier) =>
      rank(tier, from + 1, overall, results, rules),
    );
  }

  let end = from;
  while (end < criteria.length && HEAD_TO_HEAD.has(criteria[end]!)) end++;
  const mini = tallies(new Set(group), results, rules);
  const tiers = splitBy(group, criteria.slice(from, end), mini);
  if (tiers.length === 1) return rank(group, end, overall, results, rules);
  return tiers.flatMap((tier) => rank(tier, from, overall, results, rules));
}

export function computeStandings(
  teamIds: readonly string[],
  results: readonly GameResult[],
  rules: StandingsRules = DEFAULT_STANDINGS_RULES,
  adjustments: readonly PointAdjustment[] = [],
): StandingRow[] {
  const teams = new Set(teamIds);
  if (teams.size !== teamIds.length) throw new Error('computeStandings: teamIds has duplicates');
  for (const game of results) {
    if (game.homeTeamId === game.awayTeamId)
      throw new Error(`Game ${game.gameId}: a team cannot play itself`);
  }
  // Results involving a team that is not listed (say one withdrawn and expunged) do not count at all.
  const counted = results.filter((g) => teams.has(g.homeTeamId) && teams.has(g.awayTeamId));
  const overall = tallies(teams, counted, rules);

  const adjustment = new Map<string, { points: number; reasons: string[] }>();
  for (const a of adjustments) {
    if (!teams.has(a.teamId)) continue;
    const entry = adjustment.get(a.teamId) ?? { points: 0, reasons: [] };
    entry.points += a.points;
    entry.reasons.push(a.reason);
    adjustment.set(a.teamId, entry);
  }
  // Adjustments count in the overall points only; the head-to-head mini-tables are recomputed from games.
  for (const [id, a] of adjustment) overall.get(id)!.points += a.points;

  const tiers = rank([...teamIds], 0, overall, counted, rules);
  const rows: StandingRow[] = [];
  for (const tier of tiers) {
    const position = rows.length + 1;
    for (const teamId of tier) {
      const t = overall.get(teamId)!;
      const adj = adjustment.get(teamId);
      rows.push({
        teamId,
        position,
        shared: tier.length > 1,
        played: t.played,
        wins: t.wins,
        draws: t.draws,
        losses: t.losses,
        goalsFor: t.goalsFor,
        goalsAgainst: t.goalsAgainst,
        goalDifference: t.goalsFor - t.goalsAgainst,
        points: t.points,
        adjustment: adj?.points ?? 0,
        adjustmentReasons: adj?.reasons ?? [],
        cards: t.cards,
        form: t.form.slice(-FORM_LENGTH),
      });
    }
  }
  return rows;
}
