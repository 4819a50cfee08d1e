import { useSetAtom } from 'jotai';
import { RESET } from 'jotai/utils';
import { useMemo } from 'react';
import { useSWRConfig } from 'swr';
import { firstServerError } from '../../api/api-error';
import { api } from '../../api/client';
import { lastClubPathAtom } from '../../app/club-path';
import { useToast } from '../../ui/toast/use-toast';
import { CLUB_MESSAGES } from './club-messages';
import type { GroupMemberDto } from './club-types';
import { clubKeys } from './use-clubs';

export type GroupMemberActionId = 'toggle-block' | 'toggle-admin' | 'remove';

/**
 * Spec §6: an admin blocks or unblocks and toggles admin for others, never for self (the buttons are
 * hidden for self); a non-admin has no actions on others.
 */
export function groupMemberActions(
  member: Pick<GroupMemberDto, 'id'>,
  viewer: { memberId: string | null | undefined; isAdmin: boolean },
): GroupMemberActionId[] {
  if (!viewer.isAdmin || member.id === viewer.memberId) return [];
  return ['toggle-admin', 'toggle-block', 'remove'];
}

export function groupMemberActionLabel(id: GroupMemberActionId, member: GroupMemberDto): string {
  if (id === 'toggle-admin') return member.isAdmin ? 'Remove admin' : 'Make admin';
  if (id === 'toggle-block') return member.isBlocked ? 'Unblock' : 'Block';
  return 'Remove from group';
}

const groupPath = (groupId: string) => `/pickup-group/${encodeURIComponent(groupId)}`;

/** Join, leave and the admin's member toggles, each refetching the list and the viewer's rights. */
export function useGroupActions(groupId: string) {
  const toast = useToast();
  const { mutate } = useSWRConfig();
  const setLastClubPath = useSetAtom(lastClubPathAtom);

  return useMemo(() => {
    const refresh = () =>
      Promise.all([
        mutate(
          (key) => typeof key === 'string' && key.startsWith(`${clubKeys.pickupGroup(groupId)}/members`),
        ),
        mutate(clubKeys.pickupGroup(groupId)),
        mutate(clubKeys.permissions({ kind: 'pickupGroup', id: groupId })),
        mutate(clubKeys.memberTeams),
      ]);
    const run = async (call: () => Promise<unknown>, success: string) => {
      try {
        await call();
        toast.success(success);
        await refresh();
        return true;
      } catch (error) {
        toast.error(firstServerError(error) ?? CLUB_MESSAGES.generic);
        return false;
      }
    };
    return {
      refresh,
      join: () => run(() => api.post(`${groupPath(groupId)}/join`), CLUB_MESSAGES.groupUpdated),
      leave: async () => {
        const left = await run(() => api.post(`${groupPath(groupId)}/leave`), CLUB_MESSAGES.leftGroup);
        if (left) setLastClubPath(RESET);
        return left;
      },
      act: (id: GroupMemberActionId, member: GroupMemberDto) =>
        id === 'remove'
          ? run(() => api.post(`${groupPath(groupId)}/member/${member.id}/remove`), CLUB_MESSAGES.removed)
          : run(
              () => api.post(`${groupPath(groupId)}/${id}`, { memberId: member.id }),
              CLUB_MESSAGES.groupUpdated,
            ),
    };
  }, [groupId, mutate, toast, setLastClubPath]);
}
