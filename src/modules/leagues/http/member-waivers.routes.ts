import { z } from 'zod';
import {
  type MemberWaiverDto,
  type SignedWaiverDto,
  WAIVER_MESSAGES,
} from '../../../contracts/waivers/index.ts';
import { defineRoutes, idParams, ok } from '../../../platform/http/declared-routes.ts';
import { signedMemberWaiverSchema } from '../../organizations/index.ts';
import type { LeaguesDeps } from '../application/leagues-deps.ts';
import {
  listMemberWaivers,
  readSignedWaiver,
  remindMemberToSign,
} from '../application/waivers/member-waivers.ts';

const organizationRef = z.object({ id: z.number().int(), name: z.string() });

const memberWaiverSchema = z
  .object({
    organization: organizationRef,
    latestOrgWaiver: z.object({ id: z.uuid(), waiverVersion: z.string(), name: z.string() }).nullable(),
    signedMemberWaiver: signedMemberWaiverSchema.nullable(),
    outstanding: z.boolean(),
  })
  .meta({ id: 'MemberWaiver' }) satisfies z.ZodType<MemberWaiverDto>;

const signedWaiverSchema = signedMemberWaiverSchema
  .extend({ memberId: z.uuid(), organization: organizationRef, text: z.string(), isCurrent: z.boolean() })
  .meta({ id: 'SignedWaiver' }) satisfies z.ZodType<SignedWaiverDto>;

const reminderParams = idParams('memberId').extend({
  orgId: z.coerce.number({ error: 'Unknown organization' }).int().positive('Unknown organization'),
});

const tags = ['Waivers'];
const who =
  "the member, a captain of one of the member's teams (for the organizations its leagues belong to) or the organization's staff";

/** /api/team/members/{memberId}/waivers: a member's waivers with the organizations their teams play for. */
export const memberWaiverRoutes = defineRoutes<LeaguesDeps>(
  { defaultAuth: 'member', mount: '/team/members', tags },
  (route) => [
    route.get('/:memberId/waivers', {
      summary: "A member's waivers with the organizations whose leagues their teams play in",
      description: `Visible to ${who}; each row has spec §3's latestOrgWaiver and signedMemberWaiver and spec §4's outstanding.`,
      request: { params: idParams('memberId') },
      reply: ok(z.array(memberWaiverSchema)),
      errors: [403, 404],
      handler: ({ deps, member, params }) => listMemberWaivers(deps.em, member.memberId, params.memberId),
    }),
    route.post('/:memberId/waivers/:orgId/reminder', {
      summary:
        'E-mail the member a reminder to sign the current waiver (their captains, the organization’s staff)',
      description: `409 when the member already signed the current version. ${WAIVER_MESSAGES.reminderSent}`,
      request: { params: reminderParams },
      reply: ok(z.object({ message: z.string() })),
      errors: [403, 404, 409],
      handler: ({ deps, member, params }) =>
        remindMemberToSign(deps.em, member.memberId, params.memberId, params.orgId),
    }),
  ],
);

/** GET /api/signed-waivers/{id}: what was signed, when and which version (the /waivers/{id} page). */
export const signedWaiverRoutes = defineRoutes<LeaguesDeps>(
  { defaultAuth: 'member', mount: '/signed-waivers', tags },
  (route) => [
    route.get('/:signedWaiverId', {
      summary: 'A signed waiver with the text of the version signed',
      description: `Visible to ${who}.`,
      request: { params: idParams('signedWaiverId') },
      reply: ok(signedWaiverSchema),
      errors: [403, 404],
      handler: ({ deps, member, params }) =>
        readSignedWaiver(deps.em, member.memberId, params.signedWaiverId),
    }),
  ],
);
