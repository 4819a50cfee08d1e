import { latestPerTeam } from './score-confirmation.ts';

// A knockout game cannot end level: a draw goes to a penalty shoot-out, whose winner the captains'
// reports (or the organizer's score) name. The score rules of spec §4 still decide the score; these rules
// decide the shoot-out on top of them.

export interface ShootoutReport {
  teamId: string;
  teamScore: number | null;
  opponentScore: number | null;
  shootoutWinnerId: string | null;
  reportedAt: Date;
}

/** A score form must name the shoot-out winner when it is a knockout game and the score is level. */
export function needsShootoutWinner(
  knockout: boolean,
  score: { teamScore: number | null; opponentScore: number | null },
): boolean {
  return knockout && score.teamScore !== null && score.teamScore === score.opponentScore;
}

export interface ShootoutInput {
  homeTeamId: string;
  awayTeamId: string;
  /** The confirmed score, or null while there is none. */
  final: { homeGoals: number; awayGoals: number } | null;
  reports: readonly ShootoutReport[];
  /** Set when the organizer's score stands: their shoot-out winner then stands too. */
  organizer: { shootoutWinnerId: string | null } | null;
}

export interface ShootoutOutcome {
  shootoutWinnerId: string | null;
  /** The two reports agree on the score but name different shoot-out winners: a conflict to settle. */
  disagree: boolean;
}

export function decideShootout(input: ShootoutInput): ShootoutOutcome {
  const none = { shootoutWinnerId: null, disagree: false };
  if (!input.final || input.final.homeGoals !== input.final.awayGoals) return none;
  const isTeam = (id: string | null) => id === input.homeTeamId || id === input.awayTeamId;
  if (input.organizer) {
    const named = input.organizer.shootoutWinnerId;
    return { shootoutWinnerId: isTeam(named) ? named : null, disagree: false };
  }
  // Of each team's reports the latest counts, as for the score itself.
  const named = new Set(
    latestPerTeam(input)
      .map((r) => r.shootoutWinnerId)
      .filter(isTeam),
  );
  if (named.size > 1) return { shootoutWinnerId: null, disagree: true };
  return { shootoutWinnerId: [...named][0] ?? null, disagree: false };
}
