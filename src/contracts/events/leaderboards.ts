import { z } from 'zod';

export const LEADERBOARD_KINDS = ['goals', 'assists', 'potm', 'gamesPlayed'] as const;
export type LeaderboardKind = (typeof LEADERBOARD_KINDS)[number];

/** Spec §9: a card shows the top 3, then 'View full list' shows the rest. */
export const LEADERBOARD_TOP = 3;

/** Spec §2 Team leaderboard cards: the empty hints, word for word. */
export const LEADERBOARD_EMPTY_HINTS: Record<LeaderboardKind, string> = {
  goals: 'Grab the crown! Start tracking stats to take your spot on the team leaderboards.',
  assists: 'Start tracking stats to take your spot on the team leaderboards.',
  potm: 'Start tracking stats to take your spot on the team leaderboards.',
  gamesPlayed: 'Go on a hot streak! Games played will be automatically be tracked here.',
};

export const LEADERBOARD_TITLES: Record<LeaderboardKind, string> = {
  goals: 'Goals',
  assists: 'Assists',
  potm: 'POTM',
  gamesPlayed: 'Games played',
};

export const LEADERBOARD_LABELS = { viewAll: 'View full list', minimize: 'MINIMIZE LIST' } as const;

/** GET /api/team/{teamId}/leaderboards?type=all (also one kind: `type=goals`). */
export const leaderboardsQuerySchema = z.object({
  type: z
    .enum(['all', ...LEADERBOARD_KINDS], { error: 'type must be all, goals, assists, potm or gamesPlayed' })
    .default('all'),
});

export interface LeaderboardEntryDto {
  memberId: string;
  firstName: string;
  lastName: string;
  avatar: string | null;
  value: number;
}

/** Each list ranked by value (most first), then name; members with 0 are left out (the card shows its hint). */
export type TeamLeaderboardsDto = Record<LeaderboardKind, LeaderboardEntryDto[]>;
