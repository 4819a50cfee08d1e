import { type AnyTRPCRouter, initTRPC, TRPCError } from '@trpc/server';
import { createExpressMiddleware } from '@trpc/server/adapters/express';
import { type Request, type Response, Router } from 'express';
import { CROSS_SITE_MESSAGE, isSameOrigin } from '../auth/index.ts';
import { databaseRefusal } from '../db/write-errors.ts';
import { AppError, type ErrorItem } from '../errors/app-error.ts';
import { issuesToErrors } from '../http/validate.ts';

// The typed RPC endpoints of the modules (tRPC over Express), answering errors with the same `errors`
// items, messages and HTTP statuses as the REST envelope, and the first item's code as `errorCode`.

export interface RpcContext {
  req: Request;
  res: Response;
}

type TrpcCode = ConstructorParameters<typeof TRPCError>[0]['code'];

const CODES: Record<number, TrpcCode> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'TOO_MANY_REQUESTS',
};

function errorItemsOf(cause: unknown): ErrorItem[] | undefined {
  if (cause instanceof AppError) return cause.errors;
  const issues = (cause as { issues?: unknown } | null)?.issues;
  if (!Array.isArray(issues)) return undefined;
  return issuesToErrors(
    issues.map((issue: { message: string; path?: ReadonlyArray<PropertyKey | { key: PropertyKey }> }) => ({
      message: issue.message,
      path: (issue.path ?? []).map((segment) => (typeof segment === 'object' ? segment.key : segment)),
    })) as never,
  );
}

export const rpc = initTRPC.context<RpcContext>().create({
  isDev: false,
  errorFormatter({ shape, error }) {
    // An unexpected failure says nothing of its insides (its message may hold SQL); the log has it.
    const errors =
      error.code === 'INTERNAL_SERVER_ERROR'
        ? [{ message: 'Something went wrong.' }]
        : (errorItemsOf(error.cause) ?? [{ message: shape.message }]);
    const code = error.cause instanceof AppError ? error.cause.errors[0]?.code : undefined;
    return {
      ...shape,
      message: errors[0]?.message ?? shape.message,
      data: { ...shape.data, stack: undefined, errors, ...(code ? { errorCode: code } : {}) },
    };
  },
});

/** AppErrors of the use cases become tRPC errors with the matching HTTP status and messages. */
const appErrors = rpc.middleware(async ({ next }) => {
  const result = await next();
  // A stale optimistic-lock write is a 409 here too, and a value the database refused a 404 or 400, as
  // the REST error middleware answers them.
  const cause = result.ok
    ? undefined
    : result.error.cause instanceof AppError
      ? result.error.cause
      : databaseRefusal(result.error.cause);
  if (cause) {
    throw new TRPCError({
      code: CODES[cause.status] ?? 'INTERNAL_SERVER_ERROR',
      message: cause.message,
      cause,
    });
  }
  return result;
});

export const rpcProcedure = rpc.procedure.use(appErrors);

/**
 * Mounts a router: mutations are POSTs of JSON from our own pages only (no simple-request content
 * type, no foreign Origin), answers are never cached.
 */
export function rpcRoutes(
  router: AnyTRPCRouter,
  settings: { publicUrl: string; logError(error: unknown): void },
): Router {
  const express = Router();
  express.use((req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    if (req.method === 'POST') {
      if (!req.is('application/json')) {
        res
          .status(415)
          .json({ error: { message: 'Send the request body as application/json.', code: -32015 } });
        return;
      }
      if (!isSameOrigin(req.headers, settings.publicUrl)) {
        res.status(403).json({ error: { message: CROSS_SITE_MESSAGE, code: -32003 } });
        return;
      }
    }
    next();
  });
  express.use(
    createExpressMiddleware({
      router,
      createContext: ({ req, res }): RpcContext => ({ req, res }),
      maxBodySize: 100_000,
      onError: ({ error, ctx }) => {
        if (error.code === 'INTERNAL_SERVER_ERROR') settings.logError(error);
        // An AppError's headers (a 429's Retry-After) go out as they do on the REST routes.
        if (error.cause instanceof AppError && ctx && !ctx.res.headersSent)
          for (const [name, value] of Object.entries(error.cause.headers)) ctx.res.setHeader(name, value);
      },
    }),
  );
  return express;
}
