import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  SUB_ALERT_MESSAGES,
  type SubAlertUnsubscribeStateDto,
} from '../../../../src/contracts/marketplace/sub-alerts.ts';
import { ApiError, firstServerError } from '../../api/api-error';
import { api } from '../../api/client';
import { classNames } from '../../lib/class-names';
import { Button, ButtonLink } from '../../ui/button/button';
import { FormAlert } from '../../ui/form/field';
import { Skeleton } from '../../ui/skeleton/skeleton';
import styles from '../email-preferences/email-preferences.module.css';

/** A card whose parts stand apart (the shared card has no gap of its own). */
const card = classNames(styles.card, styles.state);

export const SUB_ALERT_UNSUBSCRIBE_TEXT = {
  title: 'Sub alert e-mails',
  explain: (city: string | null) =>
    `When a team${city ? ` in ${city}` : ''} needs a sub on your days and positions, we e-mail you (at most once an hour). Unsubscribe to stop these e-mails; the alerts still reach your notifications.`,
  unsubscribedTitle: 'You are unsubscribed',
  noEmails: 'You get no sub alert e-mails.',
  hint: 'The alerts still reach your notifications. Change your sub alerts, or turn them off, on the marketplace’s Subs tab.',
  failed: 'Something went wrong. Try again later.',
} as const;

type PageState =
  | { status: 'loading' }
  | { status: 'invalid'; message: string }
  | { status: 'ready'; state: SubAlertUnsubscribeStateDto };

const invalidLink = (error: unknown) =>
  error instanceof ApiError && (error.status === 400 || error.status === 403 || error.status === 404);

const subsTab = '/marketplace?tab=subs';

/**
 * `/sub-alerts/unsubscribe?member&token` (SUB_ALERT_UNSUBSCRIBE_PAGE_PATH): the visible "Unsubscribe"
 * link of a sub alert e-mail (issue 20). Opening it changes nothing (mail scanners open links);
 * UNSUBSCRIBE turns the alert's e-mails off, the bell alerts stay. Works signed out: the signed link is
 * the credential.
 */
export function SubAlertUnsubscribePage() {
  const [searchParams] = useSearchParams();
  const member = searchParams.get('member') ?? '';
  const token = searchParams.get('token') ?? '';
  const path = `/marketplace/sub-alert/unsubscribe?${new URLSearchParams({ member, token })}`;
  const [page, setPage] = useState<PageState>(() =>
    member && token ? { status: 'loading' } : { status: 'invalid', message: SUB_ALERT_MESSAGES.badLink },
  );
  const [busy, setBusy] = useState(false);
  const [actionError, setActionError] = useState<string | null>(null);

  useEffect(() => {
    if (!member || !token) return;
    let current = true;
    api.get<SubAlertUnsubscribeStateDto>(path).then(
      (state) => current && setPage({ status: 'ready', state }),
      (error: unknown) =>
        current &&
        setPage({
          status: 'invalid',
          message: invalidLink(error)
            ? SUB_ALERT_MESSAGES.badLink
            : (firstServerError(error) ?? SUB_ALERT_UNSUBSCRIBE_TEXT.failed),
        }),
    );
    return () => {
      current = false;
    };
  }, [member, token, path]);

  const unsubscribe = async () => {
    setBusy(true);
    setActionError(null);
    try {
      setPage({ status: 'ready', state: await api.post<SubAlertUnsubscribeStateDto>(path) });
    } catch (error) {
      setActionError(firstServerError(error) ?? SUB_ALERT_UNSUBSCRIBE_TEXT.failed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.page}>
      <title>Unsubscribe · Playfield</title>
      {page.status === 'loading' ? (
        <div role="status" aria-busy="true" className={styles.state}>
          <span className="visually-hidden">Checking your unsubscribe link…</span>
          <Skeleton width="60%" height="2rem" />
          <Skeleton />
          <Skeleton width="10rem" height="2.75rem" />
        </div>
      ) : page.status === 'invalid' ? (
        <section className={card}>
          <h1 className={styles.title}>{SUB_ALERT_UNSUBSCRIBE_TEXT.title}</h1>
          <FormAlert>{page.message}</FormAlert>
          <div className={styles.actions}>
            <ButtonLink to={subsTab} variant="secondary">
              GO TO SUBS
            </ButtonLink>
          </div>
        </section>
      ) : page.state.emails ? (
        <section className={card} aria-labelledby="sub-alert-unsubscribe-title">
          <h1 id="sub-alert-unsubscribe-title" className={styles.title}>
            {SUB_ALERT_UNSUBSCRIBE_TEXT.title}
          </h1>
          <p>{SUB_ALERT_UNSUBSCRIBE_TEXT.explain(page.state.cityName)}</p>
          {actionError && <FormAlert>{actionError}</FormAlert>}
          <div className={styles.actions}>
            <Button busy={busy} busyLabel="UNSUBSCRIBING…" onClick={() => void unsubscribe()}>
              UNSUBSCRIBE
            </Button>
          </div>
        </section>
      ) : (
        <section className={card} aria-labelledby="sub-alert-unsubscribe-title">
          <h1 id="sub-alert-unsubscribe-title" className={styles.title}>
            {SUB_ALERT_UNSUBSCRIBE_TEXT.unsubscribedTitle}
          </h1>
          <p role="status">{page.state.message ?? SUB_ALERT_UNSUBSCRIBE_TEXT.noEmails}</p>
          <p className={styles.muted}>{SUB_ALERT_UNSUBSCRIBE_TEXT.hint}</p>
          <div className={styles.actions}>
            <ButtonLink to={subsTab} variant="secondary">
              GO TO SUBS
            </ButtonLink>
          </div>
        </section>
      )}
    </div>
  );
}
