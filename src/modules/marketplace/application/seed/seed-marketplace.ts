import { randomUUID } from 'node:crypto';
import type { FreeAgentInput, PostInput } from '../../../../contracts/marketplace/index.ts';
import { POST_LIFETIME_DAYS } from '../../../../contracts/marketplace/index.ts';
import { recordEvent } from '../../../../platform/bus/index.ts';
import type { EntityManager } from '../../../../platform/db/orm.ts';
import { FreeAgentEntity } from '../../infrastructure/free-agent.entity.ts';
import { PostEntity } from '../../infrastructure/post.entity.ts';
import { cityOf } from '../city.ts';

const DAY_MS = 86_400_000;

export interface MarketplaceSeed {
  freeAgents: Array<FreeAgentInput & { memberId: string }>;
  /** `daysAgo`: when the post was made (under 30, or it is no longer listed). */
  posts: Array<PostInput & { authorId: string; daysAgo: number }>;
}

/**
 * Demo free agents and posts, written as the use cases write them (entities and their outbox events) in
 * the caller's transaction. The caller decides when (once, while none exist).
 */
export async function seedMarketplace(em: EntityManager, seed: MarketplaceSeed, now: Date): Promise<void> {
  for (const { memberId, ...input } of seed.freeAgents) {
    const city = await cityOf(em, input.workspaceId, 'Unknown demo city');
    const id = randomUUID();
    em.create(FreeAgentEntity, {
      ...input,
      id,
      memberId,
      organizationId: city.organizationId,
      cityName: city.name,
      status: 'active',
      leagueId: null,
      leagueName: null,
      version: 1,
      createdAt: now,
      updatedAt: now,
    });
    recordEvent(em, 'marketplace.free-agent-listed', {
      freeAgentId: id,
      memberId,
      workspaceId: city.workspaceId,
    });
  }
  for (const { authorId, daysAgo, ...input } of seed.posts) {
    const city = await cityOf(em, input.workspaceId, 'Unknown demo city');
    const id = randomUUID();
    const createdAt = new Date(now.getTime() - daysAgo * DAY_MS);
    em.create(PostEntity, {
      ...input,
      id,
      authorId,
      organizationId: city.organizationId,
      cityName: city.name,
      imageUrl: null,
      createdAt,
      updatedAt: createdAt,
      expiresAt: new Date(createdAt.getTime() + POST_LIFETIME_DAYS * DAY_MS),
      removedAt: null,
      removedBy: null,
      version: 1,
    });
    recordEvent(em, 'marketplace.post-created', { postId: id, authorId, workspaceId: city.workspaceId });
  }
}
