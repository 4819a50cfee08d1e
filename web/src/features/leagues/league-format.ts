import type {
  GameDay,
  GameReportStatus,
  LeagueEventDto,
  LeagueStatType,
} from '../../../../src/contracts/leagues/index.ts';

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
};

export const GAME_DAY_LABELS: Readonly<Record<GameDay, string>> = {
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
  sunday: 'Sunday',
};

/** '2 – 1', or null while the game has no final score. */
export function finalScore(game: Pick<LeagueEventDto, 'scores'>): string | null {
  const { team1Score, team2Score } = game.scores;
  return team1Score === null || team2Score === null ? null : `${team1Score} – ${team2Score}`;
}
