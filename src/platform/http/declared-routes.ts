// Routes declared once. A module's http/ folder declares each route ONE time, with everything both the
// server and the OpenAPI document need; the Express router and the document's path items are derived
// from that declaration, so they cannot drift apart.
//
//   export const eventRoutes = defineRoutes<EventsDeps>({ mount: '/event', tags: ['Events'] }, (route) => [
//     route.post('/:eventId/rsvp', {
//       auth: 'member',                                  // 'public' | 'optional' (authenticate) | 'member'
//       summary: 'RSVP (a member for self, a captain for any roster member)',
//       description: 'Optional longer text (Markdown).',
//       request: { params: eventParams, body: rsvpSchema }, // also `query`, `headers`: zod schemas
//       example: { memberId: '…', status: 'yes' },          // the body the reference pre-fills (typed)
//       reply: ok(rsvpResultSchema),                         // see below
//       errors: [403, 404],                                  // 400, 401 and 415 follow from the above
//       handler: ({ deps, member, params, body }) => answerRsvp(deps, member, params.eventId, [body], false),
//     }),
//   ]);
//
// - `mount` is the path under /api (or from the root with `root: true`); a route's path is relative to it.
// - `auth` may be said once for the group: `defaultAuth: 'member'` (or the group's guard, `auth`) is the
//   `auth` of every route that does not say its own.
// - `errors` lists only the error answers particular to the route (403, 404, 409 …; those every route of
//   the group gives may be said once, as the group's `errors`); the document adds
//   those that follow from the declaration: 400 when it has request schemas, 401 when its auth is
//   'member', 415 when it takes a JSON body (`request.body`), 429 when it is rate limited (`limit`).
// - Requests are validated with the platform's `validate` (same 400 envelope and messages as ever) and
//   the handler receives `params`, `query`, `body` and `headers` typed by their schemas, `member` (the
//   signed-in member for 'member', possibly undefined for 'optional'), `deps`, and `req`/`res`.
// - `reply` says how the handler answers: `ok(schema)` / `created(schema)` wrap what the handler returns
//   in the success envelope (200 / 201); `pagedReply(item)` sends the `paged(...)` envelope the handler
//   returns, `jsonReply(schema)` any other body it returns as it is; `sends({ 200: { … } })` is for
//   answers the handler writes on `res` itself (a calendar file, a redirect, an HTML page).
// - `limit` counts the request against a per-address rate limiter first (429 with Retry-After over it);
//   `use` adds middlewares after the auth guard and before validation (multer uploads),
//   `afterValidation` after it (a check on the validated params before an upload is read);
//   `requestBody` replaces the JSON body's description (e.g. multipart forms); `requestParams`
//   describes parameters a handler reads from `req` itself (a browser navigation that must redirect,
//   not answer 400); `security`, `responses` and `tags` refine the document where defaults do not fit.
// - What the handler returns is typed by the reply's schema, so a response that drifts from its
//   description does not compile.
// - The group may also guard every path under its mount (`auth`, as `router.use` would), run
//   middlewares for all of them (`use`), handle their errors (`onError`), mount from the root
//   (`root`) or take RFC 8058 form posts (`acceptsFormPosts`).
// - The module's index.ts mounts `eventRoutes.mount(deps, guards)` on TOKENS.HttpRoutes and hands
//   `apiPathsOf(eventRoutes, …)` to its AppModule's `apiPaths`; nothing else describes the route.
import { type ErrorRequestHandler, type RequestHandler, type Response, Router } from 'express';
import { z } from 'zod';
import type {
  ZodOpenApiOperationObject,
  ZodOpenApiRequestBodyObject,
  ZodOpenApiResponsesObject,
} from 'zod-openapi';
import type { AuthenticatedMember } from '../auth/access-token.ts';
import { type AuthGuards, currentMember } from '../auth/auth-guards.ts';
import type { RouteMount } from '../container/tokens.ts';
import { unauthorized } from '../errors/app-error.ts';
import {
  type ApiPaths,
  type ErrorStatus,
  errors as errorResponses,
  jsonBody,
  pagedEnvelope,
  signedIn,
  successEnvelope,
} from '../openapi/api-paths.ts';
import { mergeApiPaths } from '../openapi/openapi-document.ts';
import { toOpenApiPath } from '../openapi/route-list.ts';
import { limitByIp, type RateLimiter } from '../rate-limit/rate-limiter.ts';
import { success } from './envelope.ts';
import { SerializedList } from './serialized-list.ts';
import { validate } from './validate.ts';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** Who may call a route: anyone, anyone (naming the member when a token is sent), or members only. */
export type RouteAuth = 'public' | 'optional' | 'member';

export interface RequestSchemas {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  headers?: z.ZodType;
}

/** How the handler answers; each kind fixes what the handler returns and how it is documented. */
export type Reply =
  | { kind: 'data'; schema: z.ZodType; status: 200 | 201; description: string }
  | { kind: 'body'; schema: z.ZodType }
  | { kind: 'sent'; responses: ZodOpenApiResponsesObject };

interface DataReply<S extends z.ZodType> {
  kind: 'data';
  schema: S;
  status: 200 | 201;
  description: string;
}
interface BodyReply<S extends z.ZodType> {
  kind: 'body';
  schema: S;
}
interface SentReply {
  kind: 'sent';
  responses: ZodOpenApiResponsesObject;
}

/**
 * Path parameters naming records by id: strings of at most 64 characters. The handlers check an id's
 * form themselves and answer a malformed or unknown one with a 404, never a 400.
 */
export const idParams = <const K extends string>(...names: K[]) =>
  z.object(Object.fromEntries(names.map((name) => [name, z.string().max(64)])) as Record<K, z.ZodString>);

/** 200 with `{ status: 'success', data }`: the handler returns `data`. */
export const ok = <S extends z.ZodType>(schema: S, description = 'OK'): DataReply<S> => ({
  kind: 'data',
  schema,
  status: 200,
  description,
});

/** 201 with `{ status: 'success', data }`: the handler returns `data`. */
export const created = <S extends z.ZodType>(schema: S, description = 'Created'): DataReply<S> => ({
  kind: 'data',
  schema,
  status: 201,
  description,
});

/** 200 with the body the handler returns as it is, e.g. an envelope of its own. */
export const jsonReply = <S extends z.ZodType>(schema: S): BodyReply<S> => ({ kind: 'body', schema });

/** 200 with a page of `item`s: the handler returns `paged(data, page, limit, hasNext)`. */
export const pagedReply = <S extends z.ZodType>(item: S) => jsonReply(pagedEnvelope(item));

/** The handler answers on `res` itself (files, redirects, HTML); `responses` describes what it sends. */
export const sends = (responses: ZodOpenApiResponsesObject): SentReply => ({ kind: 'sent', responses });

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;
type MaybePromise<T> = T | Promise<T>;

/** A list reply may also come as its items' JSON, written once (SerializedList). */
type ListOrSerialized<T> = T extends ReadonlyArray<infer I> ? T | SerializedList<I> : T;

type Returned<R extends Reply> =
  R extends DataReply<infer S>
    ? ListOrSerialized<z.input<S>>
    : R extends BodyReply<infer S>
      ? z.input<S>
      : never;

/** What a handler receives: its validated, typed input, the member, the module's deps, req and res. */
export interface RouteContext<D, Q extends RequestSchemas, A extends RouteAuth> {
  deps: D;
  params: Parsed<Q['params']>;
  query: Parsed<Q['query']>;
  body: Parsed<Q['body']>;
  headers: Parsed<Q['headers']>;
  member: A extends 'member' ? AuthenticatedMember : AuthenticatedMember | undefined;
  /** The auth guards, for a handler that identifies the caller itself (`guards.identify(req)`). */
  guards: AuthGuards;
  req: Parameters<RequestHandler>[0];
  res: Response;
}

/** A route's `auth`: required, or optional when its group has a default (`G`). */
type AuthOf<A extends RouteAuth, G extends RouteAuth> = [G] extends [never] ? { auth: A } : { auth?: A };

export type RouteDeclaration<
  D,
  Q extends RequestSchemas,
  A extends RouteAuth,
  R extends Reply,
  G extends RouteAuth = never,
> = AuthOf<A, G> & RouteFields<D, Q, A, R>;

interface RouteFields<D, Q extends RequestSchemas, A extends RouteAuth, R extends Reply> {
  summary: string;
  description?: string;
  /** Replaces the group's tags. */
  tags?: string[];
  request?: Q;
  /** The JSON body the reference pre-fills; typed by the body schema. */
  example?: Q['body'] extends z.ZodType ? z.input<Q['body']> : never;
  /** Documents the body instead of `request.body` as JSON (multipart forms, bodies read by `use`). */
  requestBody?: ZodOpenApiRequestBodyObject;
  /**
   * Documents parameters the handler reads from `req` itself, unvalidated: a browser navigation that
   * must redirect rather than answer 400, a header read leniently. Prefer `request`.
   */
  requestParams?: ZodOpenApiOperationObject['requestParams'];
  reply: R;
  /** The error answers particular to the route; 400, 401, 415 and 429 follow from the declaration. */
  errors?: ErrorStatus[];
  /** More documented answers (a redirect, a 204) beside `reply` and `errors`. */
  responses?: ZodOpenApiResponsesObject;
  /** Replaces the security the auth implies (e.g. a signed link as the credential). */
  security?: ZodOpenApiOperationObject['security'];
  /** The per-address rate limiter the request is counted against first (429 over it). */
  limit?: (deps: D) => RateLimiter;
  /** Middlewares run after the auth guard (and `limit`) and before validation: uploads, checks. */
  use?: (deps: D) => RequestHandler[];
  /** Middlewares run after validation, before the handler (a check that must precede an upload). */
  afterValidation?: (deps: D) => RequestHandler[];
  handler: R extends SentReply
    ? (context: RouteContext<D, Q, A>) => void | Promise<void>
    : (context: RouteContext<D, Q, A>) => MaybePromise<Returned<R>>;
}

/** A declared route with its types erased, as a group keeps it. */
export interface DeclaredRoute<D> {
  method: Method;
  path: string;
  auth: RouteAuth;
  operation: ZodOpenApiOperationObject;
  request: RequestSchemas;
  reply: Reply;
  use?: (deps: D) => RequestHandler[];
  afterValidation?: (deps: D) => RequestHandler[];
  handle(context: RouteContext<D, RequestSchemas, RouteAuth>): MaybePromise<unknown>;
}

type Declare<D, G extends RouteAuth> = <
  Q extends RequestSchemas = Record<never, never>,
  A extends RouteAuth = [G] extends [never] ? RouteAuth : G,
  R extends Reply = Reply,
>(
  path: string,
  declaration: RouteDeclaration<D, Q, A, R, G>,
) => DeclaredRoute<D>;

/** Declares routes; `G` is the group's default auth (never: each route says its own). */
export type RouteBuilder<D, G extends RouteAuth = never> = Record<Method, Declare<D, G>>;

export interface RouteGroupOptions<D = unknown> {
  /** Where the group is mounted: under /api, or from the root with `root: true` (`/:memberId` allowed). */
  mount: string;
  tags: string[];
  root?: boolean;
  /** See RouteMount.acceptsFormPosts: only RFC 8058 one-click unsubscribe links. */
  acceptsFormPosts?: boolean;
  /**
   * Guards the whole router (`router.use`), so any path under the mount, served or not, asks for it
   * first; its routes must declare the same `auth`.
   */
  auth?: Exclude<RouteAuth, 'public'>;
  /** Middlewares for every request entering the router, after `auth` (e.g. rejecting NUL bytes). */
  use?: RequestHandler[];
  /** Handles errors of the group's routes before the API's error envelope does. */
  onError?: (deps: D) => ErrorRequestHandler;
  /** The `auth` of every route that does not say its own (without guarding the router as `auth` does). */
  defaultAuth?: RouteAuth;
  /** Error answers every route of the group gives (e.g. 403 and 404 on one resource); routes add theirs. */
  errors?: ErrorStatus[];
}

export interface DeclaredRoutes<D> {
  readonly mountPath: string;
  readonly routes: readonly DeclaredRoute<D>[];
  /** The group's path items for the OpenAPI document. */
  readonly apiPaths: ApiPaths;
  /**
   * The Express router serving the group, with the module's deps and the auth guards (which only a
   * group of public routes may go without).
   */
  router(deps: D, guards?: AuthGuards): Router;
  /** What a module binds on TOKENS.HttpRoutes (or RootRoutes for `root: true`). */
  mount(deps: D, guards?: AuthGuards): RouteMount;
}

function operationOf(
  group: { tags: string[]; errors?: ErrorStatus[] },
  route: DeclaredRoute<unknown>,
  declared: {
    summary: string;
    description?: string;
    tags?: string[];
    example?: unknown;
    requestBody?: ZodOpenApiRequestBodyObject;
    requestParams?: ZodOpenApiOperationObject['requestParams'];
    errors?: ErrorStatus[];
    responses?: ZodOpenApiResponsesObject;
    security?: ZodOpenApiOperationObject['security'];
    limit?: unknown;
  },
): ZodOpenApiOperationObject {
  const { params, query, headers, body } = route.request;
  const requestParams = {
    ...(params ? { path: params as z.ZodObject } : {}),
    ...(query ? { query: query as z.ZodObject } : {}),
    ...(headers ? { header: headers as z.ZodObject } : {}),
    ...declared.requestParams,
  };
  const reply = route.reply;
  const success: ZodOpenApiResponsesObject =
    reply.kind === 'data'
      ? {
          [reply.status]: {
            description: reply.description,
            content: { 'application/json': { schema: successEnvelope(reply.schema) } },
          },
        }
      : reply.kind === 'body'
        ? { 200: { description: 'OK', content: { 'application/json': { schema: reply.schema } } } }
        : reply.responses;
  const requestBody =
    declared.requestBody ??
    (body ? jsonBody(body, declared.example as z.input<typeof body> | undefined) : undefined);
  const security = declared.security ?? (route.auth === 'member' ? signedIn.security : undefined);
  return {
    tags: declared.tags ?? group.tags,
    summary: declared.summary,
    ...(declared.description ? { description: declared.description } : {}),
    ...(security ? { security } : {}),
    ...(Object.keys(requestParams).length > 0 ? { requestParams } : {}),
    ...(requestBody ? { requestBody } : {}),
    responses: {
      ...success,
      ...declared.responses,
      ...errorResponses(...errorsOf(route, declared, group.errors)),
    },
  };
}

/**
 * The route's error answers in the error envelope: those that follow from its declaration (unless its
 * `responses` describe them otherwise, e.g. as HTML pages), and those it lists.
 */
export function errorsOf(
  route: Pick<DeclaredRoute<unknown>, 'auth' | 'request'>,
  declared: { errors?: ErrorStatus[]; limit?: unknown; responses?: ZodOpenApiResponsesObject },
  groupErrors: ErrorStatus[] = [],
): ErrorStatus[] {
  const { params, query, body, headers } = route.request;
  const derived: ErrorStatus[] = [
    ...(params || query || body || headers ? ([400] as const) : []),
    ...(route.auth === 'member' ? ([401] as const) : []),
    ...(body ? ([415] as const) : []),
    ...(declared.limit ? ([429] as const) : []),
  ];
  const described = (status: ErrorStatus) => declared.responses?.[`${status}`] !== undefined;
  const listed = [...groupErrors, ...(declared.errors ?? [])];
  return [...new Set([...derived.filter((status) => !described(status)), ...listed])].sort((a, b) => a - b);
}

function builder<D>(group: {
  tags: string[];
  errors?: ErrorStatus[];
  auth?: RouteAuth;
  defaultAuth?: RouteAuth;
}): RouteBuilder<D, RouteAuth> {
  const declare =
    (method: Method): Declare<D, RouteAuth> =>
    (path, declaration) => {
      const auth = declaration.auth ?? group.defaultAuth ?? group.auth;
      if (!auth) throw new Error(`${method.toUpperCase()} ${path}: no auth, and its group has no default`);
      const { limit, use } = declaration;
      const middlewares =
        limit || use
          ? { use: (deps: D) => [...(limit ? [limitByIp(limit(deps))] : []), ...(use?.(deps) ?? [])] }
          : {};
      const route: DeclaredRoute<D> = {
        method,
        path,
        auth,
        operation: {} as ZodOpenApiOperationObject,
        request: declaration.request ?? {},
        reply: declaration.reply,
        ...middlewares,
        ...(declaration.afterValidation ? { afterValidation: declaration.afterValidation } : {}),
        // The context is built from what `validate` parsed with these very schemas.
        handle: (context) => declaration.handler(context as Parameters<typeof declaration.handler>[0]),
      };
      route.operation = operationOf(group, route as DeclaredRoute<unknown>, declaration);
      return route;
    };
  return {
    get: declare('get'),
    post: declare('post'),
    put: declare('put'),
    patch: declare('patch'),
    delete: declare('delete'),
  };
}

const noGuard = () => {
  throw new Error('Mounted without the auth guards');
};
/** The guards of a group of public routes mounted without them (the platform's own routes). */
const NO_GUARDS: AuthGuards = { authenticate: noGuard, requireMember: noGuard, identify: noGuard };

const guardOf = (auth: RouteAuth, guards: AuthGuards): RequestHandler[] =>
  auth === 'member' ? [guards.requireMember] : auth === 'optional' ? [guards.authenticate] : [];

function answer(reply: Reply, res: Response, returned: unknown): void {
  if (reply.kind === 'data' && returned instanceof SerializedList)
    res.status(reply.status).type('application/json').send(`{"status":"success","data":${returned.json}}`);
  else if (reply.kind === 'data') res.status(reply.status).json(success(returned));
  else if (reply.kind === 'body') res.json(returned);
}

type WithDefault<D, A extends RouteAuth> = RouteGroupOptions<D> &
  ({ defaultAuth: A } | { auth: A & Exclude<RouteAuth, 'public'>; defaultAuth?: undefined });

/** A module's routes under one mount: see the header of this file. */
export function defineRoutes<D>(
  options: WithDefault<D, 'member'>,
  declare: (route: RouteBuilder<D, 'member'>) => DeclaredRoute<D>[],
): DeclaredRoutes<D>;
export function defineRoutes<D>(
  options: WithDefault<D, 'optional'>,
  declare: (route: RouteBuilder<D, 'optional'>) => DeclaredRoute<D>[],
): DeclaredRoutes<D>;
export function defineRoutes<D>(
  options: WithDefault<D, 'public'>,
  declare: (route: RouteBuilder<D, 'public'>) => DeclaredRoute<D>[],
): DeclaredRoutes<D>;
export function defineRoutes<D>(
  options: RouteGroupOptions<D> & { auth?: undefined; defaultAuth?: undefined },
  declare: (route: RouteBuilder<D>) => DeclaredRoute<D>[],
): DeclaredRoutes<D>;
export function defineRoutes<D>(
  options: RouteGroupOptions<D>,
  declare: (route: RouteBuilder<D, RouteAuth>) => DeclaredRoute<D>[],
): DeclaredRoutes<D> {
  const routes = declare(builder<D>(options));
  const mismatch = options.auth && routes.find((route) => route.auth !== options.auth);
  if (mismatch)
    throw new Error(
      `${mismatch.method.toUpperCase()} ${options.mount}${mismatch.path}: auth differs from its group's`,
    );
  const apiPaths = mergeApiPaths(
    routes.map((route) => ({
      [toOpenApiPath(`${options.root ? '' : '/api'}${options.mount}${route.path}`)]: {
        [route.method]: route.operation,
      },
    })),
  );
  const router = (deps: D, guards: AuthGuards = NO_GUARDS): Router => {
    if (guards === NO_GUARDS && (options.auth || routes.some((route) => route.auth !== 'public')))
      throw new Error(`The routes under ${options.mount} need the auth guards to be mounted`);
    const express = Router({ mergeParams: options.mount.includes(':') });
    const groupGuard = options.auth ? guardOf(options.auth, guards) : [];
    if (groupGuard.length > 0 || options.use?.length) express.use(...groupGuard, ...(options.use ?? []));
    for (const route of routes) {
      const handler: RequestHandler = async (req, res) => {
        const { params, query, body, headers } = (res.locals.input ?? {}) as Record<string, unknown>;
        const member = currentMember(res);
        if (route.auth === 'member' && !member) throw unauthorized();
        const returned = await route.handle({
          deps,
          guards,
          params,
          query,
          body,
          headers,
          member,
          req,
          res,
        } as never);
        answer(route.reply, res, returned);
      };
      express[route.method](
        route.path,
        ...(options.auth ? [] : guardOf(route.auth, guards)),
        ...(route.use?.(deps) ?? []),
        validate(route.request),
        ...(route.afterValidation?.(deps) ?? []),
        handler,
      );
    }
    if (options.onError) express.use(options.onError(deps));
    return express;
  };
  return {
    mountPath: options.mount,
    routes,
    apiPaths,
    router,
    mount: (deps, guards) => ({
      path: options.mount,
      router: router(deps, guards),
      ...(options.acceptsFormPosts ? { acceptsFormPosts: true } : {}),
    }),
  };
}

/** The path items of several groups, for an AppModule's `apiPaths`. */
export const apiPathsOf = (...groups: readonly { apiPaths: ApiPaths }[]): ApiPaths =>
  mergeApiPaths(groups.map((group) => group.apiPaths));
