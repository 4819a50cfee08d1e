import type { FreeAgentInput, PostInput, SubAlertInput } from '../../../../contracts/marketplace/index.ts';
import type { EntityManager } from '../../../../platform/db/orm.ts';
import { addFreeAgent } from '../free-agents/manage-free-agent.ts';
import { addPost } from '../posts/manage-post.ts';
import { putSubAlert } from '../sub-alerts/manage-sub-alert.ts';

const DAY_MS = 86_400_000;

export interface MarketplaceSeed {
  freeAgents: Array<FreeAgentInput & { memberId: string }>;
  /** `daysAgo`: when the post was made (under 30, or it is no longer listed). */
  posts: Array<PostInput & { authorId: string; daysAgo: number }>;
  /** Players' sub alerts (issue 20): the demo's open sub request alerts them once it is posted. */
  subAlerts?: Array<SubAlertInput & { memberId: string }>;
}

/**
 * Demo free agents, posts and sub alerts, written as the use cases write them (entities and their outbox
 * events) in the caller's transaction. Once: false, adding nothing, while any free agent or post exists
 * (the caller holds a lock against a second process seeding at the same time).
 */
export async function seedMarketplace(em: EntityManager, seed: MarketplaceSeed, now: Date): Promise<boolean> {
  const [any] = await em.execute(
    'select 1 from marketplace_post union all select 1 from marketplace_free_agent limit 1',
  );
  if (any) return false;
  for (const { memberId, ...input } of seed.freeAgents) await addFreeAgent(em, { memberId, input, at: now });
  for (const { authorId, daysAgo, ...input } of seed.posts)
    await addPost(em, { authorId, input, at: new Date(now.getTime() - daysAgo * DAY_MS) });
  for (const { memberId, ...input } of seed.subAlerts ?? [])
    await putSubAlert(em, { memberId, input, at: now });
  return true;
}
