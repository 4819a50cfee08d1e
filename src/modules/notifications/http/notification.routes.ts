import { z } from 'zod';
import {
  type MarkNotificationsResult,
  markNotificationsSchema,
  NOTIFICATION_STATUSES,
  NOTIFICATION_TYPES,
  type NotificationDto,
  type NotificationPage,
  type NudgeResult,
  notificationsQuerySchema,
  REMINDER_INTERVALS,
} from '../../../contracts/notifications/index.ts';
import { defineRoutes, idParams, jsonReply, ok } from '../../../platform/http/declared-routes.ts';
import { success } from '../../../platform/http/envelope.ts';
import { successEnvelope } from '../../../platform/openapi/index.ts';
import { markAllNotificationsRead, markNotificationsRead } from '../application/mark-read.handler.ts';
import type { NotificationsDeps } from '../application/notifications-deps.ts';
import { nudgeTeam } from '../application/nudge/nudge.handler.ts';
import { listNotifications } from '../application/queries/notifications.query.ts';

const nudgeParams = idParams('eventId');
const tags = ['Notifications'];
const named = z.object({ id: z.string(), name: z.string() });
const person = z.object({ id: z.string(), firstName: z.string(), lastName: z.string() });

const notificationSchema = z
  .object({
    id: z.uuid(),
    type: z.enum(NOTIFICATION_TYPES),
    status: z.enum(NOTIFICATION_STATUSES),
    text: z.string(),
    metaData: z
      .object({
        team: named.optional(),
        pickup: named.optional(),
        league: named.optional(),
        member: person.optional(),
        event: z
          .object({
            id: z.string(),
            title: z.string(),
            dateAndTime: z.string().nullable(),
            kind: z.enum(['event', 'pickup', 'league_event']),
            timeZone: z.string().optional(),
          })
          .optional(),
        comment: z.object({ id: z.string(), content: z.string() }).optional(),
        deletor: person.optional(),
        timeInterval: z.enum(REMINDER_INTERVALS).optional(),
      })
      .meta({ description: 'What it is about (spec §3), enough to name it and link to its page.' }),
    createdAt: z.string(),
  })
  .meta({ id: 'Notification' }) satisfies z.ZodType<NotificationDto>;

const pageSchema = z.object({
  results: z.array(notificationSchema),
  totalUnread: z.number().int().min(0),
  hasNext: z.boolean(),
}) satisfies z.ZodType<NotificationPage>;

const markResultSchema = z.object({
  updated: z.number().int().min(0),
  totalUnread: z.number().int().min(0),
}) satisfies z.ZodType<MarkNotificationsResult>;

const nudgeResultSchema = z.object({
  message: z.string(),
  nudged: z.number().int().min(0),
}) satisfies z.ZodType<NudgeResult>;

/** /api/notification: the signed-in member's bell. */
export const notificationRoutes = defineRoutes<NotificationsDeps>(
  { defaultAuth: 'member', mount: '/notification', tags },
  (route) => [
    route.get('/', {
      summary: "The signed-in member's notifications, newest first, 20 a page, with the unread count",
      request: { query: notificationsQuerySchema },
      // The page's place is repeated beside `data`, as the paged lists have it.
      reply: jsonReply(
        successEnvelope(pageSchema).extend({
          hasNext: z.boolean(),
          page: z.number().int().min(1),
          limit: z.number().int().min(1),
        }),
      ),
      handler: async ({ deps, member, query }) => {
        const page = await listNotifications(deps.em, member.memberId, query);
        return { ...success(page), hasNext: page.hasNext, page: query.page, limit: query.limit };
      },
    }),
    route.patch('/', {
      summary: 'Marks some of your notifications read',
      request: { body: markNotificationsSchema },
      reply: ok(markResultSchema),
      handler: ({ deps, member, body }) => markNotificationsRead(deps, member.memberId, body),
    }),
    route.post('/read-all', {
      summary: 'Marks all your notifications read',
      reply: ok(markResultSchema),
      handler: ({ deps, member }) => markAllNotificationsRead(deps, member.memberId),
    }),
  ],
);

/** /api/event/{eventId}/nudge, mounted deeper than the events' /event router so it is matched first. */
export const nudgeRoutes = defineRoutes<NotificationsDeps>(
  { mount: '/event/:eventId/nudge', tags },
  (route) => [
    route.post('/', {
      auth: 'member',
      summary:
        'A captain reminds the players who have not answered (bell and e-mail), at most once every 12 hours per game',
      request: { params: nudgeParams },
      reply: ok(nudgeResultSchema),
      errors: [403, 404, 409],
      handler: ({ deps, member, params }) => nudgeTeam(deps, member.memberId, params.eventId),
    }),
  ],
);
