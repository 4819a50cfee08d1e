import type { AnyProcedure } from '@trpc/server';
import { z } from 'zod';
import { autoLoginSchema, revokeSocialSchema, setPasswordSchema } from '../../../contracts/identity/index.ts';
import { type ApiOperation, type ApiPaths, errorItemSchema } from '../../../platform/openapi/index.ts';
import type { IdentityRpcRouter } from './identity-rpc.ts';
import { memberSchema } from './response-schemas.ts';

/** `auth.setPassword`, … : every procedure of a tRPC router, by its dotted path. */
type ProcedurePath<Record, Prefix extends string = ''> = {
  [Key in keyof Record & string]: Record[Key] extends AnyProcedure
    ? `${Prefix}${Key}`
    : ProcedurePath<Record[Key], `${Prefix}${Key}.`>;
}[keyof Record & string];

export type IdentityRpcPath = ProcedurePath<IdentityRpcRouter['_def']['record']>;

const rpcError = z
  .object({
    error: z.object({
      message: z.string(),
      code: z.number().int().meta({ description: 'JSON-RPC error code, e.g. -32600.' }),
      data: z.object({
        code: z.string().meta({ description: 'tRPC code, e.g. `BAD_REQUEST`, `UNAUTHORIZED`.' }),
        httpStatus: z.number().int(),
        path: z.string().optional(),
        errors: z
          .array(errorItemSchema)
          .optional()
          .meta({ description: 'The same items the REST error envelope carries.' }),
        errorCode: z.string().optional().meta({ description: 'The first item’s `code`, if any.' }),
      }),
    }),
  })
  .meta({ id: 'RpcError', description: 'A failed procedure (tRPC v11, no transformer).' });

const RPC_ERRORS = {
  400: 'Invalid input: `data.errors` has one item per failing field.',
  401: 'Not signed in.',
  403: 'A request from another site.',
  415: 'The body is not application/json.',
} as const;

interface RpcMutation {
  summary: string;
  description?: string;
  input: z.ZodType;
  example: Record<string, string>;
  output: z.ZodType;
  errors: (keyof typeof RPC_ERRORS)[];
}

/** A mutation over tRPC's HTTP format: `POST /trpc/<path>`, the input as the body, `{ result: { data } }` back. */
function mutation(path: string, doc: RpcMutation): ApiOperation {
  return {
    tags: ['Auth (typed RPC)'],
    operationId: path,
    summary: doc.summary,
    ...(doc.description ? { description: doc.description } : {}),
    requestBody: {
      required: true,
      content: { 'application/json': { schema: doc.input, example: doc.example } },
    },
    responses: {
      200: {
        description: 'Done.',
        content: { 'application/json': { schema: z.object({ result: z.object({ data: doc.output }) }) } },
      },
      ...Object.fromEntries(
        doc.errors.map((status) => [
          status,
          { description: RPC_ERRORS[status], content: { 'application/json': { schema: rpcError } } },
        ]),
      ),
    },
  };
}

// Reset links open in a browser: the session is set in httpOnly cookies, the reply carries only the member.
const signedInAgain = z.object({ success: z.literal(true), member: memberSchema });

/** Every procedure of identity-rpc.ts; the type makes a procedure left out (or made up) a compile error. */
export const identityRpcProcedures = {
  'auth.autoLoginJwt': {
    summary: 'Sign in with a password-reset link',
    description:
      'The link’s `resetToken` travels as `authorization`; the SPA then shows the set-password form.',
    input: autoLoginSchema,
    example: { authorization: 'the resetToken of the reset link' },
    output: signedInAgain,
    errors: [400, 403, 415],
  },
  'auth.setPassword': {
    summary: 'Set a new password with a reset link and stay signed in',
    description: 'Spends the reset token and ends every other session.',
    input: setPasswordSchema,
    example: {
      newPassword: 'Halftime#2025',
      confirmPassword: 'Halftime#2025',
      authorization: 'the resetToken of the reset link',
    },
    output: signedInAgain,
    errors: [400, 403, 415],
  },
  'auth.revokeSocial': {
    summary: 'Disconnect a social sign-in method',
    input: revokeSocialSchema,
    example: { provider: 'google' },
    output: z.object({
      success: z.literal(true),
      message: z.string(),
      authSchemas: memberSchema.shape.authSchemas,
    }),
    errors: [400, 401, 403, 415],
  },
} satisfies Record<IdentityRpcPath, RpcMutation>;

/** The typed RPC under /trpc, one path per procedure. */
export const identityRpcApiPaths: ApiPaths = Object.fromEntries(
  Object.entries(identityRpcProcedures).map(([path, doc]) => [
    `/trpc/${path}`,
    { post: mutation(path, doc) },
  ]),
);
