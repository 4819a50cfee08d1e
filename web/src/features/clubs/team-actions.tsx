import { useAtomValue, useSetAtom } from 'jotai';
import { RESET } from 'jotai/utils';
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { ApiError, firstServerError } from '../../api/api-error';
import { api } from '../../api/client';
import { lastClubPathAtom } from '../../app/club-path';
import { memberAtom } from '../../app/session';
import { Button } from '../../ui/button/button';
import { ConfirmContent } from '../../ui/modal/confirm-content';
import { useModal } from '../../ui/modal/use-modal';
import { useToast } from '../../ui/toast/use-toast';
import { meKey } from '../session/use-me';
import { CLUB_MESSAGES } from './club-messages';
import type { RosterEntryDto } from './club-types';
import { fullName } from './roster-rules';
import styles from './styles';
import { clubKeys } from './use-clubs';

export const soleCaptainTitle = 'NOT SO FAST CAPTAIN';
export const removePlayerTitle = 'REMOVE PLAYER';
export const leaveTeamTitle = 'LEAVE TEAM';

/** The last captain can neither unset self nor leave: the server says why with a 409 (spec §4). */
export function isSoleCaptainConflict(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 409;
}

/**
 * A captain's and a member's roster actions (spec §2, §4): set or unset captain, remove a player
 * (REMOVE PLAYER), leave (LEAVE TEAM), with the sole-captain warning on a 409.
 */
export function useTeamActions(teamId: string) {
  const toast = useToast();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const { openModal, closeModal } = useModal();
  const setLastClubPath = useSetAtom(lastClubPathAtom);
  const me = useAtomValue(memberAtom);

  return useMemo(() => {
    const refresh = () =>
      Promise.all([
        mutate(clubKeys.roster(teamId)),
        mutate(clubKeys.permissions({ kind: 'team', id: teamId })),
      ]);

    const warnSoleCaptain = (error: ApiError) =>
      openModal(
        <div className={styles.confirmBody}>
          <p>{error.message}</p>
          <Button block onClick={closeModal}>
            OK
          </Button>
        </div>,
        { title: soleCaptainTitle },
      );

    const setCaptain = async (entry: Pick<RosterEntryDto, 'memberId' | 'isCaptain'>, isCaptain: boolean) => {
      const key = clubKeys.roster(teamId);
      try {
        // Optimistic: the badge moves at once and comes back if the server refuses.
        await mutate<RosterEntryDto[]>(
          key,
          async (current) => {
            await api.patch(`${key}/${entry.memberId}`, { isCaptain });
            return current?.map((row) => (row.memberId === entry.memberId ? { ...row, isCaptain } : row));
          },
          {
            optimisticData: (current) =>
              (current ?? []).map((row) => (row.memberId === entry.memberId ? { ...row, isCaptain } : row)),
            rollbackOnError: true,
            revalidate: true,
          },
        );
        toast.success(CLUB_MESSAGES.updated);
        await mutate(clubKeys.permissions({ kind: 'team', id: teamId }));
      } catch (error) {
        if (isSoleCaptainConflict(error)) warnSoleCaptain(error);
        else toast.error(firstServerError(error) ?? CLUB_MESSAGES.generic);
      }
    };

    const remove = (entry: RosterEntryDto) =>
      openModal(
        <ConfirmContent
          confirmLabel="REMOVE"
          busyLabel="REMOVING…"
          tone="danger"
          onCancel={closeModal}
          errorMessage={(error) => firstServerError(error) ?? CLUB_MESSAGES.generic}
          onConfirm={async () => {
            await api.delete(`${clubKeys.roster(teamId)}/${entry.memberId}`);
            toast.success(CLUB_MESSAGES.removed);
            closeModal();
            await refresh();
          }}
        >
          <p>
            Remove <strong>{fullName(entry.member)}</strong> from the team?
          </p>
        </ConfirmContent>,
        { title: removePlayerTitle },
      );

    const leave = (teamName: string) =>
      openModal(
        <ConfirmContent
          confirmLabel="LEAVE"
          busyLabel="LEAVING…"
          tone="danger"
          onCancel={closeModal}
          errorMessage={(error) => firstServerError(error) ?? CLUB_MESSAGES.generic}
          onConfirm={async () => {
            try {
              await api.delete(`${clubKeys.roster(teamId)}/${me?.id ?? ''}`);
            } catch (error) {
              if (isSoleCaptainConflict(error)) {
                warnSoleCaptain(error);
                return;
              }
              throw error;
            }
            toast.success(CLUB_MESSAGES.leftTeam);
            closeModal();
            // Spec §4: leaving clears the remembered path and goes to the splash.
            setLastClubPath(RESET);
            await navigate('/');
            await Promise.all([mutate(clubKeys.memberTeams), mutate(meKey)]);
          }}
        >
          <p>
            Leave <strong>{teamName}</strong>? A captain will have to invite you again to come back.
          </p>
        </ConfirmContent>,
        { title: leaveTeamTitle },
      );

    return {
      setCaptain,
      remove,
      leave,
      refresh,
    };
  }, [teamId, mutate, openModal, closeModal, toast, navigate, setLastClubPath, me?.id]);
}
