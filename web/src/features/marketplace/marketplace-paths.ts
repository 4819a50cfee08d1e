const id = encodeURIComponent;

/** The marketplace's pages (spec §2). */
export const marketplacePaths = {
  list: '/marketplace',
  league: (leagueId: string) => `/marketplace/league/${id(leagueId)}`,
  freeAgent: (freeAgentId: string) => `/marketplace/free-agent/${id(freeAgentId)}`,
  post: (postId: string) => `/marketplace/post/${id(postId)}`,
} as const;
