import { useMemo } from 'react';
import { useSWRConfig } from 'swr';
import {
  PICKUP_EVENT_MESSAGES,
  type PickupCheckoutResult,
  type PickupEventDto,
  type PickupRegistrationResult,
  REGISTRATION_MESSAGES,
} from '../../../../src/contracts/pickup/index.ts';
import { ApiError, firstServerError } from '../../api/api-error';
import { api } from '../../api/client';
import { useToast } from '../../ui/toast/use-toast';
import { pickupKeys, pickupPaths, refetchGame, refetchGroupEvents } from './use-pickup';

/** The server names some paths in full (`/api/pickup/…`); the client adds `/api` itself. */
export const apiPath = (path: string) => (path.startsWith('/api/') ? path.slice(4) : path);

/** Sends the browser to the checkout page (Stripe Checkout, or the server's own TEST MODE page). */
export function goToCheckout(url: string) {
  window.location.assign(url);
}

export type GameAction =
  | 'register'
  | 'leave'
  | 'join-waitlist'
  | 'leave-waitlist'
  | 'claim'
  | 'release'
  | 'remove-player'
  | 'remove-waitlisted';

/**
 * The viewer's registration calls and the admin's removals. Each answers the game as it is now: the
 * cache takes it at once, the lists refetch, and the server's message is the toast.
 */
export function usePickupActions(event: PickupEventDto) {
  const { mutate } = useSWRConfig();
  const toast = useToast();

  return useMemo(() => {
    const refresh = async (next?: PickupEventDto) => {
      if (next) await mutate(pickupKeys.event(event.id), next, { revalidate: false });
      await Promise.all([
        refetchGame(mutate, event.id, { event: !next }),
        refetchGroupEvents(mutate, event.pickupGroupId),
      ]);
    };

    /** Runs a call answering `{ event, message }`; on failure shows the server's words and refetches. */
    const run = async (call: () => Promise<PickupRegistrationResult | undefined>, fallback: string) => {
      try {
        const result = await call();
        toast.success(result?.message || fallback);
        await refresh(result?.event);
        return true;
      } catch (error) {
        toast.error(firstServerError(error) ?? PICKUP_EVENT_MESSAGES.failed);
        // A 409 (full, already registered, hold expired) means the page is out of date.
        if (error instanceof ApiError && [404, 409, 410].includes(error.status)) await refresh();
        return false;
      }
    };

    /** Register (free) or pay (a checkout): a paid game sends the browser to the checkout page. */
    const checkout = async (path: string, body?: unknown) => {
      try {
        const result = await api.post<PickupCheckoutResult>(path, body);
        if (result.registered) {
          toast.success(result.message || REGISTRATION_MESSAGES.registered);
          await refresh(result.event);
          return true;
        }
        goToCheckout(result.checkoutUrl);
        return true;
      } catch (error) {
        toast.error(firstServerError(error) ?? PICKUP_EVENT_MESSAGES.failed);
        if (error instanceof ApiError && [404, 409, 410].includes(error.status)) await refresh();
        return false;
      }
    };

    return {
      refresh,
      register: () =>
        event.isPaid
          ? checkout(pickupPaths.checkout, { pickupEventId: event.id })
          : checkout(pickupPaths.register(event.id)),
      claim: () => checkout(event.hold ? apiPath(event.hold.claimPath) : pickupPaths.holdClaim(event.id)),
      release: () =>
        run(
          () =>
            api.post<PickupRegistrationResult>(
              event.hold ? apiPath(event.hold.releasePath) : pickupPaths.holdRelease(event.id),
            ),
          REGISTRATION_MESSAGES.holdReleased,
        ),
      leave: () =>
        run(
          () => api.post<PickupRegistrationResult>(pickupPaths.leave(event.id)),
          REGISTRATION_MESSAGES.left,
        ),
      joinWaitlist: () =>
        run(
          () => api.post<PickupRegistrationResult>(pickupPaths.waitlistRegister(event.id)),
          REGISTRATION_MESSAGES.waitlistJoined(event.waitlistCount + 1),
        ),
      leaveWaitlist: () =>
        run(
          () => api.post<PickupRegistrationResult>(pickupPaths.waitlistLeave(event.id)),
          REGISTRATION_MESSAGES.waitlistLeft,
        ),
      removePlayer: (memberId: string) =>
        run(
          () => api.post<PickupRegistrationResult>(pickupPaths.removePlayer(event.id, memberId)),
          REGISTRATION_MESSAGES.removed,
        ),
      removeWaitlisted: (memberId: string) =>
        run(
          () => api.post<PickupRegistrationResult>(pickupPaths.waitlistRemove(event.id, memberId)),
          REGISTRATION_MESSAGES.removed,
        ),
    };
  }, [event, mutate, toast]);
}
