import { useSearchParams } from 'react-router-dom';
import {
  SUB_ALERT_MESSAGES,
  type SubAlertUnsubscribeStateDto,
} from '../../../../src/contracts/marketplace/sub-alerts.ts';
import { classNames } from '../../lib/class-names';
import { Button, ButtonLink } from '../../ui/button/button';
import { FormAlert } from '../../ui/form/field';
import styles from '../email-preferences/email-preferences.module.css';
import { SignedLinkChecking, useSignedLink } from '../email-preferences/use-signed-link';

/** A card whose parts stand apart (the shared card has no gap of its own). */
const card = classNames(styles.card, styles.state);

export const SUB_ALERT_UNSUBSCRIBE_TEXT = {
  title: 'Sub alert e-mails',
  explain: (city: string | null) =>
    `When a team${city ? ` in ${city}` : ''} needs a sub on your days and positions, we e-mail you (at most once an hour). Unsubscribe to stop these e-mails; the alerts still reach your notifications.`,
  unsubscribedTitle: 'You are unsubscribed',
  noEmails: 'You get no sub alert e-mails.',
  hint: 'The alerts still reach your notifications. Change your sub alerts, or turn them off, on the marketplace’s Subs tab.',
} as const;

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
  const { page, busy, actionError, change } = useSignedLink<SubAlertUnsubscribeStateDto>(
    member && token ? path : null,
    SUB_ALERT_MESSAGES.badLink,
  );

  return (
    <div className={styles.page}>
      <title>Unsubscribe · Playfield</title>
      {page.status === 'loading' ? (
        <SignedLinkChecking />
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
            <Button busy={busy} busyLabel="UNSUBSCRIBING…" onClick={() => void change(path)}>
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
