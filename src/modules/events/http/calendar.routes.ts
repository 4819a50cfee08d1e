import { z } from 'zod';
import { CALENDAR_MESSAGES, calendarLinkSchema } from '../../../contracts/events/index.ts';
import { notFound } from '../../../platform/errors/app-error.ts';
import { defineRoutes, ok, sends } from '../../../platform/http/declared-routes.ts';
import { calendarFeedOf } from '../application/calendar-feed/calendar-feed.query.ts';
import {
  type CalendarLinkSettings,
  getCalendarLink,
  regenerateCalendarLink,
} from '../application/calendar-feed/calendar-link.handler.ts';
import { renderCalendar } from '../application/calendar-feed/render-calendar.ts';
import type { EventsDeps } from '../application/events-deps.ts';

const tags = ['Events'];

/** `/api/member/calendar`: the signed-in member's secret calendar URL, and a new one on request. */
export const calendarLinkRoutes = defineRoutes<{ deps: EventsDeps; settings: CalendarLinkSettings }>(
  { defaultAuth: 'member', mount: '/member/calendar', tags },
  (route) => [
    route.get('/', {
      summary: "The signed-in member's secret calendar URL (made on first request)",
      reply: ok(calendarLinkSchema),
      handler: ({ deps: { deps, settings }, member }) => getCalendarLink(deps, settings, member),
    }),
    route.post('/regenerate', {
      summary: 'A new calendar URL; the old one stops working',
      reply: ok(calendarLinkSchema.extend({ message: z.string() })),
      handler: async ({ deps: { deps, settings }, member }) => {
        const link = await regenerateCalendarLink(deps, settings, member);
        return { ...link, message: CALENDAR_MESSAGES.regenerated };
      },
    }),
  ],
);

const calendarFeedParams = z.object({ file: z.string().max(64) });

/**
 * `/api/calendar/{token}.ics`: the feed calendar apps poll. The token is the only credential (apps
 * cannot sign in), so an unknown one is a plain 404 that says nothing about members.
 */
export const calendarFeedRoutes = defineRoutes<{ deps: EventsDeps; publicUrl: string }>(
  { mount: '/calendar', tags },
  (route) => [
    route.get('/:file', {
      auth: 'public',
      summary:
        'The iCalendar feed of a calendar URL (`{token}.ics`): every game of the member’s teams, in its own time zone, with the member’s RSVP; deleted games are marked cancelled',
      request: { params: calendarFeedParams },
      reply: sends({
        200: { description: 'An iCalendar (RFC 5545) document.', content: { 'text/calendar': {} } },
      }),
      errors: [404],
      handler: async ({ deps: { deps, publicUrl }, params, res }) => {
        const token = params.file.endsWith('.ics') ? params.file.slice(0, -'.ics'.length) : '';
        const feed = await calendarFeedOf(
          deps,
          token,
          (eventId, kind) =>
            `${publicUrl}/${kind === 'league_event' ? 'league-event' : 'team-event'}/${eventId}`,
        );
        if (!feed) throw notFound(CALENDAR_MESSAGES.notFound);
        res
          .status(200)
          .type('text/calendar; charset=utf-8')
          .set('Content-Disposition', 'inline; filename="playfield.ics"')
          .send(renderCalendar(feed.owner, feed.entries));
      },
    }),
  ],
);
