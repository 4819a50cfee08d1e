import type { z } from 'zod';
import { createTeamSchema, JERSEY_COLORS } from '../../../../src/contracts/clubs/index.ts';
import { PICKUP_TIMEZONES, pickupGroupDetailsSchema } from '../../../../src/contracts/clubs/pickup-group.ts';

// The clubs forms' schemas (zod). The words of every clubs screen are in club-messages.ts, without zod.
export { CLUB_MESSAGES, IMAGE_TYPES, imageProblem } from './club-messages';
export { JERSEY_COLORS };

export const teamFormSchema = createTeamSchema;
export type TeamFormInput = z.input<typeof teamFormSchema>;

/** Spec §9 time zones, sent with the US/ prefix where they have one. */
export const GROUP_TIMEZONES = PICKUP_TIMEZONES;

export const groupDetailsSchema = pickupGroupDetailsSchema;
/** The form holds text; the schema reads the year from it. */
export type GroupDetailsInput = Omit<z.input<typeof groupDetailsSchema>, 'established' | 'timezone'> & {
  established: string;
  timezone: string;
};
