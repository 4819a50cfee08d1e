import type { z } from 'zod';
import { pickupEventsQuerySchema } from './pickup-event.ts';

/**
 * GET /api/member/pickup-events?page&limit: the upcoming pickup games the signed-in member is registered
 * for, across their groups, soonest first, 20 a page (spec §9 pickup listings). Answers a
 * `PickupEventsPage`.
 */
export const memberPickupEventsQuerySchema = pickupEventsQuerySchema.omit({ filter: true });
export type MemberPickupEventsQuery = z.output<typeof memberPickupEventsQuerySchema>;
