import { randomUUID } from 'node:crypto';
import {
  type FreeAgentDto,
  type FreeAgentInput,
  FREE_AGENT_MESSAGES as M,
  type UpdateFreeAgentInput,
} from '../../../../contracts/marketplace/index.ts';
import type { AuthenticatedMember } from '../../../../platform/auth/index.ts';
import { recordEvent } from '../../../../platform/bus/index.ts';
import type { EntityManager } from '../../../../platform/db/orm.ts';
import { isUniqueViolation } from '../../../../platform/db/write-errors.ts';
import { conflict, forbidden, notFound } from '../../../../platform/errors/app-error.ts';
import { isUuid } from '../../domain/sql-text.ts';
import { FreeAgentEntity } from '../../infrastructure/free-agent.entity.ts';
import { cityOf } from '../city.ts';
import { changing } from '../concurrent-change.ts';
import type { MarketplaceDeps } from '../marketplace-deps.ts';
import { getFreeAgent } from '../queries/free-agents.query.ts';

/**
 * Adds a member's listing in a city with its event, in the caller's transaction (the use case below and
 * the demo seed); returns its id.
 */
export async function addFreeAgent(
  em: EntityManager,
  entry: { memberId: string; input: FreeAgentInput; at: Date },
): Promise<string> {
  const { memberId, input, at } = entry;
  const city = await cityOf(em, input.workspaceId, M.cityNotFound);
  const id = randomUUID();
  em.create(FreeAgentEntity, {
    ...input,
    id,
    memberId,
    organizationId: city.organizationId,
    workspaceId: city.workspaceId,
    cityName: city.name,
    status: 'active',
    leagueId: null,
    leagueName: null,
    version: 1,
    createdAt: at,
    updatedAt: at,
  });
  recordEvent(em, 'marketplace.free-agent-listed', {
    freeAgentId: id,
    memberId,
    workspaceId: city.workspaceId,
  });
  return id;
}

/** A member lists themself in a city (once per city). */
export async function listFreeAgent(
  deps: MarketplaceDeps,
  actor: AuthenticatedMember,
  input: FreeAgentInput,
): Promise<{ freeAgent: FreeAgentDto; message: string }> {
  let id: string;
  try {
    id = await deps.em.transactional((em) =>
      addFreeAgent(em, { memberId: actor.memberId, input, at: deps.clock.now() }),
    );
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(M.alreadyListed, 'workspaceId');
    throw error;
  }
  return { freeAgent: (await getFreeAgent(deps, id, actor.memberId))!, message: M.created };
}

/** Loads the member's own listing in the transaction, or 404 / 403. */
async function ownListing(em: MarketplaceDeps['em'], actor: AuthenticatedMember, freeAgentId: string) {
  const listing = isUuid(freeAgentId) ? await em.findOne(FreeAgentEntity, { id: freeAgentId }) : null;
  // Someone else's paused listing is as invisible as on GET.
  if (!listing || (listing.memberId !== actor.memberId && listing.status !== 'active'))
    throw notFound(M.notFound);
  if (listing.memberId !== actor.memberId) throw forbidden(M.notYours);
  return listing;
}

/** The member edits their listing, pauses it (`status: 'paused'`) or resumes it. */
export async function updateFreeAgent(
  deps: MarketplaceDeps,
  actor: AuthenticatedMember,
  freeAgentId: string,
  changes: UpdateFreeAgentInput,
): Promise<{ freeAgent: FreeAgentDto; message: string }> {
  await changing(() =>
    deps.em.transactional(async (em) => {
      const listing = await ownListing(em, actor, freeAgentId);
      const changed = Object.keys(changes).filter(
        (key) => changes[key as keyof UpdateFreeAgentInput] !== undefined,
      );
      em.assign(listing, { ...changes, updatedAt: deps.clock.now() });
      recordEvent(em, 'marketplace.free-agent-updated', {
        freeAgentId: listing.id,
        memberId: listing.memberId,
        workspaceId: listing.workspaceId,
        changed,
      });
    }),
  );
  return { freeAgent: (await getFreeAgent(deps, freeAgentId, actor.memberId))!, message: M.updated };
}

export async function removeFreeAgent(
  deps: MarketplaceDeps,
  actor: AuthenticatedMember,
  freeAgentId: string,
): Promise<{ message: string }> {
  await changing(() =>
    deps.em.transactional(async (em) => {
      const listing = await ownListing(em, actor, freeAgentId);
      em.remove(listing);
      recordEvent(em, 'marketplace.free-agent-removed', {
        freeAgentId: listing.id,
        memberId: listing.memberId,
        workspaceId: listing.workspaceId,
      });
    }),
  );
  return { message: M.deleted };
}
