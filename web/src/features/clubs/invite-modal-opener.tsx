import { lazy, Suspense, useCallback } from 'react';
import { useModal } from '../../ui/modal/use-modal';
import { Skeleton } from '../../ui/skeleton/skeleton';

const InviteChoice = lazy(() =>
  import('./invite-modal').then((module) => ({ default: module.InviteChoice })),
);

export interface InviteTarget {
  kind: 'team' | 'pickupGroup';
  id: string;
  name: string;
}

export const invitePlayersTitle = 'INVITE PLAYERS';

/** Opens the invite choice (spec §2): 'Send Invite via Email' or 'Generate Invite Link'. */
export function useOpenInvite() {
  const { openModal } = useModal();
  return useCallback(
    (target: InviteTarget) =>
      openModal(
        <Suspense fallback={<Skeleton height="6rem" />}>
          <InviteChoice target={target} />
        </Suspense>,
        { title: invitePlayersTitle },
      ),
    [openModal],
  );
}
