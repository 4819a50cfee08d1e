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
import { type ApiPaths, errors, jsonBody, ok, signedIn } from '../../../platform/openapi/index.ts';
import { nudgeParams } from './notification.routes.ts';

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
        member: person.optional(),
        event: z
          .object({
            id: z.string(),
            title: z.string(),
            dateAndTime: z.string().nullable(),
            kind: z.enum(['event', 'pickup']),
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

export const notificationsApiPaths: ApiPaths = {
  '/api/notification': {
    get: {
      tags,
      summary: "The signed-in member's notifications, newest first, 20 a page, with the unread count",
      ...signedIn,
      requestParams: { query: notificationsQuerySchema },
      responses: { ...ok(pageSchema), ...errors(400, 401) },
    },
    patch: {
      tags,
      summary: 'Marks some of your notifications read',
      ...signedIn,
      requestBody: jsonBody(markNotificationsSchema),
      responses: { ...ok(markResultSchema), ...errors(400, 401) },
    },
  },
  '/api/notification/read-all': {
    post: {
      tags,
      summary: 'Marks all your notifications read',
      ...signedIn,
      responses: { ...ok(markResultSchema), ...errors(401) },
    },
  },
  '/api/event/{eventId}/nudge': {
    post: {
      tags,
      summary:
        'A captain reminds the players who have not answered (bell and e-mail), at most once every 12 hours per game',
      ...signedIn,
      requestParams: { path: nudgeParams },
      responses: { ...ok(nudgeResultSchema), ...errors(401, 403, 404, 409) },
    },
  },
};
