import { z } from 'zod';

export const ROSTER_MESSAGES = {
  /** The 409 body the SPA shows under the 'NOT SO FAST CAPTAIN' warning (spec §2, §4, §6). */
  soleCaptain: 'A team needs a captain. Make another player captain before you step down or leave.',
  soleCaptainCode: 'SoleCaptain',
  notOnRoster: 'This player is not on the roster.',
  updated: 'Successfully updated',
  removed: 'Successfully removed.',
  left: 'Successfully left team!',
  empty: 'Roster is empty.',
  error: 'Something went wrong. Try again later.',
  bulkEmpty: 'Choose at least one player',
  duplicateMember: 'Each player may appear only once',
} as const;

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

/**
 * Spec §2 Team roster order: the viewer first, then captains, then by first name. The server sends this
 * order; the SPA re-sorts with the same function after an optimistic change.
 */
export function compareRosterEntries(viewerId: string) {
  return (a: RosterEntryDto, b: RosterEntryDto): number => {
    if (a.memberId === viewerId || b.memberId === viewerId) return a.memberId === viewerId ? -1 : 1;
    if (a.isCaptain !== b.isCaptain) return a.isCaptain ? -1 : 1;
    return (
      a.member.firstName.localeCompare(b.member.firstName, 'en', { sensitivity: 'base' }) ||
      a.member.lastName.localeCompare(b.member.lastName, 'en', { sensitivity: 'base' }) ||
      a.memberId.localeCompare(b.memberId)
    );
  };
}

/** The realtime push to room `team:<id>` whenever the roster changed; the SPA refetches the roster. */
export const ROSTER_CHANGED_EVENT = 'team:roster-changed';
export interface RosterChangedPush {
  teamId: string;
  reason: 'member-joined' | 'member-left' | 'member-removed' | 'captain-changed' | 'team-deleted';
  memberIds: string[];
}
