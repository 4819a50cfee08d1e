import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { type MemberDto, VERIFY_MESSAGES } from '../../../../src/contracts/identity/index.ts';
import { firstServerError } from '../../api/api-error';
import { api } from '../../api/client';
import { loginHref, returnToParam } from '../../lib/return-to';
import { ButtonLink } from '../../ui/button/button';
import { afterLoginPath } from '../session/after-login';
import { readSession, useSignIn } from '../session/session-actions';
import { useMe } from '../session/use-me';
import styles from './auth.module.css';
import { once } from './once';
import { StatusLoading, StatusPanel } from './status-panel';

type VerifyState =
  | { status: 'verifying' }
  | { status: 'verified'; member: MemberDto | null }
  | { status: 'failed'; message: string };

/** `/verify?email=…&verificationToken=…`: the sign-up e-mail's link (GET /api/auth/verify/). */
export function VerifyPage() {
  const [searchParams] = useSearchParams();
  const email = searchParams.get('email') ?? '';
  const verificationToken = searchParams.get('verificationToken') ?? '';
  const returnTo = searchParams.get(returnToParam);
  const signIn = useSignIn();
  const { data: me } = useMe();
  const [state, setState] = useState<VerifyState>(() =>
    email && verificationToken
      ? { status: 'verifying' }
      : { status: 'failed', message: VERIFY_MESSAGES.invalidLink },
  );

  useEffect(() => {
    if (!email || !verificationToken) return;
    let current = true;
    const query = new URLSearchParams({ email, verificationToken });
    once(`verify:${query}`, () => api.get<unknown>(`/auth/verify/?${query}`)).then(
      (data) => {
        if (!current) return;
        const session = readSession(data);
        if (session) signIn(session);
        setState({ status: 'verified', member: session?.member ?? null });
      },
      (error: unknown) => {
        if (current)
          setState({ status: 'failed', message: firstServerError(error) ?? VERIFY_MESSAGES.invalidLink });
      },
    );
    return () => {
      current = false;
    };
  }, [email, verificationToken, signIn]);

  // Verified while signed in (here or already before): go on; otherwise log in with the new address.
  const member = state.status === 'verified' ? (state.member ?? me ?? null) : null;

  return (
    <div className={styles.page}>
      <title>Verify email · Playfield</title>
      <section className={styles.card} aria-label="Email verification">
        {state.status === 'verifying' && <StatusLoading label="Verifying your email…" />}
        {state.status === 'verified' && (
          <StatusPanel
            tone="success"
            title={VERIFY_MESSAGES.verified}
            actions={
              member ? (
                <ButtonLink to={afterLoginPath(member, returnTo)}>CONTINUE</ButtonLink>
              ) : (
                <ButtonLink to={loginHref(returnTo)}>LOG IN</ButtonLink>
              )
            }
          >
            <p className={styles.statusText}>
              Thanks for confirming <strong>{email}</strong>.{' '}
              {member ? 'You are all set.' : 'Log in to get started.'}
            </p>
          </StatusPanel>
        )}
        {state.status === 'failed' && (
          <StatusPanel
            tone="error"
            title="We could not verify your email"
            actions={<ButtonLink to="/login">LOG IN</ButtonLink>}
          >
            <p className={styles.statusText}>{state.message}</p>
            <p className={styles.fine}>Logging in with an unverified address sends you a new link.</p>
          </StatusPanel>
        )}
      </section>
    </div>
  );
}
