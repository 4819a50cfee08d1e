import { z } from 'zod';

// A captain invites a free agent to one of their teams (issue 18): the body names the team only; the
// server addresses clubs' e-mail invite to the listed member, whose address nobody sees (spec §6).

export const FREE_AGENT_INVITE_MESSAGES = {
  team: 'Choose one of your teams.',
} as const;

export const inviteFreeAgentSchema = z.object({
  teamId: z.uuid({ error: FREE_AGENT_INVITE_MESSAGES.team }),
});
export type InviteFreeAgentRequest = z.output<typeof inviteFreeAgentSchema>;

/** `POST /api/marketplace/free-agents/{freeAgentId}/invite`, under /api as the SPA's client asks. */
export const freeAgentInvitePath = (freeAgentId: string) =>
  `/marketplace/free-agents/${encodeURIComponent(freeAgentId)}/invite`;
