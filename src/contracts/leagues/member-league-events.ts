import type { z } from 'zod';
import { memberEventsQuerySchema } from '../events/member-events.ts';

/**
 * GET /api/member/league-events?filter&page&limit: the games of published leagues that the signed-in
 * member's teams play, 10 a page like the member's team events (spec §9): `future` (the default) not
 * started yet, soonest first; `past` started, latest first; canceled games in neither. Answers
 * `{ data: LeagueEventDto[], hasNext, page, limit }`.
 */
export const memberLeagueEventsQuerySchema = memberEventsQuerySchema;
export type MemberLeagueEventsQuery = z.output<typeof memberLeagueEventsQuerySchema>;
