import { z } from 'zod';
import { GAME_DAYS, type GameDay } from '../leagues/league.ts';
import { LEAGUE_LEVELS, type LeagueLevel } from '../leagues/registration-listing.ts';
import { cityField, pagingFields } from './paging.ts';
import type { ReliabilityDto } from './sub-reliability.ts';

// A player lists themself as a free agent in a city (spec §7 "Organization free agents"). What others
// see never holds contact fields (spec §6): a name, an avatar and what the player wrote.

export const FREE_AGENT_POSITIONS = ['goalkeeper', 'defender', 'midfielder', 'forward'] as const;
export type FreeAgentPosition = (typeof FREE_AGENT_POSITIONS)[number];
export const FREE_AGENT_TIMES = ['morning', 'afternoon', 'evening'] as const;
export type FreeAgentTime = (typeof FREE_AGENT_TIMES)[number];
export const FREE_AGENT_LOOKING_FOR = ['team', 'pickup', 'league'] as const;
export type FreeAgentLookingFor = (typeof FREE_AGENT_LOOKING_FOR)[number];
export const FREE_AGENT_STATUSES = ['active', 'paused'] as const;
export type FreeAgentStatus = (typeof FREE_AGENT_STATUSES)[number];

export const FREE_AGENT_MESSAGES = {
  notFound: 'Free agent not found.',
  cityNotFound: 'Choose one of the cities.',
  positions: `Choose at least one position: ${FREE_AGENT_POSITIONS.join(', ')}`,
  position: `Position must be one of ${FREE_AGENT_POSITIONS.join(', ')}`,
  level: `Level must be one of ${LEAGUE_LEVELS.join(', ')}`,
  days: `Choose at least one day: ${GAME_DAYS.join(', ')}`,
  day: `Day must be one of ${GAME_DAYS.join(', ')}`,
  times: `Choose at least one time: ${FREE_AGENT_TIMES.join(', ')}`,
  lookingFor: `Choose what you look for: ${FREE_AGENT_LOOKING_FOR.join(', ')}`,
  lookingForOne: `Looking for must be one of ${FREE_AGENT_LOOKING_FOR.join(', ')}`,
  about: 'Tell others about yourself in at most 500 characters',
  status: 'Status must be active or paused',
  alreadyListed: 'You are already listed as a free agent in this city. Edit that listing instead.',
  notYours: 'Only the member who listed themself can change this listing.',
  created: 'You are listed as a free agent.',
  updated: 'Your free agent listing was updated.',
  deleted: 'Your free agent listing was removed.',
} as const;

/** A non-empty set of choices: each at most once, in the vocabulary's order. */
const choices = <const T extends readonly [string, ...string[]]>(values: T, each: string, none: string) =>
  z
    .array(z.enum(values, { error: each }), { error: none })
    .min(1, none)
    .max(values.length, none)
    .transform((picked) => values.filter((value) => picked.includes(value)) as T[number][]);

export const freeAgentSchema = z.object({
  /** The operator's workspace (city). */
  workspaceId: cityField,
  positions: choices(FREE_AGENT_POSITIONS, FREE_AGENT_MESSAGES.position, FREE_AGENT_MESSAGES.positions),
  level: z.enum(LEAGUE_LEVELS, { error: FREE_AGENT_MESSAGES.level }),
  days: choices(GAME_DAYS, FREE_AGENT_MESSAGES.day, FREE_AGENT_MESSAGES.days),
  times: choices(FREE_AGENT_TIMES, FREE_AGENT_MESSAGES.times, FREE_AGENT_MESSAGES.times),
  lookingFor: choices(
    FREE_AGENT_LOOKING_FOR,
    FREE_AGENT_MESSAGES.lookingForOne,
    FREE_AGENT_MESSAGES.lookingFor,
  ),
  about: z
    .string({ error: FREE_AGENT_MESSAGES.about })
    .trim()
    .max(500, FREE_AGENT_MESSAGES.about)
    .regex(/^[^\0]*$/, FREE_AGENT_MESSAGES.about)
    .default(''),
});
export type FreeAgentInput = z.output<typeof freeAgentSchema>;

/** An edit: any of the fields (the city stays), `status` to pause or resume. */
export const updateFreeAgentSchema = freeAgentSchema
  .omit({ workspaceId: true })
  .partial()
  .extend({ status: z.enum(FREE_AGENT_STATUSES, { error: FREE_AGENT_MESSAGES.status }).optional() });
export type UpdateFreeAgentInput = z.output<typeof updateFreeAgentSchema>;

/** One value of a list filter. */
export const freeAgentQuerySchema = z.object({
  city: cityField.optional(),
  position: z.enum(FREE_AGENT_POSITIONS, { error: FREE_AGENT_MESSAGES.position }).optional(),
  level: z.enum(LEAGUE_LEVELS, { error: FREE_AGENT_MESSAGES.level }).optional(),
  day: z.enum(GAME_DAYS, { error: FREE_AGENT_MESSAGES.day }).optional(),
  lookingFor: z.enum(FREE_AGENT_LOOKING_FOR, { error: FREE_AGENT_MESSAGES.lookingForOne }).optional(),
  ...pagingFields,
});
export type FreeAgentQuery = z.output<typeof freeAgentQuerySchema>;

export interface FreeAgentDto {
  id: string;
  /** The member, for "message" and "invite to a team"; never their e-mail or phone. */
  member: { id: string; firstName: string; lastName: string; avatar: string | null };
  organizationId: number;
  workspaceId: number;
  city: string;
  positions: FreeAgentPosition[];
  level: LeagueLevel;
  days: GameDay[];
  times: FreeAgentTime[];
  lookingFor: FreeAgentLookingFor[];
  about: string;
  status: FreeAgentStatus;
  /** A league free agent: the league they registered for. */
  league: { id: string; name: string } | null;
  /** Games played against sub no-shows over the last 12 months (issue 20), computed, never typed. */
  reliability: ReliabilityDto;
  createdAt: string;
  updatedAt: string;
}
