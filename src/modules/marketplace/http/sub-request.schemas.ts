import { z } from 'zod';
import { GAME_DAYS } from '../../../contracts/leagues/league.ts';
import { LEAGUE_LEVELS } from '../../../contracts/leagues/registration-listing.ts';
import { FREE_AGENT_POSITIONS } from '../../../contracts/marketplace/free-agents.ts';
import { SUB_ATTENDANCES } from '../../../contracts/marketplace/sub-reliability.ts';
import {
  type EventSubRequestDto,
  SUB_EVENT_KINDS,
  SUB_OFFER_STATUSES,
  SUB_REQUEST_STATUSES,
  type SubOfferDto,
  type SubRequestDto,
} from '../../../contracts/marketplace/sub-requests.ts';
import { PICKUP_CURRENCIES } from '../../../contracts/pickup/price-label.ts';
import { reliabilityDtoSchema } from './response-schemas.ts';

// The Subs answers as zod schemas, for the reply check and the OpenAPI document.

const memberCard = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  avatar: z.string().nullable(),
});

export const subRequestDtoSchema = z
  .object({
    id: z.uuid(),
    eventId: z.uuid(),
    eventKind: z.enum(SUB_EVENT_KINDS),
    team: z.object({ id: z.uuid(), name: z.string() }),
    title: z.string(),
    addressName: z.string(),
    startsAt: z.string(),
    timeZone: z.string(),
    day: z.enum(GAME_DAYS),
    organizationId: z.number().int(),
    workspaceId: z.number().int(),
    city: z.string(),
    needed: z.number().int(),
    accepted: z.number().int(),
    positions: z.array(z.enum(FREE_AGENT_POSITIONS)),
    level: z.enum(LEAGUE_LEVELS),
    feeShare: z.object({ amountCents: z.number().int(), currency: z.enum(PICKUP_CURRENCIES) }).nullable(),
    note: z.string(),
    status: z.enum(SUB_REQUEST_STATUSES),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'SubRequest' }) satisfies z.ZodType<SubRequestDto>;

export const subOfferDtoSchema = z
  .object({
    id: z.uuid(),
    requestId: z.uuid(),
    member: memberCard,
    note: z.string(),
    status: z.enum(SUB_OFFER_STATUSES),
    attendance: z.enum(SUB_ATTENDANCES).nullable(),
    reliability: reliabilityDtoSchema,
    createdAt: z.string(),
  })
  .meta({ id: 'SubOffer' }) satisfies z.ZodType<SubOfferDto>;

export const eventSubRequestSchema = z
  .object({ request: subRequestDtoSchema.nullable(), offers: z.array(subOfferDtoSchema) })
  .meta({ id: 'EventSubRequest' }) satisfies z.ZodType<EventSubRequestDto>;

export const subRequestResult = z.object({ subRequest: subRequestDtoSchema, message: z.string() });
export const subOfferResult = z.object({ offer: subOfferDtoSchema, message: z.string() });
