import { useAtomValue } from 'jotai';
import { useSWRConfig } from 'swr';
import type { CommentsDto } from '../../../../src/contracts/comments.ts';
import type {
  LeagueDto,
  LeagueEventPageDto,
  LeagueEventRostersDto,
  LeagueLeaderboardDto,
  LeaguePositionDto,
  LeagueScheduleDto,
  LeagueStatType,
  LeagueTeamDto,
  MemberOrganizationWorkspacesDto,
  PointAdjustmentDto,
  StandingsDto,
  WorkspaceDto,
} from '../../../../src/contracts/leagues/index.ts';
// The zod-free module, not the index: the account menu (on every page) imports this file, and the
// index would bring zod and date-fns into the entry chunk of every first route.
import {
  LEAGUE_STANDINGS_UPDATED,
  type LeagueStandingsUpdatedPush,
  leagueRoom,
} from '../../../../src/contracts/leagues/realtime.ts';
import { useApi } from '../../api/use-api';
import { authenticatedAtom } from '../../app/session';
import { useRoom } from '../realtime/room';

const id = encodeURIComponent;

// One key per resource, shared by the hook that reads it and the mutations that change it.
export const leagueKeys = {
  staff: '/member/organizations-workspaces',
  workspaces: (orgId: number | string) => `/organization-common/${id(String(orgId))}/workspaces`,
  orgLeagues: (orgId: number | string, workspaceId?: number) =>
    `/organization-common/${id(String(orgId))}/leagues${workspaceId ? `?orgWorkspaceId=${workspaceId}` : ''}`,
  league: (leagueId: string) => `/league-common/${id(leagueId)}`,
  teams: (leagueId: string) => `/league-common/${id(leagueId)}/teams`,
  standings: (leagueId: string, stageId?: string) =>
    `/league-common/${id(leagueId)}/standings${stageId ? `?stageId=${id(stageId)}` : ''}`,
  adjustments: (leagueId: string) => `/league-common/${id(leagueId)}/adjustments`,
  schedule: (leagueId: string) => `/league-common/${id(leagueId)}/schedule`,
  leaderboard: (leagueId: string, statType: LeagueStatType) =>
    `/league-common/${id(leagueId)}/leaderboards?statType=${statType}`,
  eventPage: (eventId: string) => `/league-common/event-page/${id(eventId)}`,
  event: (eventId: string) => `/league-common/event-page/${id(eventId)}/event`,
  rosters: (eventId: string) => `/league-common/event-page/${id(eventId)}/rosters`,
  comments: (eventId: string) => `/league-common/event-page/${id(eventId)}/comments`,
  positions: (teamId: string) => `/team/${id(teamId)}/league-positions`,
  teamSearch: (query: string) => `/team/search?name=${id(query)}`,
} as const;

const isLeagueKey = (leagueId: string) => (key: unknown) =>
  typeof key === 'string' &&
  (key.startsWith(`/league-common/${id(leagueId)}`) || key.startsWith(`/league/${id(leagueId)}`));

/** `GET /api/member/organizations-workspaces`: where the signed-in member is staff (empty for players). */
export function useStaffWorkspaces() {
  const authenticated = useAtomValue(authenticatedAtom);
  return useApi<MemberOrganizationWorkspacesDto[]>(authenticated ? leagueKeys.staff : null);
}

export function useWorkspaces(orgId: number | string | undefined) {
  return useApi<WorkspaceDto[]>(orgId ? leagueKeys.workspaces(orgId) : null);
}

/** `GET /api/organization-common/{orgId}/leagues?orgWorkspaceId`. */
export function useOrgLeagues(orgId: number | string | undefined, workspaceId?: number) {
  return useApi<LeagueDto[]>(orgId ? leagueKeys.orgLeagues(orgId, workspaceId) : null);
}

export function useLeague(leagueId: string | undefined) {
  return useApi<LeagueDto>(leagueId ? leagueKeys.league(leagueId) : null);
}

export function useLeagueTeams(leagueId: string | undefined) {
  return useApi<LeagueTeamDto[]>(leagueId ? leagueKeys.teams(leagueId) : null);
}

export function useStandings(leagueId: string | undefined, stageId?: string) {
  return useApi<StandingsDto>(leagueId ? leagueKeys.standings(leagueId, stageId) : null);
}

export function useAdjustments(leagueId: string | undefined) {
  return useApi<PointAdjustmentDto[]>(leagueId ? leagueKeys.adjustments(leagueId) : null);
}

export function useSchedule(leagueId: string | undefined) {
  return useApi<LeagueScheduleDto>(leagueId ? leagueKeys.schedule(leagueId) : null);
}

export function useLeagueLeaderboard(leagueId: string | undefined, statType: LeagueStatType) {
  return useApi<LeagueLeaderboardDto>(leagueId ? leagueKeys.leaderboard(leagueId, statType) : null);
}

export function useLeagueEvent(eventId: string | undefined) {
  return useApi<LeagueEventPageDto>(eventId ? leagueKeys.event(eventId) : null);
}

/** The rosters are fetched only when enabled (spec §7). */
export function useLeagueEventRosters(eventId: string | undefined, enabled: boolean) {
  return useApi<LeagueEventRostersDto>(eventId && enabled ? leagueKeys.rosters(eventId) : null);
}

export function useLeagueEventComments(eventId: string | undefined, enabled: boolean) {
  return useApi<CommentsDto>(eventId && enabled ? leagueKeys.comments(eventId) : null);
}

export function useLeaguePositions(teamId: string | undefined) {
  const authenticated = useAtomValue(authenticatedAtom);
  return useApi<LeaguePositionDto[]>(teamId && authenticated ? leagueKeys.positions(teamId) : null);
}

/** Refetches everything cached about one league (after a result, a move, an adjustment). */
export function useRefreshLeague() {
  const { mutate } = useSWRConfig();
  return (leagueId: string) => mutate(isLeagueKey(leagueId), undefined, { revalidate: true });
}

/**
 * Follows `league:<id>` while a page shows the league (signed in): when a worker has rewritten the
 * table, everything cached about the league is fetched again in place (the table re-orders at once).
 */
export function useLeagueRoom(leagueId: string | undefined) {
  const { mutate } = useSWRConfig();
  useRoom(
    leagueId ? leagueRoom(leagueId) : null,
    (push?: Partial<LeagueStandingsUpdatedPush>) => push !== undefined && push.leagueId === leagueId,
    { [LEAGUE_STANDINGS_UPDATED]: () => leagueId && void mutate(isLeagueKey(leagueId)) },
  );
}
