import { z } from 'zod';
import {
  INVITE_KINDS,
  INVITE_MESSAGES,
  INVITE_TYPE_HEADER,
  INVITE_TYPES,
  type InviteLinkResult,
  type InviteResult,
  inviteLinkSchema,
  processInviteSchema,
} from '../../../contracts/clubs/invite.ts';
import type { Clock } from '../../../platform/container/tokens.ts';
import type { EntityManager } from '../../../platform/db/orm.ts';
import { created, defineRoutes, ok } from '../../../platform/http/declared-routes.ts';
import type { MemberLimits } from '../../../platform/rate-limit/member-limits.ts';
import type { IdentityReadApi, MemberEligibilityReader } from '../../identity/index.ts';
import { createInviteLink } from '../application/invites/create-invite-link.handler.ts';
import { processInvite } from '../application/invites/process-invite.handler.ts';

export interface InviteServices {
  em: EntityManager;
  clock: Clock;
  identity: IdentityReadApi;
  eligibility: MemberEligibilityReader;
  /** Per-member limits on writes that reach others (src/platform/rate-limit/member-limits.ts). */
  limits: MemberLimits;
  publicUrl: string;
}

const inviteHeaders = z.object({
  [INVITE_TYPE_HEADER]: z
    .enum(INVITE_KINDS, { error: INVITE_MESSAGES.linkFailed })
    .optional()
    .meta({ description: 'member (a team) or pickupGroup.' }),
});

const inviteResultSchema = z
  .object({
    team: z.object({ id: z.string(), name: z.string() }).optional(),
    pickupGroup: z.object({ id: z.string(), name: z.string() }).optional(),
    inviter: z.object({ firstName: z.string(), lastName: z.string() }),
    type: z.enum(INVITE_TYPES),
    alreadyAdded: z.boolean(),
    addedToTeam: z.boolean(),
    loggedInMember: z.boolean(),
    message: z.string().nullable(),
  })
  .meta({ id: 'InviteResult' }) satisfies z.ZodType<InviteResult>;

const tags = ['Invites'];

/** `POST /api/invite`: a shareable link for a team or a group. */
export const inviteRoutes = defineRoutes<InviteServices>({ mount: '/invite', tags }, (route) => [
  route.post('/', {
    auth: 'member',
    summary: 'A shareable invite link to a team (captains) or a pickup group (its members)',
    request: { body: inviteLinkSchema, headers: inviteHeaders },
    example: { teamId: '0193a1c2-0000-7000-8000-000000000002', type: 'as_roster' },
    reply: created(z.object({ token: z.string(), url: z.string() }) satisfies z.ZodType<InviteLinkResult>),
    errors: [403, 404],
    handler: ({ deps, member, body, headers }) =>
      createInviteLink(deps, member, body, headers[INVITE_TYPE_HEADER]),
  }),
]);

/** `POST /api/public/invite/process {token}`: for anyone; it adds only a signed-in member. */
export const publicInviteRoutes = defineRoutes<InviteServices>({ mount: '/public/invite', tags }, (route) => [
  route.post('/process', {
    auth: 'optional',
    summary: 'Use an invite token',
    description:
      "For anyone: says what the invite is for. A signed-in member with a complete profile, at least 18, is added ('Congrats! …' or 'You have already been added to the …'); otherwise 403 `ProfileIncomplete` or `TooYoung`, keeping the token. 400 'Could not process invite token.' drops it.",
    request: { body: processInviteSchema },
    example: { token: 'the inviteToken of the link' },
    reply: ok(inviteResultSchema),
    errors: [403],
    handler: ({ deps, member, body }) => processInvite(deps, member?.memberId, body.token),
  }),
]);
