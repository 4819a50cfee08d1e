import { lazy, Suspense, useMemo } from 'react';
import { useModal } from '../../ui/modal/use-modal';
import { Skeleton } from '../../ui/skeleton/skeleton';
import type { PickupGroupDto, TeamDto } from './club-types';

// The forms bring their validation and upload code: loaded when first opened, not with the shell.
const TeamForm = lazy(() => import('./team-form').then((module) => ({ default: module.TeamForm })));
const GroupForm = lazy(() => import('./group-form').then((module) => ({ default: module.GroupForm })));

function FormSkeleton() {
  return (
    <div role="status" aria-busy="true" style={{ display: 'grid', gap: 'var(--space-3)' }}>
      <span className="visually-hidden">Loading…</span>
      <Skeleton height="2.75rem" />
      <Skeleton height="2.75rem" />
      <Skeleton height="2.75rem" />
    </div>
  );
}

export const createTeamTitle = 'CREATE TEAM';
export const editTeamTitle = 'EDIT TEAM';
export const createGroupTitle = 'CREATE PICKUP GROUP';
export const editGroupTitle = 'EDIT PICKUP GROUP';

/** Opens the team and pickup group forms (spec §2) in the general modal. */
export function useOpenClubForms() {
  const { openModal } = useModal();
  return useMemo(
    () => ({
      openCreateTeam: () =>
        openModal(
          <Suspense fallback={<FormSkeleton />}>
            <TeamForm />
          </Suspense>,
          { title: createTeamTitle },
        ),
      openEditTeam: (team: TeamDto) =>
        openModal(
          <Suspense fallback={<FormSkeleton />}>
            <TeamForm team={team} />
          </Suspense>,
          { title: editTeamTitle },
        ),
      openCreateGroup: () =>
        openModal(
          <Suspense fallback={<FormSkeleton />}>
            <GroupForm />
          </Suspense>,
          { title: createGroupTitle },
        ),
      openEditGroup: (group: PickupGroupDto) =>
        openModal(
          <Suspense fallback={<FormSkeleton />}>
            <GroupForm group={group} />
          </Suspense>,
          { title: editGroupTitle },
        ),
    }),
    [openModal],
  );
}
