import { z } from 'zod';
import { EVENT_TIME_ZONES, type EventTimeZoneValue, eventTimeZoneOf, isRealDate } from './time-zones.ts';

export const EVENT_MESSAGES = {
  /** Spec §5: every event form field. */
  required: 'This field is required',
  invalidTimezone: 'Choose one of the listed time zones',
  invalidDate: 'Please enter a valid date',
  invalidHours: 'Hours must be a whole number from 0 to 23',
  invalidMinutes: 'Minutes must be a whole number from 0 to 59',
  invalidMonth: 'Month must be a whole number from 1 to 12',
  invalidDay: 'Date must be a whole number from 1 to 31',
  invalidYear: 'Please enter a valid year',
  tooLong: (max: number) => `Must not exceed ${max} characters`,
  created: 'Successfully created.',
  updated: 'Successfully updated.',
  deleted: 'Successfully deleted.',
  saved: 'Successfully saved!',
  /** Spec §8 generic fallback for event save or delete. */
  failed: 'Something went wrong.',
  notFound: 'Event not found.',
  captainOnly: 'Only a captain of this team can do that.',
  membersOnly: 'Only members of this team can see this event.',
  teamMismatch: 'The team_id header and teamId must name the same team',
  changedMeanwhile: 'Someone else changed this event meanwhile. Reload and try again.',
} as const;

export const EVENT_TITLE_MAX = 120;
export const EVENT_ADDRESS_MAX = 200;
export const EARLIEST_EVENT_YEAR = 2000;
export const LATEST_EVENT_YEAR = 2100;

const requiredText = (max: number) =>
  z
    .string({ error: EVENT_MESSAGES.required })
    .trim()
    .min(1, EVENT_MESSAGES.required)
    .max(max, EVENT_MESSAGES.tooLong(max));

/** A whole number sent as a number or a numeric string (form inputs), required, within bounds. */
const requiredWholeNumber = (min: number, max: number, message: string) =>
  z
    .union([z.number(), z.string().trim()], { error: EVENT_MESSAGES.required })
    .refine((value) => value !== '', EVENT_MESSAGES.required)
    .transform((value) => Number(value))
    .pipe(z.number({ error: message }).int(message).min(min, message).max(max, message));

/** `US/<zone>` of spec §9 (an IANA id of a listed zone is accepted too and answered as `US/<zone>`). */
export const eventTimezoneField = z
  .string({ error: EVENT_MESSAGES.required })
  .trim()
  .min(1, EVENT_MESSAGES.required)
  .transform((value, ctx): EventTimeZoneValue => {
    const zone = eventTimeZoneOf(value);
    if (!zone) {
      ctx.addIssue({ code: 'custom', message: EVENT_MESSAGES.invalidTimezone });
      return z.NEVER;
    }
    return zone.value;
  })
  .meta({ description: `One of ${EVENT_TIME_ZONES.map((zone) => zone.value).join(', ')}` });

const eventFields = {
  teamId: z.uuid({ error: EVENT_MESSAGES.required }),
  /** The game's title or its opponent; the form may send either name. */
  title: requiredText(EVENT_TITLE_MAX),
  addressName: requiredText(EVENT_ADDRESS_MAX),
  timezone: eventTimezoneField,
  hours: requiredWholeNumber(0, 23, EVENT_MESSAGES.invalidHours),
  minutes: requiredWholeNumber(0, 59, EVENT_MESSAGES.invalidMinutes),
  date: requiredWholeNumber(1, 31, EVENT_MESSAGES.invalidDay),
  month: requiredWholeNumber(1, 12, EVENT_MESSAGES.invalidMonth),
  year: requiredWholeNumber(EARLIEST_EVENT_YEAR, LATEST_EVENT_YEAR, EVENT_MESSAGES.invalidYear),
};

/** `opponent` is the spec's other name for `title` (spec §3 Event payload). */
const titleOrOpponent = (input: unknown) => {
  if (input && typeof input === 'object' && !Array.isArray(input)) {
    const { opponent, ...rest } = input as Record<string, unknown>;
    if (rest.title === undefined && opponent !== undefined) return { ...rest, title: opponent };
    return rest;
  }
  return input;
};

const realDate = (value: { year?: number; month?: number; date?: number }, ctx: z.RefinementCtx) => {
  const { year, month, date } = value;
  if (year === undefined || month === undefined || date === undefined) return;
  if (!isRealDate(year, month, date))
    ctx.addIssue({ code: 'custom', message: EVENT_MESSAGES.invalidDate, path: ['date'] });
};

/**
 * POST /api/event (spec §3 Event payload, §5: every field required). Hours are 0–23 and month 1–12; the
 * wall time is in `timezone`, and the server turns it into a UTC instant.
 */
export const createEventSchema = z.preprocess(titleOrOpponent, z.object(eventFields).superRefine(realDate));
/** The same rules without the title/opponent alias, for forms (react-hook-form resolvers). */
export const eventFormSchema = z.object(eventFields).superRefine(realDate);
export type EventFormInput = z.input<typeof eventFormSchema>;
export type EventForm = z.output<typeof eventFormSchema>;

/**
 * PATCH /api/event/{eventId}: only what changed (the team stays). Time fields not sent keep the event's
 * current wall time in its (possibly new) zone. `version` refuses a stale form with 409.
 */
export const updateEventSchema = z.preprocess(
  titleOrOpponent,
  z
    .object(eventFields)
    .omit({ teamId: true })
    .partial()
    .extend({ version: z.number().int().positive().optional() })
    .superRefine(realDate),
);
export type UpdateEvent = z.output<typeof updateEventSchema>;

export const RSVP_STATUSES = ['yes', 'no', 'maybe', 'unknown'] as const;
export type RsvpStatus = (typeof RSVP_STATUSES)[number];

/** The kinds of spec §3: pickup, event (team), league_event. This module serves team events. */
export type EventKind = 'pickup' | 'event' | 'league_event';

/** Spec §3 Event, as GET /api/event/{eventId}, the create and update calls and the member events list answer. */
/** A game's title, place and start, as a team event and a league game both answer them. */
export interface GameTitlePlaceAndTime {
  title: string;
  addressName: string;
  /** `US/<zone>`, as the form sends it. */
  timezone: EventTimeZoneValue;
  /** The IANA zone the time is computed in, e.g. `America/Los_Angeles`. */
  ianaTimezone: string;
  /** The start as a UTC instant (ISO 8601). */
  dateAndTime: string;
  /** The start in the game's zone, spec §9 format: `Sunday / March 14 / 03:30 AM`. */
  localizedDatetime: string;
}

export interface EventDto extends GameTitlePlaceAndTime {
  id: string;
  kind: 'event';
  teamId: string;
  team: { id: string; name: string; abbreviation: string; logo: string | null };
  attendingCount: number;
  rsvp: { memberStatus: RsvpStatus };
  /** Null until a captain saves the game score. */
  teamScore: number | null;
  opponentScore: number | null;
  /** The start has passed: game stats may be entered. */
  isPast: boolean;
  createdAt: string;
  updatedAt: string;
  /** Send back with PATCH to refuse the save if someone changed the event meanwhile (409). */
  version: number;
}

export interface EventWithMessage {
  event: EventDto;
  message: string;
}

/** PATCH /api/event/{eventId}/score: whole numbers, 0 or more (spec §4: incomplete unless both are integers). */
export const SCORE_MESSAGES = {
  invalid: 'Scores must be whole numbers of 0 or more',
  saved: 'Successfully saved!',
} as const;

const scoreField = z
  .union([z.number(), z.string().trim()], { error: EVENT_MESSAGES.required })
  .refine((value) => value !== '', EVENT_MESSAGES.required)
  .transform((value) => Number(value))
  .pipe(
    z
      .number({ error: SCORE_MESSAGES.invalid })
      .int(SCORE_MESSAGES.invalid)
      .min(0, SCORE_MESSAGES.invalid)
      .max(999, SCORE_MESSAGES.invalid),
  );

export const eventScoreSchema = z.object({ teamScore: scoreField, opponentScore: scoreField });
export type EventScore = z.output<typeof eventScoreSchema>;

export interface EventScoreResult {
  event: EventDto;
  message: string;
}
