import { Router } from 'express';
import { z } from 'zod';
import {
  INVITE_KINDS,
  INVITE_MESSAGES,
  INVITE_TYPE_HEADER,
  type InviteKind,
  type InviteLinkRequest,
  inviteLinkSchema,
  processInviteSchema,
} from '../../../contracts/clubs/invite.ts';
import { type AuthGuards, currentMember, requireCurrentMember } from '../../../platform/auth/index.ts';
import type { Clock } from '../../../platform/container/tokens.ts';
import type { EntityManager } from '../../../platform/db/orm.ts';
import { badRequest } from '../../../platform/errors/app-error.ts';
import { success } from '../../../platform/http/envelope.ts';
import { input, validate } from '../../../platform/http/validate.ts';
import type { IdentityReadApi, MemberEligibilityReader } from '../../identity/index.ts';
import { createInviteLink } from '../application/invites/create-invite-link.handler.ts';
import { processInvite } from '../application/invites/process-invite.handler.ts';

export interface InviteServices {
  em: EntityManager;
  clock: Clock;
  identity: IdentityReadApi;
  eligibility: MemberEligibilityReader;
  publicUrl: string;
}

const inviteHeaders = z.object({
  [INVITE_TYPE_HEADER]: z.enum(INVITE_KINDS, { error: INVITE_MESSAGES.linkFailed }).optional(),
});

/** `POST /api/invite`: a shareable link for a team or a group. */
export function inviteRoutes(services: InviteServices, guards: AuthGuards): Router {
  const router = Router();
  router.post('/', guards.requireMember, validate({ body: inviteLinkSchema }), async (req, res) => {
    const { body } = input<{ body: InviteLinkRequest }>(res);
    const headers = inviteHeaders.safeParse({ [INVITE_TYPE_HEADER]: req.get(INVITE_TYPE_HEADER) });
    if (!headers.success)
      throw badRequest([{ message: INVITE_MESSAGES.linkFailed, field: INVITE_TYPE_HEADER }]);
    const kind: InviteKind | undefined = headers.data[INVITE_TYPE_HEADER];
    res.status(201).json(success(await createInviteLink(services, requireCurrentMember(res), body, kind)));
  });
  return router;
}

/** `POST /api/public/invite/process {token}`: for anyone; it adds only a signed-in member. */
export function publicInviteRoutes(services: InviteServices, guards: AuthGuards): Router {
  const router = Router();
  router.post('/process', guards.authenticate, validate({ body: processInviteSchema }), async (_req, res) => {
    const { body } = input<{ body: { token: string } }>(res);
    res.json(success(await processInvite(services, currentMember(res)?.memberId, body.token)));
  });
  return router;
}
