// League registration (issue 18): a coordinator opens a league for sign-up (window, spots, fees, refund
// cut-off, gender, level); captains register a team and players register as free agents, paying through
// the payments port. Request schemas, DTOs and messages shared by the server, the SPA and the OpenAPI
// document. The listing snapshot the marketplace copies is in registration-listing.ts.
//
// Routes (under /api):
//   PUT    /league/{leagueId}/registration                 RegistrationSettings → RegistrationSettingsDto (coordinators)
//   DELETE /league/{leagueId}/registration                 RegistrationSettingsDto, closed (coordinators)
//   GET    /league/{leagueId}/registrations                ListedRegistrationDto[] (coordinators)
//   GET    /league-common/{leagueId}/registration          RegistrationSettingsDto (public; 404 when never opened)
//   POST   /league-common/league-payment-checkout          LeagueCheckout → LeagueCheckoutResult (signed in)
//   GET    /league-common/league/{leagueId}/payments/{teamId}  RegistrationDto (the team's captains, coordinators)
//   GET    /league-common/league/{leagueId}/registrations/mine  MyRegistrationDto[] (signed in: live ones they may withdraw)
//   POST   /league-common/league/{leagueId}/registrations/{registrationId}/withdraw  RegistrationDto (captain / free agent)
//   POST   /league/{leagueId}/registrations/{registrationId}/decline                  RegistrationDto (coordinators; refunds)
//   POST   /league/{leagueId}/registrations/{registrationId}/approve                  RegistrationDto (coordinators)
//   POST   /league/{leagueId}/registrations/{registrationId}/place {teamId}           PlacedFreeAgentDto (coordinators)
import { z } from 'zod';
import { priceSchema } from '../pickup/price.ts';
import type { PriceDto } from '../pickup/price-label.ts';
import {
  LEAGUE_GENDERS,
  LEAGUE_LEVELS,
  type LeagueGender,
  type LeagueLevel,
} from './registration-listing.ts';

export const REGISTRATION_MESSAGES = {
  invalidInstant: 'Use a date and time such as 2027-01-15T18:00:00Z',
  windowOrder: 'Registration must close after it opens',
  cutoffOrder: 'The refund cut-off must not be after registration closes',
  maxTeams: 'Maximum teams must be a whole number from 2 to 64',
  gender: `Gender must be one of ${LEAGUE_GENDERS.join(', ')}`,
  level: `Level must be one of ${LEAGUE_LEVELS.join(', ')}`,
  learnMoreUrl: 'Use a web address starting with https:// or http://',
  notOpened: 'Registration is not open for this league.',
  notOpenYet: 'Registration has not opened yet.',
  closed: 'Registration for this league is closed.',
  opened: 'Registration is open.',
  updated: 'Registration settings saved.',
  withdrawn: 'Registration is closed.',
  full: 'This league is full. You can join its waitlist.',
  chooseOne: 'Register a team (teamId) or yourself as a free agent (freeAgent: true), not both',
  captainsOnly: 'Only a captain of this team can register it.',
  teamNotFound: 'Team not found.',
  alreadyRegistered: 'Already registered in this league.',
  alreadyWaiting: 'Already on this league’s waitlist.',
  waitlisted: 'You are on the waitlist. We will e-mail you if a spot opens.',
  registered: 'Registered.',
  checkoutOpened: 'Continue to payment: your spot is kept until the checkout expires.',
  waiverOutstanding: 'Sign the organization’s waiver first',
  paymentUnavailable: 'Payments are unavailable right now. Please try again in a few minutes.',
  registrationNotFound: 'No registration for this team in this league.',
  registrationEnded: 'This registration has already ended.',
  notAFreeAgent: 'Only a registered free agent can be placed on a team.',
  notALeagueTeam: 'That team does not play in this league.',
  placed: 'Added to the team.',
  notRegistered: 'Only a registration that is registered can be approved.',
  alreadyOnTeam: 'Already on this team.',
} as const;

/** The error code of a registration that needs the organization's waiver signed; `field` holds its id. */
export const WAIVER_OUTSTANDING = 'WaiverOutstanding';
/** The error code of a registration for a full league (the answer offers the waitlist). */
export const LEAGUE_FULL = 'LeagueFull';

export const LEAGUE_REGISTRATION_SUCCESS_PATH = '/marketplace/league/registration-success';
export const FREE_AGENT_REGISTRATION_SUCCESS_PATH = '/marketplace/free-agent/registration-success';
export const leagueMarketplacePath = (leagueId: string) => `/marketplace/league/${leagueId}`;

const instant = z.iso.datetime({ offset: true, error: REGISTRATION_MESSAGES.invalidInstant });

export const registrationSettingsSchema = z
  .object({
    opensAt: instant,
    closesAt: instant,
    maxTeams: z
      .number({ error: REGISTRATION_MESSAGES.maxTeams })
      .int(REGISTRATION_MESSAGES.maxTeams)
      .min(2, REGISTRATION_MESSAGES.maxTeams)
      .max(64, REGISTRATION_MESSAGES.maxTeams),
    /** Spec §3 price values: null 'No Set Price', 0 'Free', else the amount; either registers at once when not above 0. */
    teamFee: priceSchema.nullable(),
    freeAgentFee: priceSchema.nullable(),
    refundCutoff: instant,
    gender: z.enum(LEAGUE_GENDERS, { error: REGISTRATION_MESSAGES.gender }),
    level: z.enum(LEAGUE_LEVELS, { error: REGISTRATION_MESSAGES.level }),
    learnMoreUrl: z
      .url({ protocol: /^https?$/, error: REGISTRATION_MESSAGES.learnMoreUrl })
      .max(2000, REGISTRATION_MESSAGES.learnMoreUrl)
      .nullable()
      .default(null),
  })
  .refine((s) => Date.parse(s.closesAt) > Date.parse(s.opensAt), {
    message: REGISTRATION_MESSAGES.windowOrder,
    path: ['closesAt'],
  })
  .refine((s) => Date.parse(s.refundCutoff) <= Date.parse(s.closesAt), {
    message: REGISTRATION_MESSAGES.cutoffOrder,
    path: ['refundCutoff'],
  });
export type RegistrationSettings = z.output<typeof registrationSettingsSchema>;

export const REGISTRATION_STATES = ['open', 'closed'] as const;
export type RegistrationState = (typeof REGISTRATION_STATES)[number];

export interface RegistrationSettingsDto {
  leagueId: string;
  organizationId: number;
  state: RegistrationState;
  opensAt: string;
  closesAt: string;
  maxTeams: number;
  teamFee: PriceDto | null;
  freeAgentFee: PriceDto | null;
  refundCutoff: string;
  gender: LeagueGender;
  level: LeagueLevel;
  learnMoreUrl: string | null;
  teamsRegistered: number;
  /** Spots kept for checkouts and offered holds that have not expired. */
  teamsHeld: number;
  waitlistCount: number;
  spotsLeft: number;
  /** Open now: state open and opensAt <= now < closesAt. */
  isOpen: boolean;
}

export const leagueCheckoutSchema = z
  .object({
    leagueId: z.uuid({ error: 'League not found.' }),
    teamId: z.uuid({ error: 'Choose a team' }).optional(),
    freeAgent: z.boolean().optional(),
    /** A full league: join its waitlist instead (the answer to a full league says so). */
    waitlist: z.boolean().optional(),
  })
  .refine((b) => (b.teamId !== undefined) !== (b.freeAgent === true), {
    message: REGISTRATION_MESSAGES.chooseOne,
    path: ['teamId'],
  });
export type LeagueCheckout = z.output<typeof leagueCheckoutSchema>;

export const REGISTRATION_KINDS = ['team', 'free_agent'] as const;
export type RegistrationKind = (typeof REGISTRATION_KINDS)[number];

/** checkout: a spot kept while the payer pays; registered: paid (or free); the rest are ended. */
export const REGISTRATION_STATUSES = [
  'checkout',
  'registered',
  'waitlisted',
  'expired',
  'declined',
  'withdrawn',
] as const;
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number];

export const PAYMENT_STATUSES = ['free', 'pending', 'paid', 'refund_pending', 'refunded'] as const;
export type RegistrationPaymentStatus = (typeof PAYMENT_STATUSES)[number];

export interface RegistrationDto {
  id: string;
  leagueId: string;
  kind: RegistrationKind;
  teamId: string | null;
  /** Who registered: the captain, or the free agent. */
  memberId: string;
  status: RegistrationStatus;
  paymentStatus: RegistrationPaymentStatus;
  amount: PriceDto | null;
  holdExpiresAt: string | null;
  /** When a coordinator approved it (registered registrations only). */
  approvedAt?: string | null;
  createdAt: string;
}

/** A registration in the coordinators' list: with who registered by name (the captain, or the free agent). */
export interface ListedRegistrationDto extends RegistrationDto {
  /** The member's display name (first and last), from identity's read API; null if the account is gone. */
  memberName: string | null;
}

/**
 * A live registration the signed-in member may withdraw (their free-agent one, or a team they captain),
 * with what the league page needs to say about it before asking.
 */
export interface MyRegistrationDto extends RegistrationDto {
  teamName: string | null;
  /** 1 for the first team waiting; null unless waitlisted. */
  waitlistPosition: number | null;
  /** The league's refund cut-off: a paid registration withdrawn before it is refunded. */
  refundCutoff: string;
}

export const placeFreeAgentSchema = z.object({ teamId: z.uuid({ error: 'Choose a team' }) });

export interface PlacedFreeAgentDto {
  registrationId: string;
  memberId: string;
  teamId: string;
  teamName: string;
  alreadyOnTeam: boolean;
  message: string;
}

export interface LeagueCheckoutResult {
  registered: boolean;
  waitlisted: boolean;
  /** Where the browser goes to pay (Stripe, or the TEST MODE page); null when nothing is to pay. */
  checkoutUrl: string | null;
  sessionId: string | null;
  expiresAt: string | null;
  registration: RegistrationDto;
  message: string;
}
