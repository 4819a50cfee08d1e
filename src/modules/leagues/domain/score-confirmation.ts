// The post-game report rules (spec §4 "League score"): what a league game's status and final score are,
// given the captains' reports, the organizer's decisions and the time. A pure function of its input, so
// the worker can recompute it from the stored reports as often as it likes and always get one answer.
//
// State machine (the status is always recomputed from the input, never stepped from the previous one;
// the arrows are the moves that can actually happen as reports arrive and time passes):
//
//   preview ──(kick-off passes)──────────────▶ saved
//   preview/saved ──(a captain saves a report)──▶ saved_incomplete   (a score missing or not an integer)
//                                            └─▶ saved_complete     (one captain, both scores)
//   saved_incomplete ──(captain completes it)──▶ saved_complete
//   saved_complete ──(other captain agrees)──────────────▶ published  (confirmed by organizer)
//                  ├─(other captain disagrees)───────────▶ conflict
//                  ├─(72 h after kick-off, no objection)─▶ published  (the single report stands)
//                  └─(72 h after kick-off, objection)────▶ conflict
//   saved_complete/conflict ──(another report arrives)──▶ recomputed as above (the latest report per
//                              team counts, so a captain can correct a report and settle a conflict)
//   any ──(organizer enters or overrides a score, or records a forfeit)──▶ published (confirmed by organizer)
//   any ──(game canceled)──▶ canceled
//
// Precedence, highest first: canceled, forfeit, organizer override, then the captains' reports.

import { DEFAULT_STANDINGS_RULES } from './standings.ts';

export type GameReportStatus =
  | 'preview'
  | 'saved'
  | 'saved_incomplete'
  | 'saved_complete'
  | 'published'
  | 'conflict'
  | 'canceled';

export interface ScoreReport {
  teamId: string;
  teamScore: number | null;
  opponentScore: number | null;
  reportedAt: Date;
}

export interface ConfirmationInput {
  homeTeamId: string;
  awayTeamId: string;
  startsAt: Date;
  now: Date;
  reports: readonly ScoreReport[];
  organizerOverride?: { homeGoals: number; awayGoals: number } | null;
  forfeitedBy?: string | null;
  canceled?: boolean;
  organizerObjected?: boolean;
  /** The league's forfeit score (standings rules); 3–0 by default. */
  forfeitScore?: { winner: number; loser: number };
}

export type ConfirmationOutcome = {
  status: GameReportStatus;
  final: { homeGoals: number; awayGoals: number } | null;
  confirmedByOrganizer: boolean;
  reason: string;
};

/** Spec §9: a game counts as past 72 hours after its time. */
export const PAST_AFTER_HOURS = 72;
const HOUR_MS = 3_600_000;

const isScore = (n: number | null): n is number => n !== null && Number.isInteger(n) && n >= 0;

/** Spec §4: a score is incomplete unless both scores are integers (and a score is never negative). */
export function isComplete(report: ScoreReport): boolean {
  return isScore(report.teamScore) && isScore(report.opponentScore);
}

export const isPast = (startsAt: Date, now: Date): boolean =>
  startsAt.getTime() + PAST_AFTER_HOURS * HOUR_MS <= now.getTime();

/**
 * Each team's latest report; of two at the same instant the later in the list wins. Others' are ignored.
 * Generic: the knockout shoot-out rule reads the same latest reports (knockout-shootout.ts).
 */
export function latestPerTeam<R extends Pick<ScoreReport, 'teamId' | 'reportedAt'>>(input: {
  homeTeamId: string;
  awayTeamId: string;
  reports: readonly R[];
}): R[] {
  const latest = new Map<string, R>();
  for (const report of input.reports) {
    if (report.teamId !== input.homeTeamId && report.teamId !== input.awayTeamId) continue;
    const current = latest.get(report.teamId);
    if (!current || report.reportedAt.getTime() >= current.reportedAt.getTime())
      latest.set(report.teamId, report);
  }
  return [...latest.values()];
}

/** A report's score as home/away goals. */
function asFinal(report: ScoreReport, homeTeamId: string) {
  const own = report.teamScore!;
  const opponent = report.opponentScore!;
  return report.teamId === homeTeamId
    ? { homeGoals: own, awayGoals: opponent }
    : { homeGoals: opponent, awayGoals: own };
}

const outcome = (
  status: GameReportStatus,
  reason: string,
  final: ConfirmationOutcome['final'] = null,
  confirmedByOrganizer = false,
): ConfirmationOutcome => ({ status, final, confirmedByOrganizer, reason });

export function confirmScore(input: ConfirmationInput): ConfirmationOutcome {
  const { homeTeamId, awayTeamId } = input;
  if (input.canceled) return outcome('canceled', 'The game was canceled.');

  if (input.forfeitedBy) {
    const { winner, loser } = input.forfeitScore ?? DEFAULT_STANDINGS_RULES.forfeitScore;
    if (input.forfeitedBy !== homeTeamId && input.forfeitedBy !== awayTeamId) {
      throw new Error(`confirmScore: forfeitedBy ${input.forfeitedBy} is neither team of the game`);
    }
    const final =
      input.forfeitedBy === homeTeamId
        ? { homeGoals: loser, awayGoals: winner }
        : { homeGoals: winner, awayGoals: loser };
    return outcome('published', 'Forfeit recorded by an organizer.', final, true);
  }

  if (input.organizerOverride) {
    const { homeGoals, awayGoals } = input.organizerOverride;
    if (!isScore(homeGoals) || !isScore(awayGoals)) {
      throw new Error('confirmScore: an organizer score must be two integers of 0 or more');
    }
    return outcome('published', 'Score entered by an organizer.', { homeGoals, awayGoals }, true);
  }

  const reports = latestPerTeam(input);
  if (reports.length === 0) {
    return input.now.getTime() < input.startsAt.getTime()
      ? outcome('preview', 'The game has not started.')
      : outcome('saved', 'No score reported yet.');
  }
  if (!reports.every(isComplete)) return outcome('saved_incomplete', 'A report is missing a score.');

  if (reports.length === 1) {
    const single = reports[0]!;
    if (!isPast(input.startsAt, input.now)) {
      return outcome('saved_complete', 'Waiting for the other team to report.');
    }
    if (input.organizerObjected) {
      return outcome('conflict', 'Only one team reported and an organizer objected.');
    }
    return outcome(
      'published',
      `Only one team reported within ${PAST_AFTER_HOURS} hours; its score stands.`,
      asFinal(single, homeTeamId),
    );
  }

  const home = reports.find((r) => r.teamId === homeTeamId)!;
  const away = reports.find((r) => r.teamId === awayTeamId)!;
  const agree = home.teamScore === away.opponentScore && home.opponentScore === away.teamScore;
  if (!agree) return outcome('conflict', 'The two teams reported different scores.');
  return outcome('published', 'Both teams reported the same score.', asFinal(home, homeTeamId), true);
}

/** What a game holds of its last confirmation (league_event's columns). */
export interface StoredResult {
  status: GameReportStatus;
  homeScore: number | null;
  awayScore: number | null;
  confirmedByOrganizer: boolean;
}

export type ResultEventName =
  | 'result-confirmed'
  | 'result-corrected'
  | 'result-forfeited'
  | 'result-withdrawn';

export interface ResultChange {
  /** Whether the stored result must be written (status, score or the confirmation flag differ). */
  changed: boolean;
  /** The result event to record, when the table's input changed: a new, changed or withdrawn result. */
  event: ResultEventName | null;
  /** A conflict just began (coordinators are told once). */
  conflictBegan: boolean;
}

/**
 * How a stored result moves to a fresh outcome. Everything compared is stored, so however the workers'
 * jobs interleave (a report's confirmation, the 72-hour deadline, in any order, any number of times)
 * the game ends in the same state: a single report that stood and a second that agrees with it become
 * `confirmedByOrganizer` (spec §4) without a second result event, since the score did not change.
 */
export function resultChange(
  previous: StoredResult,
  next: ConfirmationOutcome,
  forfeited: boolean,
): ResultChange {
  const home = next.final?.homeGoals ?? null;
  const away = next.final?.awayGoals ?? null;
  const scoreChanged = home !== previous.homeScore || away !== previous.awayScore;
  const changed =
    next.status !== previous.status ||
    scoreChanged ||
    next.confirmedByOrganizer !== previous.confirmedByOrganizer;
  const wasPublished = previous.status === 'published';
  const isPublished = next.status === 'published' && home !== null && away !== null;
  let event: ResultEventName | null = null;
  if (isPublished && (scoreChanged || !wasPublished))
    event = forfeited ? 'result-forfeited' : wasPublished ? 'result-corrected' : 'result-confirmed';
  else if (!isPublished && wasPublished) event = 'result-withdrawn';
  return { changed, event, conflictBegan: next.status === 'conflict' && previous.status !== 'conflict' };
}
