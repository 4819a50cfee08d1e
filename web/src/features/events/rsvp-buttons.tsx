import { useAtomValue } from 'jotai';
import { useSWRConfig } from 'swr';
import {
  applyRsvp,
  type EventDto,
  type EventRosterDto,
  nextAttendingCount,
  RSVP_MESSAGES,
  type RsvpResult,
  type RsvpStatus,
} from '../../../../src/contracts/events/index.ts';
import { firstServerError } from '../../api/api-error';
import { api } from '../../api/client';
import { memberAtom } from '../../app/session';
import { classNames } from '../../lib/class-names';
import { useToast } from '../../ui/toast/use-toast';
import { rsvpLabels } from './event-format';
import styles from './styles';
import { eventKeys, refetchMemberEvents } from './use-events';

const choices: ReadonlyArray<{ status: RsvpStatus; label: string }> = [
  { status: 'yes', label: 'YES' },
  { status: 'no', label: 'NO' },
  { status: 'maybe', label: 'MAYBE' },
];

/** The event as it reads once `memberId` (the viewer) answered `status`. */
export function eventAfterRsvp(event: EventDto, status: RsvpStatus): EventDto {
  const from = event.rsvp?.memberStatus ?? 'unknown';
  return {
    ...event,
    rsvp: { memberStatus: status },
    attendingCount: nextAttendingCount(event.attendingCount, from, status),
  };
}

/**
 * The viewer's RSVP (`POST /api/event/{eventId}/rsvp`), shown at once (SWR `optimisticData`) on the
 * event and its roster, and rolled back if the server refuses (`rollbackOnError`).
 */
export function useRsvp(eventId: string) {
  const { mutate } = useSWRConfig();
  const me = useAtomValue(memberAtom);
  const toast = useToast();
  return async (status: RsvpStatus) => {
    if (!me) return;
    const sent = api.post<RsvpResult>(`${eventKeys.event(eventId)}/rsvp`, { memberId: me.id, status });
    // Both caches wait on the one request: it fails once, both roll back.
    const onEvent = mutate<EventDto>(
      eventKeys.event(eventId),
      async (current) => {
        const result = await sent;
        if (!current) return current;
        return { ...eventAfterRsvp(current, status), attendingCount: result.attendingCount };
      },
      {
        optimisticData: (current) =>
          current ? eventAfterRsvp(current, status) : (current as unknown as EventDto),
        rollbackOnError: true,
        populateCache: true,
        revalidate: false,
      },
    );
    const onRoster = mutate<EventRosterDto>(
      eventKeys.roster(eventId),
      async (current) => {
        await sent;
        return current ? applyRsvp(current, me.id, status) : current;
      },
      {
        optimisticData: (current) =>
          current ? applyRsvp(current, me.id, status) : (current as unknown as EventRosterDto),
        rollbackOnError: true,
        populateCache: true,
        revalidate: false,
      },
    );
    try {
      await Promise.all([onEvent, onRoster]);
      void refetchMemberEvents(mutate);
    } catch (error) {
      toast.error(firstServerError(error) ?? RSVP_MESSAGES.failed);
    }
  };
}

/** Spec §1: yes, no or maybe for the signed-in member, the current answer pressed. */
export function RsvpButtons({ event }: { event: EventDto }) {
  const rsvp = useRsvp(event.id);
  const current = event.rsvp?.memberStatus ?? 'unknown';
  return (
    // biome-ignore lint/a11y/useSemanticElements: three toggle buttons, one pressed.
    <div className={styles.rsvp} role="group" aria-label="Are you going?">
      {choices.map((choice) => (
        <button
          key={choice.status}
          type="button"
          className={styles.rsvpOption}
          aria-pressed={current === choice.status}
          onClick={() => {
            if (current !== choice.status) void rsvp(choice.status);
          }}
        >
          {choice.label}
        </button>
      ))}
    </div>
  );
}

const pillTones: Partial<Record<RsvpStatus, string | undefined>> = {
  yes: styles.pillYes,
  no: styles.pillNo,
  maybe: styles.pillMaybe,
};

export function RsvpPill({ status }: { status: RsvpStatus }) {
  return <span className={classNames(styles.pill, pillTones[status])}>{rsvpLabels[status]}</span>;
}
