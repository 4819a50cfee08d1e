// The league feed's rules as plain functions: what each kind of item says, which game changes are news,
// and what a clap does to a count.

export interface FeedTeams {
  homeName: string;
  awayName: string;
}

/** "Riverside Rovers 2–1 Eastside Eagles", "(forfeit)" when the score was awarded. */
export function resultText(teams: FeedTeams, homeScore: number, awayScore: number, forfeit: boolean): string {
  return `${teams.homeName} ${homeScore}–${awayScore} ${teams.awayName}${forfeit ? ' (forfeit)' : ''}`;
}

/** "Kick-off time" in the league's own zone: "Tue, Mar 9, 7:00 PM". */
export function kickOffLabel(startsAt: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(startsAt);
}

export function movedText(teams: FeedTeams, startsAt: Date, timeZone: string, venue: string): string {
  return `${teams.homeName} vs ${teams.awayName} moved to ${kickOffLabel(startsAt, timeZone)} at ${venue}`;
}

export function canceledText(teams: FeedTeams, startsAt: Date, timeZone: string): string {
  return `${teams.homeName} vs ${teams.awayName} on ${kickOffLabel(startsAt, timeZone)} is canceled`;
}

/** A change of time or place is news for the players; naming the referee or a version bump is not. */
export const isScheduleChange = (changed: readonly string[]): boolean =>
  changed.includes('startsAt') || changed.includes('venue');

/** The count after a member's clap or unclap: one clap per member, never below zero. */
export function clapCountAfter(
  count: number,
  hadClapped: boolean,
  action: 'clap' | 'unclap',
): { count: number; changed: boolean } {
  if (action === 'clap') return hadClapped ? { count, changed: false } : { count: count + 1, changed: true };
  return hadClapped ? { count: Math.max(0, count - 1), changed: true } : { count, changed: false };
}
