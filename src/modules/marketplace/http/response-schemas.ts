import { z } from 'zod';
import { GAME_DAYS } from '../../../contracts/leagues/league.ts';
import { LEAGUE_GENDERS, LEAGUE_LEVELS } from '../../../contracts/leagues/registration-listing.ts';
import { LEAGUE_FORMATS } from '../../../contracts/leagues/rule-sets.ts';
import {
  FREE_AGENT_LOOKING_FOR,
  FREE_AGENT_POSITIONS,
  FREE_AGENT_STATUSES,
  FREE_AGENT_TIMES,
  type FreeAgentDto,
  type LeagueListingDto,
  POST_CATEGORIES,
  type PostDto,
  type ReliabilityDto,
} from '../../../contracts/marketplace/index.ts';
import { PICKUP_CURRENCIES, type PriceDto } from '../../../contracts/pickup/price-label.ts';

// The marketplace's answers as zod schemas (the contracts have them as TypeScript types), for the
// reply check and the OpenAPI document.

const priceSchema = z
  .object({ amountCents: z.number().int(), currency: z.enum(PICKUP_CURRENCIES) })
  .meta({ id: 'MarketplacePrice' }) satisfies z.ZodType<PriceDto>;

export const leagueListingSchema = z
  .object({
    leagueId: z.uuid(),
    organizationId: z.number().int(),
    workspaceId: z.number().int(),
    city: z.string(),
    name: z.string(),
    format: z.enum(LEAGUE_FORMATS),
    gameDay: z.enum(GAME_DAYS),
    timeZone: z.string(),
    timeSlots: z.array(z.string()),
    venues: z.array(z.string()),
    seasonStart: z.string(),
    seasonEnd: z.string(),
    gender: z.enum(LEAGUE_GENDERS),
    level: z.enum(LEAGUE_LEVELS),
    teamFee: priceSchema.nullable(),
    freeAgentFee: priceSchema.nullable(),
    maxTeams: z.number().int(),
    teamsRegistered: z.number().int(),
    spotsLeft: z.number().int(),
    waitlistCount: z.number().int(),
    opensAt: z.string(),
    closesAt: z.string(),
    refundCutoff: z.string(),
    registrationOpen: z.boolean(),
    learnMoreUrl: z.string().nullable(),
  })
  .meta({ id: 'LeagueListing' }) satisfies z.ZodType<LeagueListingDto>;

const memberCardSchema = z
  .object({ id: z.uuid(), firstName: z.string(), lastName: z.string(), avatar: z.string().nullable() })
  .meta({ id: 'MarketplaceMember' });

/** Issue 20: games played against sub no-shows over the last 12 months, and the whole percent. */
export const reliabilityDtoSchema = z
  .object({
    played: z.number().int(),
    noShows: z.number().int(),
    percent: z.number().int().nullable(),
  })
  .meta({ id: 'Reliability' }) satisfies z.ZodType<ReliabilityDto>;

export const freeAgentDtoSchema = z
  .object({
    id: z.uuid(),
    member: memberCardSchema,
    organizationId: z.number().int(),
    workspaceId: z.number().int(),
    city: z.string(),
    positions: z.array(z.enum(FREE_AGENT_POSITIONS)),
    level: z.enum(LEAGUE_LEVELS),
    days: z.array(z.enum(GAME_DAYS)),
    times: z.array(z.enum(FREE_AGENT_TIMES)),
    lookingFor: z.array(z.enum(FREE_AGENT_LOOKING_FOR)),
    about: z.string(),
    status: z.enum(FREE_AGENT_STATUSES),
    league: z.object({ id: z.uuid(), name: z.string() }).nullable(),
    reliability: reliabilityDtoSchema,
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'FreeAgent' }) satisfies z.ZodType<FreeAgentDto>;

export const postDtoSchema = z
  .object({
    id: z.uuid(),
    author: memberCardSchema,
    organizationId: z.number().int(),
    workspaceId: z.number().int(),
    city: z.string(),
    category: z.enum(POST_CATEGORIES),
    categoryLabel: z.string(),
    title: z.string(),
    body: z.string(),
    imageUrl: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
    expiresAt: z.string(),
  })
  .meta({ id: 'MarketplacePost' }) satisfies z.ZodType<PostDto>;

export const messageSchema = z.object({ message: z.string() });
