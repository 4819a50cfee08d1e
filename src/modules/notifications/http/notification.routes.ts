import { Router } from 'express';
import { z } from 'zod';
import {
  type MarkNotificationsRequest,
  markNotificationsSchema,
  type NotificationsQuery,
  notificationsQuerySchema,
} from '../../../contracts/notifications/index.ts';
import { type AuthGuards, requireCurrentMember } from '../../../platform/auth/index.ts';
import { success } from '../../../platform/http/envelope.ts';
import { input, validate } from '../../../platform/http/validate.ts';
import { markAllNotificationsRead, markNotificationsRead } from '../application/mark-read.handlers.ts';
import type { NotificationsDeps } from '../application/notifications-deps.ts';
import { nudgeTeam } from '../application/nudge/nudge.handler.ts';
import { listNotifications } from '../application/queries/notifications.queries.ts';

export const nudgeParams = z.object({ eventId: z.string().max(64) });

/** /api/notification: the signed-in member's bell. */
export function notificationRoutes(deps: NotificationsDeps, guards: AuthGuards): Router {
  const router = Router();
  const member = guards.requireMember;

  router.get('/', member, validate({ query: notificationsQuerySchema }), async (_req, res) => {
    const { query } = input<{ query: NotificationsQuery }>(res);
    const page = await listNotifications(deps.em, requireCurrentMember(res).memberId, query);
    res.json({ ...success(page), hasNext: page.hasNext, page: query.page, limit: query.limit });
  });

  router.patch('/', member, validate({ body: markNotificationsSchema }), async (_req, res) => {
    const { body } = input<{ body: MarkNotificationsRequest }>(res);
    res.json(success(await markNotificationsRead(deps, requireCurrentMember(res).memberId, body)));
  });

  router.post('/read-all', member, async (_req, res) => {
    res.json(success(await markAllNotificationsRead(deps, requireCurrentMember(res).memberId)));
  });

  return router;
}

/** /api/event/{eventId}/nudge, mounted deeper than the events' /event router so it is matched first. */
export function nudgeRoutes(deps: NotificationsDeps, guards: AuthGuards): Router {
  const router = Router({ mergeParams: true });
  router.post('/', guards.requireMember, validate({ params: nudgeParams }), async (_req, res) => {
    const { params } = input<{ params: { eventId: string } }>(res);
    res.json(success(await nudgeTeam(deps, requireCurrentMember(res).memberId, params.eventId)));
  });
  return router;
}
