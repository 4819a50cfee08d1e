// The marketplace screens' own words (the spec gives none for these states).
export const MARKETPLACE_MESSAGES = {
  noLeagues: 'No leagues are open for registration yet.',
  noMatchingLeagues: 'No leagues match these filters. Clear a filter to see more.',
  noFreeAgents: 'No free agents are listed yet.',
  noMatchingFreeAgents: 'No free agents match these filters. Clear a filter to see more.',
  noPosts: 'No posts in the last 30 days.',
  noMatchingPosts: 'No posts match these filters. Clear a filter to see more.',
  leaguesFailed: 'The leagues could not be loaded.',
  freeAgentsFailed: 'The free agents could not be loaded.',
  postsFailed: 'The posts could not be loaded.',
  noSubs: 'No team needs a sub right now.',
  noMatchingSubs: 'No sub requests match these filters. Clear a filter to see more.',
  subsFailed: 'The sub requests could not be loaded.',
  listingFailed: 'This page could not be loaded.',
  maxPrice: 'Enter an amount from 0 to 1000, such as 120 or 99.50',
} as const;
