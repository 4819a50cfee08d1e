import { z } from 'zod';
import { eventTimezoneField } from '../events/event.ts';
import { type EventTimeZoneValue, formatEventDate } from '../events/time-zones.ts';
import { LEAGUE_FORMATS, type LeagueFormat, type LeagueRuleSet } from './rule-sets.ts';

export const LEAGUE_MESSAGES = {
  required: 'This field is required',
  notFound: 'League not found.',
  invalidFormat: `Format must be one of ${LEAGUE_FORMATS.join(', ')}`,
  invalidDate: 'Use a date as YYYY-MM-DD',
  seasonOrder: 'The season must end on or after its start',
  invalidGameDay: 'Choose a game day',
  invalidTime: 'Use a time like 7:00 PM',
  venuesRequired: 'Add at least one venue',
  slotsRequired: 'Add at least one time slot',
  duplicateTiebreaker: 'Each tiebreaker may appear only once',
  invalidTiebreaker: 'Unknown tiebreaker',
  invalidPoints: 'Points must be a whole number from -10 to 10',
  invalidGoals: 'Goals must be a whole number from 0 to 99',
  teamNotFound: 'Team not found.',
  teamAlreadyRegistered: 'This team is already registered in the league.',
  teamNotRegistered: 'This team is not registered in the league.',
  scheduleNeedsTeams: 'Register at least two teams before generating the schedule.',
  scheduleExists: 'This stage already has a schedule. Send replace: true to generate it again.',
  stageNotFound: 'Stage not found.',
  published: 'Successfully published.',
  created: 'Successfully created.',
  updated: 'Successfully updated.',
  deleted: 'Successfully deleted.',
  saved: 'Successfully saved!',
  rebuilt: 'Standings rebuilt.',
  publishNeedsGames: 'Generate the schedule first: a league with no games cannot be published.',
  publishedNotEditable: 'A published league cannot be edited.',
  publishedNotDeletable: 'A published league cannot be deleted.',
} as const;

/** The error code of a schedule the season's dates cannot hold (the console then offers to extend it). */
export const SEASON_TOO_SHORT = 'SeasonTooShort';

export const GAME_DAYS = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;
export type GameDay = (typeof GAME_DAYS)[number];

export const GAME_DAY_LABELS: Readonly<Record<GameDay, string>> = {
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
  sunday: 'Sunday',
};

/** Spec §9's 'MMMM dd' with the year, for a calendar date (a season's start and end): 'November 25, 2026'. */
export const CALENDAR_DATE_FORMAT = 'MMMM dd, yyyy';

/** `2026-11-25` → 'November 25, 2026' (the date as written, whatever the reader's zone). */
export function formatCalendarDate(date: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(Date.parse(`${date}T12:00:00Z`))) return date;
  return formatEventDate(`${date}T12:00:00Z`, 'UTC', CALENDAR_DATE_FORMAT);
}

/** A league's header line: 'Wednesdays, November 25, 2026 to January 05, 2027'. */
export function seasonLabel(league: { gameDay: GameDay; seasonStart: string; seasonEnd: string }): string {
  return `${GAME_DAY_LABELS[league.gameDay]}s, ${formatCalendarDate(league.seasonStart)} to ${formatCalendarDate(league.seasonEnd)}`;
}

/** The standings tiebreakers an organizer can order (the standings engine's keys). */
export const TIEBREAKERS = [
  'points',
  'goalDifference',
  'goalsFor',
  'headToHeadPoints',
  'headToHeadGoalDifference',
  'headToHeadGoals',
  'wins',
  'fewestCards',
] as const;
export type TiebreakerKey = (typeof TIEBREAKERS)[number];

export const TIEBREAKER_LABELS: Readonly<Record<TiebreakerKey, string>> = {
  points: 'Points',
  goalDifference: 'Goal difference',
  goalsFor: 'Goals for',
  headToHeadPoints: 'Head-to-head points',
  headToHeadGoalDifference: 'Head-to-head goal difference',
  headToHeadGoals: 'Head-to-head goals',
  wins: 'Wins',
  fewestCards: 'Fewest cards',
};

export const calendarDateField = z
  .string({ error: LEAGUE_MESSAGES.required })
  .regex(/^\d{4}-\d{2}-\d{2}$/, LEAGUE_MESSAGES.invalidDate)
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), LEAGUE_MESSAGES.invalidDate);

/** Spec §5 time of day: 12-hour `h:mm` with AM or PM, optional space. */
export const TIME_OF_DAY_PATTERN = /^(1[0-2]|0?[1-9]):([0-5]\d) ?([AaPp][Mm])$/;
export const timeOfDayField = z
  .string({ error: LEAGUE_MESSAGES.required })
  .trim()
  .regex(TIME_OF_DAY_PATTERN, LEAGUE_MESSAGES.invalidTime);

/** `7:30 PM` → { hours: 19, minutes: 30 }. */
export function parseTimeOfDay(value: string): { hours: number; minutes: number } {
  const match = TIME_OF_DAY_PATTERN.exec(value.trim());
  if (!match) throw new Error(`Not a time of day: ${value}`);
  const hours12 = Number(match[1]) % 12;
  const pm = match[3]!.toLowerCase() === 'pm';
  return { hours: hours12 + (pm ? 12 : 0), minutes: Number(match[2]) };
}

const pointsField = z
  .number({ error: LEAGUE_MESSAGES.invalidPoints })
  .int(LEAGUE_MESSAGES.invalidPoints)
  .min(-10, LEAGUE_MESSAGES.invalidPoints)
  .max(10, LEAGUE_MESSAGES.invalidPoints);
export const goalsField = z
  .number({ error: LEAGUE_MESSAGES.invalidGoals })
  .int(LEAGUE_MESSAGES.invalidGoals)
  .min(0, LEAGUE_MESSAGES.invalidGoals)
  .max(99, LEAGUE_MESSAGES.invalidGoals);

export const leagueRulesSchema = z.object({
  pointsForWin: pointsField.default(3),
  pointsForDraw: pointsField.default(1),
  pointsForLoss: pointsField.default(0),
  forfeitScore: z.object({ winner: goalsField, loser: goalsField }).default({ winner: 3, loser: 0 }),
  tiebreakers: z
    .array(z.enum(TIEBREAKERS, { error: LEAGUE_MESSAGES.invalidTiebreaker }))
    .min(1)
    .refine((list) => new Set(list).size === list.length, LEAGUE_MESSAGES.duplicateTiebreaker)
    .default([...TIEBREAKERS]),
});
export type LeagueRules = z.output<typeof leagueRulesSchema>;

const requiredText = (max: number) =>
  z
    .string({ error: LEAGUE_MESSAGES.required })
    .trim()
    .min(1, LEAGUE_MESSAGES.required)
    .max(max, `Must not exceed ${max} characters`);

/** What a coordinator sets on a league, on creation and (while it is a draft) later. */
const leagueSettings = {
  name: requiredText(120),
  format: z.enum(LEAGUE_FORMATS, { error: LEAGUE_MESSAGES.invalidFormat }),
  seasonStart: calendarDateField,
  seasonEnd: calendarDateField,
  gameDay: z.enum(GAME_DAYS, { error: LEAGUE_MESSAGES.invalidGameDay }),
  /** `US/<zone>` as the event form sends it; the workspace's zone when left out. */
  timezone: eventTimezoneField.optional(),
  venues: z.array(requiredText(200)).min(1, LEAGUE_MESSAGES.venuesRequired).max(20),
  timeSlots: z.array(timeOfDayField).min(1, LEAGUE_MESSAGES.slotsRequired).max(20),
};

const seasonInOrder = (league: { seasonStart?: string; seasonEnd?: string }) =>
  league.seasonStart === undefined ||
  league.seasonEnd === undefined ||
  league.seasonEnd >= league.seasonStart;

/** POST /api/league (coordinators of the workspace's organization). */
export const createLeagueSchema = z
  .object({
    ...leagueSettings,
    workspaceId: z.number({ error: LEAGUE_MESSAGES.required }).int().positive(),
    rules: leagueRulesSchema.default({
      pointsForWin: 3,
      pointsForDraw: 1,
      pointsForLoss: 0,
      forfeitScore: { winner: 3, loser: 0 },
      tiebreakers: [...TIEBREAKERS],
    }),
  })
  .refine(seasonInOrder, { message: LEAGUE_MESSAGES.seasonOrder, path: ['seasonEnd'] });
export type CreateLeagueInput = z.input<typeof createLeagueSchema>;
export type CreateLeague = z.output<typeof createLeagueSchema>;

/**
 * PATCH /api/league/{leagueId} (coordinators; drafts only): any of the settings, `rules` as a whole.
 * `version` (the LeagueDto's) makes a change from a stale copy a 409 ConcurrentChange.
 */
export const updateLeagueSchema = z
  .object({
    ...leagueSettings,
    rules: leagueRulesSchema,
  })
  .partial()
  .extend({ version: z.number().int().positive().optional() })
  .refine(seasonInOrder, { message: LEAGUE_MESSAGES.seasonOrder, path: ['seasonEnd'] });
export type UpdateLeagueInput = z.input<typeof updateLeagueSchema>;
export type UpdateLeague = z.output<typeof updateLeagueSchema>;

export const STAGE_KINDS = ['regular', 'playoffs'] as const;
export type StageKind = (typeof STAGE_KINDS)[number];

export interface StageDto {
  id: string;
  kind: StageKind;
  name: string;
}

export const LEAGUE_STATUSES = ['draft', 'published'] as const;
export type LeagueStatus = (typeof LEAGUE_STATUSES)[number];

export interface LeagueDto {
  id: string;
  organizationId: number;
  workspaceId: number;
  workspaceName: string;
  name: string;
  format: LeagueFormat;
  ruleSet: LeagueRuleSet;
  seasonStart: string;
  seasonEnd: string;
  gameDay: GameDay;
  timezone: EventTimeZoneValue;
  ianaTimezone: string;
  venues: string[];
  timeSlots: string[];
  rules: LeagueRules;
  status: LeagueStatus;
  stages: StageDto[];
  teamCount: number;
  createdAt: string;
  version: number;
}

/** POST /api/league/{leagueId}/teams: register an existing club team. */
export const registerTeamSchema = z.object({ teamId: z.uuid({ error: 'Choose a team' }) });
export type RegisterTeam = z.output<typeof registerTeamSchema>;

export interface LeagueTeamDto {
  teamId: string;
  name: string;
  abbreviation: string;
  logo: string | null;
  registeredAt: string;
}

/**
 * POST /api/league/{leagueId}/schedule: a single or double round robin over the league's game days
 * (every `gameDay` from season start to end, skipping `skipDates`) and slots (time slots × venues).
 */
export const generateScheduleSchema = z.object({
  stageId: z.uuid().optional(),
  double: z.boolean().default(false),
  skipDates: z.array(calendarDateField).max(60).default([]),
  replace: z.boolean().default(false),
  /** When the season's dates cannot hold the schedule, move its end as far as needed (drafts only). */
  extendSeason: z.boolean().default(false),
});
export type GenerateScheduleInput = z.input<typeof generateScheduleSchema>;
export type GenerateSchedule = z.output<typeof generateScheduleSchema>;

/** GET /api/league-common/{leagueId}/standings?stageId (the regular season when left out). */
export const standingsQuerySchema = z.object({
  stageId: z.uuid({ error: LEAGUE_MESSAGES.stageNotFound }).optional(),
});
export type StandingsQuery = z.output<typeof standingsQuerySchema>;

export interface StandingRowDto {
  teamId: string;
  teamName: string;
  abbreviation: string;
  logo: string | null;
  position: number;
  /** true when it shares the position with the row above/below */
  shared: boolean;
  played: number;
  wins: number;
  draws: number;
  losses: number;
  goalsFor: number;
  goalsAgainst: number;
  goalDifference: number;
  /** Points won in games plus `adjustment`. */
  points: number;
  /** Sum of the organizer's adjustments (negative for a deduction). */
  adjustment: number;
  adjustmentReasons: string[];
  cards: number;
  /** The last five results, oldest first ('W', 'D', 'L'). */
  form: string;
}

export interface StandingsDto {
  leagueId: string;
  stageId: string;
  rows: StandingRowDto[];
  updatedAt: string | null;
}

/** POST /api/league/{leagueId}/adjustments: a deduction (negative) or bonus with a reason. */
export const pointAdjustmentSchema = z.object({
  teamId: z.uuid({ error: 'Choose a team' }),
  stageId: z.uuid().optional(),
  points: z
    .number({ error: LEAGUE_MESSAGES.invalidPoints })
    .int(LEAGUE_MESSAGES.invalidPoints)
    .min(-100)
    .max(100)
    .refine((n) => n !== 0, 'An adjustment cannot be zero'),
  reason: requiredText(300),
});
export type PointAdjustmentRequest = z.output<typeof pointAdjustmentSchema>;

export interface PointAdjustmentDto {
  id: string;
  leagueId: string;
  stageId: string;
  teamId: string;
  points: number;
  reason: string;
  createdAt: string;
}

/**
 * Leaderboard kinds (spec §3); `score` ranks teams by goals, `score_confirmation` by reports that matched;
 * `yellow_card` and `red_card` (spec §3 stat kinds YELLOW_CARD, RED_CARD) rank players by the cards
 * their games' referees recorded.
 */
export const LEAGUE_STAT_TYPES = [
  'goals',
  'assists',
  'potm',
  'score',
  'score_confirmation',
  'yellow_card',
  'red_card',
] as const;
export type LeagueStatType = (typeof LEAGUE_STAT_TYPES)[number];

export const leaderboardsQuerySchema = z.object({
  statType: z.preprocess(
    (value) =>
      typeof value === 'string'
        ? value
            .trim()
            .toLowerCase()
            .replace(/[\s-]+/g, '_')
        : value,
    z.enum(LEAGUE_STAT_TYPES, { error: `statType must be one of ${LEAGUE_STAT_TYPES.join(', ')}` }),
  ),
});
export type LeagueLeaderboardsQuery = z.output<typeof leaderboardsQuerySchema>;

export interface LeagueLeaderboardEntryDto {
  rank: number;
  /** null on team leaderboards (score, score_confirmation). */
  memberId: string | null;
  teamId: string;
  teamName: string;
  name: string;
  avatar: string | null;
  value: number;
}

export interface LeagueLeaderboardDto {
  leagueId: string;
  statType: LeagueStatType;
  entries: LeagueLeaderboardEntryDto[];
}

/** GET /api/team/{teamId}/league-positions. */
export interface LeaguePositionDto {
  leagueId: string;
  leagueName: string;
  stageId: string;
  position: number;
  shared: boolean;
  points: number;
  played: number;
  teamCount: number;
}

/** DELETE /api/league/{leagueId} (coordinators; drafts only). */
export interface LeagueDeletedDto {
  leagueId: string;
  message: string;
}

/** GET /api/public/league-schedule/organization/{orgId}: the public page, no sign-in. */
export interface PublicLeagueScheduleDto {
  organization: { id: number; name: string; logo: string | null };
  workspaces: Array<{ id: number; name: string; urlPath: string; timeZone: string }>;
  leagues: LeagueDto[];
}
