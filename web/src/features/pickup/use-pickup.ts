import { useAtomValue } from 'jotai';
import useSWR, { type ScopedMutator } from 'swr';
import useSWRInfinite, { unstable_serialize } from 'swr/infinite';
import {
  PICKUP_API,
  PICKUP_EVENTS_FILTERS,
  PICKUP_LISTING_PAGE_SIZE,
  PICKUP_ROSTER_PAGE_SIZE,
  type PickupEventDto,
  type PickupEventsFilter,
  type PickupRosterEntryDto,
  type PickupWaitlistEntryDto,
  type RegistrationDetailsDto,
} from '../../../../src/contracts/pickup/index.ts';
import type { ApiError } from '../../api/api-error';
import { api } from '../../api/client';
import type { Page } from '../../api/envelope';
import { useApi } from '../../api/use-api';
import { authenticatedAtom } from '../../app/session';

const id = (value: string | number) => encodeURIComponent(String(value));

// One key per resource, shared by the hook that reads it and the mutations that change it.
export const pickupKeys = {
  event: (eventId: string | number) => `/pickup-common/pickup/${id(eventId)}`,
  roster: (eventId: string | number, page: number) =>
    `/pickup-common/pickup/${id(eventId)}/roster?page=${page}&limit=${PICKUP_ROSTER_PAGE_SIZE}`,
  waitlist: (eventId: string | number, page: number) =>
    `/pickup-common/pickup/${id(eventId)}/waitlist?page=${page}&limit=${PICKUP_ROSTER_PAGE_SIZE}`,
  groupEvents: (groupId: string, filter: PickupEventsFilter, page: number) =>
    `/pickup-common/group/${id(groupId)}/events?filter=${filter}&page=${page}&limit=${PICKUP_LISTING_PAGE_SIZE}`,
  comments: (eventId: string | number) => `/pickup/${id(eventId)}/comments`,
  registrationDetails: (sessionId: string) => `/pickup/registration-details/${id(sessionId)}`,
} as const;

/** The contract's paths without the `/api` the client adds itself. */
const path = (full: string) => full.slice('/api'.length);

// The calls that change a game (spec §7 "Pickup group and pickup event"; PICKUP_API in the contracts).
export const pickupPaths = {
  create: path(PICKUP_API.create),
  update: (eventId: number) => path(PICKUP_API.update(eventId)),
  cancel: (eventId: number) => path(PICKUP_API.cancel(eventId)),
  checkout: path(PICKUP_API.checkout),
  register: (eventId: number) => path(PICKUP_API.register(eventId)),
  leave: (eventId: number) => path(PICKUP_API.leave(eventId)),
  removePlayer: (eventId: number, memberId: string) => path(PICKUP_API.removeMember(eventId, id(memberId))),
  waitlistRegister: (eventId: number) => path(PICKUP_API.waitlistRegister(eventId)),
  waitlistLeave: (eventId: number) => path(PICKUP_API.waitlistLeave(eventId)),
  waitlistRemove: (eventId: number, memberId: string) =>
    path(PICKUP_API.waitlistRemoveMember(eventId, id(memberId))),
  holdClaim: (eventId: number) => path(PICKUP_API.holdClaim(eventId)),
  holdRelease: (eventId: number) => path(PICKUP_API.holdRelease(eventId)),
  comment: (eventId: number, commentId: string) => path(PICKUP_API.comment(eventId, id(commentId))),
} as const;

/** A paged list's key function for useSWRInfinite: page index 0 is the API's page 1. */
const pagesOf = (key: (page: number) => string) => (index: number) => key(index + 1);

const rosterPages = (eventId: string | number) => pagesOf((page) => pickupKeys.roster(eventId, page));
const waitlistPages = (eventId: string | number) => pagesOf((page) => pickupKeys.waitlist(eventId, page));
const groupEventPages = (groupId: string, filter: PickupEventsFilter) =>
  pagesOf((page) => pickupKeys.groupEvents(groupId, filter, page));

// SWR's filter form of `mutate` skips useSWRInfinite lists, and revalidating one of their pages by its
// own key refetches nothing: a change revalidates the lists by their keys, and each list (with
// `revalidateAll`) then refetches every page it shows, since one player leaving shifts every later page.

/** Refetches what a change to one game touches: the game itself (unless `event` is false), its roster and its waitlist. */
export function refetchGame(mutate: ScopedMutator, eventId: string | number, { event = true } = {}) {
  return Promise.all([
    ...(event ? [mutate(pickupKeys.event(eventId))] : []),
    mutate(unstable_serialize(rosterPages(eventId))),
    mutate(unstable_serialize(waitlistPages(eventId))),
  ]);
}

/** Refetches a group's games, upcoming and past: their counts and spots left change with every registration. */
export function refetchGroupEvents(mutate: ScopedMutator, groupId: string) {
  return Promise.all(
    PICKUP_EVENTS_FILTERS.map((filter) => mutate(unstable_serialize(groupEventPages(groupId, filter)))),
  );
}

/** `GET /api/pickup-common/pickup/{id}`: the game as the viewer sees it (public: signed out too). */
export function usePickupEvent(eventId: string | undefined) {
  return useApi<PickupEventDto>(eventId ? pickupKeys.event(eventId) : null);
}

/** `GET …/group/{id}/events`: upcoming or past games, 20 a page, with "load more". */
export function useGroupEvents(groupId: string | undefined, filter: PickupEventsFilter) {
  return usePagedList<PickupEventDto>(groupEventPages(groupId ?? '', filter), groupId !== undefined);
}

function usePagedList<Item>(pages: (index: number) => string, enabled: boolean) {
  return useSWRInfinite<Page<Item>, ApiError>(
    (index, previous: Page<Item> | null) => {
      if (!enabled) return null;
      if (previous && !previous.hasNext) return null;
      return pages(index);
    },
    (path: string) => api.getPage<Item>(path),
    { revalidateAll: true },
  );
}

/** The players registered, 50 a page (spec §9), in order of registration. */
export function usePickupRoster(eventId: string | number) {
  const authenticated = useAtomValue(authenticatedAtom);
  return usePagedList<PickupRosterEntryDto>(rosterPages(eventId), authenticated);
}

/** The players waiting, 50 a page, in order of arrival. */
export function usePickupWaitlist(eventId: string | number, enabled: boolean) {
  const authenticated = useAtomValue(authenticatedAtom);
  return usePagedList<PickupWaitlistEntryDto>(waitlistPages(eventId), authenticated && enabled);
}

/**
 * `GET /api/pickup/registration-details/{sessionId}`: while the payment is still being confirmed it is
 * asked again every few seconds (the webhook normally lands within moments), at most for a minute.
 */
export function useRegistrationDetails(sessionId: string | null, refreshWhilePending: boolean) {
  return useSWR<RegistrationDetailsDto, ApiError>(
    sessionId ? pickupKeys.registrationDetails(sessionId) : null,
    (path: string) => api.get<RegistrationDetailsDto>(path),
    {
      refreshInterval: (latest) => (refreshWhilePending && latest?.status === 'pending' ? 2000 : 0),
    },
  );
}
