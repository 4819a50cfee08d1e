import { GAME_DAYS } from '../contracts/leagues/league.ts';
import type { MarketplaceSeed } from '../modules/marketplace/index.ts';

type Keyed<T> = Omit<T, 'memberId' | 'authorId'> & { key: string };

/**
 * The demo marketplace: free agents, posts and a sub alert in Austin (1) and Denver (2) by demo members
 * (their keys in demo-data.ts). The leagues open for registration come from leagues' own demo data.
 */
export const DEMO_MARKETPLACE: {
  freeAgents: Keyed<MarketplaceSeed['freeAgents'][number]>[];
  posts: Keyed<MarketplaceSeed['posts'][number]>[];
  subAlerts: Keyed<NonNullable<MarketplaceSeed['subAlerts']>[number]>[];
} = {
  freeAgents: [
    {
      key: 'kenji',
      workspaceId: 1,
      positions: ['midfielder', 'forward'],
      level: 'intermediate',
      days: ['tuesday', 'thursday'],
      times: ['evening'],
      lookingFor: ['team', 'league'],
      about: 'Box-to-box midfielder, new to Austin, free most weeknights.',
    },
    {
      key: 'hannah',
      workspaceId: 1,
      positions: ['goalkeeper'],
      level: 'competitive',
      days: ['sunday'],
      times: ['morning', 'afternoon'],
      lookingFor: ['team', 'pickup'],
      about: 'Keeper with ten years of club soccer. Happy to sub.',
    },
    {
      key: 'rosa',
      workspaceId: 2,
      positions: ['defender'],
      level: 'recreational',
      days: ['wednesday', 'saturday'],
      times: ['evening'],
      lookingFor: ['pickup', 'league'],
      about: 'Looking for a relaxed coed team in Denver.',
    },
  ],
  posts: [
    {
      key: 'priya',
      workspaceId: 1,
      category: 'looking_for_players',
      title: 'Zilker Zebras need two defenders',
      body: 'Coed rec team, games on Sunday mornings at Zilker Park. DM me if you are in.',
      daysAgo: 2,
    },
    {
      key: 'marcus',
      workspaceId: 1,
      category: 'gear',
      title: 'Size 10 turf shoes, worn twice',
      body: 'Free to a good home, pick up in East Austin.',
      daysAgo: 5,
    },
    {
      key: 'omar',
      workspaceId: 2,
      category: 'field_share',
      title: 'Half a field on Thursday 8 PM',
      body: 'We book a full field at Sloan Lake and only use half. Split the cost?',
      daysAgo: 1,
    },
  ],
  // Kenji, a free agent in Austin, hears of Austin's sub requests for defenders and midfielders, any day:
  // Maya's request for a defender (demo-subs.ts) reaches his bell and inbox.
  subAlerts: [
    {
      key: 'kenji',
      workspaceId: 1,
      days: [...GAME_DAYS],
      positions: ['defender', 'midfielder'],
      email: true,
    },
  ],
};
