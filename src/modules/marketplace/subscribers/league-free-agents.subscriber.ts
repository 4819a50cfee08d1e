import { randomUUID } from 'node:crypto';
import { defineSubscriber, recordEvent } from '../../../platform/bus/index.ts';
import { listLeagueFreeAgent, unlistLeagueFreeAgent } from '../infrastructure/league-free-agent.store.ts';

/**
 * A member who registered for a league as a free agent (paid, or at once when free) is listed among the
 * free agents with that league. The league's listing is copied by another subscriber of another event:
 * until it is, this one fails and its job is retried.
 */
export const listLeagueFreeAgents = defineSubscriber({
  name: 'marketplace.list-league-free-agent',
  event: 'leagues.registration-completed',
  async handle({ payload, occurredAt }, { em }) {
    if (payload.kind !== 'free_agent') return;
    const listed = await listLeagueFreeAgent(em, {
      id: randomUUID(),
      memberId: payload.memberId,
      leagueId: payload.leagueId,
      at: occurredAt,
    });
    if (listed === undefined) throw new Error(`league ${payload.leagueId}'s listing is not copied yet`);
    if (listed === null) return;
    recordEvent(em, 'marketplace.free-agent-listed', {
      freeAgentId: listed.id,
      memberId: payload.memberId,
      workspaceId: listed.workspaceId,
    });
  },
});

/** A league free agent who withdrew or was declined is no longer listed with the league. */
export const unlistLeagueFreeAgents = defineSubscriber({
  name: 'marketplace.unlist-league-free-agent',
  event: 'leagues.registration-ended',
  async handle({ payload }, { em }) {
    if (payload.kind !== 'free_agent') return;
    const removed = await unlistLeagueFreeAgent(em, payload.memberId, payload.leagueId);
    if (removed)
      recordEvent(em, 'marketplace.free-agent-removed', {
        freeAgentId: removed.id,
        memberId: payload.memberId,
        workspaceId: removed.workspaceId,
      });
  },
});
