import { z } from 'zod';
import type { PickupCommentDto } from '../../../contracts/pickup/index.ts';
import {
  createPickupEventSchema,
  memberPickupEventsQuerySchema,
  pickupCheckoutResultSchema,
  pickupCheckoutSchema,
  pickupCommentSchema,
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
import {
  type ApiOperation,
  type ApiPaths,
  errors,
  jsonBody,
  ok,
  pagedEnvelope,
  signedIn,
} from '../../../platform/openapi/index.ts';
import { commentParams, gameMemberParams, gameParams, groupParams, sessionParams } from './pickup.routes.ts';

// The pickup routes as the OpenAPI document describes them; response schemas come from the contracts.

const commentDtoSchema = z
  .object({
    id: z.string(),
    eventId: z.string(),
    memberId: z.string(),
    content: z.string(),
    createdAt: z.string(),
    author: z.object({ firstName: z.string(), lastName: z.string(), avatar: z.string().nullable() }),
  })
  .meta({ id: 'PickupComment' }) satisfies z.ZodType<PickupCommentDto>;

const withTotal = <T extends z.ZodType>(item: T) => pagedEnvelope(item).extend({ total: z.number().int() });
const pagedResponse = (schema: z.ZodType) => ({
  200: { description: 'OK', content: { 'application/json': { schema } } },
});

const TAGS = ['Pickup games'];
const command = (
  summary: string,
  response: z.ZodType,
  statuses: Parameters<typeof errors>,
  params: z.ZodObject = gameParams,
): ApiOperation => ({
  tags: TAGS,
  summary,
  ...signedIn,
  requestParams: { path: params },
  responses: { ...ok(response), ...errors(...statuses) },
});

export const pickupApiPaths: ApiPaths = {
  '/api/pickup': {
    post: {
      tags: TAGS,
      summary: 'Post a pickup game (group admins)',
      description: "The date and time are a wall time in the group's time zone.",
      ...signedIn,
      requestBody: jsonBody(createPickupEventSchema, {
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
      }),
      responses: { ...ok(pickupEventWithMessageSchema, 'Created', 201), ...errors(400, 401, 403, 404) },
    },
  },
  '/api/pickup/{id}': {
    patch: {
      tags: TAGS,
      summary: 'Edit a pickup game (group admins)',
      ...signedIn,
      requestParams: { path: gameParams },
      requestBody: jsonBody(updatePickupEventSchema, { capacity: 16, version: 1 }),
      responses: { ...ok(pickupEventWithMessageSchema), ...errors(400, 401, 403, 404, 409) },
    },
  },
  '/api/pickup/{id}/cancel': {
    post: command(
      'Cancel a game; paid spots are refunded (group admins)',
      pickupEventWithMessageSchema,
      [401, 403, 404, 409],
    ),
  },
  '/api/pickup/{id}/register': {
    post: command(
      "Register for a free game ('Free' or 'No Set Price'); 409 PickupFull offers the waitlist",
      pickupCheckoutResultSchema,
      [401, 403, 404, 409],
    ),
  },
  '/api/pickup/pickup-payment-checkout': {
    post: {
      tags: TAGS,
      summary: 'Pay for a spot: answers the checkout URL (Stripe, or the TEST MODE page)',
      description: 'A free game registers at once instead. The spot is kept while the checkout runs.',
      ...signedIn,
      requestBody: jsonBody(pickupCheckoutSchema, { pickupEventId: 42 }),
      responses: { ...ok(pickupCheckoutResultSchema), ...errors(400, 401, 403, 404, 409, 502) },
    },
  },
  '/api/pickup/registration-details/{sessionId}': {
    get: command(
      'What registration-complete shows (the payer only)',
      registrationDetailsSchema,
      [401, 404],
      sessionParams,
    ),
  },
  '/api/pickup/{id}/leave': {
    post: command(
      'Leave a game (a paid spot before the refund cut-off is refunded)',
      pickupRegistrationResultSchema,
      [401, 403, 404, 409],
    ),
  },
  '/api/pickup/{id}/member/{memberId}/remove': {
    post: command(
      'Remove a player (group admins; a paid spot is refunded)',
      pickupRegistrationResultSchema,
      [401, 403, 404, 409],
      gameMemberParams,
    ),
  },
  '/api/pickup/{id}/waitlist/register': {
    post: command('Join the waitlist of a full game', pickupRegistrationResultSchema, [401, 403, 404, 409]),
  },
  '/api/pickup/{id}/waitlist/leave': {
    post: command(
      'Leave the waitlist (gives up a held spot too)',
      pickupRegistrationResultSchema,
      [401, 403, 404, 409],
    ),
  },
  '/api/pickup/{id}/waitlist/member/{memberId}/remove': {
    post: command(
      'Remove a player from the waitlist (group admins)',
      pickupRegistrationResultSchema,
      [401, 403, 404, 409],
      gameMemberParams,
    ),
  },
  '/api/pickup/{id}/hold/claim': {
    post: command(
      'Claim the spot held for you: answers a checkout',
      pickupCheckoutResultSchema,
      [401, 403, 404, 409, 502],
    ),
  },
  '/api/pickup/{id}/hold/release': {
    post: command('Give up the spot held for you', pickupRegistrationResultSchema, [401, 403, 404, 409]),
  },
  '/api/pickup/{id}/comments': {
    get: command(
      'Comments on a game, oldest first',
      z.object({ eventId: z.string(), comments: z.array(commentDtoSchema) }),
      [401, 403, 404],
    ),
    post: {
      tags: TAGS,
      summary: 'Comment on a game (group members)',
      ...signedIn,
      requestParams: { path: gameParams },
      requestBody: jsonBody(pickupCommentSchema, { content: 'Who has the ball?' }),
      responses: {
        ...ok(z.object({ comment: commentDtoSchema, message: z.string() }), 'Created', 201),
        ...errors(400, 401, 403, 404),
      },
    },
  },
  '/api/pickup/{id}/comments/{commentId}': {
    delete: command(
      'Delete a comment (its author or a group admin)',
      z.object({ commentId: z.string(), message: z.string() }),
      [401, 403, 404],
      commentParams,
    ),
  },
  '/api/pickup-common/pickup/{id}': {
    get: {
      tags: TAGS,
      summary: 'A pickup game as the viewer sees it (anyone; OFF LIMITS if blocked)',
      requestParams: { path: gameParams },
      responses: { ...ok(pickupEventDtoSchema), ...errors(403, 404) },
    },
  },
  '/api/pickup-common/pickup/{id}/roster': {
    get: {
      tags: TAGS,
      summary: 'Registered players, 50 a page, in order of registration (signed in)',
      ...signedIn,
      requestParams: { path: gameParams, query: pickupRosterQuerySchema },
      responses: { ...pagedResponse(withTotal(pickupRosterEntrySchema)), ...errors(400, 401, 403, 404) },
    },
  },
  '/api/pickup-common/pickup/{id}/waitlist': {
    get: {
      tags: TAGS,
      summary: 'The waitlist in order of arrival, 50 a page (signed in)',
      ...signedIn,
      requestParams: { path: gameParams, query: pickupRosterQuerySchema },
      responses: { ...pagedResponse(withTotal(pickupWaitlistEntrySchema)), ...errors(400, 401, 403, 404) },
    },
  },
  '/api/pickup-common/group/{id}/events': {
    get: {
      tags: TAGS,
      summary: "A group's games, 20 a page: upcoming (soonest first) or past (latest first)",
      requestParams: { path: groupParams, query: pickupEventsQuerySchema },
      responses: { ...pagedResponse(pagedEnvelope(pickupEventDtoSchema)), ...errors(400, 403, 404) },
    },
  },
  '/api/member/pickup-events': {
    get: {
      tags: TAGS,
      summary: 'The upcoming games the signed-in member is registered for, soonest first, 20 a page',
      ...signedIn,
      requestParams: { query: memberPickupEventsQuerySchema },
      responses: { ...pagedResponse(pagedEnvelope(pickupEventDtoSchema)), ...errors(400, 401) },
    },
  },
};
