import type { PickupEventDto } from '../../../../src/contracts/pickup/pickup-event.ts';
import { priceLabel } from '../../../../src/contracts/pickup/price-label.ts';
import { badgeParts, formatEventDate, zoneAbbreviation } from '../events/event-format';

export { priceLabel };

/** The IANA zone of a group's stored zone (`US/Central`, `Canada/Atlantic`, `Europe/Athens`: all IANA links). */
export function ianaZoneOf(zone: string): string {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return zone;
  } catch {
    return 'UTC';
  }
}

/** Spec §9 'EEEE / MMMM dd / hh:mm a' in the group's zone, with the zone's short name. */
export function gameDateLabel(event: Pick<PickupEventDto, 'startsAt' | 'ianaTimezone'>): string {
  const date = formatEventDate(event.startsAt, event.ianaTimezone);
  const zone = zoneAbbreviation(event.startsAt, event.ianaTimezone);
  return zone ? `${date} ${zone}` : date;
}

export function gameBadge(event: Pick<PickupEventDto, 'startsAt' | 'ianaTimezone'>) {
  return badgeParts({ dateAndTime: event.startsAt, ianaTimezone: event.ianaTimezone });
}

/** The game's price as spec §9 shows it, from the price itself (the server's label when it sent one). */
export function gamePriceLabel(event: Pick<PickupEventDto, 'price' | 'priceLabel'>): string {
  return event.priceLabel || priceLabel(event.price);
}

export function spotsLeftLabel(event: Pick<PickupEventDto, 'spotsLeft' | 'capacity'>): string {
  if (event.spotsLeft <= 0) return 'Full';
  return `${event.spotsLeft} of ${event.capacity} ${event.capacity === 1 ? 'spot' : 'spots'} left`;
}

/**
 * Where the viewer stands on a game, in the order the game page decides what to offer: a cancelled or
 * past game offers nothing; then sign-in and membership; then the viewer's own place (registered, a
 * held spot, a payment being confirmed, the waitlist); then what the game has room for.
 */
export type ViewerState =
  | 'cancelled'
  | 'past'
  | 'signed-out'
  | 'blocked'
  | 'not-member'
  | 'registered'
  | 'hold'
  | 'payment-pending'
  | 'waitlisted'
  | 'full'
  | 'open-paid'
  | 'open-free';

export function viewerState(
  event: Pick<
    PickupEventDto,
    | 'isCancelled'
    | 'isPast'
    | 'viewer'
    | 'isRegistered'
    | 'hold'
    | 'paymentPending'
    | 'waitlistPosition'
    | 'spotsLeft'
    | 'isPaid'
  >,
  signedIn: boolean,
): ViewerState {
  if (event.isCancelled) return 'cancelled';
  if (event.isPast) return 'past';
  if (event.isRegistered) return 'registered';
  if (!signedIn || !event.viewer.isSignedIn) return 'signed-out';
  if (event.viewer.isBlocked) return 'blocked';
  if (!event.viewer.isMember) return 'not-member';
  if (event.hold) return 'hold';
  if (event.paymentPending) return 'payment-pending';
  if (event.waitlistPosition !== null) return 'waitlisted';
  if (event.spotsLeft <= 0) return 'full';
  return event.isPaid ? 'open-paid' : 'open-free';
}

/** The short tag a game card shows for the viewer's own place, or null when they have none. */
export function viewerTag(
  event: Pick<
    PickupEventDto,
    'isRegistered' | 'waitlistPosition' | 'hold' | 'paymentPending' | 'isCancelled'
  >,
): { label: string; tone: 'good' | 'warn' | 'neutral' } | null {
  if (event.isCancelled) return null;
  if (event.isRegistered) return { label: 'Registered', tone: 'good' };
  if (event.hold) return { label: 'Spot held for you', tone: 'warn' };
  if (event.paymentPending) return { label: 'Payment pending', tone: 'neutral' };
  if (event.waitlistPosition !== null)
    return { label: `Waitlist #${event.waitlistPosition}`, tone: 'neutral' };
  return null;
}

/** `1 h 04 min 09 s` left, from milliseconds (never negative). */
export function countdownLabel(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const pad = (value: number) => String(value).padStart(2, '0');
  return hours > 0 ? `${hours} h ${pad(minutes)} min ${pad(seconds)} s` : `${minutes} min ${pad(seconds)} s`;
}
