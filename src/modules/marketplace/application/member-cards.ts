import type { MarketplaceDeps } from './marketplace-deps.ts';

export interface MemberCard {
  id: string;
  firstName: string;
  lastName: string;
  avatar: string | null;
}

/**
 * The name and avatar of each member a page shows, in one statement of identity's: never their
 * e-mail or phone (spec §6). A member identity no longer knows shows as a former member.
 */
export async function memberCards(deps: MarketplaceDeps, ids: readonly string[]) {
  const summaries = await deps.identity.memberSummaries(ids);
  return (id: string): MemberCard => {
    const summary = summaries.get(id);
    return summary
      ? { id, firstName: summary.firstName, lastName: summary.lastName, avatar: summary.avatar }
      : { id, firstName: 'Former', lastName: 'member', avatar: null };
  };
}
