import { z } from 'zod';
import { ROSTER_MESSAGES } from './messages.ts';

export { ROSTER_CHANGED_EVENT, type RosterChangedPush } from './realtime.ts';
export { compareRosterEntries } from './roster-order.ts';
export { ROSTER_MESSAGES };

/** PATCH /api/team/{teamId}/roster/{memberId}. */
export const setCaptainSchema = z.object({
  isCaptain: z.boolean({ error: 'isCaptain must be true or false' }),
});
export type SetCaptain = z.output<typeof setCaptainSchema>;

/** PATCH /api/team/{teamId}/roster/bulk: several captain changes, applied together or not at all. */
export const bulkRosterSchema = z.object({
  updates: z
    .array(
      z.object({
        memberId: z.string({ error: 'memberId is required' }).min(1, 'memberId is required').max(64),
        isCaptain: z.boolean({ error: 'isCaptain must be true or false' }),
      }),
      { error: ROSTER_MESSAGES.bulkEmpty },
    )
    .min(1, ROSTER_MESSAGES.bulkEmpty)
    .max(500)
    .refine(
      (updates) => new Set(updates.map((update) => update.memberId)).size === updates.length,
      ROSTER_MESSAGES.duplicateMember,
    ),
});
export type BulkRosterUpdate = z.output<typeof bulkRosterSchema>;

export interface GameStatsDto {
  games: number;
  goals: number;
  assists: number;
  potm: number;
}

/** An invite that brought (or is bringing) this player to the team. */
export interface RosterInviteDto {
  id: string;
  email: string;
  status: string;
  isActive: boolean;
  createdAt: string;
}

/** One entry of GET /api/team/{teamId}/roster (spec §3 Roster entry). */
export interface RosterEntryDto {
  id: string;
  memberId: string;
  isCaptain: boolean;
  createdAt: string;
  member: {
    firstName: string;
    lastName: string;
    avatar: string | null;
    email: string;
    phoneNumber: string | null;
    accountStatus: 'active' | 'deactivated';
    gameStats: GameStatsDto;
    teams: Array<{ id: string; name: string }>;
  };
  invites: RosterInviteDto[];
}
