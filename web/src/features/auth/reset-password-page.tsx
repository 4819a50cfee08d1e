import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { PASSWORD_FLOW_MESSAGES } from '../../../../src/contracts/identity/messages.ts';
import { returnToParam } from '../../lib/return-to';
import { Button } from '../../ui/button/button';
import { EmailAddress } from '../../ui/email/email-address';
import { Skeleton } from '../../ui/skeleton/skeleton';
import { afterLoginPath } from '../session/after-login';
import styles from './auth.module.css';
import { RequestResetForm } from './request-reset-form';
import { SetPasswordForm } from './set-password-form';
import { StatusPanel } from './status-panel';
import { useTokenSignIn } from './use-token-sign-in';

/**
 * `/reset-password`: without a token, the request-a-link form (also offered as a modal by the login
 * form); with `?resetToken=` (the e-mailed link), sign in with it and set a new password (spec §4).
 */
export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const resetToken = searchParams.get('resetToken');
  return (
    <div className={styles.page}>
      <title>Reset password · Playfield</title>
      <section className={styles.card} aria-labelledby="reset-title">
        {resetToken ? (
          <ResetWithToken key={resetToken} resetToken={resetToken} />
        ) : (
          <>
            <h1 id="reset-title" className={styles.title}>
              Reset your password
            </h1>
            <RequestResetForm />
          </>
        )}
      </section>
    </div>
  );
}

const setPasswordLead =
  'Choose the password you will use from now on. Setting it signs you out on your other devices.';

/** The reset link's two steps: auto-login with the token, then the set-password form. */
export function ResetWithToken({ resetToken }: { resetToken: string }) {
  const { state, retry } = useTokenSignIn(resetToken);
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [requestNew, setRequestNew] = useState(false);

  if (requestNew) {
    return (
      <>
        <h1 id="reset-title" className={styles.title}>
          Get a new link
        </h1>
        <RequestResetForm />
      </>
    );
  }

  switch (state.status) {
    case 'signing-in':
      // The signed-in view's heading and lead, word for word, and the form's place held: the
      // prerendered page paints these and the answer leaves them untouched; it only fills the
      // small line above the lead, so it paints nothing larger later (issue 15, LCP).
      return (
        <>
          <h1 id="reset-title" className={styles.title}>
            Set a new password
          </h1>
          <p className={styles.fine} role="status">
            Checking your reset link…
          </p>
          <p className={styles.lead}>{setPasswordLead}</p>
          <div className={styles.loading} aria-hidden="true">
            <Skeleton width="40%" />
            <Skeleton height="2.75rem" />
            <Skeleton width="40%" />
            <Skeleton height="2.75rem" />
          </div>
        </>
      );
    case 'refused':
      return (
        <StatusPanel
          tone="error"
          title={PASSWORD_FLOW_MESSAGES.invalidResetLink}
          actions={<Button onClick={() => setRequestNew(true)}>SEND ME A NEW LINK</Button>}
        >
          <p className={styles.statusText}>The link may have been used already or may have expired.</p>
        </StatusPanel>
      );
    case 'failed':
      return (
        <StatusPanel
          tone="error"
          title={PASSWORD_FLOW_MESSAGES.resetFailed}
          actions={<Button onClick={retry}>TRY AGAIN</Button>}
        >
          <p className={styles.statusText}>We could not check your link. Please try again in a moment.</p>
        </StatusPanel>
      );
    case 'signed-in':
      return (
        <>
          <h1 id="reset-title" className={styles.title}>
            Set a new password
          </h1>
          <p className={styles.fine}>
            Signed in as <EmailAddress address={state.member.email} strong />.
          </p>
          <p className={styles.lead}>{setPasswordLead}</p>
          <SetPasswordForm
            authorization={resetToken}
            onDone={() =>
              navigate(afterLoginPath(state.member, searchParams.get(returnToParam)), { replace: true })
            }
          />
        </>
      );
  }
}
