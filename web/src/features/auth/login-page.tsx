import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { authenticatedAtom } from '../../app/session';
import { returnToParam, safeReturnTo, withReturnTo } from '../../lib/return-to';
import styles from './auth.module.css';
import { LoginForm } from './login-form';

/** `/login`: where a header LOG IN and an ended session (spec §4: a failed refresh) lead. */
export function LoginPage() {
  // Read once: arriving signed in (another tab, the back button) leaves at once, while signing in
  // here leaves the way the form decides (spec §4), not through this redirect.
  const [arrivedSignedIn] = useState(useAtomValue(authenticatedAtom));
  const [searchParams] = useSearchParams();
  const returnTo = safeReturnTo(searchParams.get(returnToParam));
  if (arrivedSignedIn) return <Navigate to={returnTo ?? '/'} replace />;

  return (
    <div className={styles.page}>
      <title>Log in · Playfield</title>
      <section className={styles.card} aria-labelledby="login-title">
        <h1 id="login-title" className={styles.title}>
          Log in
        </h1>
        <p className={styles.lead}>Welcome back. Your teams, games and messages are waiting.</p>
        <LoginForm />
        <p className={styles.switch}>
          New here? <Link to={withReturnTo('/create-account', returnTo)}>Create an account</Link>
        </p>
      </section>
    </div>
  );
}
