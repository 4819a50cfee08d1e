import { z } from 'zod';

/** Spec §3 Stat and event kinds; leaderboard kinds. */
export const STAT_KINDS = [
  'SCORE',
  'GOALS',
  'ASSISTS',
  'POTM',
  'YELLOW_CARD',
  'RED_CARD',
  'SCORE_CONFIRMATION',
  'ADD_STATS',
  'SUBTITLE',
] as const;
export type StatKind = (typeof STAT_KINDS)[number];

export const GAME_STATS_MESSAGES = {
  invalidCount: 'Must be a whole number of 0 or more',
  statsRequired: 'Add stats for at least one player',
  duplicateMember: 'Each player may appear only once',
  memberRequired: 'Choose whose stats these are',
  notOnRoster: 'This player is not on the team roster.',
  notPast: 'Stats can be added once the game has started.',
  saved: 'Successfully saved!',
} as const;

export const STAT_COUNT_MAX = 99;

const countField = z
  .union([z.number(), z.string().trim()], { error: GAME_STATS_MESSAGES.invalidCount })
  .transform((value) => (value === '' ? 0 : Number(value)))
  .pipe(
    z
      .number({ error: GAME_STATS_MESSAGES.invalidCount })
      .int(GAME_STATS_MESSAGES.invalidCount)
      .min(0, GAME_STATS_MESSAGES.invalidCount)
      .max(STAT_COUNT_MAX, GAME_STATS_MESSAGES.invalidCount),
  )
  .default(0);

/** One player's line for one game. `potm`: player of the match in this game (true or false, 1 or 0). */
export const playerGameStatsSchema = z.object({
  memberId: z.uuid({ error: GAME_STATS_MESSAGES.memberRequired }),
  goals: countField,
  assists: countField,
  potm: z
    .union([z.boolean(), z.literal(0), z.literal(1)], { error: 'potm must be true or false' })
    .transform((value) => Boolean(value))
    .default(false),
  yellowCards: countField,
  redCards: countField,
});
export type PlayerGameStats = z.output<typeof playerGameStatsSchema>;

/** POST /api/event/{eventId}/game-stats: replaces the sent players' lines (others stay). */
export const gameStatsSchema = z.object({
  stats: z
    .array(playerGameStatsSchema, { error: GAME_STATS_MESSAGES.statsRequired })
    .min(1, GAME_STATS_MESSAGES.statsRequired)
    .max(500)
    .refine(
      (stats) => new Set(stats.map((line) => line.memberId)).size === stats.length,
      GAME_STATS_MESSAGES.duplicateMember,
    ),
});
export type GameStatsRequest = z.output<typeof gameStatsSchema>;

export interface PlayerGameStatsDto {
  memberId: string;
  goals: number;
  assists: number;
  potm: boolean;
  yellowCards: number;
  redCards: number;
}

/** GET and POST /api/event/{eventId}/game-stats. */
export interface GameStatsDto {
  eventId: string;
  stats: PlayerGameStatsDto[];
}

export interface GameStatsResult extends GameStatsDto {
  message: string;
}
