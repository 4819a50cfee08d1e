import { z } from 'zod';
import { commentSchema } from '../../../contracts/comments.ts';
import {
  createLeagueSchema,
  finalScoreSchema,
  forfeitSchema,
  generateScheduleSchema,
  leaderboardsQuerySchema,
  leagueDtoSchema,
  leagueEventDtoSchema,
  leagueEventPageSchema,
  leagueEventRostersSchema,
  leagueLeaderboardSchema,
  leaguePositionSchema,
  leagueRsvpSchema,
  leagueScheduleSchema,
  leagueTeamDtoSchema,
  moveLeagueEventSchema,
  orgFeedItemSchema,
  orgFeedQuerySchema,
  orgLeaguesQuerySchema,
  pointAdjustmentDtoSchema,
  pointAdjustmentSchema,
  publicLeagueScheduleSchema,
  registerTeamSchema,
  scoreReportDtoSchema,
  scoreReportSchema,
  standingsDtoSchema,
  standingsQuerySchema,
  updateLeagueSchema,
} from '../../../contracts/leagues/index.ts';
import {
  type ApiPaths,
  errors,
  jsonBody,
  ok,
  pagedEnvelope,
  signedIn,
} from '../../../platform/openapi/index.ts';
import { gameParams, leagueParams, leagueTeamParams, orgParams, teamParams } from './leagues.routes.ts';

const tags = ['Leagues'];
const league = { path: leagueParams };
const game = { path: gameParams };
const eventResult = z.object({ event: leagueEventDtoSchema, message: z.string() });
const comment = z.object({
  id: z.uuid(),
  eventId: z.uuid(),
  memberId: z.uuid(),
  content: z.string(),
  createdAt: z.string(),
  author: z.object({ firstName: z.string(), lastName: z.string(), avatar: z.string().nullable() }),
});
const coordinators = 'Coordinators of the league’s organization only (403 otherwise).';

export const leaguesApiPaths: ApiPaths = {
  '/api/league': {
    post: {
      tags,
      summary: 'Create a league in a workspace with its format and rules (coordinators)',
      description: coordinators,
      ...signedIn,
      requestBody: jsonBody(createLeagueSchema, {
        name: 'Austin Tuesday 7x7',
        workspaceId: 1,
        format: '7x7',
        seasonStart: '2027-03-02',
        seasonEnd: '2027-05-25',
        gameDay: 'tuesday',
        venues: ['North Austin municipal turf complex'],
        timeSlots: ['7:00 PM', '8:00 PM'],
      }),
      responses: { ...ok(leagueDtoSchema, 'Created', 201), ...errors(400, 401, 403, 415) },
    },
  },
  '/api/league/{leagueId}': {
    patch: {
      tags,
      summary:
        'Change a draft league’s settings: name, format, season, game day, venues, slots, rules (coordinators)',
      description: `${coordinators} Drafts only: 409 for a published league. \`rules\` is replaced as a whole; \`version\` (the league’s) makes a change from a stale copy a 409 \`ConcurrentChange\`. A generated schedule stays until it is generated again.`,
      ...signedIn,
      requestParams: league,
      requestBody: jsonBody(updateLeagueSchema, {
        seasonEnd: '2027-06-01',
        timeSlots: ['7:00 PM', '8:00 PM'],
        version: 1,
      }),
      responses: { ...ok(leagueDtoSchema), ...errors(400, 401, 403, 404, 409, 415) },
    },
    delete: {
      tags,
      summary: 'Delete a draft league with its teams and games (coordinators)',
      description: `${coordinators} 409 for a published league.`,
      ...signedIn,
      requestParams: league,
      responses: {
        ...ok(z.object({ leagueId: z.uuid(), message: z.string() })),
        ...errors(401, 403, 404, 409),
      },
    },
  },
  '/api/league/{leagueId}/publish': {
    post: {
      tags,
      summary: 'Publish a league (coordinators); it needs its schedule first (409 without games)',
      ...signedIn,
      requestParams: league,
      responses: { ...ok(leagueDtoSchema), ...errors(401, 403, 404, 409) },
    },
  },
  '/api/league/{leagueId}/teams': {
    post: {
      tags,
      summary: 'Register an existing club team (coordinators)',
      ...signedIn,
      requestParams: league,
      requestBody: jsonBody(registerTeamSchema),
      responses: {
        ...ok(z.array(leagueTeamDtoSchema), 'Created', 201),
        ...errors(400, 401, 403, 404, 409, 415),
      },
    },
  },
  '/api/league/{leagueId}/teams/{teamId}': {
    delete: {
      tags,
      summary: 'Withdraw a team (coordinators)',
      ...signedIn,
      requestParams: { path: leagueTeamParams },
      responses: { ...ok(z.array(leagueTeamDtoSchema)), ...errors(401, 403, 404) },
    },
  },
  '/api/league/{leagueId}/schedule': {
    post: {
      tags,
      summary:
        'Generate the schedule: a single or double round robin over the game days and slots (coordinators)',
      description:
        'Game days are every `gameDay` from season start to end less `skipDates`; slots are time slots × venues. Every team plays at most once a day; odd counts get byes; a round with more games than a day has slots spreads over the following game days, rounds in order. When the season is too short: 400 with code `SeasonTooShort`, saying how many game days it needs and the end date that holds them; `extendSeason: true` moves a draft’s end there instead. 409 when the stage has games unless `replace`.',
      ...signedIn,
      requestParams: league,
      requestBody: jsonBody(generateScheduleSchema, { double: false }),
      responses: { ...ok(leagueScheduleSchema, 'Created', 201), ...errors(400, 401, 403, 404, 409, 415) },
    },
  },
  '/api/league/{leagueId}/adjustments': {
    post: {
      tags,
      summary: 'Add a point adjustment (deduction or bonus) with a reason (coordinators)',
      ...signedIn,
      requestParams: league,
      requestBody: jsonBody(pointAdjustmentSchema),
      responses: { ...ok(pointAdjustmentDtoSchema, 'Created', 201), ...errors(400, 401, 403, 404, 415) },
    },
  },
  '/api/league/{leagueId}/standings/rebuild': {
    post: {
      tags,
      summary: 'Rebuild the standings from the results (coordinators)',
      ...signedIn,
      requestParams: league,
      responses: { ...ok(standingsDtoSchema), ...errors(401, 403, 404) },
    },
  },
  '/api/league/event/{id}': {
    patch: {
      tags,
      summary: 'Move a league game or name its referee (coordinators)',
      ...signedIn,
      requestParams: game,
      requestBody: jsonBody(moveLeagueEventSchema),
      responses: { ...ok(eventResult), ...errors(400, 401, 403, 404, 409, 415) },
    },
    delete: {
      tags,
      summary: 'Delete a league game (coordinators)',
      ...signedIn,
      requestParams: game,
      responses: {
        ...ok(z.object({ leagueEventId: z.uuid(), message: z.string() })),
        ...errors(401, 403, 404),
      },
    },
  },
  '/api/league/event/{id}/cancel': {
    post: {
      tags,
      summary: 'Cancel a league game (coordinators)',
      ...signedIn,
      requestParams: game,
      responses: { ...ok(eventResult), ...errors(401, 403, 404) },
    },
  },
  '/api/league/event/{id}/final-score': {
    put: {
      tags,
      summary: 'Enter or override the final score (coordinators); it stands over the captains’ reports',
      ...signedIn,
      requestParams: game,
      requestBody: jsonBody(finalScoreSchema, { homeScore: 2, awayScore: 1 }),
      responses: { ...ok(eventResult), ...errors(400, 401, 403, 404, 409, 415) },
    },
  },
  '/api/league/event/{id}/forfeit': {
    post: {
      tags,
      summary: 'Record a forfeit: the other team wins by the league’s forfeit score (coordinators)',
      ...signedIn,
      requestParams: game,
      requestBody: jsonBody(forfeitSchema),
      responses: { ...ok(eventResult), ...errors(400, 401, 403, 404, 409, 415) },
    },
  },
  '/api/league-common/{leagueId}': {
    get: {
      tags,
      summary: 'A league (public)',
      requestParams: league,
      responses: { ...ok(leagueDtoSchema), ...errors(404) },
    },
  },
  '/api/league-common/{leagueId}/teams': {
    get: {
      tags,
      summary: 'The league’s teams (public)',
      requestParams: league,
      responses: { ...ok(z.array(leagueTeamDtoSchema)), ...errors(404) },
    },
  },
  '/api/league-common/{leagueId}/standings': {
    get: {
      tags,
      summary: 'The league table of a stage (public; one SQL statement)',
      requestParams: { path: leagueParams, query: standingsQuerySchema },
      responses: { ...ok(standingsDtoSchema), ...errors(400, 404) },
    },
  },
  '/api/league-common/{leagueId}/adjustments': {
    get: {
      tags,
      summary: 'Point adjustments with reasons (public)',
      requestParams: league,
      responses: { ...ok(z.array(pointAdjustmentDtoSchema)), ...errors(404) },
    },
  },
  '/api/league-common/{leagueId}/leaderboards': {
    get: {
      tags,
      summary: 'A leaderboard from confirmed games: goals, assists, potm, score, score_confirmation (public)',
      requestParams: { path: leagueParams, query: leaderboardsQuerySchema },
      responses: { ...ok(leagueLeaderboardSchema), ...errors(400, 404) },
    },
  },
  '/api/league-common/{leagueId}/schedule': {
    get: {
      tags,
      summary: 'The league’s games in time order (public)',
      requestParams: league,
      responses: { ...ok(leagueScheduleSchema), ...errors(404) },
    },
  },
  '/api/league-common/event-page/{id}/event': {
    get: {
      tags,
      summary: 'A league game with the viewer’s permissions per team (public)',
      requestParams: game,
      responses: { ...ok(leagueEventPageSchema), ...errors(404) },
    },
  },
  '/api/league-common/event-page/{id}/rosters': {
    get: {
      tags,
      summary: 'Both teams’ rosters with RSVPs (players of either team, league staff)',
      ...signedIn,
      requestParams: game,
      responses: { ...ok(leagueEventRostersSchema), ...errors(401, 403, 404) },
    },
  },
  '/api/league-common/event-page/{id}/comments': {
    get: {
      tags,
      summary: 'Comments, oldest first (players of either team, league staff)',
      ...signedIn,
      requestParams: game,
      responses: {
        ...ok(z.object({ eventId: z.uuid(), comments: z.array(comment) })),
        ...errors(401, 403, 404),
      },
    },
    post: {
      tags,
      summary: 'Comment (players of either team, league staff)',
      ...signedIn,
      requestParams: game,
      requestBody: jsonBody(commentSchema),
      responses: {
        ...ok(z.object({ comment, message: z.string() }), 'Created', 201),
        ...errors(400, 401, 403, 404, 415),
      },
    },
  },
  '/api/league-common/event-page/{id}/rsvp': {
    post: {
      tags,
      summary: 'RSVP for your own team',
      ...signedIn,
      requestParams: game,
      requestBody: jsonBody(leagueRsvpSchema, { status: 'yes' }),
      responses: { ...ok(eventResult), ...errors(400, 401, 403, 404, 409, 415) },
    },
  },
  '/api/league-common/event-page/{id}/report': {
    post: {
      tags,
      summary: 'A captain’s post-game report; a worker confirms the game when both captains agree',
      ...signedIn,
      requestParams: game,
      requestBody: jsonBody(scoreReportSchema, {
        teamScore: 2,
        opponentScore: 1,
        scorers: [],
        assists: [],
        mvpId: null,
      }),
      responses: {
        ...ok(z.object({ report: scoreReportDtoSchema, message: z.string() }), 'Created', 201),
        ...errors(400, 401, 403, 404, 409, 415),
      },
    },
  },
  '/api/organization-common/{orgId}/leagues': {
    get: {
      tags,
      summary: 'An organization’s leagues, optionally of one workspace (public)',
      requestParams: { path: orgParams, query: orgLeaguesQuerySchema },
      responses: { ...ok(z.array(leagueDtoSchema)), ...errors(400) },
    },
  },
  '/api/organization-common/{orgId}/feed': {
    get: {
      tags,
      summary: 'An organization’s feed of league results, 20 a page (public)',
      requestParams: { path: orgParams, query: orgFeedQuerySchema },
      responses: {
        200: {
          description: 'OK',
          content: { 'application/json': { schema: pagedEnvelope(orgFeedItemSchema) } },
        },
        ...errors(400),
      },
    },
  },
  '/api/public/league-schedule/organization/{orgId}': {
    get: {
      tags,
      summary: 'The public league page: organization, workspaces and published leagues',
      requestParams: { path: orgParams },
      responses: { ...ok(publicLeagueScheduleSchema), ...errors(400, 404) },
    },
  },
  '/api/team/{teamId}/league-positions': {
    get: {
      tags,
      summary: 'The team’s position in each league table it is in',
      ...signedIn,
      requestParams: { path: teamParams },
      responses: { ...ok(z.array(leaguePositionSchema)), ...errors(401) },
    },
  },
};
