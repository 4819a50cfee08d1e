import { useAtomValue } from 'jotai';
import useSWR, { type SWRConfiguration } from 'swr';
import type { EventDto } from '../../../../src/contracts/events/index.ts';
import type { LeagueEventDto } from '../../../../src/contracts/leagues/index.ts';
import type { PickupEventDto } from '../../../../src/contracts/pickup/index.ts';
import type { ApiError } from '../../api/api-error';
import { api } from '../../api/client';
import type { Page } from '../../api/envelope';
import { authenticatedAtom } from '../../app/session';
import { eventKeys } from '../events/use-events';
import { NEXT_GAMES_SHOWN, nextGames } from './next-games';

export const homeKeys = {
  // The schedule's own first page: the events page and its mutations share it.
  teamGames: eventKeys.memberEvents('future', 1),
  pickupGames: `/member/pickup-events?limit=${NEXT_GAMES_SHOWN}`,
  leagueGames: `/member/league-events?limit=${NEXT_GAMES_SHOWN}`,
} as const;

// Registering for a pickup game or answering a league RSVP happens on pages that do not know the home:
// its two lists of its own are asked again each time the home opens (the cached ones show meanwhile).
const freshOnOpen: SWRConfiguration = { revalidateOnMount: true, dedupingInterval: 0 };

function usePage<Item>(key: string, options?: SWRConfiguration) {
  const authenticated = useAtomValue(authenticatedAtom);
  return useSWR<Page<Item>, ApiError>(
    authenticated ? key : null,
    (path: string) => api.getPage<Item>(path),
    options,
  );
}

/**
 * The member's next games for the home: team games (`/member/events`), pickup games they hold a spot in
 * (`/member/pickup-events`) and their teams' league games (`/member/league-events`), merged soonest
 * first. `games` waits for all three; `failed` when any could not be read.
 */
export function useNextGames() {
  const team = usePage<EventDto>(homeKeys.teamGames);
  const pickup = usePage<PickupEventDto>(homeKeys.pickupGames, freshOnOpen);
  const league = usePage<LeagueEventDto>(homeKeys.leagueGames, freshOnOpen);
  const parts = [team, pickup, league];
  const failed = parts.some((part) => part.error !== undefined && part.data === undefined);
  const loaded = parts.every((part) => part.data !== undefined);
  return {
    games: loaded
      ? nextGames({ team: team.data?.data, pickup: pickup.data?.data, league: league.data?.data })
      : undefined,
    failed,
    retry: () => Promise.all(parts.map((part) => part.mutate())),
  };
}
