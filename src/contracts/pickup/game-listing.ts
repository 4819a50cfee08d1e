// What a group's page says about its games (spec §8 words, §9 page sizes) and where a game lives, without
// zod: a pickup group's page is where invite links land, a first route on a phone. pickup-event.ts and
// registration.ts re-export these, so `src/contracts/pickup/index.ts` offers them as before.

export const PICKUP_EVENT_MESSAGES = {
  required: 'This field is required',
  tooLong: (max: number) => `Must not exceed ${max} characters`,
  invalidDate: 'Please enter a valid date',
  invalidHours: 'Hours must be a whole number from 0 to 23',
  invalidMinutes: 'Minutes must be a whole number from 0 to 59',
  invalidMonth: 'Month must be a whole number from 1 to 12',
  invalidDay: 'Date must be a whole number from 1 to 31',
  invalidYear: 'Please enter a valid year',
  inThePast: 'Please choose a time in the future',
  capacity: 'Spots must be a whole number from 1 to 500',
  capacityBelowRegistered: (registered: number) =>
    `Spots cannot be fewer than the ${registered} players already registered`,
  refundCutoff: 'Refund cut-off must be a whole number of hours from 0 to 168',
  priceLocked: 'The price cannot change once players have paid or are paying.',
  invalidGroup: 'Choose one of your pickup groups',
  created: 'Successfully created.',
  updated: 'Successfully updated.',
  cancelled: 'Game cancelled. Paid players are refunded.',
  failed: 'Something went wrong.',
  notFound: 'Pickup game not found.',
  groupNotFound: 'Pickup group not found.',
  adminOnly: 'Only a group admin can do that.',
  membersOnly: 'Join the group to take part in its games.',
  offLimits: 'OFF LIMITS',
  loginToView: 'LOGIN TO VIEW GAME LIST',
  alreadyCancelled: 'This game has been cancelled.',
  alreadyStarted: 'This game has already started.',
  changedMeanwhile: 'Someone else changed this game meanwhile. Reload and try again.',
  emptyUpcoming: 'No upcoming games.',
  emptyPast: 'No past games.',
} as const;

export const PICKUP_ROSTER_PAGE_SIZE = 50;
export const PICKUP_LISTING_PAGE_SIZE = 20;

export const PICKUP_EVENTS_FILTERS = ['upcoming', 'past'] as const;
export type PickupEventsFilter = (typeof PICKUP_EVENTS_FILTERS)[number];

/** The SPA's claim link from the spot-open e-mail: `/pickup-event/{id}?claim=1`. */
export const CLAIM_QUERY_PARAM = 'claim';
export const pickupEventPath = (pickupEventId: number) => `/pickup-event/${pickupEventId}`;
export const pickupClaimLink = (pickupEventId: number) =>
  `/pickup-event/${pickupEventId}?${CLAIM_QUERY_PARAM}=1`;
export const registrationCompletePath = (pickupEventId: number) =>
  `/pickup-event/${pickupEventId}/registration-complete`;
/** Stripe and the test-mode page return here; `{CHECKOUT_SESSION_ID}` is filled in by Stripe. */
export const REGISTRATION_COMPLETE_SESSION_PARAM = 'session_id';
