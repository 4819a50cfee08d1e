import { z } from 'zod';
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
  workspaceDtoSchema,
} from '../../../contracts/leagues/index.ts';
import { commentThreadRoutes } from '../../../platform/comments/comment-routes.ts';
import { notFound } from '../../../platform/errors/app-error.ts';
import { created, defineRoutes, idParams, ok } from '../../../platform/http/declared-routes.ts';
import { listWorkspaces, organizationById, staffOrganizationIds } from '../../organizations/index.ts';
import { addLeagueComment, listLeagueComments } from '../application/game-comments/game-comments.handler.ts';
import { seesDraftsOf } from '../application/league-access.ts';
import { registerTeam } from '../application/league-teams/register-team.handler.ts';
import { unregisterTeam } from '../application/league-teams/unregister-team.handler.ts';
import type { LeaguesDeps } from '../application/leagues-deps.ts';
import { cancelLeagueEvent } from '../application/manage-game/cancel-league-event.handler.ts';
import { deleteLeagueEvent } from '../application/manage-game/delete-league-event.handler.ts';
import { moveLeagueEvent } from '../application/manage-game/move-league-event.handler.ts';
import { recordForfeit } from '../application/manage-game/record-forfeit.handler.ts';
import { setFinalScore } from '../application/manage-game/set-final-score.handler.ts';
import { createLeague } from '../application/manage-league/create-league.handler.ts';
import { deleteLeague } from '../application/manage-league/delete-league.handler.ts';
import { publishLeague } from '../application/manage-league/publish-league.handler.ts';
import { updateLeague } from '../application/manage-league/update-league.handler.ts';
import { addPointAdjustment } from '../application/point-adjustments/add-point-adjustment.handler.ts';
import { getLeague, listLeagues, listLeagueTeams } from '../application/queries/league.query.ts';
import { listLeagueEvents } from '../application/queries/league-event.query.ts';
import { getLeagueEventPage } from '../application/queries/league-event-page.query.ts';
import { getLeagueEventRosters } from '../application/queries/league-event-rosters.query.ts';
import { listPointAdjustments } from '../application/queries/point-adjustments.query.ts';
import {
  getLeaderboard,
  getStandings,
  getTeamLeaguePositions,
} from '../application/queries/standings.query.ts';
import { answerLeagueRsvp } from '../application/rsvp/answer-league-rsvp.handler.ts';
import { generateSchedule } from '../application/schedule/generate-schedule.handler.ts';
import { reportScore } from '../application/score-report/report-score.handler.ts';
import { rebuildLeagueStandings } from '../application/standings/rebuild-league-standings.handler.ts';

const leagueParams = idParams('leagueId');
const leagueTeamParams = idParams('leagueId', 'teamId');
const gameParams = idParams('id');
const teamParams = idParams('teamId');
const orgParams = z.object({
  orgId: z.coerce.number({ error: 'Unknown organization' }).int().positive('Unknown organization'),
});

const tags = ['Leagues'];
const eventResult = z.object({ event: leagueEventDtoSchema, message: z.string() });
const coordinators = 'Coordinators of the league’s organization only (403 otherwise).';
const draftRule =
  'A draft league (and its games) answers 404, as an unknown one does, to everyone but its organization’s staff.';

/** /api/league: the organizer console (coordinators of the league's organization). */
export const leagueConsoleRoutes = defineRoutes<LeaguesDeps>(
  { defaultAuth: 'member', mount: '/league', tags, errors: [403] },
  (route) => [
    route.post('/', {
      summary: 'Create a league in a workspace with its format and rules (coordinators)',
      description: coordinators,
      request: { body: createLeagueSchema },
      example: {
        name: 'Austin Tuesday 7x7',
        workspaceId: 1,
        format: '7x7',
        seasonStart: '2027-03-02',
        seasonEnd: '2027-05-25',
        gameDay: 'tuesday',
        venues: ['North Austin municipal turf complex'],
        timeSlots: ['7:00 PM', '8:00 PM'],
      },
      reply: created(leagueDtoSchema),
      handler: ({ deps, member, body }) => createLeague(deps, member, body),
    }),
    route.patch('/:leagueId', {
      summary:
        'Change a draft league’s settings: name, format, season, game day, venues, slots, rules (coordinators)',
      description: `${coordinators} Drafts only: 409 for a published league. \`rules\` is replaced as a whole; \`version\` (the league’s) makes a change from a stale copy a 409 \`ConcurrentChange\`. A generated schedule stays until it is generated again.`,
      request: { params: leagueParams, body: updateLeagueSchema },
      example: { seasonEnd: '2027-06-01', timeSlots: ['7:00 PM', '8:00 PM'], version: 1 },
      reply: ok(leagueDtoSchema),
      errors: [404, 409],
      handler: ({ deps, member, params, body }) => updateLeague(deps, member, params.leagueId, body),
    }),
    route.delete('/:leagueId', {
      summary: 'Delete a draft league with its teams and games (coordinators)',
      description: `${coordinators} 409 for a published league.`,
      request: { params: leagueParams },
      reply: ok(z.object({ leagueId: z.uuid(), message: z.string() })),
      errors: [404, 409],
      handler: ({ deps, member, params }) => deleteLeague(deps, member, params.leagueId),
    }),
    route.post('/:leagueId/publish', {
      summary: 'Publish a league (coordinators); it needs its schedule first (409 without games)',
      request: { params: leagueParams },
      reply: ok(leagueDtoSchema),
      errors: [404, 409],
      handler: ({ deps, member, params }) => publishLeague(deps, member, params.leagueId),
    }),
    route.post('/:leagueId/teams', {
      summary: 'Register an existing club team (coordinators)',
      request: { params: leagueParams, body: registerTeamSchema },
      reply: created(z.array(leagueTeamDtoSchema)),
      errors: [404, 409],
      handler: ({ deps, member, params, body }) => registerTeam(deps, member, params.leagueId, body.teamId),
    }),
    route.delete('/:leagueId/teams/:teamId', {
      summary: 'Withdraw a team (coordinators)',
      request: { params: leagueTeamParams },
      reply: ok(z.array(leagueTeamDtoSchema)),
      errors: [404],
      handler: ({ deps, member, params }) => unregisterTeam(deps, member, params.leagueId, params.teamId),
    }),
    route.post('/:leagueId/schedule', {
      summary:
        'Generate the schedule: a single or double round robin over the game days and slots (coordinators)',
      description:
        'Game days are every `gameDay` from season start to end less `skipDates`; slots are time slots × venues. Every team plays at most once a day; odd counts get byes; a round with more games than a day has slots spreads over the following game days, rounds in order. When the season is too short: 400 with code `SeasonTooShort`, saying how many game days it needs and the end date that holds them; `extendSeason: true` moves a draft’s end there instead. 409 when the stage has games unless `replace`.',
      request: { params: leagueParams, body: generateScheduleSchema },
      example: { double: false },
      reply: created(leagueScheduleSchema),
      errors: [404, 409],
      handler: ({ deps, member, params, body }) => generateSchedule(deps, member, params.leagueId, body),
    }),
    route.post('/:leagueId/adjustments', {
      summary: 'Add a point adjustment (deduction or bonus) with a reason (coordinators)',
      request: { params: leagueParams, body: pointAdjustmentSchema },
      reply: created(pointAdjustmentDtoSchema),
      errors: [404],
      handler: ({ deps, member, params, body }) => addPointAdjustment(deps, member, params.leagueId, body),
    }),
    route.post('/:leagueId/standings/rebuild', {
      summary: 'Rebuild the standings from the results (coordinators)',
      request: { params: leagueParams },
      reply: ok(standingsDtoSchema),
      errors: [404],
      handler: ({ deps, member, params }) => rebuildLeagueStandings(deps, member, params.leagueId),
    }),
    route.patch('/event/:id', {
      summary: 'Move a league game or name its referee (coordinators)',
      request: { params: gameParams, body: moveLeagueEventSchema },
      reply: ok(eventResult),
      errors: [404, 409],
      handler: ({ deps, member, params, body }) => moveLeagueEvent(deps, member, params.id, body),
    }),
    route.post('/event/:id/cancel', {
      summary: 'Cancel a league game (coordinators)',
      request: { params: gameParams },
      reply: ok(eventResult),
      errors: [404],
      handler: ({ deps, member, params }) => cancelLeagueEvent(deps, member, params.id),
    }),
    route.delete('/event/:id', {
      summary: 'Delete a league game (coordinators)',
      request: { params: gameParams },
      reply: ok(z.object({ leagueEventId: z.uuid(), message: z.string() })),
      errors: [404],
      handler: ({ deps, member, params }) => deleteLeagueEvent(deps, member, params.id),
    }),
    route.put('/event/:id/final-score', {
      summary: 'Enter or override the final score (coordinators); it stands over the captains’ reports',
      request: { params: gameParams, body: finalScoreSchema },
      example: { homeScore: 2, awayScore: 1 },
      reply: ok(eventResult),
      errors: [404, 409],
      handler: ({ deps, member, params, body }) => setFinalScore(deps, member, params.id, body),
    }),
    route.post('/event/:id/forfeit', {
      summary: 'Record a forfeit: the other team wins by the league’s forfeit score (coordinators)',
      request: { params: gameParams, body: forfeitSchema },
      reply: ok(eventResult),
      errors: [404, 409],
      handler: ({ deps, member, params, body }) => recordForfeit(deps, member, params.id, body),
    }),
  ],
);

/** /api/league-common: league views (public) and the league game page. */
export const leagueCommonRoutes = defineRoutes<LeaguesDeps>(
  { defaultAuth: 'optional', mount: '/league-common', tags, errors: [404] },
  (route) => [
    route.get('/event-page/:id/event', {
      summary: 'A league game with the viewer’s permissions per team (public)',
      description: draftRule,
      request: { params: gameParams },
      reply: ok(leagueEventPageSchema),
      handler: ({ deps, member, params }) => getLeagueEventPage(deps, member?.memberId, params.id),
    }),
    route.get('/event-page/:id/rosters', {
      auth: 'member',
      summary: 'Both teams’ rosters with RSVPs (players of either team, league staff)',
      request: { params: gameParams },
      reply: ok(leagueEventRostersSchema),
      errors: [403],
      handler: ({ deps, member, params }) => getLeagueEventRosters(deps, member.memberId, params.id),
    }),
    ...commentThreadRoutes(route, {
      path: '/event-page/:id',
      param: 'id',
      ids: z.uuid(),
      summaries: {
        list: 'Comments, oldest first (players of either team, league staff)',
        add: 'Comment (players of either team, league staff)',
      },
      list: (deps, member, id) => listLeagueComments(deps, member.memberId, id),
      add: addLeagueComment,
    }),
    route.post('/event-page/:id/rsvp', {
      auth: 'member',
      summary: 'RSVP for your own team',
      request: { params: gameParams, body: leagueRsvpSchema },
      example: { status: 'yes' },
      reply: ok(eventResult),
      errors: [403, 409],
      handler: ({ deps, member, params, body }) => answerLeagueRsvp(deps, member, params.id, body.status),
    }),
    route.post('/event-page/:id/report', {
      auth: 'member',
      summary: 'A captain’s post-game report; a worker confirms the game when both captains agree',
      request: { params: gameParams, body: scoreReportSchema },
      example: { teamScore: 2, opponentScore: 1, scorers: [], assists: [], mvpId: null },
      reply: created(z.object({ report: scoreReportDtoSchema, message: z.string() })),
      errors: [403, 409],
      handler: ({ deps, member, params, body }) => reportScore(deps, member, params.id, body),
    }),
    route.get('/:leagueId', {
      summary: 'A league (public)',
      description: draftRule,
      request: { params: leagueParams },
      reply: ok(leagueDtoSchema),
      handler: ({ deps, member, params }) => getLeague(deps.em, params.leagueId, member?.memberId),
    }),
    route.get('/:leagueId/teams', {
      summary: 'The league’s teams (public)',
      description: draftRule,
      request: { params: leagueParams },
      reply: ok(z.array(leagueTeamDtoSchema)),
      handler: ({ deps, member, params }) => listLeagueTeams(deps.em, params.leagueId, member?.memberId),
    }),
    route.get('/:leagueId/standings', {
      summary: 'The league table of a stage (public; one SQL statement)',
      description: draftRule,
      request: { params: leagueParams, query: standingsQuerySchema },
      reply: ok(standingsDtoSchema),
      handler: ({ deps, member, params, query }) =>
        getStandings(deps.em, params.leagueId, member?.memberId, query.stageId),
    }),
    route.get('/:leagueId/adjustments', {
      summary: 'Point adjustments with reasons (public)',
      description: draftRule,
      request: { params: leagueParams },
      reply: ok(z.array(pointAdjustmentDtoSchema)),
      handler: ({ deps, member, params }) => listPointAdjustments(deps, params.leagueId, member?.memberId),
    }),
    route.get('/:leagueId/leaderboards', {
      summary: 'A leaderboard from confirmed games: goals, assists, potm, score, score_confirmation (public)',
      description: draftRule,
      request: { params: leagueParams, query: leaderboardsQuerySchema },
      reply: ok(leagueLeaderboardSchema),
      handler: ({ deps, member, params, query }) =>
        getLeaderboard(deps.em, deps.identity, params.leagueId, query.statType, member?.memberId),
    }),
    route.get('/:leagueId/schedule', {
      summary: 'The league’s games in time order (public)',
      description: draftRule,
      request: { params: leagueParams },
      reply: ok(leagueScheduleSchema),
      handler: async ({ deps, member, params }) => {
        await getLeague(deps.em, params.leagueId, member?.memberId);
        const games = await listLeagueEvents(
          deps.em,
          deps.identity,
          params.leagueId,
          member?.memberId,
          deps.clock.now(),
        );
        return { leagueId: params.leagueId, games };
      },
    }),
  ],
);

/** /api/organization-common/{orgId}/leagues (public), mounted deeper than organizations' router (its /feed: league-feed.routes.ts). */
export const organizationLeagueRoutes = defineRoutes<LeaguesDeps>(
  { defaultAuth: 'optional', mount: '/organization-common/:orgId', tags },
  (route) => [
    route.get('/leagues', {
      summary: 'An organization’s leagues, optionally of one workspace (public)',
      description: 'Drafts are listed to the organization’s staff only.',
      request: { params: orgParams, query: orgLeaguesQuerySchema },
      reply: ok(z.array(leagueDtoSchema)),
      handler: async ({ deps, member, params, query }) => {
        const drafts = await seesDraftsOf(deps.em, params.orgId, member?.memberId);
        return listLeagues(deps.em, params.orgId, { workspaceId: query.orgWorkspaceId, drafts });
      },
    }),
  ],
);

// The page's workspaces are sent without their organizationId (the page names the organization once).
const publicSchedule = publicLeagueScheduleSchema.extend({
  workspaces: z.array(workspaceDtoSchema.omit({ organizationId: true })),
});

/** /api/public/league-schedule/organization/{orgId}: the public league page's data, no sign-in. */
export const publicLeagueScheduleRoutes = defineRoutes<LeaguesDeps>(
  { mount: '/public/league-schedule/organization/:orgId', tags },
  (route) => [
    route.get('/', {
      auth: 'public',
      summary: 'The public league page: organization, workspaces and published leagues',
      request: { params: orgParams },
      reply: ok(publicSchedule),
      errors: [404],
      handler: async ({ deps, params }) => {
        const organization = await organizationById(deps.em, params.orgId);
        if (!organization) throw notFound('Organization not found.');
        const workspaces = (await listWorkspaces(deps.em, params.orgId)).map(
          ({ id, name, urlPath, timeZone }) => ({ id, name, urlPath, timeZone }),
        );
        const leagues = await listLeagues(deps.em, params.orgId, { drafts: false });
        return { organization, workspaces, leagues };
      },
    }),
  ],
);

/** /api/team/{teamId}/league-positions (members). */
export const teamLeaguePositionRoutes = defineRoutes<LeaguesDeps>(
  { mount: '/team/:teamId/league-positions', tags },
  (route) => [
    route.get('/', {
      auth: 'member',
      summary: 'The team’s position in each league table it is in (drafts: their organizations’ staff only)',
      request: { params: teamParams },
      reply: ok(z.array(leaguePositionSchema)),
      handler: async ({ deps, member, params }) =>
        getTeamLeaguePositions(deps.em, params.teamId, await staffOrganizationIds(deps.em, member.memberId)),
    }),
  ],
);
