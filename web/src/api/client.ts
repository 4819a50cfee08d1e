import { loginHref } from '../lib/return-to';
import { storageKeys } from '../lib/storage-keys';
import {
  ApiError,
  type ApiErrorItem,
  clientErrorCodes,
  networkError,
  unexpectedHtmlError,
} from './api-error';
import {
  genericErrorMessage,
  isErrorEnvelope,
  isHtmlReply,
  isSuccessEnvelope,
  type Page,
  readErrorItems,
  type SuccessEnvelope,
} from './envelope';

/**
 * The SPA's one way to call the server.
 *
 * Paths are written WITHOUT the `/api` prefix, as the spec names them after it:
 * `api.get('/member/me')` calls `/api/member/me`. Passing `/api/...` throws, so the mistake shows
 * up on the first run instead of as a 404 on `/api/api/...`.
 */

export const httpVerbs = ['GET', 'POST', 'PATCH', 'PUT', 'DELETE'] as const;
export type HttpVerb = (typeof httpVerbs)[number];

export const refreshPath = '/auth/refresh';
export const invalidAccessTokenCode = 'InvalidAccessToken';
const loginPath = '/login';

export interface ApiClientOptions {
  /** Defaults to `/api`. */
  baseUrl?: string;
  fetch?: typeof fetch;
  storage?: Pick<Storage, 'clear' | 'getItem'>;
  /** Where a failed token refresh sends the user; a full page load by default. */
  navigate?: (path: string) => void;
}

export interface ApiClient {
  request<T>(verb: string, path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  get<T>(path: string): Promise<T>;
  /** For paged lists: keeps `hasNext`, `page` and `limit` next to the items. */
  getPage<Item>(path: string): Promise<Page<Item>>;
  post<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  patch<T>(path: string, body?: unknown): Promise<T>;
  put<T>(path: string, body?: unknown): Promise<T>;
  delete<T>(path: string, body?: unknown): Promise<T>;
  /** POST `multipart/form-data` (uploads: the file goes in the field `file`). */
  upload<T>(path: string, form: FormData): Promise<T>;
  /**
   * Runs the one shared token refresh (or waits for the one in flight). For callers outside this
   * client, such as the typed RPC caller, that got a 401 for an expired access token.
   */
  refreshSession(): Promise<void>;
}

export interface RequestOptions {
  /** Extra request headers a route asks for (`invite_type` on `POST /api/invite`). */
  headers?: Record<string, string>;
}

type Reply =
  | { kind: 'json'; body: unknown }
  | { kind: 'text'; text: string }
  | { kind: 'html' }
  | { kind: 'empty' };

interface Exchange {
  response: Response;
  reply: Reply;
}

function isHttpVerb(verb: string): verb is HttpVerb {
  return (httpVerbs as readonly string[]).includes(verb);
}

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const baseUrl = options.baseUrl ?? '/api';
  // Globals are read at call time, not at import, so tests and non-browser imports stay safe.
  const fetchImpl: typeof fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const storage = () => options.storage ?? globalThis.localStorage;
  const navigate = options.navigate ?? ((path: string) => window.location.assign(path));

  // Token refresh bookkeeping. `refreshing` is the one refresh in flight that every request failing
  // with InvalidAccessToken waits on; `generation` counts successful refreshes so a request that was
  // sent with the old token but answered after a refresh is simply replayed, not refreshed again.
  let refreshing: Promise<void> | null = null;
  let generation = 0;

  async function send(
    verb: HttpVerb,
    path: string,
    body: unknown,
    extraHeaders: Record<string, string> = {},
  ): Promise<Exchange> {
    const headers: Record<string, string> = { ...extraHeaders, Accept: 'application/json' };
    const multipart = body instanceof FormData;
    // The server accepts state-changing cookie-authenticated requests only as JSON (or multipart for
    // uploads, whose Content-Type with its boundary the browser writes itself).
    if (verb !== 'GET' && !multipart) headers['Content-Type'] = 'application/json';
    let response: Response;
    try {
      response = await fetchImpl(`${baseUrl}${path}`, {
        method: verb,
        headers,
        body: body === undefined ? undefined : multipart ? body : JSON.stringify(body),
        cache: 'no-store',
        credentials: 'include',
      });
    } catch {
      throw networkError();
    }
    return { response, reply: await readReply(response) };
  }

  function refreshOnce(sentInGeneration: number): Promise<void> {
    if (sentInGeneration !== generation) return Promise.resolve();
    if (refreshing === null) {
      refreshing = runRefresh()
        .then(() => {
          generation += 1;
        })
        .finally(() => {
          refreshing = null;
        });
    }
    return refreshing;
  }

  async function runRefresh(): Promise<void> {
    try {
      // The refresh token is the httpOnly cookie the browser sends; the reply rotates it there.
      // Sent with `send`, not `request`: the refresh call itself must never start a refresh.
      const { response, reply } = await send('POST', refreshPath, {});
      if (response.status !== 200 || reply.kind !== 'json' || !isSuccessEnvelope(reply.body)) {
        throw new Error('refresh refused');
      }
    } catch {
      // Spec §4: a failed refresh ends the session. A member who has just logged out on this device
      // has none to end: a request sent before the logout and refused after it (the session is gone)
      // must not carry them off the splash to /login, whatever they are typing there.
      const signedInHere = storage().getItem(storageKeys.authenticated) !== null;
      storage().clear();
      if (signedInHere) navigate(loginPath);
      throw new ApiError(401, [
        { message: 'Your session has ended. Please log in again.', code: invalidAccessTokenCode },
      ]);
    }
  }

  async function exchange(
    requestedVerb: string,
    path: string,
    body: unknown,
    requestOptions: RequestOptions = {},
  ): Promise<SuccessEnvelope<unknown>> {
    const verb = requestedVerb.toUpperCase();
    if (!isHttpVerb(verb)) throw new Error(`Unknown request verb: ${requestedVerb}`);
    if (!path.startsWith('/') || path === '/api' || path.startsWith('/api/')) {
      throw new Error(`API paths start with "/" and leave out "/api": got "${path}"`);
    }
    // A request started while a refresh runs would only fail with the old token: wait for the new one.
    if (refreshing !== null) await refreshing;
    const sentInGeneration = generation;
    let result = await send(verb, path, body, requestOptions.headers);
    if (path !== refreshPath && isInvalidAccessToken(result)) {
      await refreshOnce(sentInGeneration);
      result = await send(verb, path, body, requestOptions.headers);
    }
    return unwrap(result);
  }

  async function request<T>(
    verb: string,
    path: string,
    body?: unknown,
    requestOptions?: RequestOptions,
  ): Promise<T> {
    const envelope = await exchange(verb, path, body, requestOptions);
    return envelope.data as T;
  }

  async function getPage<Item>(path: string): Promise<Page<Item>> {
    const envelope = await exchange('GET', path, undefined);
    const page: Page<Item> = {
      data: Array.isArray(envelope.data) ? (envelope.data as Item[]) : [],
      hasNext: envelope.hasNext === true,
    };
    if (envelope.page !== undefined) page.page = envelope.page;
    if (envelope.limit !== undefined) page.limit = envelope.limit;
    return page;
  }

  return {
    request,
    getPage,
    get: (path) => request('GET', path),
    post: (path, body, requestOptions) => request('POST', path, body, requestOptions),
    patch: (path, body) => request('PATCH', path, body),
    put: (path, body) => request('PUT', path, body),
    delete: (path, body) => request('DELETE', path, body),
    upload: (path, form) => request('POST', path, form),
    refreshSession: () => refreshOnce(generation),
  };
}

async function readReply(response: Response): Promise<Reply> {
  const text = await response.text();
  if (text.trim() === '') return { kind: 'empty' };
  if (isHtmlReply(response.headers.get('content-type'), text)) return { kind: 'html' };
  try {
    return { kind: 'json', body: JSON.parse(text) };
  } catch {
    return { kind: 'text', text };
  }
}

function isInvalidAccessToken({ response, reply }: Exchange): boolean {
  return (
    response.status === 401 &&
    reply.kind === 'json' &&
    readErrorItems(reply.body).some((error) => error.code === invalidAccessTokenCode)
  );
}

function unwrap({ response, reply }: Exchange): SuccessEnvelope<unknown> {
  if (reply.kind === 'html') {
    throw unexpectedHtmlError(response.status);
  }
  if (!response.ok || (reply.kind === 'json' && isErrorEnvelope(reply.body))) {
    const errors: ApiErrorItem[] = reply.kind === 'json' ? readErrorItems(reply.body) : [];
    throw new ApiError(
      response.status,
      errors.length > 0 ? errors : [{ message: genericErrorMessage, code: clientErrorCodes.noBody }],
    );
  }
  switch (reply.kind) {
    case 'empty':
      return { status: 'success', data: undefined };
    case 'text':
      // Spec §7: some replies (the health check) are read as a plain string.
      return { status: 'success', data: reply.text };
    case 'json':
      return isSuccessEnvelope(reply.body) ? reply.body : { status: 'success', data: reply.body };
  }
}

/**
 * The client the app uses: same origin, browser fetch, localStorage, and a full-page redirect when
 * the session ends, remembering the page so the login returns there (spec §4).
 */
export const api: ApiClient = createApiClient({
  navigate: (path) => {
    const { pathname, search } = window.location;
    window.location.assign(path === loginPath ? loginHref(`${pathname}${search}`) : path);
  },
});
