import { compareRosterEntries } from '../../../../src/contracts/clubs/roster-order.ts';
import type { RosterEntryDto } from './club-types';

/**
 * Spec §2: the current user first, then captains, then by first name (then last name). The server
 * sends this order; re-sorted here so an optimistic captain change lands where it belongs.
 */
export function sortRoster(entries: readonly RosterEntryDto[], selfId: string | null | undefined) {
  return [...entries].sort(compareRosterEntries(selfId ?? ''));
}

export const fullName = (person: { firstName: string; lastName: string }) =>
  `${person.firstName} ${person.lastName}`.trim();

/** An invited player who has not accepted yet (an active invite and no account activity). */
export function isPending(entry: RosterEntryDto): boolean {
  return (entry.invites ?? []).some((invite) => invite.isActive);
}

export type RosterActionId = 'view' | 'set-captain' | 'unset-captain' | 'remove' | 'leave';

/**
 * What a roster row offers (spec §2, §6): anyone can open the card; a captain can set or unset a
 * teammate's captaincy and remove them; a member can leave (themselves).
 */
export function rosterActions(
  entry: Pick<RosterEntryDto, 'memberId' | 'isCaptain'>,
  viewer: { memberId: string | null | undefined; isCaptain: boolean },
): RosterActionId[] {
  const actions: RosterActionId[] = ['view'];
  const isSelf = entry.memberId === viewer.memberId;
  if (viewer.isCaptain) actions.push(entry.isCaptain ? 'unset-captain' : 'set-captain');
  if (isSelf) actions.push('leave');
  else if (viewer.isCaptain) actions.push('remove');
  return actions;
}

export const rosterActionLabels: Record<RosterActionId, string> = {
  view: 'View profile',
  'set-captain': 'Set captain',
  'unset-captain': 'Unset captain',
  remove: 'Remove from team',
  leave: 'Leave team',
};
