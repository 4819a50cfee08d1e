import {
  eventSubRequestQuerySchema,
  SUB_MESSAGES,
  subAttendanceSchema,
  subOfferSchema,
  subRequestQuerySchema,
  subRequestSchema,
  updateSubRequestSchema,
} from '../../../contracts/marketplace/sub-requests.ts';
import { created, defineRoutes, idParams, ok, pagedReply } from '../../../platform/http/declared-routes.ts';
import { paged } from '../../../platform/http/envelope.ts';
import { jsonBody } from '../../../platform/openapi/index.ts';
import type { MarketplaceDeps } from '../application/marketplace-deps.ts';
import {
  eventSubRequest,
  getSubRequestOr404,
  listSubRequests,
  myOffer,
} from '../application/queries/sub-requests.query.ts';
import { acceptOffer, declineOffer } from '../application/subs/answer-offer.ts';
import { closeSubRequestByCaptain, editSubRequest } from '../application/subs/edit-sub-request.ts';
import { markSubAttendance } from '../application/subs/mark-attendance.ts';
import { offerToPlay } from '../application/subs/offer-to-play.ts';
import { postSubRequest } from '../application/subs/post-sub-request.ts';
import {
  eventSubRequestSchema,
  subOfferDtoSchema,
  subOfferResult,
  subRequestDtoSchema,
  subRequestResult,
} from './sub-request.schemas.ts';

const tags = ['Marketplace'];

/** /api/marketplace/subs: captains' "subs needed" for a team event, and players' offers (issue 20). */
export const marketplaceSubRoutes = defineRoutes<MarketplaceDeps>(
  { defaultAuth: 'member', mount: '/marketplace/subs', tags },
  (route) => [
    route.get('/', {
      auth: 'public',
      summary: 'Open sub requests whose game is ahead, soonest first, 20 a page (public)',
      description:
        '`city` is a workspace id; `day` the weekday the game is played on where it is played. One SQL statement per page.',
      request: { query: subRequestQuerySchema },
      reply: pagedReply(subRequestDtoSchema),
      handler: async ({ deps, query }) => {
        const page = await listSubRequests(deps, query);
        return paged(page.data, query.page, query.limit, page.hasNext);
      },
    }),
    route.get('/event/:eventId', {
      summary: "The event's latest sub request and its offers (a captain of the event's team)",
      description:
        "`kind=league_event` for a league game (the latest request of the caller's team in it); a team event by default.",
      request: { params: idParams('eventId'), query: eventSubRequestQuerySchema },
      reply: ok(eventSubRequestSchema),
      errors: [403, 404],
      handler: ({ deps, member, params, query }) =>
        eventSubRequest(deps, member.memberId, params.eventId, query.kind),
    }),
    route.get('/:requestId', {
      auth: 'public',
      summary: 'One sub request, open or not (public)',
      request: { params: idParams('requestId') },
      reply: ok(subRequestDtoSchema),
      errors: [404],
      handler: ({ deps, params }) => getSubRequestOr404(deps, params.requestId),
    }),
    route.get('/:requestId/my-offer', {
      summary: "The signed-in member's offer on the request, or null",
      request: { params: idParams('requestId') },
      reply: ok(subOfferDtoSchema.nullable()),
      handler: ({ deps, member, params }) => myOffer(deps, member.memberId, params.requestId),
    }),
    route.post('/', {
      summary:
        "Post 'subs needed' for a team event or (`eventKind` 'league_event') a published league game (a captain of its team; one open request an event and team)",
      request: { body: subRequestSchema },
      requestBody: jsonBody(subRequestSchema.meta({ id: 'SubRequestForm' }), {
        eventId: '0b7f4c1e-2a57-4f0e-9a8c-3f1d2e4b5a69',
        workspaceId: 1,
        needed: 2,
        positions: ['defender'],
        level: 'intermediate',
        feeShare: { amountCents: 1000, currency: 'USD' },
        note: 'Friendly Sunday game, bring a dark shirt.',
      }),
      reply: created(subRequestResult),
      errors: [403, 404, 409],
      handler: ({ deps, member, body }) => postSubRequest(deps, member, body),
    }),
    route.patch('/:requestId', {
      summary: 'Edit an open sub request (a captain of its team)',
      request: { params: idParams('requestId'), body: updateSubRequestSchema },
      requestBody: jsonBody(updateSubRequestSchema.meta({ id: 'SubRequestUpdate' }), { needed: 1 }),
      reply: ok(subRequestResult),
      errors: [403, 404, 409],
      handler: ({ deps, member, params, body }) => editSubRequest(deps, member, params.requestId, body),
    }),
    route.post('/:requestId/close', {
      summary: 'Close an open sub request (a captain of its team); pending offers are told',
      request: { params: idParams('requestId') },
      reply: ok(subRequestResult),
      errors: [403, 404, 409],
      handler: ({ deps, member, params }) => closeSubRequestByCaptain(deps, member, params.requestId),
    }),
    route.post('/:requestId/offers', {
      summary: "'I CAN PLAY': offer to sub (anyone signed in not on the team; once)",
      request: { params: idParams('requestId'), body: subOfferSchema },
      requestBody: jsonBody(subOfferSchema.meta({ id: 'SubOfferForm' }), {
        note: 'Centre-back, can play left.',
      }),
      reply: created(subOfferResult),
      errors: [404, 409],
      handler: ({ deps, member, params, body }) => offerToPlay(deps, member, params.requestId, body.note),
    }),
    route.post('/:requestId/offers/:offerId/accept', {
      summary: "Accept an offer (a captain of the team): the player joins the event's roster as a sub",
      description: `Two captains taking the last spot at once: one wins, the other gets 409 '${SUB_MESSAGES.filledMeanwhile}'.`,
      request: { params: idParams('requestId', 'offerId') },
      reply: ok(subOfferResult),
      errors: [403, 404, 409],
      handler: ({ deps, member, params }) => acceptOffer(deps, member, params.requestId, params.offerId),
    }),
    route.post('/:requestId/offers/:offerId/decline', {
      summary: 'Decline an offer (a captain of the team); the player is told',
      request: { params: idParams('requestId', 'offerId') },
      reply: ok(subOfferResult),
      errors: [403, 404, 409],
      handler: ({ deps, member, params }) => declineOffer(deps, member, params.requestId, params.offerId),
    }),
    route.put('/:requestId/offers/:offerId/attendance', {
      summary: 'Mark an accepted sub played or no-show after kickoff (a captain of the team; changeable)',
      description: `Before kickoff: 400 '${SUB_MESSAGES.attendanceBeforeKickoff}'. An offer not accepted: 400 '${SUB_MESSAGES.attendanceNotAccepted}'. The marks make the player's reliability.`,
      request: { params: idParams('requestId', 'offerId'), body: subAttendanceSchema },
      requestBody: jsonBody(subAttendanceSchema.meta({ id: 'SubAttendanceForm' }), { attendance: 'played' }),
      reply: ok(subOfferResult),
      errors: [403, 404],
      handler: ({ deps, member, params, body }) =>
        markSubAttendance(deps, member, params.requestId, params.offerId, body.attendance),
    }),
  ],
);
