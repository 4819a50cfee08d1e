import { useAtomValue } from 'jotai';
import useSWR, { type ScopedMutator } from 'swr';
import { PICKUP_API } from '../../../../src/contracts/pickup/api-paths.ts';
import {
  PICKUP_EVENTS_FILTERS,
  PICKUP_LISTING_PAGE_SIZE,
  PICKUP_ROSTER_PAGE_SIZE,
  type PickupEventsFilter,
} from '../../../../src/contracts/pickup/game-listing.ts';
import type {
  PickupEventDto,
  PickupRosterEntryDto,
  PickupWaitlistEntryDto,
  RegistrationDetailsDto,
} from '../../../../src/contracts/pickup/index.ts';
import type { ApiError } from '../../api/api-error';
import { api } from '../../api/client';
import { pagesOf, refetchPages, usePagedList } from '../../api/paged-list';
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

const rosterPages = (eventId: string | number) => pagesOf((page) => pickupKeys.roster(eventId, page));
const waitlistPages = (eventId: string | number) => pagesOf((page) => pickupKeys.waitlist(eventId, page));
const groupEventPages = (groupId: string, filter: PickupEventsFilter) =>
  pagesOf((page) => pickupKeys.groupEvents(groupId, filter, page));

/** Refetches what a change to one game touches: the game itself (unless `event` is false), its roster and its waitlist. */
export function refetchGame(mutate: ScopedMutator, eventId: string | number, { event = true } = {}) {
  return Promise.all([
    ...(event ? [mutate(pickupKeys.event(eventId))] : []),
    refetchPages(mutate, rosterPages(eventId), waitlistPages(eventId)),
  ]);
}

/** Refetches a group's games, upcoming and past: their counts and spots left change with every registration. */
export function refetchGroupEvents(mutate: ScopedMutator, groupId: string) {
  return refetchPages(mutate, ...PICKUP_EVENTS_FILTERS.map((filter) => groupEventPages(groupId, filter)));
}

/** `GET /api/pickup-common/pickup/{id}`: the game as the viewer sees it (public: signed out too). */
export function usePickupEvent(eventId: string | undefined) {
  return useApi<PickupEventDto>(eventId ? pickupKeys.event(eventId) : null);
}

/** `GET …/group/{id}/events`: upcoming or past games, 20 a page, with "load more". */
export function useGroupEvents(groupId: string | undefined, filter: PickupEventsFilter) {
  return usePagedList<PickupEventDto>(groupEventPages(groupId ?? '', filter), groupId !== undefined);
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
