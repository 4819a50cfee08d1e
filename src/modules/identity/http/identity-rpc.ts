import { TRPCError } from '@trpc/server';
import type { Router } from 'express';
import {
  type AuthResult,
  autoLoginSchema,
  revokeSocialSchema,
  setPasswordSchema,
} from '../../../contracts/identity/index.ts';
import { type AuthGuards, setSessionCookies } from '../../../platform/auth/index.ts';
import { AppError, unauthorized } from '../../../platform/errors/app-error.ts';
import { containsNul, INVALID_CHARACTERS } from '../../../platform/http/reject-nul.ts';
import { type RpcContext, rpc, rpcProcedure, rpcRoutes } from '../../../platform/rpc/typed-rpc.ts';
import type { IdentityServices } from '../identity-services.ts';

/**
 * Over RPC the reset token travels as `authorization`, so its errors name that field; the use cases
 * (shared with REST) call it `resetToken`.
 */
const resetTokenAsAuthorization = rpc.middleware(async ({ next }) => {
  const result = await next();
  const cause = result.ok ? undefined : result.error.cause;
  if (cause instanceof AppError)
    for (const item of cause.errors) if (item.field === 'resetToken') item.field = 'authorization';
  return result;
});

/** PostgreSQL text cannot hold U+0000 (see reject-nul.ts). */
const noNul = rpc.middleware(async ({ getRawInput, next }) => {
  if (containsNul(await getRawInput()))
    throw new TRPCError({ code: 'BAD_REQUEST', message: INVALID_CHARACTERS });
  return next();
});

const procedure = rpcProcedure.use(resetTokenAsAuthorization).use(noNul);

export function createIdentityRpcRouter(services: IdentityServices, guards: AuthGuards) {
  // Reset links open in a browser: the session lives in httpOnly cookies, never in the reply.
  const signIn = (ctx: RpcContext, auth: AuthResult) => {
    setSessionCookies(ctx.res, auth, services.settings.cookies);
    return { success: true as const, member: auth.member };
  };
  return rpc.router({
    auth: rpc.router({
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

/** `/trpc`, mounted from the root, with the platform's rules for typed RPC (JSON POSTs from our pages only). */
export function identityRpcRoutes(services: IdentityServices, guards: AuthGuards): Router {
  return rpcRoutes(createIdentityRpcRouter(services, guards), {
    publicUrl: services.settings.publicUrl,
    logError: (error) => services.logError(error),
  });
}
