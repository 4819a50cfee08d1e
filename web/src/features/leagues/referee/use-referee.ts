import { useSWRConfig } from 'swr';
import type { MemberEventsFilter } from '../../../../../src/contracts/events/member-events.ts';
import type { StaffDto } from '../../../../../src/contracts/leagues/index.ts';
import { leagueRoom } from '../../../../../src/contracts/leagues/realtime.ts';
import {
  type GameCardsDto,
  LEAGUE_GAME_OFFICIATING_CHANGED,
  type LeagueGameOfficiatingChangedPush,
  type MatchReportDto,
  type RefereeGameDto,
} from '../../../../../src/contracts/leagues/referees.ts';
import { useApi } from '../../../api/use-api';
import { useRoom } from '../../realtime/room';
import { leagueKeys } from '../use-leagues';

const id = encodeURIComponent;

/** A page of the referee's games as the server sends it (`{ data, hasNext, page, limit }`, unwrapped). */
export type RefereeGamesPage = RefereeGameDto[];

// One key per resource, shared by the hooks that read them and the forms that change them.
export const refereeKeys = {
  games: (filter: MemberEventsFilter) => `/league-common/referee/games?filter=${filter}&limit=50`,
  cards: (eventId: string) => `/league-common/event-page/${id(eventId)}/cards`,
  card: (eventId: string, cardId: string) => `/league-common/event-page/${id(eventId)}/cards/${id(cardId)}`,
  matchReport: (eventId: string) => `/league-common/event-page/${id(eventId)}/match-report`,
  referees: (leagueId: string) => `/league/${id(leagueId)}/referees`,
} as const;

/** `GET /api/league-common/referee/games`: the games the signed-in member referees. */
export function useRefereeGames(filter: MemberEventsFilter) {
  return useApi<RefereeGamesPage>(refereeKeys.games(filter));
}

/** `GET /api/league-common/event-page/{id}/cards`: public, with whether the viewer may record. */
export function useGameCards(eventId: string) {
  return useApi<GameCardsDto>(refereeKeys.cards(eventId));
}

/** The match report is read only by those who may write it (the game's referee, coordinators). */
export function useMatchReport(eventId: string, enabled: boolean) {
  return useApi<MatchReportDto | null>(enabled ? refereeKeys.matchReport(eventId) : null);
}

/** `GET /api/league/{leagueId}/referees`: whom the console can name on a game. */
export function useLeagueReferees(leagueId: string, enabled: boolean) {
  return useApi<StaffDto[]>(enabled ? refereeKeys.referees(leagueId) : null);
}

/**
 * Follows the league's room while the game page is open: when the referee records a card or the
 * report, or a coordinator names another referee (or none), the page reads the game and them again
 * (pushes for the league's other games are ignored).
 */
export function useOfficiatingRoom(leagueId: string, eventId: string) {
  const { mutate } = useSWRConfig();
  useRoom(
    leagueRoom(leagueId),
    (push?: Partial<LeagueGameOfficiatingChangedPush>) => push?.leagueEventId === eventId,
    {
      [LEAGUE_GAME_OFFICIATING_CHANGED]: () => {
        void mutate(leagueKeys.event(eventId));
        void mutate(refereeKeys.cards(eventId));
        void mutate(refereeKeys.matchReport(eventId));
      },
    },
  );
}
