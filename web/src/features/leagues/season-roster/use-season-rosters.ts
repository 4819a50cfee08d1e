import { useEffect, useRef } from 'react';
import { useSWRConfig } from 'swr';
import {
  LEAGUE_SEASON_ROSTER_UPDATED,
  type LeagueSeasonRostersDto,
  type LeagueSeasonRosterUpdatedPush,
  type SeasonRosterCheckDto,
  type SeasonRosterDto,
} from '../../../../../src/contracts/leagues/season-roster.ts';
import { useApi } from '../../../api/use-api';
import { connectRealtime } from '../../realtime/room';

const id = encodeURIComponent;

// One key per resource, shared by the hooks that read it and the mutations that change it.
export const seasonRosterKeys = {
  league: (leagueId: string) => `/league-common/${id(leagueId)}/season-rosters`,
  team: (teamId: string, leagueId: string) =>
    `/team/${id(teamId)}/league-season-roster/leagues/${id(leagueId)}`,
  checks: (leagueId: string) => `/league/${id(leagueId)}/season-roster-checks`,
} as const;

/** `GET /api/league-common/{leagueId}/season-rosters`: every team's season roster (signed in). */
export function useLeagueSeasonRosters(leagueId: string) {
  return useApi<LeagueSeasonRostersDto>(seasonRosterKeys.league(leagueId));
}

/** A team's season roster with the players who may be added (`null` teamId waits). */
export function useTeamSeasonRoster(teamId: string | null, leagueId: string) {
  return useApi<SeasonRosterDto>(teamId ? seasonRosterKeys.team(teamId, leagueId) : null);
}

/** `GET /api/league/{leagueId}/season-roster-checks` (coordinators): forfeit risk and owed waivers. */
export function useSeasonRosterChecks(leagueId: string) {
  return useApi<SeasonRosterCheckDto[]>(seasonRosterKeys.checks(leagueId));
}

/** Everything cached about the league's season rosters, fetched again. */
export function useRefreshSeasonRosters() {
  const { mutate } = useSWRConfig();
  return (leagueId: string) =>
    mutate(
      (key) =>
        typeof key === 'string' &&
        (key === seasonRosterKeys.league(leagueId) ||
          key === seasonRosterKeys.checks(leagueId) ||
          key.endsWith(`/league-season-roster/leagues/${id(leagueId)}`)),
    );
}

/**
 * Refetches the league's season rosters when one changes. It listens on the shared connection only:
 * the page that shows the league has joined `league:<id>` (useLeagueRoom) and leaves it when it closes,
 * so a tab joining and leaving on its own would take the page's live standings with it.
 */
export function useSeasonRosterPushes(leagueId: string, enabled: boolean) {
  const refresh = useRefreshSeasonRosters();
  const latest = useRef(refresh);
  latest.current = refresh;
  useEffect(() => {
    if (!enabled || typeof window === 'undefined') return;
    let stopped = false;
    let off = () => {};
    const onPush = (push?: Partial<LeagueSeasonRosterUpdatedPush>) => {
      if (push?.leagueId === leagueId) void latest.current(leagueId);
    };
    void connectRealtime()
      .then((socket) => {
        if (stopped) return;
        socket.on(LEAGUE_SEASON_ROSTER_UPDATED, onPush);
        off = () => socket.off(LEAGUE_SEASON_ROSTER_UPDATED, onPush);
      })
      .catch(() => {
        // No live updates; the tab still works from its last fetch.
      });
    return () => {
      stopped = true;
      off();
    };
  }, [leagueId, enabled]);
}
