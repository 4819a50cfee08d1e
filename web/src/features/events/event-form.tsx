import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { z } from 'zod';
import {
  EVENT_ADDRESS_MAX,
  EVENT_MESSAGES,
  EVENT_TIME_ZONES,
  EVENT_TITLE_MAX,
  type EventDto,
  eventTimeZoneOf,
  isRealDate,
  wallTimeOf,
} from '../../../../src/contracts/events/index.ts';
import { firstServerError } from '../../api/api-error';
import { api } from '../../api/client';
import { FormAlert, SelectField, TextField } from '../../ui/form/field';
import { SaveActions } from '../../ui/form/save-actions';
import { applyServerFieldErrors } from '../../ui/form/server-errors';
import { useModal } from '../../ui/modal/use-modal';
import { useToast } from '../../ui/toast/use-toast';
import { useOpenDeleteEvent } from './open-event-forms';
import styles from './styles';
import { type EventReply, eventKeys, eventOf, refetchMemberEvents } from './use-events';

const required = z.string({ error: EVENT_MESSAGES.required }).trim().min(1, EVENT_MESSAGES.required);

/**
 * Spec §2 event form: team (chosen by name, when creating), title or opponent, date and time, timezone,
 * location; spec §5: every field is required ('This field is required').
 */
export const eventFormFieldsSchema = z
  .object({
    teamId: required,
    title: required.max(EVENT_TITLE_MAX, EVENT_MESSAGES.tooLong(EVENT_TITLE_MAX)),
    day: required.regex(/^\d{4}-\d{2}-\d{2}$/, EVENT_MESSAGES.invalidDate),
    time: required.regex(/^([01]\d|2[0-3]):[0-5]\d$/, EVENT_MESSAGES.required),
    timezone: required,
    addressName: required.max(EVENT_ADDRESS_MAX, EVENT_MESSAGES.tooLong(EVENT_ADDRESS_MAX)),
  })
  .superRefine((value, ctx) => {
    const [year, month, date] = value.day.split('-').map(Number);
    if (year && month && date && !isRealDate(year, month, date))
      ctx.addIssue({ code: 'custom', path: ['day'], message: EVENT_MESSAGES.invalidDate });
  });
export type EventFormFields = z.input<typeof eventFormFieldsSchema>;

const fields = ['teamId', 'title', 'timezone', 'addressName'] as const;

/** The body `POST /api/event` and `PATCH /api/event/{id}` take (spec §3 Event payload). */
export function eventPayload(values: EventFormFields) {
  const [year, month, date] = values.day.split('-').map(Number);
  const [hours, minutes] = values.time.split(':').map(Number);
  return {
    teamId: values.teamId,
    title: values.title.trim(),
    addressName: values.addressName.trim(),
    timezone: values.timezone,
    hours,
    minutes,
    date,
    month,
    year,
  };
}

const pad = (value: number) => String(value).padStart(2, '0');

/** The browser's zone when it is one of the listed ones: a sensible first choice, still changeable. */
function browserZone(): string {
  try {
    return eventTimeZoneOf(Intl.DateTimeFormat().resolvedOptions().timeZone)?.value ?? '';
  } catch {
    return '';
  }
}

function defaultsOf(event: EventDto | undefined, teamId: string | undefined): EventFormFields {
  if (!event) {
    return { teamId: teamId ?? '', title: '', day: '', time: '', timezone: browserZone(), addressName: '' };
  }
  const zone = eventTimeZoneOf(event.timezone) ?? eventTimeZoneOf(event.ianaTimezone);
  const wall = wallTimeOf(new Date(event.dateAndTime), event.ianaTimezone);
  return {
    teamId: event.teamId,
    title: event.title,
    day: `${wall.year}-${pad(wall.month)}-${pad(wall.date)}`,
    time: `${pad(wall.hours)}:${pad(wall.minutes)}`,
    timezone: zone?.value ?? '',
    addressName: event.addressName,
  };
}

export interface EventFormProps {
  /** Editing this event; creating when absent. */
  event?: EventDto;
  /** The captain's teams to choose from by name (creating). */
  teams?: ReadonlyArray<{ id: string; name: string }>;
  /** The team picked first (the page it was opened from). */
  teamId?: string;
}

/** Create (CREATE EVENT) or edit (SAVE CHANGES, DELETE EVENT) a team event, in the general modal. */
export function EventForm({ event, teams = [], teamId }: EventFormProps) {
  const toast = useToast();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const { closeModal } = useModal();
  const openDelete = useOpenDeleteEvent();
  const [formError, setFormError] = useState<string | null>(null);
  const editing = event !== undefined;
  const [defaults] = useState(() =>
    defaultsOf(event, teamId ?? (teams.length === 1 ? teams[0]?.id : undefined)),
  );
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<EventFormFields>({ resolver: zodResolver(eventFormFieldsSchema), defaultValues: defaults });

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    const payload = eventPayload(values);
    try {
      if (event) {
        const { teamId: _team, ...changes } = payload;
        const saved = eventOf(
          await api.patch<EventReply>(eventKeys.event(event.id), { ...changes, version: event.version }),
        );
        await mutate(eventKeys.event(event.id), saved, { revalidate: false });
        void refetchMemberEvents(mutate);
        toast.success(EVENT_MESSAGES.updated);
        closeModal();
      } else {
        const created = eventOf(
          await api.post<EventReply>('/event', payload, { headers: { team_id: payload.teamId } }),
        );
        await mutate(eventKeys.event(created.id), created, { revalidate: false });
        void refetchMemberEvents(mutate);
        toast.success(EVENT_MESSAGES.created);
        closeModal();
        navigate(`/team-event/${created.id}`);
      }
    } catch (error) {
      applyServerFieldErrors(error, setError, fields);
      const message = firstServerError(error) ?? EVENT_MESSAGES.failed;
      setFormError(message);
      toast.error(message);
    }
  });

  return (
    <form
      className={styles.form}
      onSubmit={submit}
      noValidate
      aria-label={editing ? 'Edit event' : 'Add event'}
    >
      {!editing && (
        <SelectField
          label="Team"
          placeholder="Choose a team"
          options={teams.map((team) => ({ value: team.id, label: team.name }))}
          error={errors.teamId?.message}
          // A select shows its default only once its options exist: given to React, not set by the form.
          defaultValue={defaults.teamId}
          {...register('teamId')}
        />
      )}
      <TextField
        label="Title or opponent"
        placeholder="vs. Red Lions"
        autoComplete="off"
        maxLength={EVENT_TITLE_MAX}
        error={errors.title?.message}
        {...register('title')}
      />
      <div className={styles.formRow}>
        <TextField label="Date" type="date" error={errors.day?.message} {...register('day')} />
        <TextField label="Time" type="time" step={60} error={errors.time?.message} {...register('time')} />
      </div>
      <SelectField
        label="Timezone"
        placeholder="Choose a time zone"
        options={EVENT_TIME_ZONES.map((zone) => ({ value: zone.value, label: zone.label }))}
        error={errors.timezone?.message}
        defaultValue={defaults.timezone}
        {...register('timezone')}
      />
      <TextField
        label="Location"
        placeholder="Field or address"
        autoComplete="off"
        maxLength={EVENT_ADDRESS_MAX}
        error={errors.addressName?.message}
        {...register('addressName')}
      />
      {formError && <FormAlert>{formError}</FormAlert>}
      <SaveActions
        editing={editing}
        busy={isSubmitting}
        dirty={isDirty}
        createLabel="CREATE EVENT"
        danger={event && { label: 'DELETE EVENT', onClick: () => openDelete(event) }}
      />
    </form>
  );
}
