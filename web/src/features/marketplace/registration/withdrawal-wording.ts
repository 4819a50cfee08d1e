import type { MyRegistrationDto } from '../../../../../src/contracts/leagues/registration.ts';
import { priceLabel } from '../../../../../src/contracts/pickup/price-label.ts';

/** What the league page says a live registration is: registered, its place on the waitlist, or paying. */
export function registrationStateLabel(registration: MyRegistrationDto): string {
  if (registration.status === 'registered') return 'Registered';
  if (registration.status === 'waitlisted')
    return registration.waitlistPosition
      ? `On the waitlist, #${registration.waitlistPosition}`
      : 'On the waitlist';
  return 'Waiting for payment';
}

/** Who withdraws: the team's name, or the member as a free agent. */
export const registrantLabel = (registration: MyRegistrationDto) =>
  registration.teamName ?? (registration.kind === 'team' ? 'Your team' : 'You, as a free agent');

/**
 * Whether withdrawing now is refunded, from the registration's own data (the same rule as the server:
 * a paid registration before the refund cut-off). `cutoff` is the cut-off as the page shows it.
 */
export function withdrawalRefundNote(registration: MyRegistrationDto, now: Date, cutoff: string): string {
  if (registration.paymentStatus !== 'paid') return 'Nothing has been paid, so there is nothing to refund.';
  const amount = priceLabel(registration.amount);
  if (now.getTime() < Date.parse(registration.refundCutoff))
    return `You will be refunded ${amount}: the refund cut-off (${cutoff}) has not passed.`;
  return `This will not be refunded: the refund cut-off (${cutoff}) has passed.`;
}

/** What the page says once the server has withdrawn it. */
export const withdrawnMessage = (paymentStatus: string) =>
  paymentStatus === 'refund_pending' || paymentStatus === 'refunded'
    ? 'Withdrawn. Your refund is on its way.'
    : 'Withdrawn.';
