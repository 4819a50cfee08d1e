import { useState } from 'react';
import { SOMETHING_WENT_WRONG } from '../../../../src/contracts/common/messages.ts';
import type {
  EventSubRequestDto,
  SubAttendance,
  SubEventKind,
  SubOfferDto,
} from '../../../../src/contracts/marketplace/index.ts';
import { ApiError, firstServerError } from '../../api/api-error';
import { api } from '../../api/client';
import { useApi } from '../../api/use-api';
import { classNames } from '../../lib/class-names';
import { Button } from '../../ui/button/button';
import { useToast } from '../../ui/toast/use-toast';
import styles from './styles';
import { OfferWho } from './sub-offer-who';
import { marketplaceKeys } from './use-marketplace';

const ATTENDANCE_BUTTONS: ReadonlyArray<{ value: SubAttendance; label: string }> = [
  { value: 'played', label: 'PLAYED' },
  { value: 'no_show', label: 'NO-SHOW' },
];

/**
 * The event page of a game that has started, for its captain (issue 20): each sub they accepted, marked
 * played or no-show with the pressed button (a later tap changes it). The marks make the players'
 * reliability. Nothing shows when no sub was accepted.
 */
export function SubAttendancePanel({
  eventId,
  eventKind = 'team_event',
}: {
  eventId: string;
  eventKind?: SubEventKind;
}) {
  const { data, mutate } = useApi<EventSubRequestDto>(marketplaceKeys.eventSubs(eventId, eventKind));
  const toast = useToast();
  const [busy, setBusy] = useState<string>();
  const accepted = data?.offers.filter((offer) => offer.status === 'accepted') ?? [];
  if (!data?.request || accepted.length === 0) return null;
  const requestPath = `/marketplace/subs/${encodeURIComponent(data.request.id)}`;
  const markAs = async (offer: SubOfferDto, attendance: SubAttendance) => {
    setBusy(`${offer.id}-${attendance}`);
    try {
      const { message } = await api.put<{ message: string }>(
        `${requestPath}/offers/${encodeURIComponent(offer.id)}/attendance`,
        { attendance },
      );
      toast.success(message);
    } catch (error) {
      toast.error(
        error instanceof ApiError ? (firstServerError(error) ?? SOMETHING_WENT_WRONG) : SOMETHING_WENT_WRONG,
      );
    } finally {
      setBusy(undefined);
      void mutate();
    }
  };
  return (
    <section className={styles.card} aria-labelledby="event-sub-attendance">
      <h2 id="event-sub-attendance" className={styles.cardTitle}>
        Subs: who played?
      </h2>
      <ul className={styles.list} aria-label="Subs to mark">
        {accepted.map((offer) => {
          const name = `${offer.member.firstName} ${offer.member.lastName}`;
          return (
            <li key={offer.id} className={styles.subCard}>
              <OfferWho offer={offer} />
              <fieldset className={classNames(styles.subCardAction, styles.bareFieldset)}>
                <legend className="visually-hidden">Did {name} play?</legend>
                {ATTENDANCE_BUTTONS.map(({ value, label }) => (
                  <Button
                    key={value}
                    size="small"
                    variant={offer.attendance === value ? 'primary' : 'secondary'}
                    aria-pressed={offer.attendance === value}
                    busy={busy === `${offer.id}-${value}`}
                    busyLabel="SAVING…"
                    onClick={() => void markAs(offer, value)}
                  >
                    {label}
                  </Button>
                ))}
              </fieldset>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
