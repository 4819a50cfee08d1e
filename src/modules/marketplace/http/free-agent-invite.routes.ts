import { inviteFreeAgentSchema } from '../../../contracts/marketplace/free-agent-invite.ts';
import { defineRoutes, idParams, ok } from '../../../platform/http/declared-routes.ts';
import type { InviteMemberDeps } from '../../clubs/index.ts';
import { inviteFreeAgent } from '../application/free-agents/invite-free-agent.ts';
import { messageSchema } from './response-schemas.ts';

/** POST /api/marketplace/free-agents/{freeAgentId}/invite: its own group, as it needs clubs' invite deps. */
export const freeAgentInviteRoutes = defineRoutes<InviteMemberDeps>(
  { defaultAuth: 'member', mount: '/marketplace/free-agents', tags: ['Marketplace'] },
  (route) => [
    route.post('/:freeAgentId/invite', {
      summary: "A captain invites a free agent to one of their teams (the player's e-mail stays hidden)",
      description:
        "Clubs mails the free agent the team's usual invite link (the invites-an-hour limit applies). 403 unless a captain of `teamId`, 404 for a paused or removed listing, 409 when the player is already on the team.",
      request: { params: idParams('freeAgentId'), body: inviteFreeAgentSchema },
      example: { teamId: '0193a1c2-0000-7000-8000-000000000002' },
      reply: ok(messageSchema),
      errors: [403, 404, 409, 429],
      handler: ({ deps, member, params, body }) =>
        inviteFreeAgent(deps, member, params.freeAgentId, body.teamId),
    }),
  ],
);
