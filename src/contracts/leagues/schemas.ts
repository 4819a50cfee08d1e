import { z } from 'zod';
import { RSVP_STATUSES } from '../events/event.ts';
import { EVENT_TIME_ZONE_VALUES } from '../events/time-zones.ts';
import {
  GAME_DAYS,
  LEAGUE_STAT_TYPES,
  LEAGUE_STATUSES,
  type LeagueDto,
  type LeagueLeaderboardDto,
  type LeaguePositionDto,
  type LeagueTeamDto,
  type PointAdjustmentDto,
  type PublicLeagueScheduleDto,
  STAGE_KINDS,
  type StandingRowDto,
  type StandingsDto,
  TIEBREAKERS,
} from './league.ts';
import {
  GAME_REPORT_STATUSES,
  type GameScoresDto,
  LEAGUE_EVENT_STATUSES,
  type LeagueEventDto,
  type LeagueEventPageDto,
  type LeagueEventPermissionsDto,
  type LeagueEventRostersDto,
  type LeagueScheduleDto,
  type ScoreReportDto,
  type TeamScoreEventDto,
} from './league-event.ts';
import {
  type MemberOrganizationWorkspacesDto,
  type OrganizationDto,
  STAFF_ROLES,
  type StaffDto,
  type WorkspaceDto,
} from './organizations.ts';
import { LEAGUE_FORMATS, type LeagueRuleSet } from './rule-sets.ts';

// Response schemas for the OpenAPI document; `satisfies` keeps them in step with the DTO types.

export const organizationDtoSchema = z
  .object({ id: z.number().int(), name: z.string(), logo: z.string().nullable() })
  .meta({ id: 'Organization' }) satisfies z.ZodType<OrganizationDto>;

export const workspaceDtoSchema = z
  .object({
    id: z.number().int(),
    organizationId: z.number().int(),
    name: z.string(),
    urlPath: z.string(),
    timeZone: z.string(),
  })
  .meta({ id: 'Workspace' }) satisfies z.ZodType<WorkspaceDto>;

export const staffDtoSchema = z.object({
  memberId: z.uuid(),
  organizationId: z.number().int(),
  role: z.enum(STAFF_ROLES),
  firstName: z.string(),
  lastName: z.string(),
  avatar: z.string().nullable(),
}) satisfies z.ZodType<StaffDto>;

export const memberOrganizationWorkspacesSchema = z.object({
  organization: organizationDtoSchema,
  role: z.enum(STAFF_ROLES),
  roleLabel: z.string(),
  workspaces: z.array(workspaceDtoSchema),
}) satisfies z.ZodType<MemberOrganizationWorkspacesDto>;

export const ruleSetSchema = z.object({
  format: z.enum(LEAGUE_FORMATS),
  label: z.string(),
  halfLengthMinutes: z.number().int(),
  playersToAvoidForfeit: z.number().int(),
  femalesRequiredForCoed: z.number().int(),
  restartDistanceYards: z.number().int(),
  kickIns: z.boolean(),
  offside: z.boolean(),
  fieldPlayers: z.number().int(),
  goalkeeper: z.boolean(),
}) satisfies z.ZodType<LeagueRuleSet>;

export const leagueDtoSchema = z
  .object({
    id: z.uuid(),
    organizationId: z.number().int(),
    workspaceId: z.number().int(),
    workspaceName: z.string(),
    name: z.string(),
    format: z.enum(LEAGUE_FORMATS),
    ruleSet: ruleSetSchema,
    seasonStart: z.string(),
    seasonEnd: z.string(),
    gameDay: z.enum(GAME_DAYS),
    timezone: z.enum(EVENT_TIME_ZONE_VALUES),
    ianaTimezone: z.string(),
    venues: z.array(z.string()),
    timeSlots: z.array(z.string()),
    rules: z.object({
      pointsForWin: z.number().int(),
      pointsForDraw: z.number().int(),
      pointsForLoss: z.number().int(),
      forfeitScore: z.object({ winner: z.number().int(), loser: z.number().int() }),
      tiebreakers: z.array(z.enum(TIEBREAKERS)),
    }),
    status: z.enum(LEAGUE_STATUSES),
    stages: z.array(z.object({ id: z.uuid(), kind: z.enum(STAGE_KINDS), name: z.string() })),
    teamCount: z.number().int(),
    createdAt: z.string(),
    version: z.number().int(),
  })
  .meta({ id: 'League' }) satisfies z.ZodType<LeagueDto>;

export const leagueTeamDtoSchema = z.object({
  teamId: z.uuid(),
  name: z.string(),
  abbreviation: z.string(),
  logo: z.string().nullable(),
  registeredAt: z.string(),
}) satisfies z.ZodType<LeagueTeamDto>;

export const standingRowSchema = z
  .object({
    teamId: z.uuid(),
    teamName: z.string(),
    abbreviation: z.string(),
    logo: z.string().nullable(),
    position: z.number().int(),
    shared: z.boolean(),
    played: z.number().int(),
    wins: z.number().int(),
    draws: z.number().int(),
    losses: z.number().int(),
    goalsFor: z.number().int(),
    goalsAgainst: z.number().int(),
    goalDifference: z.number().int(),
    points: z.number().int(),
    adjustment: z.number().int(),
    adjustmentReasons: z.array(z.string()),
    cards: z.number().int(),
    form: z.string(),
  })
  .meta({ id: 'StandingRow' }) satisfies z.ZodType<StandingRowDto>;

export const standingsDtoSchema = z.object({
  leagueId: z.uuid(),
  stageId: z.uuid(),
  rows: z.array(standingRowSchema),
  updatedAt: z.string().nullable(),
}) satisfies z.ZodType<StandingsDto>;

export const pointAdjustmentDtoSchema = z.object({
  id: z.uuid(),
  leagueId: z.uuid(),
  stageId: z.uuid(),
  teamId: z.uuid(),
  points: z.number().int(),
  reason: z.string(),
  createdAt: z.string(),
}) satisfies z.ZodType<PointAdjustmentDto>;

export const leagueLeaderboardSchema = z.object({
  leagueId: z.uuid(),
  statType: z.enum(LEAGUE_STAT_TYPES),
  entries: z.array(
    z.object({
      rank: z.number().int(),
      memberId: z.uuid().nullable(),
      teamId: z.uuid(),
      teamName: z.string(),
      name: z.string(),
      avatar: z.string().nullable(),
      value: z.number().int(),
    }),
  ),
}) satisfies z.ZodType<LeagueLeaderboardDto>;

export const leaguePositionSchema = z.object({
  leagueId: z.uuid(),
  leagueName: z.string(),
  stageId: z.uuid(),
  position: z.number().int(),
  shared: z.boolean(),
  points: z.number().int(),
  played: z.number().int(),
  teamCount: z.number().int(),
}) satisfies z.ZodType<LeaguePositionDto>;

const reportStatus = z.enum(GAME_REPORT_STATUSES);
const teamScoreEventSchema = z.object({
  teamId: z.uuid(),
  teamScore: z.number().int().nullable(),
  opponentScore: z.number().int().nullable(),
  status: reportStatus,
  reportedAt: z.string(),
}) satisfies z.ZodType<TeamScoreEventDto>;

export const gameScoresSchema = z.object({
  team1Event: teamScoreEventSchema.nullable(),
  team2Event: teamScoreEventSchema.nullable(),
  team1Score: z.number().int().nullable(),
  team2Score: z.number().int().nullable(),
  confirmedByOrganizer: z.boolean(),
}) satisfies z.ZodType<GameScoresDto>;

const leagueEventTeam = z.object({
  id: z.uuid(),
  name: z.string(),
  abbreviation: z.string(),
  logo: z.string().nullable(),
});

export const leagueEventDtoSchema = z
  .object({
    id: z.uuid(),
    kind: z.literal('league_event'),
    leagueId: z.uuid(),
    leagueName: z.string(),
    organizationId: z.number().int(),
    stageId: z.uuid(),
    round: z.number().int().nullable(),
    homeTeam: leagueEventTeam,
    awayTeam: leagueEventTeam,
    title: z.string(),
    addressName: z.string(),
    timezone: z.enum(EVENT_TIME_ZONE_VALUES),
    ianaTimezone: z.string(),
    dateAndTime: z.string(),
    localizedDatetime: z.string(),
    referee: z.object({ memberId: z.uuid(), firstName: z.string(), lastName: z.string() }).nullable(),
    status: z.enum(LEAGUE_EVENT_STATUSES),
    reportStatus,
    scores: gameScoresSchema,
    forfeitedByTeamId: z.uuid().nullable(),
    roundName: z.string().nullable(),
    shootoutWinnerTeamId: z.uuid().nullable(),
    isPast: z.boolean(),
    hasStarted: z.boolean(),
    rsvp: z.object({ memberStatus: z.enum(RSVP_STATUSES), teamId: z.uuid().nullable() }),
    attendingCount: z.object({ home: z.number().int(), away: z.number().int() }),
    version: z.number().int(),
  })
  .meta({ id: 'LeagueEvent' }) satisfies z.ZodType<LeagueEventDto>;

export const leagueEventPermissionsSchema = z.object({
  type: z.literal('league_event'),
  isCoordinator: z.boolean(),
  isReferee: z.boolean(),
  canComment: z.boolean(),
  canManage: z.boolean(),
  fetchComplete: z.boolean(),
  teams: z.record(
    z.string(),
    z.object({
      isCaptain: z.boolean(),
      isMember: z.boolean(),
      canRsvp: z.boolean(),
      canReport: z.boolean(),
      isSub: z.boolean(),
    }),
  ),
}) satisfies z.ZodType<LeagueEventPermissionsDto>;

export const leagueEventPageSchema = z.object({
  event: leagueEventDtoSchema,
  permissions: leagueEventPermissionsSchema,
}) satisfies z.ZodType<LeagueEventPageDto>;

const rosterEntry = z.object({
  memberId: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  avatar: z.string().nullable(),
  isCaptain: z.boolean(),
  isSub: z.boolean(),
  onSeasonRoster: z.boolean(),
  shirtNumber: z.string().nullable(),
  status: z.enum(RSVP_STATUSES),
});
export const leagueEventRostersSchema = z.object({
  eventId: z.uuid(),
  teams: z.array(
    z.object({
      teamId: z.uuid(),
      teamName: z.string(),
      attendees: z.array(rosterEntry),
      nonAttendees: z.array(rosterEntry),
    }),
  ),
}) satisfies z.ZodType<LeagueEventRostersDto>;

export const scoreReportDtoSchema = z.object({
  id: z.uuid(),
  leagueEventId: z.uuid(),
  teamId: z.uuid(),
  reportedBy: z.uuid(),
  teamScore: z.number().int().nullable(),
  opponentScore: z.number().int().nullable(),
  scorers: z.array(z.object({ memberId: z.uuid(), goals: z.number().int() })),
  assists: z.array(z.object({ memberId: z.uuid(), assists: z.number().int() })),
  mvpId: z.uuid().nullable(),
  shootoutWinnerTeamId: z.uuid().nullable(),
  status: reportStatus,
  reportedAt: z.string(),
}) satisfies z.ZodType<ScoreReportDto>;

export const leagueScheduleSchema = z.object({
  leagueId: z.uuid(),
  games: z.array(leagueEventDtoSchema),
}) satisfies z.ZodType<LeagueScheduleDto>;

export const publicLeagueScheduleSchema = z.object({
  organization: organizationDtoSchema,
  workspaces: z.array(workspaceDtoSchema),
  leagues: z.array(leagueDtoSchema),
}) satisfies z.ZodType<PublicLeagueScheduleDto>;
