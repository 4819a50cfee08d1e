import type { AuthProvider, MemberDto } from '../../../src/contracts/identity/index.ts';
import {
  ApiError,
  type ApiErrorItem,
  clientErrorCodes,
  networkError,
  unexpectedHtmlError,
} from './api-error';
import { type ApiClient, api } from './client';
import { genericErrorMessage, isHtmlReply, readErrorItems } from './envelope';

/**
 * A tiny typed caller for the server's typed RPC (tRPC v11 at /trpc, no transformer, no batching),
 * over plain fetch so the SPA does not ship a tRPC client for three procedures.
 *
 * Wire format: a mutation is `POST /trpc/<path>` with the input as the JSON body; a query is
 * `GET /trpc/<path>?input=<url-encoded JSON>`. The reply is `{ result: { data } }` or
 * `{ error: { message, code, data: { httpStatus, code } } }`; failures throw `ApiError`, like the
 * REST client's.
 */

/**
 * What the server's procedures take and give (the router's types stay on the server). A type alias,
 * not an interface, so it fits the `Record<string, …>` constraint below.
 */
export type TrpcMutations = {
  /** Signs in with a one-time token from an e-mail link (a reset link's `resetToken`). */
  'auth.autoLoginJwt': {
    input: { authorization: string };
    output: { success: boolean; member: MemberDto };
  };
  /** Spends the reset token, ends every other session and signs this browser in afresh. */
  'auth.setPassword': {
    input: { newPassword: string; confirmPassword: string; authorization: string };
    output: { success: boolean; member: MemberDto };
  };
  /** Disconnects a linked social sign-in from the signed-in member. */
  'auth.revokeSocial': { input: { provider: AuthProvider }; output: unknown };
};

// biome-ignore lint/complexity/noBannedTypes: no queries yet; the caller already speaks GET.
export type TrpcQueries = {};

type Procedures = Record<string, { input: unknown; output: unknown }>;

export interface TrpcClient<Queries extends Procedures, Mutations extends Procedures> {
  query<Path extends keyof Queries & string>(
    path: Path,
    input: Queries[Path]['input'],
  ): Promise<Queries[Path]['output']>;
  mutation<Path extends keyof Mutations & string>(
    path: Path,
    input: Mutations[Path]['input'],
  ): Promise<Mutations[Path]['output']>;
}

export interface TrpcClientOptions {
  /** Defaults to `/trpc`. */
  baseUrl?: string;
  fetch?: typeof fetch;
  /** Shared with the REST client, so a tRPC 401 and a REST 401 run the same single refresh. */
  session?: Pick<ApiClient, 'refreshSession'>;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Carries its own credential (a reset link's token): a 401 there is the token's, not the session's. */
function carriesAuthorization(input: unknown): boolean {
  return isRecord(input) && typeof input.authorization === 'string';
}

/**
 * Reads a tRPC error. The server's formatter puts the REST envelope's items in `data.errors` (with
 * `field` for input errors) and the first item's code in `data.errorCode`; without them, formatted
 * field errors (`data.fieldErrors`, `data.zodError.fieldErrors`) or the default formatter's issues
 * JSON in `message` still become one item per field, so forms can show them inline.
 */
export function readTrpcError(status: number, body: unknown): ApiError {
  const error = isRecord(body) && isRecord(body.error) ? body.error : undefined;
  if (error === undefined) {
    return new ApiError(status, [{ message: genericErrorMessage, code: clientErrorCodes.noBody }]);
  }
  const data = isRecord(error.data) ? error.data : {};
  const httpStatus = typeof data.httpStatus === 'number' ? data.httpStatus : status;
  const code =
    typeof data.errorCode === 'string'
      ? data.errorCode
      : typeof data.code === 'string'
        ? data.code
        : undefined;
  const items: ApiErrorItem[] = readErrorItems({ errors: data.errors });
  if (items.length > 0) {
    if (code !== undefined && items[0] && items[0].code === undefined) items[0] = { ...items[0], code };
    return new ApiError(httpStatus, items);
  }

  const formatted = isRecord(data.fieldErrors)
    ? data.fieldErrors
    : isRecord(data.zodError) && isRecord(data.zodError.fieldErrors)
      ? data.zodError.fieldErrors
      : undefined;
  if (formatted) {
    for (const [field, messages] of Object.entries(formatted)) {
      const first = Array.isArray(messages) ? messages.find((entry) => typeof entry === 'string') : messages;
      if (typeof first === 'string') items.push(withCode({ message: first, field }, code));
    }
  }
  const message = typeof error.message === 'string' ? error.message : '';
  if (items.length === 0) items.push(...issuesIn(message, code));
  if (items.length === 0 && message.trim() !== '') items.push(withCode({ message }, code));
  if (items.length === 0) items.push({ message: genericErrorMessage, code: clientErrorCodes.noBody });
  return new ApiError(httpStatus, items);
}

function withCode(item: ApiErrorItem, code: string | undefined): ApiErrorItem {
  return code === undefined ? item : { ...item, code };
}

function issuesIn(message: string, code: string | undefined): ApiErrorItem[] {
  if (!message.trimStart().startsWith('[')) return [];
  try {
    const issues: unknown = JSON.parse(message);
    if (!Array.isArray(issues)) return [];
    return issues.flatMap((issue): ApiErrorItem[] => {
      if (!isRecord(issue) || typeof issue.message !== 'string') return [];
      const field =
        Array.isArray(issue.path) && typeof issue.path[0] === 'string' ? issue.path[0] : undefined;
      return [
        withCode(field === undefined ? { message: issue.message } : { message: issue.message, field }, code),
      ];
    });
  } catch {
    return [];
  }
}

export function createTrpcClient<
  Queries extends Procedures = TrpcQueries,
  Mutations extends Procedures = TrpcMutations,
>(options: TrpcClientOptions = {}): TrpcClient<Queries, Mutations> {
  const baseUrl = options.baseUrl ?? '/trpc';
  const fetchImpl: typeof fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const session = options.session ?? api;

  async function send(kind: 'query' | 'mutation', path: string, input: unknown): Promise<unknown> {
    const url =
      kind === 'query'
        ? `${baseUrl}/${path}${input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`}`
        : `${baseUrl}/${path}`;
    let response: Response;
    try {
      response = await fetchImpl(url, {
        method: kind === 'query' ? 'GET' : 'POST',
        headers:
          kind === 'query'
            ? { Accept: 'application/json' }
            : { Accept: 'application/json', 'Content-Type': 'application/json' },
        body: kind === 'query' ? undefined : JSON.stringify(input ?? null),
        cache: 'no-store',
        credentials: 'include',
      });
    } catch {
      throw networkError();
    }
    const text = await response.text();
    if (text.trim() !== '' && isHtmlReply(response.headers.get('content-type'), text)) {
      throw unexpectedHtmlError(response.status);
    }
    let body: unknown;
    try {
      body = text.trim() === '' ? undefined : JSON.parse(text);
    } catch {
      body = undefined;
    }
    if (!response.ok || (isRecord(body) && 'error' in body)) throw readTrpcError(response.status, body);
    return isRecord(body) && isRecord(body.result) ? body.result.data : undefined;
  }

  async function call(kind: 'query' | 'mutation', path: string, input: unknown): Promise<unknown> {
    try {
      return await send(kind, path, input);
    } catch (error) {
      // An expired access token: one shared refresh, then one replay (spec §4), as the REST client does.
      if (!(error instanceof ApiError) || error.status !== 401 || carriesAuthorization(input)) throw error;
      await session.refreshSession();
      return send(kind, path, input);
    }
  }

  return {
    query: (path, input) => call('query', path, input) as never,
    mutation: (path, input) => call('mutation', path, input) as never,
  };
}

/** The app's caller: `await trpc.mutation('auth.setPassword', { newPassword, confirmPassword, authorization })`. */
export const trpc = createTrpcClient();
