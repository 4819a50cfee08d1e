// Clubs contracts: teams, rosters, permissions and the club selector, pickup groups, invites and
// onboarding, shared by the server's validation, the SPA's forms and the OpenAPI document.
export * from './invite.ts';
export * from './jersey-colors.ts';
export * from './member-teams.ts';
export * from './onboard.ts';
export * from './permissions.ts';
export * from './pickup-group.ts';
export * from './roster.ts';
export * from './team.ts';
