import { z } from 'zod';
import type { GameDay } from '../leagues/league.ts';
import { GAME_DAYS } from '../leagues/league.ts';
import { LEAGUE_LEVELS, type LeagueLevel } from '../leagues/registration-listing.ts';
import { MAX_PRICE_CENTS, PICKUP_CURRENCIES, type PriceDto } from '../pickup/price-label.ts';
import { FREE_AGENT_POSITIONS, type FreeAgentPosition } from './free-agents.ts';
import { cityField, pagingFields } from './paging.ts';
import { type ReliabilityDto, SUB_ATTENDANCES, type SubAttendance } from './sub-reliability.ts';

// Issue 20 "Subs": a captain short of players posts a sub request from a team event; players offer
// ("I CAN PLAY"), the captain accepts up to how many are needed. The request copies the event's time and
// place (the events module's read API) so the marketplace lists it with one statement.

export const SUB_REQUEST_STATUSES = ['open', 'filled', 'closed'] as const;
export type SubRequestStatus = (typeof SUB_REQUEST_STATUSES)[number];
export const SUB_OFFER_STATUSES = ['pending', 'accepted', 'declined', 'late', 'withdrawn'] as const;
export type SubOfferStatus = (typeof SUB_OFFER_STATUSES)[number];
/** Which game the request is for: a team event, or a league game (either team's captain posts for their team). */
export const SUB_EVENT_KINDS = ['team_event', 'league_event'] as const;
export type SubEventKind = (typeof SUB_EVENT_KINDS)[number];
export const MAX_SUBS_NEEDED = 10;
export const SUB_NOTE_MAX = 280;

export const SUB_MESSAGES = {
  notFound: 'Sub request not found.',
  eventNotFound: 'Event not found.',
  eventKind: `Event kind must be one of ${SUB_EVENT_KINDS.join(', ')}`,
  gameCanceled: 'This game was canceled.',
  cityNotFound: 'Choose one of the cities.',
  needed: `Subs needed must be a whole number from 1 to ${MAX_SUBS_NEEDED}`,
  positions: `Choose at least one position: ${FREE_AGENT_POSITIONS.join(', ')}`,
  position: `Position must be one of ${FREE_AGENT_POSITIONS.join(', ')}`,
  level: `Level must be one of ${LEAGUE_LEVELS.join(', ')}`,
  day: `Day must be one of ${GAME_DAYS.join(', ')}`,
  feeShare: `Share of the fee must be a whole number of cents from 0 to ${MAX_PRICE_CENTS}`,
  currency: `Currency must be one of ${PICKUP_CURRENCIES.join(', ')}`,
  note: `Note must be at most ${SUB_NOTE_MAX} characters`,
  captainOnly: "Only a captain of the event's team can do this.",
  alreadyOpen: 'This event already has an open sub request. Edit that one instead.',
  eventStarted: 'This event has already started.',
  neededBelowAccepted: 'Subs needed cannot be fewer than the subs already accepted.',
  notOpen: 'This sub request is no longer open.',
  ownTeam: 'You are on this team already.',
  opponentTeam: 'You play for the other team in this game.',
  alreadyOffered: 'You already offered to play in this game.',
  offerNotFound: 'Offer not found.',
  offerNotPending: 'This offer was already answered.',
  filledMeanwhile: 'All the spots were taken meanwhile.',
  posted: 'Your sub request is listed.',
  updated: 'Your sub request was updated.',
  closed: 'Your sub request was closed.',
  offered: 'The captain has your offer.',
  accepted: 'The player is on the roster as a sub.',
  declined: 'The offer was declined.',
  attendance: `Attendance must be one of ${SUB_ATTENDANCES.join(', ')}`,
  attendanceBeforeKickoff: 'You can mark who played once the game has started.',
  attendanceNotAccepted: 'Only an accepted sub can be marked as played or no-show.',
  markedPlayed: 'Marked as played.',
  markedNoShow: 'Marked as a no-show.',
} as const;

const noteField = z
  .string({ error: SUB_MESSAGES.note })
  .trim()
  .max(SUB_NOTE_MAX, SUB_MESSAGES.note)
  .regex(/^[^\0]*$/, SUB_MESSAGES.note);

/** Money as elsewhere (ARCHITECTURE "Data"): integer cents and a currency; null when none is asked. */
export const feeShareSchema = z
  .object({
    amountCents: z
      .number({ error: SUB_MESSAGES.feeShare })
      .int(SUB_MESSAGES.feeShare)
      .min(0, SUB_MESSAGES.feeShare)
      .max(MAX_PRICE_CENTS, SUB_MESSAGES.feeShare),
    currency: z.enum(PICKUP_CURRENCIES, { error: SUB_MESSAGES.currency }),
  })
  .nullable();

const positionsField = z
  .array(z.enum(FREE_AGENT_POSITIONS, { error: SUB_MESSAGES.position }), { error: SUB_MESSAGES.positions })
  .min(1, SUB_MESSAGES.positions)
  .max(FREE_AGENT_POSITIONS.length, SUB_MESSAGES.positions)
  .transform((picked) => FREE_AGENT_POSITIONS.filter((value) => picked.includes(value)));

const neededField = z
  .number({ error: SUB_MESSAGES.needed })
  .int(SUB_MESSAGES.needed)
  .min(1, SUB_MESSAGES.needed)
  .max(MAX_SUBS_NEEDED, SUB_MESSAGES.needed);

const eventKindField = z.enum(SUB_EVENT_KINDS, { error: SUB_MESSAGES.eventKind }).default('team_event');

export const subRequestSchema = z.object({
  eventId: z.string({ error: SUB_MESSAGES.eventNotFound }),
  eventKind: eventKindField,
  /** The city it lists in (teams have none of their own). */
  workspaceId: cityField,
  needed: neededField,
  positions: positionsField,
  level: z.enum(LEAGUE_LEVELS, { error: SUB_MESSAGES.level }),
  feeShare: feeShareSchema.default(null),
  note: noteField.default(''),
});
export type SubRequestInput = z.output<typeof subRequestSchema>;

/** An edit: any of the fields, with no defaults (a field left out keeps its value; the event and city stay). */
export const updateSubRequestSchema = z
  .object({
    needed: neededField,
    positions: positionsField,
    level: z.enum(LEAGUE_LEVELS, { error: SUB_MESSAGES.level }),
    feeShare: feeShareSchema,
    note: noteField,
  })
  .partial();
export type UpdateSubRequestInput = z.output<typeof updateSubRequestSchema>;

/** GET /marketplace/subs/event/{eventId}?kind=league_event: which kind of game the id names. */
export const eventSubRequestQuerySchema = z.object({ kind: eventKindField });

export const subOfferSchema = z.object({ note: noteField.default('') });

/** PUT …/offers/{offerId}/attendance: the captain's mark after kickoff (a later PUT changes it). */
export const subAttendanceSchema = z.object({
  attendance: z.enum(SUB_ATTENDANCES, { error: SUB_MESSAGES.attendance }),
});

export const subRequestQuerySchema = z.object({
  city: cityField.optional(),
  day: z.enum(GAME_DAYS, { error: SUB_MESSAGES.day }).optional(),
  level: z.enum(LEAGUE_LEVELS, { error: SUB_MESSAGES.level }).optional(),
  position: z.enum(FREE_AGENT_POSITIONS, { error: SUB_MESSAGES.position }).optional(),
  ...pagingFields,
});
export type SubRequestQuery = z.output<typeof subRequestQuerySchema>;

export interface SubRequestDto {
  id: string;
  eventId: string;
  eventKind: SubEventKind;
  team: { id: string; name: string };
  title: string;
  addressName: string;
  startsAt: string;
  timeZone: string;
  day: GameDay;
  organizationId: number;
  workspaceId: number;
  city: string;
  needed: number;
  accepted: number;
  positions: FreeAgentPosition[];
  level: LeagueLevel;
  feeShare: PriceDto | null;
  note: string;
  status: SubRequestStatus;
  createdAt: string;
  updatedAt: string;
}

export interface SubOfferDto {
  id: string;
  requestId: string;
  member: { id: string; firstName: string; lastName: string; avatar: string | null };
  note: string;
  status: SubOfferStatus;
  /** The captain's mark after kickoff; null until marked (and for an offer that was not accepted). */
  attendance: SubAttendance | null;
  /** The player's reliability over the last 12 months (computed from their games). */
  reliability: ReliabilityDto;
  createdAt: string;
}

/** What the captain sees on the event page: the open (or last) request of the event and its offers. */
export interface EventSubRequestDto {
  request: SubRequestDto | null;
  offers: SubOfferDto[];
}
