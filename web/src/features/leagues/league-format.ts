import type {
  GameReportStatus,
  LeagueEventDto,
  LeagueStatType,
} from '../../../../src/contracts/leagues/index.ts';

// A league's dates read as every other date of the app (spec §9's month and day), on the server's
// messages and these screens alike.
export { formatCalendarDate, GAME_DAY_LABELS, seasonLabel } from '../../../../src/contracts/leagues/index.ts';

/** Spec §3 game report statuses, as people read them. */
export const REPORT_STATUS_LABELS: Readonly<Record<GameReportStatus, string>> = {
  preview: 'Not reported yet',
  saved: 'Saved',
  saved_incomplete: 'Saved, incomplete',
  saved_complete: 'Saved, waiting for the other captain',
  published: 'Confirmed',
  conflict: 'Scores disagree: the organizer decides',
  canceled: 'Canceled',
};

export const STAT_TYPE_LABELS: Readonly<Record<LeagueStatType, string>> = {
  goals: 'Goals',
  assists: 'Assists',
  potm: 'POTM',
  score: 'Team goals',
  score_confirmation: 'Score confirmation',
  yellow_card: 'Yellow cards',
  red_card: 'Red cards',
};

/** '2 – 1', or null while the game has no final score. */
export function finalScore(game: Pick<LeagueEventDto, 'scores'>): string | null {
  const { team1Score, team2Score } = game.scores;
  return team1Score === null || team2Score === null ? null : `${team1Score} – ${team2Score}`;
}
