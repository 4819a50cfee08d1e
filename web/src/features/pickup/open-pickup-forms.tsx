import { lazy, type ReactNode, useMemo } from 'react';
import { useSWRConfig } from 'swr';
import { PICKUP_EVENT_MESSAGES } from '../../../../src/contracts/pickup/game-listing.ts';
import type { PickupEventDto, PickupEventWithMessage } from '../../../../src/contracts/pickup/index.ts';
import { firstServerError } from '../../api/api-error';
import { api } from '../../api/client';
import { ConfirmContent } from '../../ui/modal/confirm-content';
import { useModal } from '../../ui/modal/use-modal';
import { useOpenForm } from '../../ui/modal/use-open-form';
import { useToast } from '../../ui/toast/use-toast';
import { gameDateLabel } from './pickup-format';
import { pickupKeys, pickupPaths, refetchGame, refetchGroupEvents } from './use-pickup';

// The form brings react-hook-form and its schema: loaded when first opened.
const PickupGameForm = lazy(() =>
  import('./pickup-game-form').then((module) => ({ default: module.PickupGameForm })),
);

export const createGameTitle = 'CREATE GAME';
export const editGameTitle = 'EDIT GAME';
export const cancelGameTitle = 'CANCEL GAME';
export const leaveGameTitle = 'LEAVE GAME';
export const removePlayerTitle = 'REMOVE PLAYER';

/** Opens the pickup game form in the general modal: create for a group, or edit a game. */
export function useOpenPickupGameForm() {
  const openForm = useOpenForm(4);
  return useMemo(
    () => ({
      openCreateGame: (group: { id: string; name: string; timezone: string }) =>
        openForm(<PickupGameForm group={group} />, createGameTitle),
      openEditGame: (event: PickupEventDto) => openForm(<PickupGameForm event={event} />, editGameTitle),
    }),
    [openForm],
  );
}

/** A confirmation in the general modal: what happens, then CANCEL or do it (the action keeps its own toast). */
export function useConfirm() {
  const { openModal, closeModal } = useModal();
  return (options: {
    title: string;
    confirmLabel: string;
    busyLabel: string;
    tone?: 'primary' | 'danger';
    body: ReactNode;
    /** Runs the action; it shows its own success or failure toast, and the dialog closes after. */
    action: () => Promise<unknown>;
  }) =>
    openModal(
      <ConfirmContent
        confirmLabel={options.confirmLabel}
        busyLabel={options.busyLabel}
        tone={options.tone ?? 'danger'}
        cancelLabel="GO BACK"
        onCancel={closeModal}
        errorMessage={(error) => firstServerError(error) ?? PICKUP_EVENT_MESSAGES.failed}
        onConfirm={async () => {
          await options.action();
          closeModal();
        }}
      >
        {options.body}
      </ConfirmContent>,
      { title: options.title },
    );
}

/** The admin's CANCEL GAME confirmation: cancel, refund paid spots, tell the players. */
export function useOpenCancelGame() {
  const { openModal, closeModal } = useModal();
  const { mutate } = useSWRConfig();
  const toast = useToast();
  return (event: PickupEventDto) =>
    openModal(
      <ConfirmContent
        confirmLabel={cancelGameTitle}
        busyLabel="CANCELLING…"
        cancelLabel="GO BACK"
        tone="danger"
        onCancel={closeModal}
        errorMessage={(error) => firstServerError(error) ?? PICKUP_EVENT_MESSAGES.failed}
        onConfirm={async () => {
          const reply = await api.post<PickupEventWithMessage>(pickupPaths.cancel(event.id));
          toast.success(reply?.message || PICKUP_EVENT_MESSAGES.cancelled);
          closeModal();
          if (reply?.event) await mutate(pickupKeys.event(event.id), reply.event, { revalidate: false });
          void refetchGame(mutate, event.id, { event: false });
          void refetchGroupEvents(mutate, event.pickupGroupId);
        }}
      >
        <p>
          Cancel <strong>{event.title}</strong> on {gameDateLabel(event)}? Registered and waiting players are
          told by e-mail{event.isPaid ? ', and paid players are refunded' : ''}. This cannot be undone.
        </p>
      </ConfirmContent>,
      { title: cancelGameTitle },
    );
}
