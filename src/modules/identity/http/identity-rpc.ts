import { initTRPC, TRPCError } from '@trpc/server';
import { createExpressMiddleware } from '@trpc/server/adapters/express';
import { type Request, type Response, Router } from 'express';
import {
  type AuthResult,
  autoLoginSchema,
  revokeSocialSchema,
  setPasswordSchema,
} from '../../../contracts/identity/index.ts';
import {
  type AuthGuards,
  CROSS_SITE_MESSAGE,
  isSameOrigin,
  setSessionCookies,
} from '../../../platform/auth/index.ts';
import { concurrentChangeConflict } from '../../../platform/db/write-errors.ts';
import { AppError, type ErrorItem, unauthorized } from '../../../platform/errors/app-error.ts';
import { issuesToErrors } from '../../../platform/http/validate.ts';
import type { IdentityServices } from '../identity-services.ts';
import { containsNul, INVALID_CHARACTERS } from './reject-nul.ts';

interface RpcContext {
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

/** The same `errors` items the REST envelope carries, from an AppError or a failed input schema. */
function errorItemsOf(cause: unknown): ErrorItem[] | undefined {
  if (cause instanceof AppError) return cause.errors;
  const issues = (cause as { issues?: unknown } | null)?.issues;
  if (Array.isArray(issues)) {
    return issuesToErrors(
      issues.map((issue: { message: string; path?: ReadonlyArray<PropertyKey | { key: PropertyKey }> }) => ({
        message: issue.message,
        path: (issue.path ?? []).map((segment) => (typeof segment === 'object' ? segment.key : segment)),
      })) as never,
    );
  }
  return undefined;
}

const t = initTRPC.context<RpcContext>().create({
  isDev: false,
  errorFormatter({ shape, error }) {
    // An unexpected failure says nothing of its insides (its message may hold SQL); the log has it.
    const errors =
      error.code === 'INTERNAL_SERVER_ERROR'
        ? [{ message: 'Something went wrong.' }]
        : (errorItemsOf(error.cause) ?? [{ message: shape.message }]).map((item) =>
            // Over RPC the reset token travels as `authorization`.
            item.field === 'resetToken' ? { ...item, field: 'authorization' } : item,
          );
    const code = error.cause instanceof AppError ? error.cause.errors[0]?.code : undefined;
    return {
      ...shape,
      message: errors[0]?.message ?? shape.message,
      data: { ...shape.data, stack: undefined, errors, ...(code ? { errorCode: code } : {}) },
    };
  },
});

/** AppErrors of the use cases become tRPC errors with the matching HTTP status and messages. */
const appErrors = t.middleware(async ({ next }) => {
  const result = await next();
  const cause = result.ok
    ? undefined
    : result.error.cause instanceof AppError
      ? result.error.cause
      : concurrentChangeConflict(result.error.cause);
  if (cause) {
    throw new TRPCError({
      code: CODES[cause.status] ?? 'INTERNAL_SERVER_ERROR',
      message: cause.message,
      cause,
    });
  }
  return result;
});

/** PostgreSQL text cannot hold U+0000 (see reject-nul.ts). */
const noNul = t.middleware(async ({ getRawInput, next }) => {
  if (containsNul(await getRawInput()))
    throw new TRPCError({ code: 'BAD_REQUEST', message: INVALID_CHARACTERS });
  return next();
});

const procedure = t.procedure.use(appErrors).use(noNul);

export function createIdentityRpcRouter(services: IdentityServices, guards: AuthGuards) {
  // Reset links open in a browser: the session lives in httpOnly cookies, never in the reply.
  const signIn = (ctx: RpcContext, auth: AuthResult) => {
    setSessionCookies(ctx.res, auth, services.settings.cookies);
    return { success: true as const, member: auth.member };
  };
  return t.router({
    auth: t.router({
      /** The reset link signs its member in; the SPA then shows the set-password form. */
      autoLoginJwt: procedure
        .input(autoLoginSchema)
        .mutation(async ({ input, ctx }) =>
          signIn(ctx, await services.passwordReset.autoLogin(input.authorization)),
        ),
      /** Uses the reset token once, signs out every other session and keeps this browser signed in. */
      setPassword: procedure
        .input(setPasswordSchema)
        .mutation(async ({ input, ctx }) =>
          signIn(
            ctx,
            await services.passwordReset.resetPassword(input.authorization, input.newPassword, true),
          ),
        ),
      revokeSocial: procedure.input(revokeSocialSchema).mutation(async ({ input, ctx }) => {
        const member = await guards.identify(ctx.req);
        if (!member) throw unauthorized();
        return { success: true as const, ...(await services.social.revoke(member.memberId, input.provider)) };
      }),
    }),
  });
}

/** What the SPA may type a tRPC client with (it calls it with plain fetch in tRPC's HTTP format). */
export type IdentityRpcRouter = ReturnType<typeof createIdentityRpcRouter>;

/**
 * `/trpc`, mounted from the root. Mutations are POSTs of JSON from our own pages only: a cross-site
 * page cannot drive them (no simple-request content type, no foreign Origin).
 */
export function identityRpcRoutes(services: IdentityServices, guards: AuthGuards): Router {
  const router = Router();
  router.use((req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    if (req.method === 'POST') {
      if (!req.is('application/json')) {
        res
          .status(415)
          .json({ error: { message: 'Send the request body as application/json.', code: -32015 } });
        return;
      }
      if (!isSameOrigin(req.headers, services.settings.publicUrl)) {
        res.status(403).json({ error: { message: CROSS_SITE_MESSAGE, code: -32003 } });
        return;
      }
    }
    next();
  });
  router.use(
    createExpressMiddleware({
      router: createIdentityRpcRouter(services, guards),
      createContext: ({ req, res }): RpcContext => ({ req, res }),
      maxBodySize: 100_000,
      onError: ({ error }) => {
        if (error.code === 'INTERNAL_SERVER_ERROR') services.logError(error);
      },
    }),
  );
  return router;
}
