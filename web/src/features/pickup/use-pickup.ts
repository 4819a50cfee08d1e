import { useAtomValue } from 'jotai';
import useSWR from 'swr';
import useSWRInfinite from 'swr/infinite';
import {
  PICKUP_API,
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

/** Every cached key of one game (the game, its roster and waitlist pages), to refetch after a change. */
export const isGameKey = (eventId: string | number) => (key: unknown) => {
  const path = typeof key === 'string' ? key : Array.isArray(key) ? key[0] : undefined;
  if (typeof path !== 'string') return false;
  const base = pickupKeys.event(eventId);
  return path === base || path.startsWith(`${base}/`);
};

/** Every cached page of a group's games (both filters), or of every group when no id is given. */
export const isGroupEventsKey =
  (groupId?: string) =>
  (key: unknown): boolean => {
    const path = typeof key === 'string' ? key : Array.isArray(key) ? key[0] : undefined;
    if (typeof path !== 'string') return false;
    if (path.startsWith('$inf$')) return isGroupEventsKey(groupId)(path.slice(5));
    return groupId === undefined
      ? /^\/pickup-common\/group\/[^/]+\/events\?/.test(path)
      : path.startsWith(`/pickup-common/group/${id(groupId)}/events?`);
  };

/** `GET /api/pickup-common/pickup/{id}`: the game as the viewer sees it (public: signed out too). */
export function usePickupEvent(eventId: string | undefined) {
  return useApi<PickupEventDto>(eventId ? pickupKeys.event(eventId) : null);
}

/** `GET …/group/{id}/events`: upcoming or past games, 20 a page, with "load more". */
export function useGroupEvents(groupId: string | undefined, filter: PickupEventsFilter) {
  return useSWRInfinite<Page<PickupEventDto>, ApiError>(
    (index, previous: Page<PickupEventDto> | null) => {
      if (!groupId) return null;
      if (previous && !previous.hasNext) return null;
      return pickupKeys.groupEvents(groupId, filter, index + 1);
    },
    (path: string) => api.getPage<PickupEventDto>(path),
    { revalidateFirstPage: false },
  );
}

function usePagedList<Item>(key: (page: number) => string, enabled: boolean) {
  return useSWRInfinite<Page<Item>, ApiError>(
    (index, previous: Page<Item> | null) => {
      if (!enabled) return null;
      if (previous && !previous.hasNext) return null;
      return key(index + 1);
    },
    (path: string) => api.getPage<Item>(path),
    { revalidateFirstPage: true },
  );
}

/** The players registered, 50 a page (spec §9), in order of registration. */
export function usePickupRoster(eventId: string | number) {
  const authenticated = useAtomValue(authenticatedAtom);
  return usePagedList<PickupRosterEntryDto>((page) => pickupKeys.roster(eventId, page), authenticated);
}

/** The players waiting, 50 a page, in order of arrival. */
export function usePickupWaitlist(eventId: string | number, enabled: boolean) {
  const authenticated = useAtomValue(authenticatedAtom);
  return usePagedList<PickupWaitlistEntryDto>(
    (page) => pickupKeys.waitlist(eventId, page),
    authenticated && enabled,
  );
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
