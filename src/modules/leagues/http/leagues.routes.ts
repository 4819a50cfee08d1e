import { Router } from 'express';
import { z } from 'zod';
import { type CommentRequest, commentSchema } from '../../../contracts/comments.ts';
import {
  type CreateLeague,
  createLeagueSchema,
  type FinalScoreRequest,
  type ForfeitRequest,
  finalScoreSchema,
  forfeitSchema,
  type GenerateSchedule,
  generateScheduleSchema,
  type LeagueLeaderboardsQuery,
  type LeagueRsvpRequest,
  leaderboardsQuerySchema,
  leagueRsvpSchema,
  type MoveLeagueEvent,
  moveLeagueEventSchema,
  type OrgFeedQuery,
  type OrgLeaguesQuery,
  orgFeedQuerySchema,
  orgLeaguesQuerySchema,
  type PointAdjustmentRequest,
  pointAdjustmentSchema,
  type RegisterTeam,
  registerTeamSchema,
  type ScoreReportRequest,
  type StandingsQuery,
  scoreReportSchema,
  standingsQuerySchema,
  type UpdateLeague,
  updateLeagueSchema,
} from '../../../contracts/leagues/index.ts';
import { type AuthGuards, currentMember, requireCurrentMember } from '../../../platform/auth/index.ts';
import { notFound } from '../../../platform/errors/app-error.ts';
import { paged, success } from '../../../platform/http/envelope.ts';
import { input, validate } from '../../../platform/http/validate.ts';
import { listWorkspaces, organizationById, staffRoleOf } from '../../organizations/index.ts';
import { addLeagueComment, listLeagueComments } from '../application/game-comments/game-comments.handlers.ts';
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
  getOrganizationFeed,
  getStandings,
  getTeamLeaguePositions,
} from '../application/queries/standings.query.ts';
import { answerLeagueRsvp } from '../application/rsvp/answer-league-rsvp.handler.ts';
import { generateSchedule } from '../application/schedule/generate-schedule.handler.ts';
import { reportScore } from '../application/score-report/report-score.handler.ts';
import { rebuildLeagueStandings } from '../application/standings/rebuild-league-standings.handler.ts';

// Ids are checked as uuids by the handlers (a 404, not a 400): only the length is bounded here.
export const leagueParams = z.object({ leagueId: z.string().max(64) });
export const leagueTeamParams = z.object({ leagueId: z.string().max(64), teamId: z.string().max(64) });
export const gameParams = z.object({ id: z.string().max(64) });
export const teamParams = z.object({ teamId: z.string().max(64) });
export const orgParams = z.object({
  orgId: z.coerce.number({ error: 'Unknown organization' }).int().positive('Unknown organization'),
});

type P<T> = { params: T };
type LeagueP = P<{ leagueId: string }>;
type GameP = P<{ id: string }>;

/** /api/league: the organizer console (coordinators of the league's organization). */
export function leagueConsoleRoutes(deps: LeaguesDeps, guards: AuthGuards): Router {
  const router = Router();
  const member = guards.requireMember;
  router.post('/', member, validate({ body: createLeagueSchema }), async (_req, res) => {
    const { body } = input<{ body: CreateLeague }>(res);
    res.status(201).json(success(await createLeague(deps, requireCurrentMember(res), body)));
  });
  router.patch(
    '/:leagueId',
    member,
    validate({ params: leagueParams, body: updateLeagueSchema }),
    async (_req, res) => {
      const { params, body } = input<LeagueP & { body: UpdateLeague }>(res);
      res.json(success(await updateLeague(deps, requireCurrentMember(res), params.leagueId, body)));
    },
  );
  router.delete('/:leagueId', member, validate({ params: leagueParams }), async (_req, res) => {
    const { params } = input<LeagueP>(res);
    res.json(success(await deleteLeague(deps, requireCurrentMember(res), params.leagueId)));
  });
  router.post('/:leagueId/publish', member, validate({ params: leagueParams }), async (_req, res) => {
    const { params } = input<LeagueP>(res);
    res.json(success(await publishLeague(deps, requireCurrentMember(res), params.leagueId)));
  });
  router.post(
    '/:leagueId/teams',
    member,
    validate({ params: leagueParams, body: registerTeamSchema }),
    async (_req, res) => {
      const { params, body } = input<LeagueP & { body: RegisterTeam }>(res);
      res
        .status(201)
        .json(success(await registerTeam(deps, requireCurrentMember(res), params.leagueId, body.teamId)));
    },
  );
  router.delete(
    '/:leagueId/teams/:teamId',
    member,
    validate({ params: leagueTeamParams }),
    async (_req, res) => {
      const { params } = input<P<{ leagueId: string; teamId: string }>>(res);
      res.json(
        success(await unregisterTeam(deps, requireCurrentMember(res), params.leagueId, params.teamId)),
      );
    },
  );
  router.post(
    '/:leagueId/schedule',
    member,
    validate({ params: leagueParams, body: generateScheduleSchema }),
    async (_req, res) => {
      const { params, body } = input<LeagueP & { body: GenerateSchedule }>(res);
      res
        .status(201)
        .json(success(await generateSchedule(deps, requireCurrentMember(res), params.leagueId, body)));
    },
  );
  router.post(
    '/:leagueId/adjustments',
    member,
    validate({ params: leagueParams, body: pointAdjustmentSchema }),
    async (_req, res) => {
      const { params, body } = input<LeagueP & { body: PointAdjustmentRequest }>(res);
      res
        .status(201)
        .json(success(await addPointAdjustment(deps, requireCurrentMember(res), params.leagueId, body)));
    },
  );
  router.post(
    '/:leagueId/standings/rebuild',
    member,
    validate({ params: leagueParams }),
    async (_req, res) => {
      const { params } = input<LeagueP>(res);
      res.json(success(await rebuildLeagueStandings(deps, requireCurrentMember(res), params.leagueId)));
    },
  );
  router.patch(
    '/event/:id',
    member,
    validate({ params: gameParams, body: moveLeagueEventSchema }),
    async (_req, res) => {
      const { params, body } = input<GameP & { body: MoveLeagueEvent }>(res);
      res.json(success(await moveLeagueEvent(deps, requireCurrentMember(res), params.id, body)));
    },
  );
  router.post('/event/:id/cancel', member, validate({ params: gameParams }), async (_req, res) => {
    const { params } = input<GameP>(res);
    res.json(success(await cancelLeagueEvent(deps, requireCurrentMember(res), params.id)));
  });
  router.delete('/event/:id', member, validate({ params: gameParams }), async (_req, res) => {
    const { params } = input<GameP>(res);
    res.json(success(await deleteLeagueEvent(deps, requireCurrentMember(res), params.id)));
  });
  router.put(
    '/event/:id/final-score',
    member,
    validate({ params: gameParams, body: finalScoreSchema }),
    async (_req, res) => {
      const { params, body } = input<GameP & { body: FinalScoreRequest }>(res);
      res.json(success(await setFinalScore(deps, requireCurrentMember(res), params.id, body)));
    },
  );
  router.post(
    '/event/:id/forfeit',
    member,
    validate({ params: gameParams, body: forfeitSchema }),
    async (_req, res) => {
      const { params, body } = input<GameP & { body: ForfeitRequest }>(res);
      res.json(success(await recordForfeit(deps, requireCurrentMember(res), params.id, body)));
    },
  );
  return router;
}

/** /api/league-common: league views (public) and the league game page. */
export function leagueCommonRoutes(deps: LeaguesDeps, guards: AuthGuards): Router {
  const router = Router();
  const anyone = guards.authenticate;
  const member = guards.requireMember;
  const viewer = (res: Parameters<typeof currentMember>[0]) => currentMember(res)?.memberId;

  router.get('/event-page/:id/event', anyone, validate({ params: gameParams }), async (_req, res) => {
    const { params } = input<GameP>(res);
    res.json(success(await getLeagueEventPage(deps, viewer(res), params.id)));
  });
  router.get('/event-page/:id/rosters', member, validate({ params: gameParams }), async (_req, res) => {
    const { params } = input<GameP>(res);
    res.json(success(await getLeagueEventRosters(deps, requireCurrentMember(res).memberId, params.id)));
  });
  router.get('/event-page/:id/comments', member, validate({ params: gameParams }), async (_req, res) => {
    const { params } = input<GameP>(res);
    res.json(success(await listLeagueComments(deps, requireCurrentMember(res).memberId, params.id)));
  });
  router.post(
    '/event-page/:id/comments',
    member,
    validate({ params: gameParams, body: commentSchema }),
    async (_req, res) => {
      const { params, body } = input<GameP & { body: CommentRequest }>(res);
      res
        .status(201)
        .json(success(await addLeagueComment(deps, requireCurrentMember(res), params.id, body.content)));
    },
  );
  router.post(
    '/event-page/:id/rsvp',
    member,
    validate({ params: gameParams, body: leagueRsvpSchema }),
    async (_req, res) => {
      const { params, body } = input<GameP & { body: LeagueRsvpRequest }>(res);
      res.json(success(await answerLeagueRsvp(deps, requireCurrentMember(res), params.id, body.status)));
    },
  );
  router.post(
    '/event-page/:id/report',
    member,
    validate({ params: gameParams, body: scoreReportSchema }),
    async (_req, res) => {
      const { params, body } = input<GameP & { body: ScoreReportRequest }>(res);
      res.status(201).json(success(await reportScore(deps, requireCurrentMember(res), params.id, body)));
    },
  );

  router.get('/:leagueId', anyone, validate({ params: leagueParams }), async (_req, res) => {
    const { params } = input<LeagueP>(res);
    res.json(success(await getLeague(deps.em, params.leagueId)));
  });
  router.get('/:leagueId/teams', anyone, validate({ params: leagueParams }), async (_req, res) => {
    const { params } = input<LeagueP>(res);
    res.json(success(await listLeagueTeams(deps.em, params.leagueId)));
  });
  router.get(
    '/:leagueId/standings',
    anyone,
    validate({ params: leagueParams, query: standingsQuerySchema }),
    async (_req, res) => {
      const { params, query } = input<LeagueP & { query: StandingsQuery }>(res);
      res.json(success(await getStandings(deps.em, params.leagueId, query.stageId)));
    },
  );
  router.get('/:leagueId/adjustments', anyone, validate({ params: leagueParams }), async (_req, res) => {
    const { params } = input<LeagueP>(res);
    res.json(success(await listPointAdjustments(deps, params.leagueId)));
  });
  router.get(
    '/:leagueId/leaderboards',
    anyone,
    validate({ params: leagueParams, query: leaderboardsQuerySchema }),
    async (_req, res) => {
      const { params, query } = input<LeagueP & { query: LeagueLeaderboardsQuery }>(res);
      res.json(success(await getLeaderboard(deps.em, deps.identity, params.leagueId, query.statType)));
    },
  );
  router.get('/:leagueId/schedule', anyone, validate({ params: leagueParams }), async (_req, res) => {
    const { params } = input<LeagueP>(res);
    await getLeague(deps.em, params.leagueId);
    const games = await listLeagueEvents(
      deps.em,
      deps.identity,
      params.leagueId,
      viewer(res),
      deps.clock.now(),
    );
    res.json(success({ leagueId: params.leagueId, games }));
  });
  return router;
}

/** /api/organization-common/{orgId}/leagues and /feed (public), mounted deeper than organizations' router. */
export function organizationLeagueRoutes(deps: LeaguesDeps, guards: AuthGuards): Router {
  const router = Router({ mergeParams: true });
  router.get(
    '/leagues',
    guards.authenticate,
    validate({ params: orgParams, query: orgLeaguesQuerySchema }),
    async (_req, res) => {
      const { params, query } = input<P<{ orgId: number }> & { query: OrgLeaguesQuery }>(res);
      const leagues = await listLeagues(deps.em, params.orgId, query.orgWorkspaceId);
      // Drafts are the coordinators' work in progress: everyone else sees the published leagues.
      const viewerId = currentMember(res)?.memberId;
      const coordinator = viewerId && (await staffRoleOf(deps.em, params.orgId, viewerId)) === 'coordinator';
      res.json(success(coordinator ? leagues : leagues.filter((league) => league.status === 'published')));
    },
  );
  router.get(
    '/feed',
    guards.authenticate,
    validate({ params: orgParams, query: orgFeedQuerySchema }),
    async (_req, res) => {
      const { params, query } = input<P<{ orgId: number }> & { query: OrgFeedQuery }>(res);
      const page = await getOrganizationFeed(
        deps.em,
        params.orgId,
        query.page,
        query.limit,
        query.orgWorkspaceId,
      );
      res.json(paged(page.data, query.page, query.limit, page.hasNext));
    },
  );
  return router;
}

/** /api/public/league-schedule/organization/{orgId}: the public league page's data, no sign-in. */
export function publicLeagueScheduleRoutes(deps: LeaguesDeps): Router {
  const router = Router({ mergeParams: true });
  router.get('/', validate({ params: orgParams }), async (_req, res) => {
    const { params } = input<P<{ orgId: number }>>(res);
    const organization = await organizationById(deps.em, params.orgId);
    if (!organization) throw notFound('Organization not found.');
    const workspaces = (await listWorkspaces(deps.em, params.orgId)).map(
      ({ id, name, urlPath, timeZone }) => ({
        id,
        name,
        urlPath,
        timeZone,
      }),
    );
    const leagues = (await listLeagues(deps.em, params.orgId)).filter((l) => l.status === 'published');
    res.json(success({ organization, workspaces, leagues }));
  });
  return router;
}

/** /api/team/{teamId}/league-positions (members). */
export function teamLeaguePositionRoutes(deps: LeaguesDeps, guards: AuthGuards): Router {
  const router = Router({ mergeParams: true });
  router.get('/', guards.requireMember, validate({ params: teamParams }), async (_req, res) => {
    const { params } = input<P<{ teamId: string }>>(res);
    res.json(success(await getTeamLeaguePositions(deps.em, params.teamId)));
  });
  return router;
}
