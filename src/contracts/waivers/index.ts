import { z } from 'zod';
import { WAIVER_LIMITS, WAIVER_MESSAGES } from './messages.ts';

// Waivers: an organization publishes versions of its waiver, members sign the current one.
//
// Routes (under /api):
//   GET  /organization-common/{orgId}/waiver                 OrganizationWaiverDto (public; 404 none yet)
//   GET  /organization/{orgId}/waivers                       OrganizationWaiverDto[] (staff; newest first)
//   POST /organization/{orgId}/waivers PublishWaiverRequest  PublishWaiverResultDto (coordinators; 201)
//   POST /member/{memberId}/waivers/{waiverId}               SignWaiverResultDto (the member; 409 not current)
//   GET  /team/members/{memberId}/waivers                    MemberWaiverDto[] (member, captains, staff)
//   POST /team/members/{memberId}/waivers/{orgId}/reminder   { message } (captains, staff; 202)
//   GET  /signed-waivers/{id}                                SignedWaiverDto (member, captains, staff)

export * from './messages.ts';

const noNul = (value: string) => !value.includes('\u0000');

export const publishWaiverSchema = z.object({
  name: z
    .string({ error: WAIVER_MESSAGES.nameRequired })
    .trim()
    .min(1, WAIVER_MESSAGES.nameRequired)
    .max(WAIVER_LIMITS.nameMax, WAIVER_MESSAGES.nameTooLong)
    .refine(noNul, WAIVER_MESSAGES.invalidCharacters),
  waiverVersion: z
    .string({ error: WAIVER_MESSAGES.versionRequired })
    .trim()
    .min(1, WAIVER_MESSAGES.versionRequired)
    .max(WAIVER_LIMITS.versionMax, WAIVER_MESSAGES.versionTooLong)
    .regex(/^[A-Za-z0-9._-]+$/, WAIVER_MESSAGES.versionFormat),
  text: z
    .string({ error: WAIVER_MESSAGES.textRequired })
    .trim()
    .min(1, WAIVER_MESSAGES.textRequired)
    .max(WAIVER_LIMITS.textMax, WAIVER_MESSAGES.textTooLong)
    .refine(noNul, WAIVER_MESSAGES.invalidCharacters),
});
export type PublishWaiverRequest = z.output<typeof publishWaiverSchema>;
