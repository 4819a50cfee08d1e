import { z } from 'zod';
import type {
  ZodOpenApiOperationObject,
  ZodOpenApiPathsObject,
  ZodOpenApiResponseObject,
  ZodOpenApiResponsesObject,
} from 'zod-openapi';

/**
 * What a module contributes to the OpenAPI document: its path items, keyed by the full path as a
 * browser requests it (`/api/clubs/{clubId}`), with the zod schemas of its requests and responses.
 * They come from its route declarations (`apiPathsOf`, src/platform/http/declared-routes.ts), and the
 * module's AppModule hands them over as `apiPaths`; the document is built from all of them.
 */
export type ApiPaths = ZodOpenApiPathsObject;
export type ApiOperation = ZodOpenApiOperationObject;

/** The error envelope's item, as every non-2xx API answer carries it. */
export const errorItemSchema = z
  .object({
    message: z.string().meta({ description: 'What went wrong, in words a person can read.' }),
    code: z
      .string()
      .optional()
      .meta({ description: 'A stable name for the error, e.g. `InvalidAccessToken`, `RateLimited`.' }),
    field: z
      .string()
      .optional()
      .meta({ description: 'The failing input field (dotted path), for validation errors.' }),
  })
  .meta({ id: 'ErrorItem' });

export const errorEnvelopeSchema = z
  .object({ status: z.literal('error'), errors: z.array(errorItemSchema).min(1) })
  .meta({ id: 'ErrorEnvelope', description: 'Every API failure: one item per problem.' });

/** `{ status: 'success', data }` around a response schema. */
export const successEnvelope = <T extends z.ZodType>(data: T) =>
  z.object({ status: z.literal('success'), data });

/** `{ status: 'success', data: [...], hasNext, page, limit }`: a page of a list. */
export const pagedEnvelope = <T extends z.ZodType>(item: T) =>
  z.object({
    status: z.literal('success'),
    data: z.array(item),
    hasNext: z.boolean(),
    page: z.number().int().min(1),
    limit: z.number().int().min(1),
  });

/**
 * A JSON body: `requestBody: jsonBody(signUpSchema, { firstName: 'Alex', … })`. The example is what
 * the reference page pre-fills (instead of strings made up from regular expressions); it is typed
 * by the schema, and a test parses it with the schema.
 */
export const jsonBody = <S extends z.ZodType>(schema: S, example?: z.input<S>) => ({
  required: true,
  content: { 'application/json': { schema, ...(example === undefined ? {} : { example }) } },
});

/** A `{ message }` answer, the common reply of commands that change something. */
export const messageSchema = z.object({ message: z.string() });

const ERROR_DESCRIPTIONS = {
  400: 'Invalid input: one item per failing field, with the spec’s message.',
  401: 'Not signed in, or `InvalidAccessToken` for an expired or bad access token.',
  403: 'Not allowed (including a cookie-authenticated request from another site).',
  404: 'Not found.',
  409: 'Conflict with the current state, or `ConcurrentChange`: someone else changed it at the same time (reload and retry).',
  413: 'The request body is too large.',
  415: 'The request body is not JSON (or multipart for uploads).',
  429: 'Rate limited; `Retry-After` says when to try again.',
  502: 'An outside service we depend on did not answer.',
  503: 'A dependency is not answering.',
} as const;

export type ErrorStatus = keyof typeof ERROR_DESCRIPTIONS;

const errorResponse = (status: ErrorStatus): ZodOpenApiResponseObject => ({
  description: ERROR_DESCRIPTIONS[status],
  ...(status === 429
    ? { headers: { 'Retry-After': { description: 'Seconds to wait.', schema: { type: 'integer' } } } }
    : {}),
  content: { 'application/json': { schema: errorEnvelopeSchema } },
});

/** Error answers in the error envelope: `responses: { …, ...errors(400, 401) }`. */
export function errors(...statuses: ErrorStatus[]): ZodOpenApiResponsesObject {
  return Object.fromEntries(statuses.map((status) => [status, errorResponse(status)]));
}

/** Operations that need a signed-in member: an access token as Bearer header or cookie. */
export const signedIn: Pick<ApiOperation, 'security'> = {
  security: [{ bearerAuth: [] }, { cookieAuth: [] }],
};
