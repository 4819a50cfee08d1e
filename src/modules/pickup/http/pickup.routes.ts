import { z } from 'zod';
import {
  createPickupEventSchema,
  memberPickupEventsQuerySchema,
  pickupCheckoutResultSchema,
  pickupCheckoutSchema,
  pickupEventDtoSchema,
  pickupEventsQuerySchema,
  pickupEventWithMessageSchema,
  pickupRegistrationResultSchema,
  pickupRosterEntrySchema,
  pickupRosterQuerySchema,
  pickupWaitlistEntrySchema,
  registrationDetailsSchema,
  updatePickupEventSchema,
} from '../../../contracts/pickup/index.ts';
import { commentThreadRoutes } from '../../../platform/comments/comment-routes.ts';
import {
  created,
  type DeclaredRoute,
  defineRoutes,
  idParams,
  jsonReply,
  ok,
  pagedReply,
  type RouteBuilder,
} from '../../../platform/http/declared-routes.ts';
import { paged } from '../../../platform/http/envelope.ts';
import { pagedEnvelope, signedIn } from '../../../platform/openapi/index.ts';
import { claimHold, startPickupCheckout } from '../application/checkout/checkout.handler.ts';
import {
  addPickupComment,
  deletePickupComment,
  listPickupComments,
} from '../application/comments/comments.handler.ts';
import {
  cancelPickupGame,
  createPickupGame,
  updatePickupGame,
} from '../application/manage-game/manage-game.handler.ts';
import type { PickupDeps } from '../application/pickup-deps.ts';
import { listMemberPickupEvents } from '../application/queries/member-pickup-events.query.ts';
import { getPickupEvent, listGroupEvents } from '../application/queries/pickup-event.query.ts';
import { getRegistrationDetails } from '../application/queries/registration-details.query.ts';
import { listRoster, listWaitlist } from '../application/queries/roster.query.ts';
import {
  joinWaitlist,
  leaveGame,
  leaveWaitlist,
  registerForGame,
  releaseHold,
  removeFromWaitlist,
  removePlayer,
} from '../application/registration/registration.handler.ts';

// Path parameters stay strings here: an id that is not a number is a 404 from the handler, never a 400.
const gameParams = idParams('id');
const gameMemberParams = idParams('id', 'memberId');
const sessionParams = z.object({ sessionId: z.string().max(200) });
const groupParams = idParams('id');

// The answers come from the contracts; a pickup game's ids are numbers, written as strings.

/** A page of a game's list with the list's `total`. */
const withTotal = <T extends z.ZodType>(item: T) => pagedEnvelope(item).extend({ total: z.number().int() });

const tags = ['Pickup games'];

/** A signed-in member's command on one game, `handle(deps, viewerId, gameId)`, answered with `schema`. */
const onGame = <S extends z.ZodType>(
  route: RouteBuilder<PickupDeps>,
  path: string,
  summary: string,
  schema: S,
  handle: (deps: PickupDeps, viewerId: string, id: string) => Promise<z.input<S>>,
  errors: Array<403 | 404 | 409 | 502> = [403, 404, 409],
): DeclaredRoute<PickupDeps> =>
  route.post(path, {
    auth: 'member',
    summary,
    request: { params: gameParams },
    reply: ok(schema),
    errors,
    handler: ({ deps, member, params }) => handle(deps, member.memberId, params.id),
  });

/**
 * A page of a game's roster or waitlist with the list's `total`, for signed-in viewers: the lists answer
 * an anonymous viewer with their own 401.
 */
const gameList = (
  route: RouteBuilder<PickupDeps>,
  path: string,
  summary: string,
  list:
    | { item: typeof pickupRosterEntrySchema; list: typeof listRoster }
    | { item: typeof pickupWaitlistEntrySchema; list: typeof listWaitlist },
): DeclaredRoute<PickupDeps> =>
  route.get(path, {
    auth: 'optional',
    summary,
    security: signedIn.security,
    request: { params: gameParams, query: pickupRosterQuerySchema },
    reply: jsonReply(withTotal(list.item)),
    errors: [401, 403, 404],
    handler: async ({ deps, member, params, query }) => {
      const page = await list.list(deps.em, deps.identity, params.id, member?.memberId, query);
      return {
        ...paged<(typeof page.data)[number]>(page.data, page.page, page.limit, page.hasNext),
        total: page.total,
      };
    },
  });

/** `/api/pickup`: the write side and what needs a signed-in member. */
export const pickupRoutes = defineRoutes<PickupDeps>(
  { mount: '/pickup', tags, auth: 'member', errors: [404] },
  (route) => [
    route.post('/', {
      summary: 'Post a pickup game (group admins)',
      description: "The date and time are a wall time in the group's time zone.",
      request: { body: createPickupEventSchema },
      example: {
        pickupGroupId: '0190b6a4-8a8e-7c1e-9f1a-000000000001',
        title: 'Thursday night 7v7',
        address: 'Zilker Park field 3',
        year: 2030,
        month: 3,
        date: 14,
        hours: 19,
        minutes: 30,
        capacity: 14,
        price: { amountCents: 800, currency: 'USD' },
        refundCutoffHours: 24,
        description: 'Bring a light and a dark shirt.',
      },
      reply: created(pickupEventWithMessageSchema),
      errors: [403],
      handler: ({ deps, member, body }) => createPickupGame(deps, member.memberId, body),
    }),
    route.post('/pickup-payment-checkout', {
      summary: 'Pay for a spot: answers the checkout URL (Stripe, or the TEST MODE page)',
      description: 'A free game registers at once instead. The spot is kept while the checkout runs.',
      request: { body: pickupCheckoutSchema },
      example: { pickupEventId: 42 },
      reply: ok(pickupCheckoutResultSchema),
      errors: [403, 409, 502],
      handler: ({ deps, member, body }) => startPickupCheckout(deps, member.memberId, body.pickupEventId),
    }),
    route.get('/registration-details/:sessionId', {
      summary: 'What registration-complete shows (the payer only)',
      request: { params: sessionParams },
      reply: ok(registrationDetailsSchema),
      handler: ({ deps, member, params }) =>
        getRegistrationDetails(deps.em, member.memberId, params.sessionId, deps.clock.now()),
    }),
    route.patch('/:id', {
      summary: 'Edit a pickup game (group admins)',
      request: { params: gameParams, body: updatePickupEventSchema },
      example: { capacity: 16, version: 1 },
      reply: ok(pickupEventWithMessageSchema),
      errors: [403, 409],
      handler: ({ deps, member, params, body }) => updatePickupGame(deps, member.memberId, params.id, body),
    }),
    onGame(
      route,
      '/:id/cancel',
      'Cancel a game; paid spots are refunded (group admins)',
      pickupEventWithMessageSchema,
      cancelPickupGame,
    ),
    onGame(
      route,
      '/:id/register',
      "Register for a free game ('Free' or 'No Set Price'); 409 PickupFull offers the waitlist",
      pickupCheckoutResultSchema,
      registerForGame,
    ),
    onGame(
      route,
      '/:id/leave',
      'Leave a game (a paid spot before the refund cut-off is refunded)',
      pickupRegistrationResultSchema,
      leaveGame,
    ),
    route.post('/:id/member/:memberId/remove', {
      summary: 'Remove a player (group admins; a paid spot is refunded)',
      request: { params: gameMemberParams },
      reply: ok(pickupRegistrationResultSchema),
      errors: [403, 409],
      handler: ({ deps, member, params }) => removePlayer(deps, member.memberId, params.id, params.memberId),
    }),
    onGame(
      route,
      '/:id/waitlist/register',
      'Join the waitlist of a full game',
      pickupRegistrationResultSchema,
      joinWaitlist,
    ),
    onGame(
      route,
      '/:id/waitlist/leave',
      'Leave the waitlist (gives up a held spot too)',
      pickupRegistrationResultSchema,
      leaveWaitlist,
    ),
    route.post('/:id/waitlist/member/:memberId/remove', {
      summary: 'Remove a player from the waitlist (group admins)',
      request: { params: gameMemberParams },
      reply: ok(pickupRegistrationResultSchema),
      errors: [403, 409],
      handler: ({ deps, member, params }) =>
        removeFromWaitlist(deps, member.memberId, params.id, params.memberId),
    }),
    onGame(
      route,
      '/:id/hold/claim',
      'Claim the spot held for you: answers a checkout',
      pickupCheckoutResultSchema,
      claimHold,
      [403, 404, 409, 502],
    ),
    onGame(
      route,
      '/:id/hold/release',
      'Give up the spot held for you',
      pickupRegistrationResultSchema,
      releaseHold,
    ),
    ...commentThreadRoutes(route, {
      path: '/:id',
      param: 'id',
      ids: z.string(),
      schemaName: 'PickupComment',
      summaries: { list: 'Comments on a game, oldest first', add: 'Comment on a game (group members)' },
      example: { content: 'Who has the ball?' },
      list: (deps, member, id) => listPickupComments(deps, member.memberId, id),
      add: (deps, member, id, content) => addPickupComment(deps, member.memberId, id, content),
      delete: {
        summary: 'Delete a comment (its author or a group admin)',
        handler: (deps, member, id, commentId) => deletePickupComment(deps, member.memberId, id, commentId),
      },
    }),
  ],
);

/** `/api/pickup-common/pickup`: a game and its lists, for anyone who may see them. */
export const pickupCommonGameRoutes = defineRoutes<PickupDeps>(
  { mount: '/pickup-common/pickup', tags, auth: 'optional' },
  (route) => [
    route.get('/:id', {
      summary: 'A pickup game as the viewer sees it (anyone; OFF LIMITS if blocked)',
      request: { params: gameParams },
      reply: ok(pickupEventDtoSchema),
      errors: [403, 404],
      handler: ({ deps, member, params }) =>
        getPickupEvent(deps.em, params.id, member?.memberId, deps.clock.now()),
    }),
    gameList(route, '/:id/roster', 'Registered players, 50 a page, in order of registration (signed in)', {
      item: pickupRosterEntrySchema,
      list: listRoster,
    }),
    gameList(route, '/:id/waitlist', 'The waitlist in order of arrival, 50 a page (signed in)', {
      item: pickupWaitlistEntrySchema,
      list: listWaitlist,
    }),
  ],
);

/** `/api/pickup-common/group/{id}/events` (deeper than clubs' `/pickup-common`, so it is matched first). */
export const pickupCommonGroupRoutes = defineRoutes<PickupDeps>(
  { mount: '/pickup-common/group', tags, auth: 'optional' },
  (route) => [
    route.get('/:id/events', {
      summary: "A group's games, 20 a page: upcoming (soonest first) or past (latest first)",
      request: { params: groupParams, query: pickupEventsQuerySchema },
      reply: pagedReply(pickupEventDtoSchema),
      errors: [403, 404],
      handler: async ({ deps, member, params, query }) => {
        const page = await listGroupEvents(deps.em, params.id, member?.memberId, query, deps.clock.now());
        return paged(page.data, page.page, page.limit, page.hasNext);
      },
    }),
  ],
);

/** `/api/member/pickup-events`: the upcoming games the signed-in member is registered for. */
export const memberPickupEventsRoutes = defineRoutes<PickupDeps>(
  { mount: '/member/pickup-events', tags },
  (route) => [
    route.get('/', {
      auth: 'member',
      summary: 'The upcoming games the signed-in member is registered for, soonest first, 20 a page',
      request: { query: memberPickupEventsQuerySchema },
      reply: pagedReply(pickupEventDtoSchema),
      handler: async ({ deps, member, query }) => {
        const page = await listMemberPickupEvents(deps.em, member.memberId, query, deps.clock.now());
        return paged(page.data, page.page, page.limit, page.hasNext);
      },
    }),
  ],
);

/** Every route group of pickup games, in the order the module mounts and documents them. */
export const pickupRouteGroups = [
  pickupRoutes,
  pickupCommonGameRoutes,
  pickupCommonGroupRoutes,
  memberPickupEventsRoutes,
];
