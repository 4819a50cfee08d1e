import { randomUUID } from 'node:crypto';
import {
  type FreeAgentDto,
  type FreeAgentInput,
  FREE_AGENT_MESSAGES as M,
  type UpdateFreeAgentInput,
} from '../../../../contracts/marketplace/index.ts';
import type { AuthenticatedMember } from '../../../../platform/auth/index.ts';
import { recordEvent } from '../../../../platform/bus/index.ts';
import { isUniqueViolation } from '../../../../platform/db/write-errors.ts';
import { conflict, forbidden, notFound } from '../../../../platform/errors/app-error.ts';
import { isUuid } from '../../domain/sql-text.ts';
import { FreeAgentEntity } from '../../infrastructure/free-agent.entity.ts';
import { cityOf } from '../city.ts';
import { changing } from '../concurrent-change.ts';
import type { MarketplaceDeps } from '../marketplace-deps.ts';
import { getFreeAgent } from '../queries/free-agents.query.ts';

/** A member lists themself in a city (once per city). */
export async function listFreeAgent(
  deps: MarketplaceDeps,
  actor: AuthenticatedMember,
  input: FreeAgentInput,
): Promise<{ freeAgent: FreeAgentDto; message: string }> {
  const city = await cityOf(deps.em, input.workspaceId, M.cityNotFound);
  const id = randomUUID();
  const now = deps.clock.now();
  try {
    await deps.em.transactional(async (em) => {
      em.create(FreeAgentEntity, {
        id,
        memberId: actor.memberId,
        organizationId: city.organizationId,
        workspaceId: city.workspaceId,
        cityName: city.name,
        positions: input.positions,
        level: input.level,
        days: input.days,
        times: input.times,
        lookingFor: input.lookingFor,
        about: input.about,
        status: 'active',
        leagueId: null,
        leagueName: null,
        version: 1,
        createdAt: now,
        updatedAt: now,
      });
      recordEvent(em, 'marketplace.free-agent-listed', {
        freeAgentId: id,
        memberId: actor.memberId,
        workspaceId: city.workspaceId,
      });
    });
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
