import type { AnyProcedure } from '@trpc/server';
import { z } from 'zod';
import {
  createInvitesSchema,
  GROUP_MEMBERS_PAGE_SIZE,
  type GroupMembershipResult,
  groupMembersQuerySchema,
  groupMemberTargetSchema,
  INVITE_KINDS,
  INVITE_TYPE_HEADER,
  INVITE_TYPES,
  type InvitedMemberDto,
  type InviteLinkResult,
  type InviteResult,
  inviteLinkSchema,
  type listInvitesSchema,
  type OnboardVerifyEmailResult,
  onboardTeamSchema,
  onboardVerifyEmailSchema,
  PICKUP_TIMEZONES,
  type PickupGroupDto,
  type PickupGroupMemberDto,
  pickupGroupDetailsSchema,
  pickupGroupUpdateSchema,
  processInviteSchema,
  resendInvitesSchema,
} from '../../../contracts/clubs/index.ts';
import {
  type ApiOperation,
  type ApiPaths,
  errorItemSchema,
  errors,
  jsonBody,
  messageSchema,
  ok,
  pagedEnvelope,
  signedIn,
} from '../../../platform/openapi/index.ts';
import type { ClubsRpcRouter } from './invite-rpc.ts';

// Pickup groups, invites and onboarding (pickup-group.routes.ts, invite.routes.ts, invite-rpc.ts,
// onboard.routes.ts). Response shapes are TypeScript types in the contracts; `satisfies` keeps these
// schemas in step with them.

export const pickupGroupSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    acronym: z.string(),
    established: z.number().int(),
    location: z.string(),
    timezone: z.string(),
    banner: z.string().nullable(),
    badge: z.string().nullable(),
    organizationId: z.number().int().nullable(),
    memberCount: z.number().int(),
    version: z.number().int().meta({ description: 'Send it back with PATCH (optimistic locking).' }),
  })
  .meta({ id: 'PickupGroup' }) satisfies z.ZodType<PickupGroupDto>;

const pickupGroupMemberSchema = z
  .object({
    id: z.string().meta({ description: 'The member id (the member routes take it).' }),
    memberId: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    isAdmin: z.boolean(),
    isBlocked: z.boolean(),
    avatar: z.string().nullable(),
  })
  .meta({ id: 'PickupGroupMember' }) satisfies z.ZodType<PickupGroupMemberDto>;

const membershipSchema = z.object({
  group: pickupGroupSchema,
  isMember: z.boolean(),
  message: z.string(),
}) satisfies z.ZodType<GroupMembershipResult>;

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

const invitedMemberSchema = z
  .object({
    id: z.string(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    type: z.enum(INVITE_TYPES),
    status: z.enum(['pending', 'accepted']),
    isActive: z.boolean(),
    memberId: z.string().nullable(),
    sentAt: z.string().meta({ format: 'date-time' }),
    acceptedAt: z.string().nullable().meta({ format: 'date-time' }),
  })
  .meta({ id: 'InvitedMember' }) satisfies z.ZodType<InvitedMemberDto>;

const binary = (description: string) => z.string().meta({ format: 'binary', description });
const groupIdParams = z.object({ id: z.string().meta({ description: 'The pickup group id.' }) });
const memberIdParams = groupIdParams.extend({ memberId: z.string() });

const groupFormBody = (detailsSchema: z.ZodObject, imagesRequired: boolean) => ({
  required: true,
  content: {
    'multipart/form-data': {
      schema: detailsSchema.extend({
        version: z.string().optional().meta({ description: 'The version the form was loaded with.' }),
        banner: imagesRequired ? binary('PNG, GIF or JPEG, at most 5 MB.') : binary('Optional.').optional(),
        badge: imagesRequired ? binary('PNG, GIF or JPEG, at most 5 MB.') : binary('Optional.').optional(),
      }),
    },
    'application/json': { schema: detailsSchema },
  },
});

const groups = ['Pickup groups'];
const invites = ['Invites'];
const onboard = ['Onboarding'];

const memberAction = (summary: string, data: z.ZodType, description?: string): ApiOperation => ({
  tags: groups,
  summary,
  ...(description ? { description } : {}),
  ...signedIn,
  requestParams: { path: groupIdParams },
  responses: { ...ok(data), ...errors(401, 403, 404, 409) },
});

const restApiPaths: ApiPaths = {
  '/api/pickup-group': {
    post: {
      tags: groups,
      summary: 'Create a pickup group',
      description: `Details and both images (fields \`banner\` and \`badge\`); the creator is its first admin. Time zones: ${PICKUP_TIMEZONES.map((zone) => zone.value).join(', ')}.`,
      ...signedIn,
      requestBody: groupFormBody(pickupGroupDetailsSchema, true),
      responses: { ...ok(pickupGroupSchema, 'Created', 201), ...errors(400, 401, 413, 415) },
    },
  },
  '/api/pickup-group/{id}': {
    patch: {
      tags: groups,
      summary: 'Edit a pickup group (admins)',
      description:
        'Only the fields sent change. Images are refused (403) when an organisation owns the group. A stale `version` is a 409.',
      ...signedIn,
      requestParams: { path: groupIdParams },
      requestBody: groupFormBody(pickupGroupUpdateSchema, false),
      responses: { ...ok(pickupGroupSchema), ...errors(400, 401, 403, 404, 409, 413, 415) },
    },
    delete: {
      tags: groups,
      summary: 'Deactivate a pickup group for everyone (admins; not recoverable)',
      ...signedIn,
      requestParams: { path: groupIdParams },
      responses: { ...ok(messageSchema.extend({ id: z.string() })), ...errors(401, 403, 404) },
    },
  },
  '/api/pickup-group/{id}/join': {
    post: memberAction(
      'Join a pickup group',
      membershipSchema,
      'Joining twice changes nothing; a blocked member is refused.',
    ),
  },
  '/api/pickup-group/{id}/leave': {
    post: memberAction(
      'Leave a pickup group',
      membershipSchema,
      'The last admin cannot leave while others remain (409).',
    ),
  },
  '/api/pickup-group/{id}/member/{memberId}/remove': {
    post: {
      ...memberAction('Remove a member (admins)', messageSchema.extend({ memberId: z.string() })),
      requestParams: { path: memberIdParams },
    },
  },
  '/api/pickup-group/{id}/toggle-block': {
    post: {
      ...memberAction('Block or unblock a member (admins; never oneself)', pickupGroupMemberSchema),
      requestBody: jsonBody(groupMemberTargetSchema, { memberId: '0193a1c2-0000-7000-8000-000000000001' }),
    },
  },
  '/api/pickup-group/{id}/toggle-admin': {
    post: {
      ...memberAction('Make or unmake an admin (admins; never oneself)', pickupGroupMemberSchema),
      requestBody: jsonBody(groupMemberTargetSchema, { memberId: '0193a1c2-0000-7000-8000-000000000001' }),
    },
  },
  '/api/pickup-common/group/{id}': {
    get: {
      tags: groups,
      summary: 'A pickup group, for anyone',
      requestParams: { path: groupIdParams },
      responses: { ...ok(pickupGroupSchema), ...errors(404) },
    },
  },
  '/api/pickup-common/group/{id}/members': {
    get: {
      tags: groups,
      summary: `A page of the member list (${GROUP_MEMBERS_PAGE_SIZE} a page)`,
      description:
        "Signed-in viewers only (401 'LOGIN TO VIEW GROUP LIST'); a blocked member gets 403 'OFF LIMITS'. Admins first; blocked members are listed to admins only.",
      ...signedIn,
      requestParams: { path: groupIdParams, query: groupMembersQuerySchema },
      responses: {
        200: {
          description: 'OK',
          content: { 'application/json': { schema: pagedEnvelope(pickupGroupMemberSchema) } },
        },
        ...errors(400, 401, 403, 404),
      },
    },
  },
  '/api/invite': {
    post: {
      tags: invites,
      summary: 'A shareable invite link to a team (captains) or a pickup group (its members)',
      ...signedIn,
      requestParams: {
        header: z.object({
          [INVITE_TYPE_HEADER]: z
            .enum(INVITE_KINDS)
            .optional()
            .meta({ description: 'member (a team) or pickupGroup.' }),
        }),
      },
      requestBody: jsonBody(inviteLinkSchema, {
        teamId: '0193a1c2-0000-7000-8000-000000000002',
        type: 'as_roster',
      }),
      responses: {
        ...ok(
          z.object({ token: z.string(), url: z.string() }) satisfies z.ZodType<InviteLinkResult>,
          'Created',
          201,
        ),
        ...errors(400, 401, 403, 404),
      },
    },
  },
  '/api/public/invite/process': {
    post: {
      tags: invites,
      summary: 'Use an invite token',
      description:
        "For anyone: says what the invite is for. A signed-in member with a complete profile, at least 18, is added ('Congrats! …' or 'You have already been added to the …'); otherwise 403 `ProfileIncomplete` or `TooYoung`, keeping the token. 400 'Could not process invite token.' drops it.",
      requestBody: jsonBody(processInviteSchema, { token: 'the inviteToken of the link' }),
      responses: { ...ok(inviteResultSchema), ...errors(400, 403) },
    },
  },
  '/api/onboard/verify-email': {
    post: {
      tags: onboard,
      summary: 'Whether an address signs in or needs an account (behind the captcha)',
      requestBody: jsonBody(onboardVerifyEmailSchema, {
        email: 'alex@example.com',
        captchaToken: 'reCAPTCHA token',
      }),
      responses: {
        ...ok(
          z.object({
            email: z.string(),
            hasAccount: z.boolean(),
          }) satisfies z.ZodType<OnboardVerifyEmailResult>,
        ),
        ...errors(400, 403, 429),
      },
    },
  },
  '/api/onboard': {
    post: {
      tags: onboard,
      summary: "Create a new visitor's first team (behind the captcha)",
      ...signedIn,
      requestBody: jsonBody(onboardTeamSchema, {
        name: 'Austin Armadillos',
        abbreviation: 'ATX',
        established: 2019,
        location: 'Austin, TX',
        zip: '78701',
        jerseyColor: 'Purple',
        captchaToken: 'reCAPTCHA token',
      }),
      responses: {
        ...ok(
          z.object({ team: z.object({ id: z.string(), name: z.string() }).loose(), message: z.string() }),
          'Created',
          201,
        ),
        ...errors(400, 401, 403, 429),
      },
    },
  },
};

/** `invites.create`, … : every procedure of the clubs RPC router, by its dotted path. */
type ProcedurePath<Record, Prefix extends string = ''> = {
  [Key in keyof Record & string]: Record[Key] extends AnyProcedure
    ? `${Prefix}${Key}`
    : ProcedurePath<Record[Key], `${Prefix}${Key}.`>;
}[keyof Record & string];
type ClubsRpcPath = ProcedurePath<ClubsRpcRouter['_def']['record']>;

const rpcError = z.object({
  error: z.object({
    message: z.string(),
    code: z.number().int(),
    data: z.object({
      code: z.string(),
      httpStatus: z.number().int(),
      errors: z.array(errorItemSchema).optional(),
    }),
  }),
});

const rpcResponses = (output: z.ZodType) => ({
  200: {
    description: 'Done.',
    content: { 'application/json': { schema: z.object({ result: z.object({ data: output }) }) } },
  },
  ...Object.fromEntries(
    [400, 401, 403, 404, 415].map((status) => [
      status,
      {
        description: 'Failed: `data.errors` carries the REST error items.',
        content: { 'application/json': { schema: rpcError } },
      },
    ]),
  ),
});

const rpcProcedures = {
  'invites.create': {
    post: {
      tags: ['Invites (typed RPC)'],
      operationId: 'invites.create',
      summary: 'E-mail invites from a captain (each row: valid e-mail, first and last name)',
      ...signedIn,
      requestBody: jsonBody(createInvitesSchema, {
        teamId: '0193a1c2-0000-7000-8000-000000000002',
        invites: [{ email: 'sam@example.com', firstName: 'Sam', lastName: 'Okafor' }],
      }),
      responses: rpcResponses(z.object({ message: z.string(), invites: z.array(invitedMemberSchema) })),
    },
  },
  'invites.list': {
    get: {
      tags: ['Invites (typed RPC)'],
      operationId: 'invites.list',
      summary: "The team's invited players with their status (captains)",
      description: 'The input as URL-encoded JSON: `?input={"teamId":"…"}`.',
      ...signedIn,
      requestParams: {
        query: z.object({
          input: z.string().meta({
            description: 'JSON of the input, e.g. `{"teamId":"…"}`.',
            example: JSON.stringify({ teamId: '0193a1c2-0000-7000-8000-000000000002' } satisfies z.input<
              typeof listInvitesSchema
            >),
          }),
        }),
      },
      responses: rpcResponses(z.array(invitedMemberSchema)),
    },
  },
  'invites.resend': {
    post: {
      tags: ['Invites (typed RPC)'],
      operationId: 'invites.resend',
      summary: 'Resend pending invites, all or the ones named (captains)',
      ...signedIn,
      requestBody: jsonBody(resendInvitesSchema, { teamId: '0193a1c2-0000-7000-8000-000000000002' }),
      responses: rpcResponses(z.object({ message: z.string(), resent: z.number().int() })),
    },
  },
} satisfies Record<ClubsRpcPath, ApiPaths[string]>;

/** Every route of pickup groups, invites and onboarding, and the clubs RPC under /trpc-clubs. */
export const pickupGroupsApiPaths: ApiPaths = {
  ...restApiPaths,
  ...Object.fromEntries(Object.entries(rpcProcedures).map(([path, item]) => [`/trpc-clubs/${path}`, item])),
};
