import { z } from 'zod';
import { limitParam, pageParam } from '../common/paging.ts';
import type { EventDto } from './event.ts';

/** Spec §9: member events page by 10. */
export const MEMBER_EVENTS_PAGE_SIZE = 10;
export const MEMBER_EVENTS_FILTERS = ['future', 'past'] as const;
export type MemberEventsFilter = (typeof MEMBER_EVENTS_FILTERS)[number];

/**
 * GET /api/member/events?filter&page&limit. `future`: not yet started, soonest first; `past`: started,
 * latest first.
 */
export const memberEventsQuerySchema = z.object({
  filter: z.enum(MEMBER_EVENTS_FILTERS, { error: 'filter must be future or past' }).default('future'),
  page: pageParam,
  limit: limitParam(50, MEMBER_EVENTS_PAGE_SIZE),
});
export type MemberEventsQuery = z.output<typeof memberEventsQuerySchema>;

/** `{ status, data, hasNext, page, limit }`. */
export interface MemberEventsPage {
  data: EventDto[];
  hasNext: boolean;
  page: number;
  limit: number;
}

export const MEMBER_EVENTS_MESSAGES = {
  emptyFuture: 'No upcoming events.',
  emptyPast: 'No past events.',
} as const;
