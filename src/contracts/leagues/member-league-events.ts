import type { z } from 'zod';
import { memberEventsQuerySchema } from '../events/member-events.ts';

/**
 * GET /api/member/league-events?page&limit: the upcoming games of published leagues that the signed-in
 * member's teams play, soonest first, 10 a page like the member's team events (spec §9). Answers
 * `{ data: LeagueEventDto[], hasNext, page, limit }`.
 */
export const memberLeagueEventsQuerySchema = memberEventsQuerySchema.omit({ filter: true });
export type MemberLeagueEventsQuery = z.output<typeof memberLeagueEventsQuerySchema>;
