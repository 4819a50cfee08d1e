import { defineSubscriber } from '../../../platform/bus/index.ts';
import type { Clock } from '../../../platform/container/tokens.ts';
import {
  confirmPaidSpot,
  PICKUP_SPOT_PURPOSE,
  recordSpotRefund,
} from '../application/payments/paid-spot.handler.ts';

/** `payments.checkout-paid` for a pickup spot: register the payer, or refund a spot already gone. */
export const confirmPaidSpotSubscriber = (clock: Clock, publicUrl: string) =>
  defineSubscriber({
    name: 'pickup.confirm-paid-spot',
    event: 'payments.checkout-paid',
    async handle(event, { em }) {
      if (event.payload.purpose !== PICKUP_SPOT_PURPOSE) return;
      await confirmPaidSpot(em, event.payload, clock.now(), publicUrl);
    },
  });

/** `payments.refunded` for a pickup spot: the game's payment shows it, and `pickup.refunded` says so. */
export const recordSpotRefundSubscriber = (clock: Clock) =>
  defineSubscriber({
    name: 'pickup.record-spot-refund',
    event: 'payments.refunded',
    async handle(event, { em }) {
      if (event.payload.purpose !== PICKUP_SPOT_PURPOSE) return;
      await recordSpotRefund(em, event.payload, clock.now());
    },
  });
