import { Router } from 'express';
import { z } from 'zod';
import {
  type BulkRsvpRequest,
  bulkRsvpSchema,
  type CommentRequest,
  commentSchema,
  createEventSchema,
  type EventForm,
  type EventScore,
  eventScoreSchema,
  type GameStatsRequest,
  gameStatsSchema,
  type LeaderboardKind,
  leaderboardsQuerySchema,
  type MemberEventsQuery,
  type MvpVoteRequest,
  memberEventsQuerySchema,
  mvpVoteSchema,
  type RsvpRequest,
  rsvpSchema,
  type UpdateEvent,
  updateEventSchema,
} from '../../../contracts/events/index.ts';
import { type AuthGuards, requireCurrentMember } from '../../../platform/auth/index.ts';
import { paged, success } from '../../../platform/http/envelope.ts';
import { input, validate } from '../../../platform/http/validate.ts';
import { addComment, deleteComment, listComments } from '../application/comments/comments.handlers.ts';
import type { EventsDeps } from '../application/events-deps.ts';
import { saveGameStats } from '../application/game-stats/save-game-stats.handler.ts';
import { createEvent } from '../application/manage-event/create-event.handler.ts';
import { deleteEvent } from '../application/manage-event/delete-event.handler.ts';
import { saveScore } from '../application/manage-event/save-score.handler.ts';
import { updateEvent } from '../application/manage-event/update-event.handler.ts';
import { castMvpVote } from '../application/mvp-vote/mvp-vote.handler.ts';
import { getEventRoster } from '../application/queries/event-roster.query.ts';
import { getGameStats } from '../application/queries/game-stats.query.ts';
import { getEvent } from '../application/queries/get-event.query.ts';
import { getTeamLeaderboards } from '../application/queries/leaderboards.query.ts';
import { getMemberEvents } from '../application/queries/member-events.query.ts';
import { answerRsvp } from '../application/rsvp/rsvp.handler.ts';

// Ids are checked as uuids by the handlers (a 404, not a 400): only the length is bounded here.
export const eventParams = z.object({ eventId: z.string().max(64) });
export const commentParams = z.object({ eventId: z.string().max(64), commentId: z.string().max(64) });
export const teamIdParams = z.object({ teamId: z.string().max(64) });
/** POST /api/event names the team in the `team_id` header too (spec §7). */
export const createEventHeaders = z.object({ team_id: z.string().max(64).optional() });

type EventParams = { params: { eventId: string } };

/** /api/event: team events, their RSVPs, roster, score, MVP votes, stats and comments. */
export function eventRoutes(deps: EventsDeps, guards: AuthGuards): Router {
  const router = Router();
  const member = guards.requireMember;

  router.post('/', member, validate({ body: createEventSchema }), async (req, res) => {
    const { body } = input<{ body: EventForm }>(res);
    const header = req.headers.team_id;
    const teamId = typeof header === 'string' && header.trim() !== '' ? header.trim() : undefined;
    res.status(201).json(success(await createEvent(deps, requireCurrentMember(res), teamId, body)));
  });

  router.get('/:eventId', member, validate({ params: eventParams }), async (_req, res) => {
    const { params } = input<EventParams>(res);
    res.json(success(await getEvent(deps, requireCurrentMember(res).memberId, params.eventId)));
  });

  router.patch(
    '/:eventId',
    member,
    validate({ params: eventParams, body: updateEventSchema }),
    async (_req, res) => {
      const { params, body } = input<EventParams & { body: UpdateEvent }>(res);
      res.json(success(await updateEvent(deps, requireCurrentMember(res), params.eventId, body)));
    },
  );

  router.delete('/:eventId', member, validate({ params: eventParams }), async (_req, res) => {
    const { params } = input<EventParams>(res);
    res.json(success(await deleteEvent(deps, requireCurrentMember(res), params.eventId)));
  });

  router.post(
    '/:eventId/rsvp',
    member,
    validate({ params: eventParams, body: rsvpSchema }),
    async (_req, res) => {
      const { params, body } = input<EventParams & { body: RsvpRequest }>(res);
      res.json(success(await answerRsvp(deps, requireCurrentMember(res), params.eventId, [body], false)));
    },
  );

  router.post(
    '/:eventId/rsvp/bulk',
    member,
    validate({ params: eventParams, body: bulkRsvpSchema }),
    async (_req, res) => {
      const { params, body } = input<EventParams & { body: BulkRsvpRequest }>(res);
      res.json(success(await answerRsvp(deps, requireCurrentMember(res), params.eventId, body.rsvps, true)));
    },
  );

  router.get('/:eventId/roster', member, validate({ params: eventParams }), async (_req, res) => {
    const { params } = input<EventParams>(res);
    res.json(success(await getEventRoster(deps, requireCurrentMember(res).memberId, params.eventId)));
  });

  router.patch(
    '/:eventId/score',
    member,
    validate({ params: eventParams, body: eventScoreSchema }),
    async (_req, res) => {
      const { params, body } = input<EventParams & { body: EventScore }>(res);
      res.json(success(await saveScore(deps, requireCurrentMember(res), params.eventId, body)));
    },
  );

  router.post(
    '/:eventId/mvp-vote',
    member,
    validate({ params: eventParams, body: mvpVoteSchema }),
    async (_req, res) => {
      const { params, body } = input<EventParams & { body: MvpVoteRequest }>(res);
      res.json(success(await castMvpVote(deps, requireCurrentMember(res), params.eventId, body.mvpId)));
    },
  );

  router.get('/:eventId/game-stats', member, validate({ params: eventParams }), async (_req, res) => {
    const { params } = input<EventParams>(res);
    res.json(success(await getGameStats(deps, requireCurrentMember(res).memberId, params.eventId)));
  });

  router.post(
    '/:eventId/game-stats',
    member,
    validate({ params: eventParams, body: gameStatsSchema }),
    async (_req, res) => {
      const { params, body } = input<EventParams & { body: GameStatsRequest }>(res);
      res.json(success(await saveGameStats(deps, requireCurrentMember(res), params.eventId, body.stats)));
    },
  );

  router.get('/:eventId/comments', member, validate({ params: eventParams }), async (_req, res) => {
    const { params } = input<EventParams>(res);
    res.json(success(await listComments(deps, requireCurrentMember(res).memberId, params.eventId)));
  });

  router.post(
    '/:eventId/comments',
    member,
    validate({ params: eventParams, body: commentSchema }),
    async (_req, res) => {
      const { params, body } = input<EventParams & { body: CommentRequest }>(res);
      res
        .status(201)
        .json(success(await addComment(deps, requireCurrentMember(res), params.eventId, body.content)));
    },
  );

  router.delete(
    '/:eventId/comments/:commentId',
    member,
    validate({ params: commentParams }),
    async (_req, res) => {
      const { params } = input<{ params: { eventId: string; commentId: string } }>(res);
      res.json(
        success(await deleteComment(deps, requireCurrentMember(res), params.eventId, params.commentId)),
      );
    },
  );

  return router;
}

/** /api/member/events: the signed-in member's events across their teams, paged. */
export function memberEventsRoutes(deps: EventsDeps, guards: AuthGuards): Router {
  const router = Router();
  router.get('/', guards.requireMember, validate({ query: memberEventsQuerySchema }), async (_req, res) => {
    const { query } = input<{ query: MemberEventsQuery }>(res);
    const page = await getMemberEvents(deps, requireCurrentMember(res).memberId, query);
    res.json(paged(page.data, query.page, query.limit, page.hasNext));
  });
  return router;
}

/** /api/team/{teamId}/leaderboards, mounted deeper than the clubs' /team router so it is matched first. */
export function leaderboardRoutes(deps: EventsDeps, guards: AuthGuards): Router {
  const router = Router({ mergeParams: true });
  router.get(
    '/',
    guards.requireMember,
    validate({ params: teamIdParams, query: leaderboardsQuerySchema }),
    async (_req, res) => {
      const { params, query } = input<{
        params: { teamId: string };
        query: { type: 'all' | LeaderboardKind };
      }>(res);
      res.json(
        success(
          await getTeamLeaderboards(deps, requireCurrentMember(res).memberId, params.teamId, query.type),
        ),
      );
    },
  );
  return router;
}
