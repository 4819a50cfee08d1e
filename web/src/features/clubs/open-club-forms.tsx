import { lazy, useMemo } from 'react';
import { useOpenForm } from '../../ui/modal/use-open-form';
import type { PickupGroupDto, TeamDto } from './club-types';

// The forms bring their validation and upload code: loaded when first opened, not with the shell.
const TeamForm = lazy(() => import('./team-form').then((module) => ({ default: module.TeamForm })));
const GroupForm = lazy(() => import('./group-form').then((module) => ({ default: module.GroupForm })));

export const createTeamTitle = 'CREATE TEAM';
export const editTeamTitle = 'EDIT TEAM';
export const createGroupTitle = 'CREATE PICKUP GROUP';
export const editGroupTitle = 'EDIT PICKUP GROUP';

/** Opens the team and pickup group forms (spec §2) in the general modal. */
export function useOpenClubForms() {
  const openForm = useOpenForm();
  return useMemo(
    () => ({
      openCreateTeam: () => openForm(<TeamForm />, createTeamTitle),
      openEditTeam: (team: TeamDto) => openForm(<TeamForm team={team} />, editTeamTitle),
      openCreateGroup: () => openForm(<GroupForm />, createGroupTitle),
      openEditGroup: (group: PickupGroupDto) => openForm(<GroupForm group={group} />, editGroupTitle),
    }),
    [openForm],
  );
}
