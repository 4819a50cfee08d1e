import type { ReliabilityDto } from '../../../contracts/marketplace/sub-reliability.ts';

// The reliability score (issue 20): pure, so a fixture of games tests it; the SQL that counts a page's
// players' games uses the same window.

/** Games count from this long before now (12 months) up to now: a game ahead has not taken place. */
export const RELIABILITY_MONTHS = 12;

/** The window [since, until) a game's start must fall in to count. */
export function reliabilityWindow(now: Date): { since: Date; until: Date } {
  const since = new Date(now);
  since.setUTCMonth(since.getUTCMonth() - RELIABILITY_MONTHS);
  return { since, until: now };
}

/** The score from the counts: played out of played plus no-shows, in whole percent; null with no games. */
export function reliabilityScore(played: number, noShows: number): ReliabilityDto {
  const games = played + noShows;
  return { played, noShows, percent: games === 0 ? null : Math.round((played / games) * 100) };
}

export interface ReliabilityGame {
  startsAt: Date;
  /** Played as a sub or RSVP'd yes on a team ('played'), or an accepted sub who did not come. */
  outcome: 'played' | 'no_show';
}

/** The score of a player's games as of `now`: those older than 12 months or still ahead do not count. */
export function reliabilityOf(games: readonly ReliabilityGame[], now: Date): ReliabilityDto {
  const { since, until } = reliabilityWindow(now);
  const counted = games.filter((game) => game.startsAt >= since && game.startsAt < until);
  return reliabilityScore(
    counted.filter((game) => game.outcome === 'played').length,
    counted.filter((game) => game.outcome === 'no_show').length,
  );
}
