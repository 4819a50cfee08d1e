// The marketplace's routes (spec's Shop tab), all under /api/marketplace:
//   GET    /leagues?city&format&day&gender&level&maxPrice&open&q&page&limit   paged LeagueListingDto
//   GET    /leagues/{leagueId}                                                LeagueListingDto
//   GET    /free-agents?city&position&level&day&lookingFor&page&limit          paged FreeAgentDto
//   GET    /free-agents/mine                                                  FreeAgentDto[] (signed in)
//   GET    /free-agents/{id}                                                  FreeAgentDto
//   POST   /free-agents                                                       FreeAgentDto (signed in)
//   PATCH  /free-agents/{id}   (the member: edit, pause with status)          FreeAgentDto
//   DELETE /free-agents/{id}   (the member)
//   GET    /posts?city&category&page&limit                                    paged PostDto
//   GET    /posts/{id}                                                        PostDto
//   POST   /posts    PATCH /posts/{id}    DELETE /posts/{id}   (the author; DELETE also the city's staff)
//   POST   /posts/{id}/image   (the author; multipart `file`)                 PostDto
//   POST   /posts/{id}/report                                                 (anyone signed in)
//   GET    /api/organization-common/{orgId}/free-agents?orgWorkspaceId&page&limit (spec §7)
// Live: `marketplace:changed` to the room `marketplace:<workspaceId>` (./realtime.ts).
export * from './free-agents.ts';
export * from './league-listings.ts';
export * from './paging.ts';
export * from './posts.ts';
export * from './realtime.ts';
export * from './sub-alerts.ts';
export * from './sub-reliability.ts';
export * from './sub-requests.ts';
