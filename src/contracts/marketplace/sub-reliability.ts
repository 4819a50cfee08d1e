// Issue 20 "Subs": a player's reliability, computed from their games (never typed in): over the last
// 12 months, the games they played as a sub (the captain marked them played) and the team games they
// RSVP'd yes to that have taken place, against the sub games they did not show up to.

/** What the captain marks an accepted sub as, after kickoff (and can change later). */
export const SUB_ATTENDANCES = ['played', 'no_show'] as const;
export type SubAttendance = (typeof SUB_ATTENDANCES)[number];

export interface ReliabilityDto {
  /** Games played: as a marked sub, or on a team with RSVP yes, that have taken place. */
  played: number;
  noShows: number;
  /** Whole percent of the games played out of those expected at; null when there are none yet. */
  percent: number | null;
}

/** "Reliable: 92% · 12 games, 1 no-show", or "New: no games yet" (the card's text and its label). */
export function reliabilityLabel(reliability: ReliabilityDto): string {
  if (reliability.percent === null) return 'New: no games yet';
  const games = reliability.played + reliability.noShows;
  const noShows = `${reliability.noShows} ${reliability.noShows === 1 ? 'no-show' : 'no-shows'}`;
  return `Reliable: ${reliability.percent}% · ${games} ${games === 1 ? 'game' : 'games'}, ${noShows}`;
}
