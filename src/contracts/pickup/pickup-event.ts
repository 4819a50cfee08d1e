import { z } from 'zod';
import { limitParam, pageParam } from '../common/paging.ts';
import { isRealDate } from '../events/time-zones.ts';
import { PICKUP_EVENT_MESSAGES, PICKUP_EVENTS_FILTERS, PICKUP_LISTING_PAGE_SIZE } from './game-listing.ts';
import { PICKUP_CURRENCIES, type PriceDto, priceSchema } from './price.ts';

export {
  PICKUP_EVENT_MESSAGES,
  PICKUP_EVENTS_FILTERS,
  PICKUP_LISTING_PAGE_SIZE,
  PICKUP_ROSTER_PAGE_SIZE,
  type PickupEventsFilter,
} from './game-listing.ts';

// Pickup games (spec §2 /pickup-event/{pickupEventId}, §3 Pickup event, §4, §7, §9): the admin's form, the
// game as the API answers it, and the group's listing. The date and time are a wall time in the GROUP's
// time zone; the server turns them into a UTC instant with `wallTimeToInstant` (events/time-zones.ts).

export const PICKUP_TITLE_MAX = 120;
export const PICKUP_ADDRESS_MAX = 200;
export const PICKUP_DESCRIPTION_MAX = 2000;
export const PICKUP_CAPACITY_MIN = 1;
export const PICKUP_CAPACITY_MAX = 500;
export const DEFAULT_REFUND_CUTOFF_HOURS = 24;
export const MAX_REFUND_CUTOFF_HOURS = 168;
/** Spec §9: pickup roster 50, pickup listings 20. */

const requiredText = (max: number) =>
  z
    .string({ error: PICKUP_EVENT_MESSAGES.required })
    .trim()
    .min(1, PICKUP_EVENT_MESSAGES.required)
    .max(max, PICKUP_EVENT_MESSAGES.tooLong(max));

/** A whole number sent as a number or a numeric string (form inputs), required, within bounds. */
const wholeNumber = (min: number, max: number, message: string) =>
  z
    .union([z.number(), z.string().trim()], { error: PICKUP_EVENT_MESSAGES.required })
    .refine((value) => value !== '', PICKUP_EVENT_MESSAGES.required)
    .transform((value) => Number(value))
    .pipe(z.number({ error: message }).int(message).min(min, message).max(max, message));

const pickupEventFields = {
  pickupGroupId: z.uuid({ error: PICKUP_EVENT_MESSAGES.invalidGroup }),
  title: requiredText(PICKUP_TITLE_MAX),
  address: requiredText(PICKUP_ADDRESS_MAX),
  description: z
    .string()
    .trim()
    .max(PICKUP_DESCRIPTION_MAX, PICKUP_EVENT_MESSAGES.tooLong(PICKUP_DESCRIPTION_MAX))
    .default(''),
  /** Wall time in the group's zone: year, month 1–12, date, hours 0–23, minutes. */
  year: wholeNumber(2000, 2100, PICKUP_EVENT_MESSAGES.invalidYear),
  month: wholeNumber(1, 12, PICKUP_EVENT_MESSAGES.invalidMonth),
  date: wholeNumber(1, 31, PICKUP_EVENT_MESSAGES.invalidDay),
  hours: wholeNumber(0, 23, PICKUP_EVENT_MESSAGES.invalidHours),
  minutes: wholeNumber(0, 59, PICKUP_EVENT_MESSAGES.invalidMinutes),
  capacity: wholeNumber(PICKUP_CAPACITY_MIN, PICKUP_CAPACITY_MAX, PICKUP_EVENT_MESSAGES.capacity),
  /** Integer cents and currency; null is 'No Set Price', `{ amountCents: 0 }` is 'Free'. */
  price: priceSchema.nullable(),
  /** Leaving a paid spot at least this many hours before kick-off is refunded. */
  refundCutoffHours: wholeNumber(0, MAX_REFUND_CUTOFF_HOURS, PICKUP_EVENT_MESSAGES.refundCutoff).default(
    DEFAULT_REFUND_CUTOFF_HOURS,
  ),
};

const realDate = (value: { year?: number; month?: number; date?: number }, ctx: z.RefinementCtx) => {
  const { year, month, date } = value;
  if (year === undefined || month === undefined || date === undefined) return;
  if (!isRealDate(year, month, date))
    ctx.addIssue({ code: 'custom', message: PICKUP_EVENT_MESSAGES.invalidDate, path: ['date'] });
};

/** POST /api/pickup (group admins). The time must be in the future (checked by the server in the group's zone). */
export const createPickupEventSchema = z.object(pickupEventFields).superRefine(realDate);
export type CreatePickupEventInput = z.input<typeof createPickupEventSchema>;
export type CreatePickupEvent = z.output<typeof createPickupEventSchema>;

/**
 * PATCH /api/pickup/{id}: only what changed (the group stays). Time fields not sent keep the game's wall
 * time. `version` refuses a stale form with 409. Capacity may not drop below the players registered.
 */
export const updatePickupEventSchema = z
  .object({
    title: pickupEventFields.title,
    address: pickupEventFields.address,
    description: z
      .string()
      .trim()
      .max(PICKUP_DESCRIPTION_MAX, PICKUP_EVENT_MESSAGES.tooLong(PICKUP_DESCRIPTION_MAX)),
    year: pickupEventFields.year,
    month: pickupEventFields.month,
    date: pickupEventFields.date,
    hours: pickupEventFields.hours,
    minutes: pickupEventFields.minutes,
    capacity: pickupEventFields.capacity,
    price: pickupEventFields.price,
    refundCutoffHours: wholeNumber(0, MAX_REFUND_CUTOFF_HOURS, PICKUP_EVENT_MESSAGES.refundCutoff),
  })
  .partial()
  .extend({ version: z.number().int().positive().optional() })
  .superRefine(realDate);
export type UpdatePickupEventInput = z.input<typeof updatePickupEventSchema>;
export type UpdatePickupEvent = z.output<typeof updatePickupEventSchema>;

/** `{id}` of the pickup routes: numeric (spec §2 "Pickup event ids are numeric and are taken from the path"). */
export const pickupEventIdSchema = z.coerce
  .number({ error: PICKUP_EVENT_MESSAGES.notFound })
  .int(PICKUP_EVENT_MESSAGES.notFound)
  .positive(PICKUP_EVENT_MESSAGES.notFound)
  .max(Number.MAX_SAFE_INTEGER, PICKUP_EVENT_MESSAGES.notFound);

/**
 * GET /api/pickup-common/group/{pickupGroupId}/events?page&limit&filter. `upcoming`: not yet started,
 * soonest first (cancelled games included, marked); `past`: started, latest first.
 */
export const pickupEventsQuerySchema = z.object({
  filter: z.enum(PICKUP_EVENTS_FILTERS, { error: 'filter must be upcoming or past' }).default('upcoming'),
  page: pageParam,
  limit: limitParam(PICKUP_LISTING_PAGE_SIZE, PICKUP_LISTING_PAGE_SIZE),
});
export type PickupEventsQuery = z.output<typeof pickupEventsQuerySchema>;

/** The viewer's open hold on a spot offered from the waitlist (paid games). */
export interface PickupHoldDto {
  /** The spot is released to the next player waiting at this instant (ISO 8601). */
  expiresAt: string;
  /** POST here to pay for the held spot: answers a checkout. */
  claimPath: string;
  /** POST here to give the spot up now. */
  releasePath: string;
}

/** The viewer's standing in the group, for the game page's actions. */
export interface PickupViewerDto {
  isSignedIn: boolean;
  isMember: boolean;
  isAdmin: boolean;
  isBlocked: boolean;
}

/** Spec §3 Pickup event, as GET /api/pickup-common/pickup/{id}, the listing and the admin calls answer it. */
export interface PickupEventDto {
  /** Numeric (spec §2). */
  id: number;
  pickupGroupId: string;
  group: { id: string; name: string; acronym: string; badge: string | null };
  title: string;
  description: string;
  address: string;
  /** The kick-off as a UTC instant (ISO 8601). */
  startsAt: string;
  /** The group's zone as it stores it, e.g. `US/Pacific`. */
  timezone: string;
  /** The IANA zone the time is computed in, e.g. `America/Los_Angeles`. */
  ianaTimezone: string;
  /** Kick-off in the group's zone, spec §9 format: `Thursday / March 14 / 07:30 PM`. */
  localizedDatetime: string;
  capacity: number;
  /** Players registered (paid players count once payment is confirmed). */
  totalReg: number;
  /** Capacity minus registered players and spots held or being paid for. */
  spotsLeft: number;
  waitlistCount: number;
  price: PriceDto | null;
  /** Spec §9: 'No Set Price', 'Free' or the amount. */
  priceLabel: string;
  isPaid: boolean;
  refundCutoffHours: number;
  /** Leaving a paid spot before this instant is refunded. */
  refundDeadline: string;
  isRegistered: boolean;
  /** 1-based place on the waitlist, null when not waiting. */
  waitlistPosition: number | null;
  hold: PickupHoldDto | null;
  /** The viewer started a checkout whose payment is not confirmed yet. */
  paymentPending: boolean;
  /** The viewer holds a paid spot that would be refunded if they left now. */
  canLeaveWithRefund: boolean;
  isCancelled: boolean;
  /** Kick-off has passed. */
  isPast: boolean;
  viewer: PickupViewerDto;
  createdAt: string;
  updatedAt: string;
  /** Send back with PATCH (optimistic locking). */
  version: number;
}

export interface PickupEventWithMessage {
  event: PickupEventDto;
  message: string;
}

/** `GET …/group/{id}/events`: `{ status, data, hasNext, page, limit }`. */
export interface PickupEventsPage {
  data: PickupEventDto[];
  hasNext: boolean;
  page: number;
  limit: number;
}

const priceDtoSchema = z
  .object({ amountCents: z.number().int(), currency: z.enum(PICKUP_CURRENCIES) })
  .meta({ id: 'PickupPrice' }) satisfies z.ZodType<PriceDto>;

export const pickupHoldSchema = z
  .object({ expiresAt: z.string(), claimPath: z.string(), releasePath: z.string() })
  .meta({ id: 'PickupHold' }) satisfies z.ZodType<PickupHoldDto>;

export const pickupEventDtoSchema = z
  .object({
    id: z.number().int(),
    pickupGroupId: z.string(),
    group: z.object({ id: z.string(), name: z.string(), acronym: z.string(), badge: z.string().nullable() }),
    title: z.string(),
    description: z.string(),
    address: z.string(),
    startsAt: z.string(),
    timezone: z.string(),
    ianaTimezone: z.string(),
    localizedDatetime: z.string(),
    capacity: z.number().int(),
    totalReg: z.number().int(),
    spotsLeft: z.number().int(),
    waitlistCount: z.number().int(),
    price: priceDtoSchema.nullable(),
    priceLabel: z.string(),
    isPaid: z.boolean(),
    refundCutoffHours: z.number().int(),
    refundDeadline: z.string(),
    isRegistered: z.boolean(),
    waitlistPosition: z.number().int().nullable(),
    hold: pickupHoldSchema.nullable(),
    paymentPending: z.boolean(),
    canLeaveWithRefund: z.boolean(),
    isCancelled: z.boolean(),
    isPast: z.boolean(),
    viewer: z.object({
      isSignedIn: z.boolean(),
      isMember: z.boolean(),
      isAdmin: z.boolean(),
      isBlocked: z.boolean(),
    }),
    createdAt: z.string(),
    updatedAt: z.string(),
    version: z.number().int(),
  })
  .meta({ id: 'PickupEvent' }) satisfies z.ZodType<PickupEventDto>;

export const pickupEventWithMessageSchema = z.object({
  event: pickupEventDtoSchema,
  message: z.string(),
}) satisfies z.ZodType<PickupEventWithMessage>;
