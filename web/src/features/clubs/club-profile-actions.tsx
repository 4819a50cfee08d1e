import { useAtomValue } from 'jotai';
import { memberAtom } from '../../app/session';
import type { MenuAction } from '../../ui/menu/action-menu';
import { profileCarouselAtom } from '../player-profile/carousel-atoms';
import { rosterActionLabels } from './roster-rules';
import { useTeamActions } from './team-actions';
import { usePermissions, useRoster } from './use-clubs';

/**
 * Spec §2: a captain viewing a teammate's card also gets Set or Unset captain and Remove from team.
 * The team is the one whose roster opened the card.
 */
export function useClubProfileActions(memberId: string): MenuAction[] {
  const carousel = useAtomValue(profileCarouselAtom);
  const me = useAtomValue(memberAtom);
  const teamId =
    carousel?.source.kind === 'team' && carousel.memberIds.includes(memberId)
      ? carousel.source.teamId
      : undefined;
  const { data: roster } = useRoster(teamId);
  const { data: permissions } = usePermissions(teamId ? { kind: 'team', id: teamId } : null);
  const actions = useTeamActions(teamId ?? '');
  const entry = roster?.find((row) => row.memberId === memberId);
  if (!teamId || !entry || !permissions?.isCaptain || memberId === me?.id) return [];
  return [
    {
      id: entry.isCaptain ? 'unset-captain' : 'set-captain',
      label: rosterActionLabels[entry.isCaptain ? 'unset-captain' : 'set-captain'],
      onSelect: () => void actions.setCaptain(entry, !entry.isCaptain),
    },
    { id: 'remove', label: rosterActionLabels.remove, onSelect: () => actions.remove(entry), tone: 'danger' },
  ];
}
