// Playoffs: a single-elimination bracket seeded from the regular season's final table. Plain rules, no
// storage: who meets whom, who gets a bye, where a winner goes next, and who won a knockout game.

import type { Slot } from './round-robin.ts';

export const PLAYOFF_MIN_TEAMS = 2;
export const PLAYOFF_MAX_TEAMS = 8;

export interface PlannedMatch {
  /** 1-based; the final is the last round. */
  round: number;
  /** 0-based within the round, top of the bracket first. */
  position: number;
  homeSeed: number | null;
  awaySeed: number | null;
  homeTeamId: string | null;
  awayTeamId: string | null;
  /** A first-round slot with one team: it goes through without a game. */
  bye: boolean;
  winnerTeamId: string | null;
}

export interface PlannedBracket {
  size: number;
  rounds: number;
  matches: PlannedMatch[];
}

/** The bracket's width: the smallest power of two that holds every seed (2, 4 or 8). */
export function bracketWidth(teams: number): number {
  let width = 2;
  while (width < teams) width *= 2;
  return width;
}

/**
 * The first round's seeds, top to bottom, so that the best seeds meet as late as possible:
 * 1v2; 1v4, 2v3; 1v8, 4v5, 2v7, 3v6 (each seed s of the smaller bracket faces width + 1 - s).
 */
export function seedOrder(width: number): number[] {
  let order = [1];
  for (let w = 2; w <= width; w *= 2) order = order.flatMap((seed) => [seed, w + 1 - seed]);
  return order;
}

/**
 * The round names the schedule and the bracket show: counted back from the final, so a bracket of 4
 * starts with its semi-finals.
 */
export function roundName(round: number, rounds: number): string {
  const teamsLeft = 2 ** (rounds - round + 1);
  if (teamsLeft === 2) return 'Final';
  if (teamsLeft === 4) return 'Semi-final';
  if (teamsLeft === 8) return 'Quarter-final';
  return `Round of ${teamsLeft}`;
}

/** Where a match's winner plays next: the next round's match, home when it came from the upper half. */
export function nextMatchOf(
  round: number,
  position: number,
): { round: number; position: number; side: 'home' | 'away' } {
  return { round: round + 1, position: Math.floor(position / 2), side: position % 2 === 0 ? 'home' : 'away' };
}

/**
 * The bracket of the top `seededTeamIds.length` teams (best first). When the field is not a power of two
 * the best seeds get byes: their first-round slot has no opponent and they go straight through, so a
 * second-round match whose two feeders are both byes is known (and played) from the start.
 */
export function planBracket(seededTeamIds: readonly string[]): PlannedBracket {
  const size = seededTeamIds.length;
  if (size < PLAYOFF_MIN_TEAMS || size > PLAYOFF_MAX_TEAMS)
    throw new Error(`Playoffs: ${size} teams; a bracket takes 2 to 8`);
  if (new Set(seededTeamIds).size !== size) throw new Error('Playoffs: the seeds have duplicates');
  const width = bracketWidth(size);
  const rounds = Math.log2(width);
  const teamOf = (seed: number) => (seed <= size ? seededTeamIds[seed - 1]! : null);
  const order = seedOrder(width);
  const matches: PlannedMatch[] = [];
  for (let position = 0; position < width / 2; position++) {
    const homeSeed = order[position * 2]!;
    const awaySeed = order[position * 2 + 1]!;
    const bye = teamOf(awaySeed) === null;
    matches.push({
      round: 1,
      position,
      homeSeed,
      awaySeed: bye ? null : awaySeed,
      homeTeamId: teamOf(homeSeed),
      awayTeamId: teamOf(awaySeed),
      bye,
      winnerTeamId: bye ? teamOf(homeSeed) : null,
    });
  }
  for (let round = 2; round <= rounds; round++) {
    for (let position = 0; position < width / 2 ** round; position++)
      matches.push({
        round,
        position,
        homeSeed: null,
        awaySeed: null,
        homeTeamId: null,
        awayTeamId: null,
        bye: false,
        winnerTeamId: null,
      });
  }
  for (const match of matches.filter((m) => m.bye)) {
    const next = nextMatchOf(match.round, match.position);
    const target = matches.find((m) => m.round === next.round && m.position === next.position)!;
    if (next.side === 'home') {
      target.homeTeamId = match.homeTeamId;
      target.homeSeed = match.homeSeed;
    } else {
      target.awayTeamId = match.homeTeamId;
      target.awaySeed = match.homeSeed;
    }
  }
  return { size, rounds, matches };
}

/**
 * Each match that is played (not a bye) gets a slot: rounds in order, a round filling one game day's
 * slots before the next, and each round starting on a game day after the previous round's last, so a
 * round is over before the next begins. `gameDays` are the league's days after the regular season.
 */
export function schedulePlayoffRounds(
  bracket: PlannedBracket,
  gameDays: ReadonlyArray<{ slots: Slot[] }>,
): Map<string, Slot> {
  const slots = new Map<string, Slot>();
  let day = 0;
  for (let round = 1; round <= bracket.rounds; round++) {
    const played = bracket.matches.filter((m) => m.round === round && !m.bye);
    let slot = 0;
    for (const match of played) {
      while (day < gameDays.length && slot >= gameDays[day]!.slots.length) {
        day++;
        slot = 0;
      }
      const found = gameDays[day]?.slots[slot];
      if (!found) throw new Error('Playoffs: not enough game days for the bracket');
      slots.set(matchKey(match.round, match.position), found);
      slot++;
    }
    if (played.length > 0) day++;
  }
  return slots;
}

export const matchKey = (round: number, position: number) => `${round}:${position}`;

export interface KnockoutResult {
  homeTeamId: string;
  awayTeamId: string;
  homeScore: number;
  awayScore: number;
  shootoutWinnerId: string | null;
}

/** The team that goes through: the one with more goals, else the penalty shoot-out's winner. */
export function knockoutWinner(result: KnockoutResult): string | null {
  if (result.homeScore > result.awayScore) return result.homeTeamId;
  if (result.awayScore > result.homeScore) return result.awayTeamId;
  const { shootoutWinnerId } = result;
  return shootoutWinnerId === result.homeTeamId || shootoutWinnerId === result.awayTeamId
    ? shootoutWinnerId
    : null;
}
