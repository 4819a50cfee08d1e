import { useParams, useSearchParams } from 'react-router-dom';
import {
  EMAIL_PREFERENCE_MESSAGES,
  type EmailKind,
  emailKindOfSlug,
  type UnsubscribeStateDto,
} from '../../../../src/contracts/identity/index.ts';
import { Button, ButtonLink } from '../../ui/button/button';
import { FormAlert } from '../../ui/form/field';
import styles from './email-preferences.module.css';
import { SignedLinkChecking, useSignedLink } from './use-signed-link';

/** What each kind of e-mail is, as the page explains it before the reader unsubscribes. */
export const UNSUBSCRIBE_KIND_TEXT: Record<EmailKind, { title: string; explain: string }> = {
  game_emails: {
    title: 'Game e-mails',
    explain:
      'New games, changed times or places and cancellations of your teams’ and pickup games are e-mailed to the players. Unsubscribe to stop these e-mails; you still see every game in the app.',
  },
  reminders: {
    title: 'Reminder e-mails',
    explain:
      'Before kickoff we remind you of the next match, and captains can nudge players who have not answered. Unsubscribe to stop these e-mails; the reminders still appear in your notifications.',
  },
  chat_digests: {
    title: 'Chat digest e-mails',
    explain:
      'When messages to you stay unread for a while, we send one e-mail listing them. Unsubscribe to stop these e-mails; your messages are still in the app.',
  },
};

export const UNSUBSCRIBE_TEXT = {
  title: 'Unsubscribe',
  unsubscribedTitle: 'You are unsubscribed',
  resubscribeHint: 'Changed your mind? You can switch them back on here or in Settings at any time.',
} as const;

/**
 * `/unsubscribe/{kind}?member&kind&token`: the "Unsubscribe" link of an optional e-mail (the kind is the
 * path's slug; `/unsubscribe/team-events` of older mails means game e-mails). Opening it
 * changes nothing (mail scanners open links); UNSUBSCRIBE does, and the confirmation offers the way back.
 * Works signed out: the signed link is the credential.
 */
export function UnsubscribePage() {
  const [searchParams] = useSearchParams();
  const kind = emailKindOfSlug(useParams().kind);
  const member = searchParams.get('member') ?? '';
  const token = searchParams.get('token') ?? '';
  const query = new URLSearchParams({ member, kind: kind ?? '', token }).toString();
  const text = kind ? UNSUBSCRIBE_KIND_TEXT[kind] : undefined;
  const { page, busy, actionError, change } = useSignedLink<UnsubscribeStateDto>(
    member && token && kind ? `/email/unsubscribe?${query}` : null,
    EMAIL_PREFERENCE_MESSAGES.invalidLink,
  );
  const subscribe = (on: boolean) => change(`/email/${on ? 'resubscribe' : 'unsubscribe'}?${query}`);

  return (
    <div className={styles.page}>
      <title>Unsubscribe · Playfield</title>
      {page.status === 'loading' ? (
        <SignedLinkChecking />
      ) : page.status === 'invalid' ? (
        <section className={styles.card}>
          <h1 className={styles.title}>{text?.title ?? UNSUBSCRIBE_TEXT.title}</h1>
          <FormAlert>{page.message}</FormAlert>
          <div className={styles.actions}>
            <ButtonLink to="/settings" variant="secondary">
              GO TO SETTINGS
            </ButtonLink>
          </div>
        </section>
      ) : page.state.subscribed ? (
        <section className={styles.card} aria-labelledby="unsubscribe-title">
          <h1 id="unsubscribe-title" className={styles.title}>
            {UNSUBSCRIBE_KIND_TEXT[page.state.kind].title}
          </h1>
          {page.state.message && <p role="status">{page.state.message}</p>}
          <p>{UNSUBSCRIBE_KIND_TEXT[page.state.kind].explain}</p>
          <p className={styles.muted}>E-mails to {page.state.email}</p>
          {actionError && <FormAlert>{actionError}</FormAlert>}
          <div className={styles.actions}>
            <Button busy={busy} busyLabel="UNSUBSCRIBING…" onClick={() => void subscribe(false)}>
              UNSUBSCRIBE
            </Button>
          </div>
        </section>
      ) : (
        <section className={styles.card} aria-labelledby="unsubscribe-title">
          <h1 id="unsubscribe-title" className={styles.title}>
            {UNSUBSCRIBE_TEXT.unsubscribedTitle}
          </h1>
          <p role="status">{page.state.message ?? EMAIL_PREFERENCE_MESSAGES.unsubscribed(page.state.kind)}</p>
          <p className={styles.muted}>
            E-mails to {page.state.email}. {UNSUBSCRIBE_TEXT.resubscribeHint}
          </p>
          {actionError && <FormAlert>{actionError}</FormAlert>}
          <div className={styles.actions}>
            <Button
              variant="secondary"
              busy={busy}
              busyLabel="RE-SUBSCRIBING…"
              onClick={() => void subscribe(true)}
            >
              RE-SUBSCRIBE
            </Button>
          </div>
        </section>
      )}
    </div>
  );
}
