import { defineSubscriber } from '../../../platform/bus/index.ts';
import type { Clock } from '../../../platform/container/tokens.ts';
import type { ScheduledJobHandler, Scheduler } from '../../../platform/scheduler/index.ts';
import { expireHold } from '../application/holds/expire-hold.handler.ts';
import { holdJobId } from '../domain/ids.ts';

// Hold expiry is a delayed job per hold (ARCHITECTURE "Scheduled work"): scheduled when a spot is offered
// or kept for a checkout, removed when the hold closes (claimed, paid, released, left), and when it runs
// it passes the spot to the next player waiting. Its id names the hold, so nothing runs twice.

export const EXPIRE_HOLD_JOB = 'pickup.expire-hold';

/** What the job carries: the hold it was made for. */
export interface HoldDeadline {
  pickupEventId: number;
  pickupGroupId: string;
  registrationId: string;
  holdSeq: number;
}

type HoldOpened = HoldDeadline & { expiresAt: string };

const scheduleExpiry = (scheduler: Scheduler, hold: HoldOpened) =>
  scheduler.schedule(
    EXPIRE_HOLD_JOB,
    holdJobId(hold.registrationId, hold.holdSeq),
    new Date(hold.expiresAt),
    {
      pickupEventId: hold.pickupEventId,
      pickupGroupId: hold.pickupGroupId,
      registrationId: hold.registrationId,
      holdSeq: hold.holdSeq,
    } satisfies HoldDeadline,
  );

export const scheduleOfferExpiry = (scheduler: Scheduler) =>
  defineSubscriber({
    name: 'pickup.schedule-offer-expiry',
    event: 'pickup.spot-open',
    async handle({ payload }) {
      await scheduleExpiry(scheduler, payload);
    },
  });

export const scheduleCheckoutExpiry = (scheduler: Scheduler) =>
  defineSubscriber({
    name: 'pickup.schedule-checkout-expiry',
    event: 'pickup.checkout-started',
    async handle({ payload }) {
      await scheduleExpiry(scheduler, payload);
    },
  });

export const cancelHoldExpiry = (scheduler: Scheduler) =>
  defineSubscriber({
    name: 'pickup.cancel-hold-expiry',
    event: 'pickup.hold-closed',
    async handle({ payload }) {
      await scheduler.cancel(holdJobId(payload.registrationId, payload.holdSeq));
    },
  });

/** The job itself: a stale hold (claimed, paid or renewed meanwhile) changes nothing, so a rerun is safe. */
export const expireHoldJob = (clock: Clock, publicUrl: string): ScheduledJobHandler<HoldDeadline> => ({
  name: EXPIRE_HOLD_JOB,
  async handle(hold, { em }) {
    await em.transactional((tx) => expireHold(tx, hold, clock.now(), publicUrl));
  },
});
