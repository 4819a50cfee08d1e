import { defineSubscriber } from '../../../platform/bus/index.ts';
import type { Clock } from '../../../platform/container/tokens.ts';
import { LEAGUE_REGISTRATION_PURPOSE } from '../application/registration/league-checkout.handler.ts';
import { confirmPaidRegistration } from '../application/registration/paid-registration.handler.ts';

/** `payments.checkout-paid` for a league registration: register the payer's team or free agent, or refund. */
export const confirmPaidRegistrationSubscriber = (clock: Clock) =>
  defineSubscriber({
    name: 'leagues.confirm-paid-registration',
    event: 'payments.checkout-paid',
    async handle(event, { em }) {
      if (event.payload.purpose !== LEAGUE_REGISTRATION_PURPOSE) return;
      await confirmPaidRegistration(em, event.payload, clock.now());
    },
  });
