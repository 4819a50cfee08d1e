import { Router } from 'express';
import { z } from 'zod';
import { CALENDAR_MESSAGES } from '../../../contracts/events/index.ts';
import { type AuthGuards, requireCurrentMember } from '../../../platform/auth/index.ts';
import { notFound } from '../../../platform/errors/app-error.ts';
import { success } from '../../../platform/http/envelope.ts';
import { input, validate } from '../../../platform/http/validate.ts';
import { calendarFeedOf } from '../application/calendar-feed/calendar-feed.query.ts';
import {
  type CalendarLinkSettings,
  getCalendarLink,
  regenerateCalendarLink,
} from '../application/calendar-feed/calendar-link.handlers.ts';
import { renderCalendar } from '../application/calendar-feed/render-calendar.ts';
import type { EventsDeps } from '../application/events-deps.ts';

/** `/api/member/calendar`: the signed-in member's secret calendar URL, and a new one on request. */
export function calendarLinkRoutes(
  deps: EventsDeps,
  guards: AuthGuards,
  settings: CalendarLinkSettings,
): Router {
  const router = Router();
  router.get('/', guards.requireMember, async (_req, res) => {
    res.json(success(await getCalendarLink(deps, settings, requireCurrentMember(res))));
  });
  router.post('/regenerate', guards.requireMember, async (_req, res) => {
    const link = await regenerateCalendarLink(deps, settings, requireCurrentMember(res));
    res.json(success({ ...link, message: CALENDAR_MESSAGES.regenerated }));
  });
  return router;
}

export const calendarFeedParams = z.object({ file: z.string().max(64) });

/**
 * `/api/calendar/{token}.ics`: the feed calendar apps poll. The token is the only credential (apps
 * cannot sign in), so an unknown one is a plain 404 that says nothing about members.
 */
export function calendarFeedRoutes(deps: EventsDeps, publicUrl: string): Router {
  const router = Router();
  router.get('/:file', validate({ params: calendarFeedParams }), async (_req, res) => {
    const { params } = input<{ params: { file: string } }>(res);
    const token = params.file.endsWith('.ics') ? params.file.slice(0, -'.ics'.length) : '';
    const feed = await calendarFeedOf(deps, token, (eventId) => `${publicUrl}/team-event/${eventId}`);
    if (!feed) throw notFound(CALENDAR_MESSAGES.notFound);
    res
      .status(200)
      .type('text/calendar; charset=utf-8')
      .set('Content-Disposition', 'inline; filename="playfield.ics"')
      .send(renderCalendar(feed.owner, feed.entries));
  });
  return router;
}
