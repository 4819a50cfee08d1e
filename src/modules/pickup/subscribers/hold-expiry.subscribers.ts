import { type DelayedEventJobs, defineSubscriber } from '../../../platform/bus/index.ts';
import type { Clock } from '../../../platform/container/tokens.ts';
import { expireHold } from '../application/holds/expire-hold.handler.ts';
import { holdJobId } from '../domain/ids.ts';

// Hold expiry is a delayed BullMQ job per hold (ARCHITECTURE "Scheduled work"): scheduled when a spot is
// offered or kept for a checkout, removed when the hold closes (claimed, paid, released, left), and when
// it runs it passes the spot to the next player waiting. Its id names the hold, so nothing runs twice.

export const EXPIRE_HOLD_SUBSCRIBER = 'pickup.expire-hold';

export const scheduleOfferExpiry = (jobs: DelayedEventJobs) =>
  defineSubscriber({
    name: 'pickup.schedule-offer-expiry',
    event: 'pickup.spot-open',
    async handle({ payload }) {
      await jobs.schedule({
        jobId: holdJobId(payload.registrationId, payload.holdSeq),
        subscriber: EXPIRE_HOLD_SUBSCRIBER,
        event: 'pickup.hold-deadline',
        payload: {
          pickupEventId: payload.pickupEventId,
          pickupGroupId: payload.pickupGroupId,
          registrationId: payload.registrationId,
          holdSeq: payload.holdSeq,
        },
        runAt: new Date(payload.expiresAt),
      });
    },
  });

export const scheduleCheckoutExpiry = (jobs: DelayedEventJobs) =>
  defineSubscriber({
    name: 'pickup.schedule-checkout-expiry',
    event: 'pickup.checkout-started',
    async handle({ payload }) {
      await jobs.schedule({
        jobId: holdJobId(payload.registrationId, payload.holdSeq),
        subscriber: EXPIRE_HOLD_SUBSCRIBER,
        event: 'pickup.hold-deadline',
        payload: {
          pickupEventId: payload.pickupEventId,
          pickupGroupId: payload.pickupGroupId,
          registrationId: payload.registrationId,
          holdSeq: payload.holdSeq,
        },
        runAt: new Date(payload.expiresAt),
      });
    },
  });

export const cancelHoldExpiry = (jobs: DelayedEventJobs) =>
  defineSubscriber({
    name: 'pickup.cancel-hold-expiry',
    event: 'pickup.hold-closed',
    async handle({ payload }) {
      await jobs.cancel(holdJobId(payload.registrationId, payload.holdSeq));
    },
  });

export const expireHoldSubscriber = (clock: Clock, publicUrl: string) =>
  defineSubscriber({
    name: EXPIRE_HOLD_SUBSCRIBER,
    event: 'pickup.hold-deadline',
    async handle({ payload }, { em }) {
      await expireHold(em, payload, clock.now(), publicUrl);
    },
  });
