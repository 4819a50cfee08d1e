import { useAtomValue } from 'jotai';
import type { ScopedMutator } from 'swr';
import type { MemberEventsFilter } from '../../../../src/contracts/events/index.ts';
import {
  MEMBER_EVENTS_FILTERS,
  MEMBER_EVENTS_PAGE_SIZE,
} from '../../../../src/contracts/events/member-events.ts';
import type { LeagueEventDto } from '../../../../src/contracts/leagues/index.ts';
import { pagesOf, refetchPages, usePagedList } from '../../api/paged-list';
import { authenticatedAtom } from '../../app/session';

/** `GET /api/member/league-events`: the member's teams' league games, 10 a page, as the schedule lists them. */
export const memberLeagueEventsKey = (filter: MemberEventsFilter, page: number) =>
  `/member/league-events?filter=${filter}&page=${page}&limit=${MEMBER_EVENTS_PAGE_SIZE}`;

const memberLeagueEventPages = (filter: MemberEventsFilter) =>
  pagesOf((page) => memberLeagueEventsKey(filter, page));

/** The schedule's league games, upcoming or past, with "load more" while `hasNext`. */
export function useMemberLeagueEvents(filter: MemberEventsFilter) {
  const authenticated = useAtomValue(authenticatedAtom);
  return usePagedList<LeagueEventDto>(memberLeagueEventPages(filter), authenticated);
}

/** Refetches the schedule's league games (both filters) after an RSVP. */
export function refetchMemberLeagueEvents(mutate: ScopedMutator) {
  return refetchPages(mutate, ...MEMBER_EVENTS_FILTERS.map(memberLeagueEventPages));
}
