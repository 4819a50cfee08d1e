// Leagues contracts: organizations and workspaces, leagues and their rules, league games, score reports,
// standings and leaderboards, shared by the server's validation, the SPA's forms and the OpenAPI document.
//
// Routes (all under /api; success envelope `{ status, data }`):
//   public (no sign-in needed; a signed-in viewer gets their own rsvp/permissions):
//     GET  /organization-common/{orgId}/workspaces                 WorkspaceDto[]
//     GET  /organization-common/{orgId}/leagues?orgWorkspaceId     LeagueDto[] (published; coordinators see drafts)
//     GET  /organization-common/{orgId}/feed?page&limit&orgWorkspaceId  paged LeagueFeedItemDto (feed.ts)
//     GET  /public/league-schedule/organization/{orgId}            PublicLeagueScheduleDto
//     GET  /league-common/{leagueId}                               LeagueDto
//     GET  /league-common/{leagueId}/teams                         LeagueTeamDto[]
//     GET  /league-common/{leagueId}/standings?stageId             StandingsDto
//     GET  /league-common/{leagueId}/adjustments                   PointAdjustmentDto[]
//     GET  /league-common/{leagueId}/leaderboards?statType         LeagueLeaderboardDto
//     GET  /league-common/{leagueId}/schedule                      LeagueScheduleDto
//     GET  /league-common/event-page/{id}/event                    LeagueEventPageDto (event + permissions per team)
//   members:
//     GET  /member/organizations-workspaces                        MemberOrganizationWorkspacesDto[]
//     GET  /team/{teamId}/league-positions                         LeaguePositionDto[]
//     GET  /league-common/event-page/{id}/rosters                  LeagueEventRostersDto (players of either team, staff)
//     GET  /league-common/event-page/{id}/comments                 CommentsDto (contracts/comments.ts; players of either team, staff)
//     POST /league-common/event-page/{id}/comments {content}       CommentResult (201)
//     POST /league-common/event-page/{id}/rsvp {status}            LeagueEventResult (players, for their own team)
//     POST /league-common/event-page/{id}/report ScoreReportRequest ScoreReportResult (captains of either team, 201)
//   coordinators of the league's organization (organizer console):
//     POST   /league                                   CreateLeague → LeagueDto (201)
//     PATCH  /league/{leagueId}                        UpdateLeague → LeagueDto (drafts only, else 409)
//     DELETE /league/{leagueId}                        LeagueDeletedDto (drafts only, else 409)
//     POST   /league/{leagueId}/publish                LeagueDto (409 without games)
//     POST   /league/{leagueId}/teams {teamId}         LeagueTeamDto[] (201)
//     DELETE /league/{leagueId}/teams/{teamId}         LeagueTeamDto[]
//     POST   /league/{leagueId}/schedule               GenerateSchedule → LeagueScheduleDto (201; 400 SeasonTooShort)
//     POST   /league/{leagueId}/adjustments            PointAdjustmentRequest → PointAdjustmentDto (201)
//     POST   /league/{leagueId}/standings/rebuild      StandingsDto
//     PATCH  /league/event/{id}                        MoveLeagueEvent → LeagueEventResult
//     POST   /league/event/{id}/cancel                 LeagueEventResult
//     DELETE /league/event/{id}                        { leagueEventId, message }
//     PUT    /league/event/{id}/final-score            FinalScoreRequest → LeagueEventResult
//     POST   /league/event/{id}/forfeit                ForfeitRequest → LeagueEventResult

export * from './feed.ts';
export * from './league.ts';
export * from './league-event.ts';
export * from './organizations.ts';
export * from './playoffs.ts';
export * from './realtime.ts';
export * from './rule-sets.ts';
export * from './schemas.ts';
