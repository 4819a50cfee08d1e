import { z } from 'zod';
import { calendarLinkSchema } from '../../../contracts/events/index.ts';
import { type ApiPaths, errors, ok, signedIn } from '../../../platform/openapi/index.ts';
import { calendarFeedParams } from './calendar.routes.ts';

const tags = ['Events'];

export const calendarApiPaths: ApiPaths = {
  '/api/member/calendar': {
    get: {
      tags,
      summary: "The signed-in member's secret calendar URL (made on first request)",
      ...signedIn,
      responses: { ...ok(calendarLinkSchema), ...errors(401) },
    },
  },
  '/api/member/calendar/regenerate': {
    post: {
      tags,
      summary: 'A new calendar URL; the old one stops working',
      ...signedIn,
      responses: { ...ok(calendarLinkSchema.extend({ message: z.string() })), ...errors(401) },
    },
  },
  '/api/calendar/{file}': {
    get: {
      tags,
      summary:
        'The iCalendar feed of a calendar URL (`{token}.ics`): every game of the member’s teams, in its own time zone, with the member’s RSVP; deleted games are marked cancelled',
      requestParams: { path: calendarFeedParams },
      responses: {
        200: { description: 'An iCalendar (RFC 5545) document.', content: { 'text/calendar': {} } },
        ...errors(400, 404),
      },
    },
  },
};
