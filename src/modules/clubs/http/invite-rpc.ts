import {
  createInvitesSchema,
  listInvitesSchema,
  resendInvitesSchema,
} from '../../../contracts/clubs/invite.ts';
import type { AuthenticatedMember, AuthGuards } from '../../../platform/auth/index.ts';
import { unauthorized } from '../../../platform/errors/app-error.ts';
import { type RpcContext, rpc, rpcProcedure } from '../../../platform/rpc/typed-rpc.ts';
import {
  createEmailInvites,
  listInvites,
  resendInvites,
} from '../application/invites/email-invites.handler.ts';
import type { InviteServices } from './invite.routes.ts';

async function signedIn(guards: AuthGuards, ctx: RpcContext): Promise<AuthenticatedMember> {
  const member = await guards.identify(ctx.req);
  if (!member) throw unauthorized();
  return member;
}

/**
 * The captain's e-mail invites (spec §7: "a separate typed RPC endpoint"), at `/trpc-clubs`:
 * `invites.create` (teamId, optional leagueId and organizationId, rows of email, firstName, lastName),
 * `invites.list` (the invited players with their status) and `invites.resend` (pending ones).
 */
export function createClubsRpcRouter(services: InviteServices, guards: AuthGuards) {
  return rpc.router({
    invites: rpc.router({
      create: rpcProcedure
        .input(createInvitesSchema)
        .mutation(async ({ input, ctx }) => createEmailInvites(services, await signedIn(guards, ctx), input)),
      list: rpcProcedure
        .input(listInvitesSchema)
        .query(async ({ input, ctx }) => listInvites(services, await signedIn(guards, ctx), input.teamId)),
      resend: rpcProcedure
        .input(resendInvitesSchema)
        .mutation(async ({ input, ctx }) => resendInvites(services, await signedIn(guards, ctx), input)),
    }),
  });
}

/** What the SPA may type its calls with (it calls with plain fetch in tRPC's HTTP format). */
export type ClubsRpcRouter = ReturnType<typeof createClubsRpcRouter>;
