import { z } from 'zod';
import { RSVP_STATUSES, type RsvpStatus } from './event.ts';

export const RSVP_MESSAGES = {
  /** Spec §8. */
  sent: 'Successfully sent RSVP',
  /** Spec §6, §8: an e-mail link opened by another signed-in member. */
  onlySelf: 'You can only RSVP yourself from an email invite',
  failed: 'Something went wrong',
  invalidStatus: 'Status must be yes, no, maybe or unknown',
  memberRequired: 'Choose whose RSVP this is',
  notOnRoster: 'This player is not on the team roster.',
  selfOrCaptain: 'You can only RSVP for yourself unless you are a captain of this team.',
  bulkEmpty: 'Choose at least one player',
  duplicateMember: 'Each player may appear only once',
} as const;

/** The query parameters of the RSVP e-mail buttons (spec §2): `/team-event/{eventId}?rsvpStatus&eventId&memberId`. */
export const RSVP_LINK_PARAMS = { status: 'rsvpStatus', eventId: 'eventId', memberId: 'memberId' } as const;

export const rsvpStatusField = z.enum(RSVP_STATUSES, { error: RSVP_MESSAGES.invalidStatus });

/** POST /api/event/{eventId}/rsvp. */
export const rsvpSchema = z.object({
  memberId: z.uuid({ error: RSVP_MESSAGES.memberRequired }),
  status: rsvpStatusField,
});
export type RsvpRequest = z.output<typeof rsvpSchema>;

/** POST /api/event/{eventId}/rsvp/bulk: a captain answers for several roster members at once. */
export const bulkRsvpSchema = z.object({
  rsvps: z
    .array(rsvpSchema, { error: RSVP_MESSAGES.bulkEmpty })
    .min(1, RSVP_MESSAGES.bulkEmpty)
    .max(500)
    .refine(
      (rsvps) => new Set(rsvps.map((rsvp) => rsvp.memberId)).size === rsvps.length,
      RSVP_MESSAGES.duplicateMember,
    ),
});
export type BulkRsvpRequest = z.output<typeof bulkRsvpSchema>;

export interface RsvpResult {
  eventId: string;
  rsvps: Array<{ memberId: string; status: RsvpStatus }>;
  attendingCount: number;
  message: string;
}

/** Who counts as coming: attendees are the yes answers (spec §4). */
export const isAttending = (status: RsvpStatus) => status === 'yes';

/** The count after one member's answer changes: up on a new yes, down on leaving yes, never below 0. */
export function nextAttendingCount(count: number, from: RsvpStatus, to: RsvpStatus): number {
  const change = Number(isAttending(to)) - Number(isAttending(from));
  return Math.max(0, count + change);
}
