import { useEffect, useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import {
  EMAIL_PREFERENCE_MESSAGES,
  type EmailKind,
  emailKindOfSlug,
  type UnsubscribeStateDto,
} from '../../../../src/contracts/identity/index.ts';
import { ApiError, firstServerError } from '../../api/api-error';
import { api } from '../../api/client';
import { loadFailedMessage } from '../../api/envelope';
import { Button, ButtonLink } from '../../ui/button/button';
import { FormAlert } from '../../ui/form/field';
import { Skeleton } from '../../ui/skeleton/skeleton';
import styles from './email-preferences.module.css';

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
  failed: loadFailedMessage,
} as const;

type PageState =
  | { status: 'loading' }
  | { status: 'invalid'; message: string }
  | { status: 'ready'; state: UnsubscribeStateDto };

const invalidLink = (error: unknown) =>
  error instanceof ApiError && (error.status === 403 || error.status === 404 || error.status === 400);

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
  const [page, setPage] = useState<PageState>(() =>
    member && token && kind
      ? { status: 'loading' }
      : { status: 'invalid', message: EMAIL_PREFERENCE_MESSAGES.invalidLink },
  );
  const [busy, setBusy] = useState(false);
  const [actionError, setActionError] = useState<string | null>(null);

  useEffect(() => {
    if (!member || !token || !kind) return;
    let current = true;
    api.get<UnsubscribeStateDto>(`/email/unsubscribe?${query}`).then(
      (state) => current && setPage({ status: 'ready', state }),
      (error: unknown) =>
        current &&
        setPage({
          status: 'invalid',
          message: invalidLink(error)
            ? EMAIL_PREFERENCE_MESSAGES.invalidLink
            : (firstServerError(error) ?? UNSUBSCRIBE_TEXT.failed),
        }),
    );
    return () => {
      current = false;
    };
  }, [member, token, kind, query]);

  const change = async (subscribe: boolean) => {
    setBusy(true);
    setActionError(null);
    try {
      const state = await api.post<UnsubscribeStateDto>(
        `/email/${subscribe ? 'resubscribe' : 'unsubscribe'}?${query}`,
      );
      setPage({ status: 'ready', state });
    } catch (error) {
      setActionError(firstServerError(error) ?? UNSUBSCRIBE_TEXT.failed);
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
            <Button busy={busy} busyLabel="UNSUBSCRIBING…" onClick={() => void change(false)}>
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
              onClick={() => void change(true)}
            >
              RE-SUBSCRIBE
            </Button>
          </div>
        </section>
      )}
    </div>
  );
}
