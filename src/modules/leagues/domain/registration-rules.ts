// League registration's rules with no I/O: the window, the spots, which payment registers and which is
// refunded, the refund cut-off and how long a kept or offered spot lasts.

export type RegistrationWindow = 'closed' | 'not-open-yet' | 'open' | 'ended';

/** Where `now` falls in a registration's window; a closed registration is closed whatever its dates. */
export function registrationWindow(
  settings: { state: 'open' | 'closed'; opensAt: Date; closesAt: Date },
  now: Date,
): RegistrationWindow {
  if (settings.state === 'closed') return 'closed';
  if (now.getTime() < settings.opensAt.getTime()) return 'not-open-yet';
  if (now.getTime() >= settings.closesAt.getTime()) return 'ended';
  return 'open';
}

/** Team spots still free: registered teams and live holds count; never negative (maxTeams may be lowered). */
export const teamSpotsLeft = (spots: { maxTeams: number; registered: number; held: number }) =>
  Math.max(0, spots.maxTeams - spots.registered - spots.held);

/** A checkout keeps its spot this long (Stripe keeps a session open 30 minutes; the job needs a margin). */
export const CHECKOUT_HOLD_MS = 35 * 60_000;
/** A team offered a spot from the waitlist has this long to pay. */
export const OFFER_HOLD_MS = 48 * 3600_000;

/**
 * When a kept spot ends: a new checkout's 35 minutes; a spot already kept (an offer from the waitlist being
 * claimed, or the captain's running checkout started again) keeps its first deadline, so no claim or new
 * checkout ever extends it. null: that deadline has passed, nothing is kept.
 */
export function holdDeadline(now: Date, earlier: Date | null): Date | null {
  if (!earlier) return new Date(now.getTime() + CHECKOUT_HOLD_MS);
  return earlier.getTime() > now.getTime() ? earlier : null;
}

/** When an offered spot from the waitlist ends: 48 hours, or when registration closes if sooner (at least 1 h). */
export function offerDeadline(now: Date, closesAt: Date): Date {
  const capped = Math.min(now.getTime() + OFFER_HOLD_MS, closesAt.getTime());
  return new Date(Math.max(capped, now.getTime() + 3600_000));
}

/**
 * What a confirmed payment does to its registration: the kept spot becomes a registration; a payment
 * already applied changes nothing; anything else (the hold expired and the spot went to someone else, the
 * registration was declined or withdrawn, the team registered by another payment) is refunded.
 */
export function decidePaidRegistration(input: {
  status: string;
  paidWithThisSession: boolean;
  /** The registration's hold is still live, or a spot is free for it now. */
  spotAvailable: boolean;
}): 'register' | 'refund' | 'already-applied' {
  if (input.paidWithThisSession) return 'already-applied';
  if (input.status === 'checkout' && input.spotAvailable) return 'register';
  if (input.status === 'expired' && input.spotAvailable) return 'register';
  return 'refund';
}

/** A team that withdraws before the cut-off gets its fee back. */
export const refundsOnWithdrawal = (now: Date, refundCutoff: Date) => now.getTime() < refundCutoff.getTime();
