import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import {
  EMAIL_CHANGE_MESSAGES,
  type EmailChangeCancelled,
  type EmailChangeConfirmed,
} from '../../../../src/contracts/identity/index.ts';
import { firstServerError } from '../../api/api-error';
import { api } from '../../api/client';
import { genericErrorMessage } from '../../api/envelope';
import { authenticatedAtom } from '../../app/session';
import { ButtonLink } from '../../ui/button/button';
import { meKey } from '../session/use-me';
import { pendingEmailChangeKey } from '../settings/use-pending-email-change';
import styles from './auth.module.css';
import { once } from './once';
import { StatusLoading, StatusPanel } from './status-panel';

type LinkKind = 'confirm' | 'cancel';

type LinkState =
  | { status: 'working' }
  | { status: 'done'; title: string; text: string }
  | { status: 'failed'; title: string; message: string };

const TITLES = {
  confirm: { working: 'Changing your email…', failed: 'We could not change your email' },
  cancel: { working: 'Cancelling the email change…', failed: 'We could not cancel the email change' },
} as const;

function doneState(kind: LinkKind, data: EmailChangeConfirmed | EmailChangeCancelled): LinkState {
  switch (data.outcome) {
    case 'confirmed':
      return {
        status: 'done',
        title: EMAIL_CHANGE_MESSAGES.confirmed,
        text: `From now on you sign in with ${data.email}.`,
      };
    case 'already-confirmed':
      return {
        status: 'done',
        title: EMAIL_CHANGE_MESSAGES.confirmed,
        text: EMAIL_CHANGE_MESSAGES.alreadyConfirmed,
      };
    case 'cancelled':
      return {
        status: 'done',
        title: EMAIL_CHANGE_MESSAGES.cancelled,
        text: `Your account keeps ${data.email}. If you did not ask for the change, reset your password.`,
      };
    case 'already-cancelled':
      return {
        status: 'done',
        title: EMAIL_CHANGE_MESSAGES.cancelled,
        text: EMAIL_CHANGE_MESSAGES.alreadyCancelled,
      };
    default:
      return { status: 'failed', title: TITLES[kind].failed, message: genericErrorMessage };
  }
}

/** The two links of an e-mail change (spec §5 change email): one page, told which link it is. */
function EmailChangeLinkPage({ kind }: { kind: LinkKind }) {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const authenticated = useAtomValue(authenticatedAtom);
  const { mutate } = useSWRConfig();
  const [state, setState] = useState<LinkState>(() =>
    token
      ? { status: 'working' }
      : { status: 'failed', title: TITLES[kind].failed, message: EMAIL_CHANGE_MESSAGES.invalid },
  );

  useEffect(() => {
    if (!token) return;
    let current = true;
    once(`email-change:${kind}:${token}`, () =>
      api.post<EmailChangeConfirmed | EmailChangeCancelled>(`/auth/email-change/${kind}`, { token }),
    ).then(
      (data) => {
        if (!current) return;
        setState(doneState(kind, data));
        // The signed-in member's cached profile may still show the old address.
        void mutate(meKey);
        void mutate(pendingEmailChangeKey);
      },
      (error: unknown) => {
        if (!current) return;
        setState({
          status: 'failed',
          title: TITLES[kind].failed,
          message: firstServerError(error) ?? genericErrorMessage,
        });
      },
    );
    return () => {
      current = false;
    };
  }, [kind, token, mutate]);

  // Signed in: go on into the app; otherwise log in (with whichever address the account has now).
  const next = authenticated ? (
    <ButtonLink to="/settings">CONTINUE</ButtonLink>
  ) : (
    <ButtonLink to="/login">LOG IN</ButtonLink>
  );

  return (
    <div className={styles.page}>
      <title>{`${kind === 'confirm' ? 'Confirm' : 'Cancel'} email change · Playfield`}</title>
      <section className={styles.card} aria-label="Email change">
        {state.status === 'working' && <StatusLoading label={TITLES[kind].working} />}
        {state.status === 'done' && (
          <StatusPanel tone="success" title={state.title} actions={next}>
            <p className={styles.statusText}>{state.text}</p>
          </StatusPanel>
        )}
        {state.status === 'failed' && (
          <StatusPanel tone="error" title={state.title} actions={next}>
            <p className={styles.statusText}>{state.message}</p>
          </StatusPanel>
        )}
      </section>
    </div>
  );
}

/** `/email-change/confirm?token=…`: the link sent to the new address makes the change. */
export function ConfirmEmailChangePage() {
  return <EmailChangeLinkPage kind="confirm" />;
}

/** `/email-change/cancel?token=…`: the link sent to the old address drops the pending change. */
export function CancelEmailChangePage() {
  return <EmailChangeLinkPage kind="cancel" />;
}
