import { z } from 'zod';
import { type GameTitlePlaceAndTime, RSVP_STATUSES, type RsvpStatus } from '../events/event.ts';
import { goalsField } from './league.ts';
import { shootoutWinnerField } from './playoffs.ts';

// League games (league_event): the game page, the captains' post-game reports and the organizer's
// decisions. Report statuses are spec §3's; how they move is in README "Leagues and organizations".

export const GAME_REPORT_STATUSES = [
  'preview',
  'saved',
  'saved_incomplete',
  'saved_complete',
  'published',
  'conflict',
  'canceled',
] as const;
export type GameReportStatus = (typeof GAME_REPORT_STATUSES)[number];

export const LEAGUE_EVENT_STATUSES = ['scheduled', 'canceled'] as const;
export type LeagueEventStatus = (typeof LEAGUE_EVENT_STATUSES)[number];

export const LEAGUE_EVENT_MESSAGES = {
  notFound: 'League game not found.',
  membersOnly: 'Only players of these teams and league staff can do that.',
  captainsOnly: 'Only a captain of one of these teams can report the score.',
  ownTeamOnly: 'You can only RSVP for your own team.',
  canceled: 'This game was canceled.',
  notStarted: 'The score can be reported once the game has started.',
  playerNotOnTeam: 'Scorers, assists and the MVP must be players of your team.',
  reportSaved: 'Score report saved. It is confirmed when both captains agree.',
  forfeitTeam: 'The forfeiting team must be one of the two teams.',
  changedMeanwhile: 'Someone else changed this game meanwhile. Reload and try again.',
  refereeNotStaff: 'The referee must be a referee of this organization.',
} as const;

export interface LeagueEventTeamDto {
  id: string;
  name: string;
  abbreviation: string;
  logo: string | null;
}

/** One captain's report as spec §3 names it (team1Event/team2Event). */
export interface TeamScoreEventDto {
  teamId: string;
  teamScore: number | null;
  opponentScore: number | null;
  status: GameReportStatus;
  reportedAt: string;
}

/** Spec §3 Game scores; team1 is the home team. */
export interface GameScoresDto {
  team1Event: TeamScoreEventDto | null;
  team2Event: TeamScoreEventDto | null;
  team1Score: number | null;
  team2Score: number | null;
  confirmedByOrganizer: boolean;
}

export interface LeagueEventDto extends GameTitlePlaceAndTime {
  id: string;
  kind: 'league_event';
  leagueId: string;
  leagueName: string;
  organizationId: number;
  stageId: string;
  round: number | null;
  homeTeam: LeagueEventTeamDto;
  awayTeam: LeagueEventTeamDto;
  referee: { memberId: string; firstName: string; lastName: string } | null;
  status: LeagueEventStatus;
  reportStatus: GameReportStatus;
  scores: GameScoresDto;
  forfeitedByTeamId: string | null;
  /** A playoff game's round (Quarter-final, Semi-final, Final); null in the regular season. */
  roundName: string | null;
  /** A drawn playoff game's penalty shoot-out winner, once its result stands. */
  shootoutWinnerTeamId: string | null;
  /** Past 72 hours after its time (spec §4). */
  isPast: boolean;
  hasStarted: boolean;
  /** The viewer's RSVP for their team, `unknown` when none or not a player. */
  rsvp: { memberStatus: RsvpStatus; teamId: string | null };
  attendingCount: { home: number; away: number };
  version: number;
}

/** Spec §3 Permissions object with the per-team map of a league event page. */
export interface LeagueTeamPermissionsDto {
  isCaptain: boolean;
  isMember: boolean;
  canRsvp: boolean;
  canReport: boolean;
  /** The viewer plays this game for this team as a marketplace sub (issue 20), not on its roster. */
  isSub: boolean;
}
export interface LeagueEventPermissionsDto {
  type: 'league_event';
  isCoordinator: boolean;
  isReferee: boolean;
  canComment: boolean;
  canManage: boolean;
  fetchComplete: boolean;
  teams: Record<string, LeagueTeamPermissionsDto>;
}

export interface LeagueEventPageDto {
  event: LeagueEventDto;
  permissions: LeagueEventPermissionsDto;
}

export interface LeagueRosterEntryDto {
  memberId: string;
  firstName: string;
  lastName: string;
  avatar: string | null;
  isCaptain: boolean;
  /** A marketplace sub for this game only (issue 20): not on the team, shown with a "Sub" mark. */
  isSub: boolean;
  /**
   * On the team's season roster for this league (issue 19): with `isSub`, who a referee may card. A
   * club member left off the season roster still answers the game's RSVP but plays no part in it.
   */
  onSeasonRoster: boolean;
  /** The season roster's shirt number, when one is set. */
  shirtNumber: string | null;
  status: RsvpStatus;
}
export interface LeagueEventRostersDto {
  eventId: string;
  teams: Array<{
    teamId: string;
    teamName: string;
    attendees: LeagueRosterEntryDto[];
    nonAttendees: LeagueRosterEntryDto[];
  }>;
}

/** POST /api/league-common/event-page/{id}/rsvp: a player answers for their own team. */
export const leagueRsvpSchema = z.object({
  status: z.enum(RSVP_STATUSES, { error: 'Status must be yes, no, maybe or unknown' }),
});
export type LeagueRsvpRequest = z.output<typeof leagueRsvpSchema>;

const nullableScore = goalsField.nullable().default(null);

/** POST /api/league-common/event-page/{id}/report: one captain's post-game form (spec §4). */
export const scoreReportSchema = z
  .object({
    /** Null (or left out) leaves the report incomplete. */
    teamScore: nullableScore,
    opponentScore: nullableScore,
    scorers: z
      .array(
        z.object({
          memberId: z.uuid({ error: 'Choose a player' }),
          goals: goalsField.min(1, 'Goals must be at least 1'),
        }),
      )
      .max(40)
      .default([]),
    assists: z
      .array(
        z.object({
          memberId: z.uuid({ error: 'Choose a player' }),
          assists: goalsField.min(1, 'Assists must be at least 1'),
        }),
      )
      .max(40)
      .default([]),
    mvpId: z.uuid({ error: 'Choose a player' }).nullable().default(null),
    /** A playoff game only, when the score is level: required then (400 without it). */
    shootoutWinnerTeamId: shootoutWinnerField,
  })
  .superRefine((report, ctx) => {
    const goals = report.scorers.reduce((sum, s) => sum + s.goals, 0);
    if (report.teamScore !== null && goals > report.teamScore)
      ctx.addIssue({
        code: 'custom',
        path: ['scorers'],
        message: "Scorers' goals cannot exceed your team's score",
      });
    if (new Set(report.scorers.map((s) => s.memberId)).size !== report.scorers.length)
      ctx.addIssue({ code: 'custom', path: ['scorers'], message: 'Each player may appear only once' });
    if (new Set(report.assists.map((s) => s.memberId)).size !== report.assists.length)
      ctx.addIssue({ code: 'custom', path: ['assists'], message: 'Each player may appear only once' });
  });
export type ScoreReportInput = z.input<typeof scoreReportSchema>;
export type ScoreReportRequest = z.output<typeof scoreReportSchema>;

export interface ScoreReportDto {
  id: string;
  leagueEventId: string;
  teamId: string;
  reportedBy: string;
  teamScore: number | null;
  opponentScore: number | null;
  scorers: Array<{ memberId: string; goals: number }>;
  assists: Array<{ memberId: string; assists: number }>;
  mvpId: string | null;
  shootoutWinnerTeamId: string | null;
  status: GameReportStatus;
  reportedAt: string;
}

export interface ScoreReportResult {
  report: ScoreReportDto;
  message: string;
}

/** PATCH /api/league/event/{id}: an organizer moves a game or names its referee. */
export const moveLeagueEventSchema = z
  .object({
    startsAt: z.iso.datetime({ offset: true, error: 'Use an ISO 8601 instant' }).optional(),
    venue: z.string().trim().min(1, 'This field is required').max(200).optional(),
    refereeId: z.uuid().nullable().optional(),
    version: z.number().int().positive().optional(),
  })
  .refine((v) => v.startsAt !== undefined || v.venue !== undefined || v.refereeId !== undefined, {
    message: 'Change the time, the venue or the referee',
  });
export type MoveLeagueEvent = z.output<typeof moveLeagueEventSchema>;

/** PUT /api/league/event/{id}/final-score: an organizer enters or overrides the final score. */
export const finalScoreSchema = z.object({
  homeScore: goalsField,
  awayScore: goalsField,
  /** A playoff game only, when the score is level: required then (400 without it). */
  shootoutWinnerTeamId: shootoutWinnerField,
});
export type FinalScoreRequest = z.output<typeof finalScoreSchema>;

/** POST /api/league/event/{id}/forfeit: the team that did not show. */
export const forfeitSchema = z.object({
  forfeitedByTeamId: z.uuid({ error: 'Choose the team that forfeited' }),
});
export type ForfeitRequest = z.output<typeof forfeitSchema>;

/** GET /api/league-common/{leagueId}/schedule. */
export interface LeagueScheduleDto {
  leagueId: string;
  games: LeagueEventDto[];
}

export interface LeagueEventResult {
  event: LeagueEventDto;
  message: string;
}
