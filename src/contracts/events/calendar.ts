import { z } from 'zod';

/** GET /api/member/calendar and POST /api/member/calendar/regenerate: the member's secret feed URL. */
export interface CalendarLinkDto {
  /** `https://…/api/calendar/<token>.ics`: subscribe to it in any calendar app; keep it private. */
  url: string;
  /** The same feed for apps that open `webcal:` links. */
  webcalUrl: string;
}

export const calendarLinkSchema = z.object({
  url: z.string(),
  webcalUrl: z.string(),
}) satisfies z.ZodType<CalendarLinkDto>;

export const CALENDAR_MESSAGES = {
  regenerated: 'Your calendar link was regenerated. The old link no longer works.',
  notFound: 'This calendar link does not exist. Copy the current one from Settings.',
} as const;

/** How long a calendar entry lasts: the API stores a start only, and a recreational game is about this long. */
export const CALENDAR_EVENT_MINUTES = 120;
