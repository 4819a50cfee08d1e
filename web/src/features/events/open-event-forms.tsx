import { lazy, useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { EVENT_MESSAGES, type EventDto } from '../../../../src/contracts/events/index.ts';
import { firstServerError } from '../../api/api-error';
import { api } from '../../api/client';
import { ConfirmContent } from '../../ui/modal/confirm-content';
import { useModal } from '../../ui/modal/use-modal';
import { useOpenForm } from '../../ui/modal/use-open-form';
import { useToast } from '../../ui/toast/use-toast';
import { formatEventDate } from './event-format';
import { eventKeys, refetchMemberEvents } from './use-events';

// The form brings react-hook-form and its schema: loaded when first opened.
const EventForm = lazy(() => import('./event-form').then((module) => ({ default: module.EventForm })));

export const addEventTitle = 'ADD EVENT';
export const editEventTitle = 'EDIT EVENT';
export const deleteEventTitle = 'DELETE EVENT';

/** Opens the event form (spec §2) in the general modal: add (teams chosen by name) or edit. */
export function useOpenEventForm() {
  const openForm = useOpenForm();
  return useMemo(
    () => ({
      openAddEvent: (teams: ReadonlyArray<{ id: string; name: string }>, teamId?: string) =>
        openForm(<EventForm teams={teams} {...(teamId ? { teamId } : {})} />, addEventTitle),
      openEditEvent: (event: EventDto) => openForm(<EventForm event={event} />, editEventTitle),
    }),
    [openForm],
  );
}

/** Back where the member came from, or to the schedule when the event page was the first page. */
export function useGoBack() {
  const navigate = useNavigate();
  return () => {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) navigate(-1);
    else navigate('/events', { replace: true });
  };
}

/** Spec §4 event delete flow: DELETE EVENT confirmation, delete, then a toast and back. */
export function useOpenDeleteEvent() {
  const { openModal, closeModal } = useModal();
  const { mutate } = useSWRConfig();
  const toast = useToast();
  const goBack = useGoBack();
  return (event: EventDto) =>
    openModal(
      <ConfirmContent
        confirmLabel={deleteEventTitle}
        busyLabel="DELETING…"
        tone="danger"
        onCancel={closeModal}
        errorMessage={(error) => firstServerError(error) ?? EVENT_MESSAGES.failed}
        onConfirm={async () => {
          await api.delete(eventKeys.event(event.id));
          toast.success(EVENT_MESSAGES.deleted);
          closeModal();
          goBack();
          void refetchMemberEvents(mutate);
          void mutate(eventKeys.event(event.id), undefined, { revalidate: false });
        }}
      >
        <p>
          Delete <strong>{event.title}</strong> on {formatEventDate(event.dateAndTime, event.ianaTimezone)}?
          The team is told by e-mail, and its RSVPs, score and comments are removed. This cannot be undone.
        </p>
      </ConfirmContent>,
      { title: deleteEventTitle },
    );
}
