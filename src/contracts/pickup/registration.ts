import { z } from 'zod';
import { limitParam, pageParam } from '../common/paging.ts';
import { type PickupEventDto, pickupEventDtoSchema, pickupEventIdSchema } from './pickup-event.ts';
import { PICKUP_CURRENCIES, type PickupCurrency } from './price.ts';

export {
  CLAIM_QUERY_PARAM,
  pickupClaimLink,
  pickupEventPath,
  REGISTRATION_COMPLETE_SESSION_PARAM,
  registrationCompletePath,
} from './game-listing.ts';

// Registration, the waitlist, holds and paid checkout (spec §2 registration-complete, §4 Pickup event, §7).

export const REGISTRATION_MESSAGES = {
  registered: 'You are registered for this game.',
  alreadyRegistered: 'You are already registered for this game.',
  /** 409 when every spot is taken: the SPA offers the waitlist. */
  full: 'This game is full. Join the waitlist and you will be offered the next open spot.',
  paymentRequired: 'This game has a price: pay to register.',
  notPaid: 'This game is free: register instead.',
  spotsOpen: 'Spots are still open: register instead of joining the waitlist.',
  paymentPending: 'Your payment for this game is being confirmed.',
  left: 'You left the game.',
  leftRefunded: 'You left the game. Your payment will be refunded.',
  leftNoRefund: 'You left the game. The refund cut-off has passed, so the payment is not refunded.',
  notRegistered: 'You are not registered for this game.',
  removed: 'Successfully removed.',
  playerNotRegistered: 'This player is not registered for this game.',
  waitlistJoined: (position: number) => `You are number ${position} on the waitlist.`,
  alreadyWaitlisted: 'You are already on the waitlist.',
  waitlistLeft: 'You left the waitlist.',
  notWaitlisted: 'You are not on the waitlist.',
  playerNotWaitlisted: 'This player is not on the waitlist.',
  noHold: 'There is no spot held for you in this game.',
  holdExpired: 'Your hold on this spot has expired.',
  holdReleased: 'You gave up the spot. The next player waiting has been offered it.',
  spotOpen: 'A spot opened up for you!',
  sessionNotFound: 'Checkout not found.',
  paymentUnavailable: 'Payments are not available right now. Please try again later.',
  registrationComplete: "Payment received. You're in!",
  registrationPending: 'Payment received. Confirming your spot…',
  registrationRefunded: 'The game filled up before your payment arrived. Your payment has been refunded.',
  checkoutExpired: 'This checkout has expired. No payment was taken.',
} as const;

/** POST /api/pickup/pickup-payment-checkout. */
export const pickupCheckoutSchema = z.object({ pickupEventId: pickupEventIdSchema });
export type PickupCheckoutRequest = z.output<typeof pickupCheckoutSchema>;

/**
 * The answer of checkout, register and hold claim: either the player is registered (free games, 'No Set
 * Price') or the browser goes to `checkoutUrl` (Stripe Checkout, or the built-in TEST MODE page).
 */
export type PickupCheckoutResult =
  | { registered: true; event: PickupEventDto; message: string }
  | { registered: false; checkoutUrl: string; sessionId: string; expiresAt: string };

export const pickupCheckoutResultSchema = z
  .union([
    z.object({ registered: z.literal(true), event: pickupEventDtoSchema, message: z.string() }),
    z.object({
      registered: z.literal(false),
      checkoutUrl: z.string().meta({ description: 'Send the browser here to pay.' }),
      sessionId: z.string(),
      expiresAt: z.string().meta({ description: 'The spot is kept for the checkout until then.' }),
    }),
  ])
  .meta({ id: 'PickupCheckoutResult' }) satisfies z.ZodType<PickupCheckoutResult>;

/** Register, leave, waitlist and hold calls answer the game as the viewer now sees it. */
export interface PickupRegistrationResult {
  event: PickupEventDto;
  message: string;
}
export const pickupRegistrationResultSchema = z.object({
  event: pickupEventDtoSchema,
  message: z.string(),
}) satisfies z.ZodType<PickupRegistrationResult>;

export const REGISTRATION_DETAIL_STATUSES = ['pending', 'registered', 'refunded', 'expired'] as const;
export type RegistrationDetailStatus = (typeof REGISTRATION_DETAIL_STATUSES)[number];

/** GET /api/pickup/registration-details/{sessionId}: feeds /pickup-event/{id}/registration-complete. */
export interface RegistrationDetailsDto {
  sessionId: string;
  pickupEventId: number;
  /** pending: paid or paying, not confirmed yet; refunded: the spot was gone, the money goes back. */
  status: RegistrationDetailStatus;
  amountCents: number;
  currency: PickupCurrency;
  amountLabel: string;
  paidAt: string | null;
  message: string;
  event: PickupEventDto;
}
export const registrationDetailsSchema = z
  .object({
    sessionId: z.string(),
    pickupEventId: z.number().int(),
    status: z.enum(REGISTRATION_DETAIL_STATUSES),
    amountCents: z.number().int(),
    currency: z.enum(PICKUP_CURRENCIES),
    amountLabel: z.string(),
    paidAt: z.string().nullable(),
    message: z.string(),
    event: pickupEventDtoSchema,
  })
  .meta({ id: 'PickupRegistrationDetails' }) satisfies z.ZodType<RegistrationDetailsDto>;

/** One registered player (GET /api/pickup-common/pickup/{id}/roster, paged by 50, in order of registration). */
export interface PickupRosterEntryDto {
  memberId: string;
  firstName: string;
  lastName: string;
  avatar: string | null;
  registeredAt: string;
  /** Registered through a confirmed payment. */
  hasPaid: boolean;
}
export const pickupRosterEntrySchema = z
  .object({
    memberId: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    avatar: z.string().nullable(),
    registeredAt: z.string(),
    hasPaid: z.boolean(),
  })
  .meta({ id: 'PickupRosterEntry' }) satisfies z.ZodType<PickupRosterEntryDto>;

/** One waiting player (GET /api/pickup-common/pickup/{id}/waitlist, paged by 50, in order of arrival). */
export interface PickupWaitlistEntryDto {
  memberId: string;
  firstName: string;
  lastName: string;
  avatar: string | null;
  /** 1-based place in line; 0 while the player holds an offered spot. */
  position: number;
  joinedAt: string;
  /** The player holds an offered spot until then (paid games), else null. */
  holdExpiresAt: string | null;
}
export const pickupWaitlistEntrySchema = z
  .object({
    memberId: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    avatar: z.string().nullable(),
    position: z.number().int(),
    joinedAt: z.string(),
    holdExpiresAt: z.string().nullable(),
  })
  .meta({ id: 'PickupWaitlistEntry' }) satisfies z.ZodType<PickupWaitlistEntryDto>;

/** `{ status, data, hasNext, page, limit, total }` for the roster and the waitlist. */
export interface PickupRosterPage {
  data: PickupRosterEntryDto[];
  hasNext: boolean;
  page: number;
  limit: number;
  total: number;
}
export interface PickupWaitlistPage {
  data: PickupWaitlistEntryDto[];
  hasNext: boolean;
  page: number;
  limit: number;
  total: number;
}

export const pickupRosterQuerySchema = z.object({
  page: pageParam,
  limit: limitParam(50, 50),
});
export type PickupRosterQuery = z.output<typeof pickupRosterQuerySchema>;
