import { type ReactNode, useEffect, useState } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { LOGIN_MESSAGES, type MemberDto, SOCIAL_ERRORS } from '../../../../src/contracts/identity/index.ts';
import { firstServerError } from '../../api/api-error';
import { api } from '../../api/client';
import { loginHref, returnToParam } from '../../lib/return-to';
import { Button, ButtonLink } from '../../ui/button/button';
import { afterLoginPath } from '../session/after-login';
import { useSignIn } from '../session/session-actions';
import { pickSocialError } from '../session/social-error-message';
import { meKey } from '../session/use-me';
import styles from './auth.module.css';
import { once } from './once';
import { ResetWithToken } from './reset-password-page';
import { StatusLoading, StatusPanel } from './status-panel';
import { useTokenSignIn } from './use-token-sign-in';

/**
 * `/auto-login`: signs in from a link. `?resetToken=` is a reset link (then the set-password form);
 * `?authorization=` a sign-in token; neither is the return from a social sign-in, whose session the
 * server has already set as cookies. Then on to `returnTo` (spec §4).
 */
export function AutoLoginPage() {
  const [searchParams] = useSearchParams();
  const resetToken = searchParams.get('resetToken');
  const authorization = searchParams.get('authorization');
  const returnTo = searchParams.get(returnToParam);
  const authError = searchParams.get('authError');

  let content: ReactNode;
  if (resetToken) content = <ResetWithToken key={resetToken} resetToken={resetToken} />;
  else if (authorization)
    content = <TokenSignIn key={authorization} authorization={authorization} returnTo={returnTo} />;
  else if (authError)
    content = <SignInFailed message={pickSocialError(SOCIAL_ERRORS, authError)} returnTo={returnTo} />;
  else content = <CookieSignIn returnTo={returnTo} />;

  return (
    <div className={styles.page}>
      <title>Signing in · Playfield</title>
      <section className={styles.card} aria-label="Sign in">
        {content}
      </section>
    </div>
  );
}

function SignInFailed({ message, returnTo }: { message: string; returnTo: string | null }) {
  return (
    <StatusPanel
      tone="error"
      title="We could not sign you in"
      actions={<ButtonLink to={loginHref(returnTo)}>LOG IN</ButtonLink>}
    >
      <p className={styles.statusText}>{message}</p>
    </StatusPanel>
  );
}

function TokenSignIn({ authorization, returnTo }: { authorization: string; returnTo: string | null }) {
  const { state, retry } = useTokenSignIn(authorization);
  switch (state.status) {
    case 'signing-in':
      return <StatusLoading label="Signing you in…" />;
    case 'signed-in':
      return <Navigate to={afterLoginPath(state.member, returnTo)} replace />;
    case 'refused':
      return (
        <SignInFailed message="This sign-in link is no longer valid. Please log in." returnTo={returnTo} />
      );
    case 'failed':
      return (
        <StatusPanel
          tone="error"
          title="We could not sign you in"
          actions={<Button onClick={retry}>TRY AGAIN</Button>}
        >
          <p className={styles.statusText}>{firstServerError(state.error) ?? LOGIN_MESSAGES.fallback}</p>
        </StatusPanel>
      );
  }
}

/** Back from a social sign-in: the session cookies are set; read who we are and mark the session. */
function CookieSignIn({ returnTo }: { returnTo: string | null }) {
  const signIn = useSignIn();
  const [state, setState] = useState<{ member: MemberDto } | { failed: true } | null>(null);

  useEffect(() => {
    let current = true;
    once('auto-login:cookie', () => api.get<MemberDto>(meKey)).then(
      (member) => {
        if (!current) return;
        signIn({ member });
        setState({ member });
      },
      () => current && setState({ failed: true }),
    );
    return () => {
      current = false;
    };
  }, [signIn]);

  if (state === null) return <StatusLoading label="Signing you in…" />;
  if ('failed' in state) return <SignInFailed message={LOGIN_MESSAGES.fallback} returnTo={returnTo} />;
  return <Navigate to={afterLoginPath(state.member, returnTo)} replace />;
}
