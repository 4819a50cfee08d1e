import { useAtomValue } from 'jotai';
import { type ReactNode, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import type { MemberDto } from '../../../../src/contracts/identity/index.ts';
import { VERIFY_MESSAGES } from '../../../../src/contracts/identity/messages.ts';
import { firstServerError } from '../../api/api-error';
import { api } from '../../api/client';
import { authenticatedAtom } from '../../app/session';
import { loginHref, returnToParam, safeReturnTo } from '../../lib/return-to';
import { ButtonLink } from '../../ui/button/button';
import { EmailAddress } from '../../ui/email/email-address';
import { afterLoginPath } from '../session/after-login';
import { readSession, useSignIn } from '../session/session-actions';
import { meKey, useMe } from '../session/use-me';
import styles from './auth.module.css';
import { once } from './once';
import { ResendVerification } from './resend-verification';
import { StatusPanel } from './status-panel';

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
  const authenticated = useAtomValue(authenticatedAtom);
  const { data: me } = useMe();
  const { mutate } = useSWRConfig();
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
        // A signed-in member's cached profile still says unverified.
        else void mutate(meKey);
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
  }, [email, verificationToken, signIn, mutate]);

  // Signed in (here or already before): go on into the app, never to LOG IN; else log in.
  const member = state.status === 'verified' ? (state.member ?? me ?? null) : (me ?? null);
  const signedIn = authenticated || member !== null;
  const continuePath = member ? afterLoginPath(member, returnTo) : (safeReturnTo(returnTo) ?? '/');

  const continueLink = <ButtonLink to={continuePath}>CONTINUE</ButtonLink>;
  let tone: 'pending' | 'success' | 'error' = 'pending';
  let title = 'Verifying your email…';
  let text: ReactNode = 'We are checking the link from your sign-up email. This takes a moment.';
  let actions: ReactNode = null;
  if (state.status === 'verified') {
    tone = 'success';
    title = VERIFY_MESSAGES.verified;
    text = (
      <>
        Thanks for confirming <EmailAddress address={email} strong />.{' '}
        {signedIn ? 'You are all set.' : 'Log in to get started.'}
      </>
    );
    actions = signedIn ? continueLink : <ButtonLink to={loginHref(returnTo)}>LOG IN</ButtonLink>;
  } else if (state.status === 'failed') {
    tone = 'error';
    title = 'We could not verify your email';
    text = state.message;
    actions = signedIn ? (
      <>
        {continueLink}
        <ResendVerification />
      </>
    ) : (
      <ButtonLink to="/login">LOG IN</ButtonLink>
    );
  }

  return (
    <div className={styles.page}>
      <title>Verify email · Playfield</title>
      <section className={styles.card} aria-label="Email verification">
        {/* One panel whatever the state, its paragraph always first: the heading and text painted
            from the prerendered HTML only change words when the link's answer arrives (issue 15). */}
        <StatusPanel tone={tone} title={title} actions={actions}>
          <p className={styles.statusText}>{text}</p>
          {state.status === 'failed' && (
            <p className={styles.fine}>
              {signedIn
                ? 'You can keep using the app, and send yourself a new link.'
                : 'Logging in with an unverified address sends you a new link.'}
            </p>
          )}
        </StatusPanel>
      </section>
    </div>
  );
}
