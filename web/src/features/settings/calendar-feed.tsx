import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { SOMETHING_WENT_WRONG } from '../../../../src/contracts/common/messages.ts';
import { firstServerError } from '../../api/api-error';
import { api } from '../../api/client';
import { genericErrorMessage } from '../../api/envelope';
import { useApi } from '../../api/use-api';
import { authenticatedAtom } from '../../app/session';
import { Button } from '../../ui/button/button';
import { FormAlert } from '../../ui/form/field';
import { ConfirmContent } from '../../ui/modal/confirm-content';
import { useModal } from '../../ui/modal/use-modal';
import { Skeleton } from '../../ui/skeleton/skeleton';
import { useToast } from '../../ui/toast/use-toast';
import styles from './settings.module.css';

export const calendarKey = '/member/calendar';
export const regenerateCalendarTitle = 'REGENERATE CALENDAR LINK';

export const CALENDAR_MESSAGES = {
  copied: 'Copied to clipboard',
  clipboardUnsupported: 'Clipboard API not supported',
  regenerated: 'Successfully updated.',
  loadFailed: SOMETHING_WENT_WRONG,
  failed: genericErrorMessage,
} as const;

/**
 * Settings' calendar feed: the member's secret calendar address (`GET /api/member/calendar`), every
 * game of their teams for a calendar app, with COPY and REGENERATE (`POST …/regenerate`), which
 * retires the old address.
 */
export function CalendarFeed() {
  const authenticated = useAtomValue(authenticatedAtom);
  const { data, error, mutate } = useApi<{ url: string }>(authenticated ? calendarKey : null);
  const { mutate: mutateKey } = useSWRConfig();
  const { openModal, closeModal } = useModal();
  const toast = useToast();
  const [copied, setCopied] = useState(false);

  const copy = async (url: string) => {
    if (!navigator.clipboard?.writeText) {
      toast.error(CALENDAR_MESSAGES.clipboardUnsupported);
      return;
    }
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
      toast.success(CALENDAR_MESSAGES.copied);
    } catch {
      toast.error(CALENDAR_MESSAGES.clipboardUnsupported);
    }
  };

  const regenerate = () =>
    openModal(
      <ConfirmContent
        confirmLabel="REGENERATE"
        busyLabel="REGENERATING…"
        onCancel={closeModal}
        errorMessage={(caught) => firstServerError(caught) ?? CALENDAR_MESSAGES.failed}
        onConfirm={async () => {
          const fresh = await api.post<{ url: string }>(`${calendarKey}/regenerate`);
          await mutateKey(calendarKey, fresh, { revalidate: false });
          setCopied(false);
          toast.success(CALENDAR_MESSAGES.regenerated);
          closeModal();
        }}
      >
        <p>
          Make a new calendar address? Calendars subscribed to the current one stop updating until you add the
          new one.
        </p>
      </ConfirmContent>,
      { title: regenerateCalendarTitle },
    );

  return (
    <section className={styles.card} aria-labelledby="settings-calendar">
      <h2 id="settings-calendar" className={styles.cardTitle}>
        Calendar feed
      </h2>
      <p className={styles.muted}>
        Subscribe to this private address in your calendar app to see every game of your teams, with your
        RSVP. Keep it to yourself: anyone with it can read your schedule.
      </p>
      {error ? (
        <div className={styles.feedState}>
          <FormAlert>{CALENDAR_MESSAGES.loadFailed}</FormAlert>
          <Button variant="secondary" size="small" onClick={() => void mutate()}>
            TRY AGAIN
          </Button>
        </div>
      ) : !data ? (
        <div role="status" aria-busy="true" className={styles.feedState}>
          <span className="visually-hidden">Loading your calendar address…</span>
          <Skeleton height="2.75rem" />
        </div>
      ) : (
        <>
          <label htmlFor="calendar-url" className="visually-hidden">
            Calendar address
          </label>
          <input
            id="calendar-url"
            className={styles.feedUrl}
            readOnly
            value={data.url}
            onFocus={(focusEvent) => focusEvent.currentTarget.select()}
          />
          <div className={styles.feedActions}>
            <Button size="small" onClick={() => void copy(data.url)}>
              {copied ? 'COPIED' : 'COPY'}
            </Button>
            <Button size="small" variant="secondary" onClick={regenerate}>
              REGENERATE
            </Button>
          </div>
        </>
      )}
    </section>
  );
}
