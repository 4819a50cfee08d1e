import type { RosterEntryDto } from './roster.ts';

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
