import type { AnyProcedure } from '@trpc/server';
import { z } from 'zod';
import {
  createInvitesSchema,
  INVITE_TYPES,
  type InvitedMemberDto,
  type listInvitesSchema,
  resendInvitesSchema,
} from '../../../contracts/clubs/index.ts';
import { type ApiPaths, errorItemSchema, jsonBody, signedIn } from '../../../platform/openapi/index.ts';
import type { ClubsRpcRouter } from './invite-rpc.ts';

// The clubs typed RPC (invite-rpc.ts) in the API reference: its procedures are not Express routes, so
// they are described here, checked against the router's procedure paths by `satisfies`.

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

/** The clubs RPC under /trpc-clubs (not Express routes: the typed RPC adapter answers them). */
export const clubsRpcApiPaths: ApiPaths = Object.fromEntries(
  Object.entries(rpcProcedures).map(([path, item]) => [`/trpc-clubs/${path}`, item]),
);
