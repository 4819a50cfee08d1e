import { Router } from 'express';
import { z } from 'zod';
import {
  createPickupEventSchema,
  type MemberPickupEventsQuery,
  memberPickupEventsQuerySchema,
  type PickupRosterQuery,
  pickupCheckoutSchema,
  pickupCommentSchema,
  pickupEventsQuerySchema,
  pickupRosterQuerySchema,
  updatePickupEventSchema,
} from '../../../contracts/pickup/index.ts';
import { type AuthGuards, currentMember, requireCurrentMember } from '../../../platform/auth/index.ts';
import { paged, success } from '../../../platform/http/envelope.ts';
import { input, parseOrThrow, validate } from '../../../platform/http/validate.ts';
import { claimHold, startPickupCheckout } from '../application/checkout/checkout.handlers.ts';
import {
  addPickupComment,
  deletePickupComment,
  listPickupComments,
} from '../application/comments/comments.handlers.ts';
import {
  cancelPickupGame,
  createPickupGame,
  updatePickupGame,
} from '../application/manage-game/manage-game.handlers.ts';
import type { PickupDeps } from '../application/pickup-deps.ts';
import { listMemberPickupEvents } from '../application/queries/member-pickup-events.query.ts';
import { getPickupEvent, listGroupEvents } from '../application/queries/pickup-event.queries.ts';
import { getRegistrationDetails } from '../application/queries/registration-details.query.ts';
import { listRoster, listWaitlist } from '../application/queries/roster.queries.ts';
import {
  joinWaitlist,
  leaveGame,
  leaveWaitlist,
  registerForGame,
  releaseHold,
  removeFromWaitlist,
  removePlayer,
} from '../application/registration/registration.handlers.ts';

// Path parameters stay strings here: an id that is not a number is a 404 from the handler, never a 400.
export const gameParams = z.object({ id: z.string().max(64) });
export const gameMemberParams = z.object({ id: z.string().max(64), memberId: z.string().max(64) });
export const commentParams = z.object({ id: z.string().max(64), commentId: z.string().max(64) });
export const sessionParams = z.object({ sessionId: z.string().max(200) });
export const groupParams = z.object({ id: z.string().max(64) });

type Params<T> = { params: T };

/** `/api/pickup`: the write side and what needs a signed-in member. */
export function pickupRoutes(deps: PickupDeps, guards: AuthGuards): Router {
  const router = Router();
  router.use(guards.requireMember);

  router.post('/', async (req, res) => {
    const body = parseOrThrow(createPickupEventSchema, req.body);
    res.status(201).json(success(await createPickupGame(deps, requireCurrentMember(res).memberId, body)));
  });

  router.post('/pickup-payment-checkout', validate({ body: pickupCheckoutSchema }), async (_req, res) => {
    const { body } = input<{ body: { pickupEventId: number } }>(res);
    res.json(
      success(await startPickupCheckout(deps, requireCurrentMember(res).memberId, body.pickupEventId)),
    );
  });

  router.get('/registration-details/:sessionId', validate({ params: sessionParams }), async (_req, res) => {
    const { params } = input<Params<{ sessionId: string }>>(res);
    res.json(
      success(
        await getRegistrationDetails(
          deps.em,
          requireCurrentMember(res).memberId,
          params.sessionId,
          deps.clock.now(),
        ),
      ),
    );
  });

  router.patch('/:id', validate({ params: gameParams }), async (req, res) => {
    const { params } = input<Params<{ id: string }>>(res);
    const changes = parseOrThrow(updatePickupEventSchema, req.body);
    res.json(success(await updatePickupGame(deps, requireCurrentMember(res).memberId, params.id, changes)));
  });

  const onGame = (
    path: string,
    handler: (viewerId: string, params: { id: string; memberId?: string }) => Promise<unknown>,
    schema: z.ZodType = gameParams,
  ) =>
    router.post(path, validate({ params: schema }), async (_req, res) => {
      const { params } = input<Params<{ id: string; memberId?: string }>>(res);
      res.json(success(await handler(requireCurrentMember(res).memberId, params)));
    });

  onGame('/:id/cancel', (viewer, { id }) => cancelPickupGame(deps, viewer, id));
  onGame('/:id/register', (viewer, { id }) => registerForGame(deps, viewer, id));
  onGame('/:id/leave', (viewer, { id }) => leaveGame(deps, viewer, id));
  onGame(
    '/:id/member/:memberId/remove',
    (viewer, { id, memberId }) => removePlayer(deps, viewer, id, memberId ?? ''),
    gameMemberParams,
  );
  onGame('/:id/waitlist/register', (viewer, { id }) => joinWaitlist(deps, viewer, id));
  onGame('/:id/waitlist/leave', (viewer, { id }) => leaveWaitlist(deps, viewer, id));
  onGame(
    '/:id/waitlist/member/:memberId/remove',
    (viewer, { id, memberId }) => removeFromWaitlist(deps, viewer, id, memberId ?? ''),
    gameMemberParams,
  );
  onGame('/:id/hold/claim', (viewer, { id }) => claimHold(deps, viewer, id));
  onGame('/:id/hold/release', (viewer, { id }) => releaseHold(deps, viewer, id));

  router.get('/:id/comments', validate({ params: gameParams }), async (_req, res) => {
    const { params } = input<Params<{ id: string }>>(res);
    res.json(success(await listPickupComments(deps, requireCurrentMember(res).memberId, params.id)));
  });
  router.post(
    '/:id/comments',
    validate({ params: gameParams, body: pickupCommentSchema }),
    async (_req, res) => {
      const { params, body } = input<Params<{ id: string }> & { body: { content: string } }>(res);
      res
        .status(201)
        .json(
          success(await addPickupComment(deps, requireCurrentMember(res).memberId, params.id, body.content)),
        );
    },
  );
  router.delete('/:id/comments/:commentId', validate({ params: commentParams }), async (_req, res) => {
    const { params } = input<Params<{ id: string; commentId: string }>>(res);
    res.json(
      success(
        await deletePickupComment(deps, requireCurrentMember(res).memberId, params.id, params.commentId),
      ),
    );
  });
  return router;
}

/** `/api/pickup-common/pickup`: a game and its lists, for anyone who may see them. */
export function pickupCommonGameRoutes(deps: PickupDeps, guards: AuthGuards): Router {
  const router = Router();
  router.use(guards.authenticate);
  router.get('/:id', validate({ params: gameParams }), async (_req, res) => {
    const { params } = input<Params<{ id: string }>>(res);
    res.json(
      success(await getPickupEvent(deps.em, params.id, currentMember(res)?.memberId, deps.clock.now())),
    );
  });
  router.get(
    '/:id/roster',
    validate({ params: gameParams, query: pickupRosterQuerySchema }),
    async (_req, res) => {
      const { params, query } = input<Params<{ id: string }> & { query: PickupRosterQuery }>(res);
      const page = await listRoster(deps.em, deps.identity, params.id, currentMember(res)?.memberId, query);
      res.json({ ...paged(page.data, page.page, page.limit, page.hasNext), total: page.total });
    },
  );
  router.get(
    '/:id/waitlist',
    validate({ params: gameParams, query: pickupRosterQuerySchema }),
    async (_req, res) => {
      const { params, query } = input<Params<{ id: string }> & { query: PickupRosterQuery }>(res);
      const page = await listWaitlist(deps.em, deps.identity, params.id, currentMember(res)?.memberId, query);
      res.json({ ...paged(page.data, page.page, page.limit, page.hasNext), total: page.total });
    },
  );
  return router;
}

/** `/api/pickup-common/group/{id}/events` (deeper than clubs' `/pickup-common`, so it is matched first). */
export function pickupCommonGroupRoutes(deps: PickupDeps, guards: AuthGuards): Router {
  const router = Router();
  router.use(guards.authenticate);
  router.get(
    '/:id/events',
    validate({ params: groupParams, query: pickupEventsQuerySchema }),
    async (_req, res) => {
      const { params, query } = input<
        Params<{ id: string }> & { query: { filter: 'upcoming' | 'past'; page: number; limit: number } }
      >(res);
      const page = await listGroupEvents(
        deps.em,
        params.id,
        currentMember(res)?.memberId,
        query,
        deps.clock.now(),
      );
      res.json(paged(page.data, page.page, page.limit, page.hasNext));
    },
  );
  return router;
}

/** `/api/member/pickup-events`: the upcoming games the signed-in member is registered for. */
export function memberPickupEventsRoutes(deps: PickupDeps, guards: AuthGuards): Router {
  const router = Router();
  router.get(
    '/',
    guards.requireMember,
    validate({ query: memberPickupEventsQuerySchema }),
    async (_req, res) => {
      const { query } = input<{ query: MemberPickupEventsQuery }>(res);
      const page = await listMemberPickupEvents(
        deps.em,
        requireCurrentMember(res).memberId,
        query,
        deps.clock.now(),
      );
      res.json(paged(page.data, page.page, page.limit, page.hasNext));
    },
  );
  return router;
}
