import { useAtomValue } from 'jotai';
import useSWR, { type ScopedMutator, useSWRConfig } from 'swr';
import type {
  EventDto,
  EventRosterDto,
  GameStatsDto,
  MemberEventsFilter,
  TeamLeaderboardsDto,
} from '../../../../src/contracts/events/index.ts';
import {
  MEMBER_EVENTS_FILTERS,
  MEMBER_EVENTS_PAGE_SIZE,
} from '../../../../src/contracts/events/member-events.ts';
import type { ApiError } from '../../api/api-error';
import { api } from '../../api/client';
import { pagesOf, refetchPages, usePagedList } from '../../api/paged-list';
import { useApi } from '../../api/use-api';
import { authenticatedAtom } from '../../app/session';

const id = encodeURIComponent;

// One key per resource, shared by the hook that reads it and the mutations that change it.
export const eventKeys = {
  memberEvents: (filter: MemberEventsFilter, page: number) =>
    `/member/events?filter=${filter}&page=${page}&limit=${MEMBER_EVENTS_PAGE_SIZE}`,
  event: (eventId: string) => `/event/${id(eventId)}`,
  roster: (eventId: string) => `/event/${id(eventId)}/roster`,
  comments: (eventId: string) => `/event/${id(eventId)}/comments/`,
  gameStats: (eventId: string) => `/event/${id(eventId)}/game-stats`,
  leaderboards: (teamId: string) => `/team/${id(teamId)}/leaderboards?type=all`,
  calendar: '/member/calendar',
} as const;

const memberEventPages = (filter: MemberEventsFilter) =>
  pagesOf((page) => eventKeys.memberEvents(filter, page));

/** Refetches the schedule (upcoming and past) after a create, edit, delete, score or RSVP. */
export function refetchMemberEvents(mutate: ScopedMutator) {
  return refetchPages(mutate, ...MEMBER_EVENTS_FILTERS.map(memberEventPages));
}

/** A create or update answers `{ event, message }`; a read answers the event itself. */
export type EventReply = { event: EventDto; message?: string } | EventDto;
export const eventOf = (reply: EventReply): EventDto => ('event' in reply ? reply.event : reply);

/** `GET /api/member/events`: the schedule, 10 a page, with "load more" while `hasNext`. */
export function useMemberEvents(filter: MemberEventsFilter) {
  const authenticated = useAtomValue(authenticatedAtom);
  return usePagedList<EventDto>(memberEventPages(filter), authenticated);
}

/** `GET /api/event/{eventId}`. */
export function useEvent(eventId: string | undefined) {
  const authenticated = useAtomValue(authenticatedAtom);
  return useSWR<EventDto, ApiError>(
    eventId && authenticated ? eventKeys.event(eventId) : null,
    (path: string) => api.get<EventReply>(path).then(eventOf),
  );
}

/** `GET /api/event/{eventId}/roster`: attendees and non-attendees with their MVP votes. */
export function useEventRoster(eventId: string | undefined) {
  const authenticated = useAtomValue(authenticatedAtom);
  return useApi<EventRosterDto>(eventId && authenticated ? eventKeys.roster(eventId) : null);
}

/** `GET /api/event/{eventId}/game-stats`: asked only when a captain enters stats. */
export function useGameStats(eventId: string | undefined, enabled: boolean) {
  return useApi<GameStatsDto>(eventId && enabled ? eventKeys.gameStats(eventId) : null);
}

/** `GET /api/team/{teamId}/leaderboards?type=all`. */
export function useTeamLeaderboards(teamId: string | undefined) {
  const authenticated = useAtomValue(authenticatedAtom);
  return useApi<TeamLeaderboardsDto>(teamId && authenticated ? eventKeys.leaderboards(teamId) : null);
}

/** Refetches what an event change touches: the event, its roster, the schedule pages. */
export function useRefreshEvent() {
  const { mutate } = useSWRConfig();
  return (eventId: string) =>
    Promise.all([
      mutate(eventKeys.event(eventId)),
      mutate(eventKeys.roster(eventId)),
      refetchMemberEvents(mutate),
    ]);
}
