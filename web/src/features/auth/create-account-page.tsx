import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { returnToParam, safeReturnTo, withReturnTo } from '../../lib/return-to';
import { BrandMark, brandName } from '../../ui/brand/brand-mark';
import { FormAlert } from '../../ui/form/field';
import { useInvitePreview } from '../clubs/invite-preview';
import styles from './auth.module.css';
import { CheckInbox } from './check-inbox';
import { type Registered, SignUpForm } from './sign-up-form';
import { SocialSignIn } from './social-sign-in';

/**
 * `/create-account`, where every invite and new player starts: sign-up, then "Check your inbox". It is
 * a first route on a phone, so it loads no form library and no zod until the form is touched.
 */
export function CreateAccountPage() {
  const [registered, setRegistered] = useState<Registered | null>(null);
  const [searchParams] = useSearchParams();
  const returnTo = safeReturnTo(searchParams.get(returnToParam));
  const invite = useInvitePreview();

  return (
    <div className={styles.page}>
      <title>Create account · Playfield</title>
      <Link to="/" className={styles.brand} aria-label={`${brandName} home`}>
        <BrandMark tone="light" />
      </Link>
      <section className={`${styles.card} ${styles.wide}`} aria-labelledby="create-account-title">
        {registered ? (
          <CheckInbox registered={registered} returnTo={returnTo} invite={invite} />
        ) : (
          <>
            <h1 id="create-account-title" className={styles.title}>
              Create your account
            </h1>
            {invite ? (
              <div className={styles.invite}>
                <FormAlert tone="info">
                  You’re invited to join <strong>{invite.club}</strong>
                  {invite.inviter ? ` by ${invite.inviter}` : ''}. Create your account to accept.
                </FormAlert>
              </div>
            ) : (
              <p className={styles.lead}>
                Join your team, find a pickup game and keep your stats. It takes a minute.
              </p>
            )}
            <SignUpForm onRegistered={setRegistered} />
            <SocialSignIn returnTo={returnTo ?? null} />
            <p className={styles.switch}>
              Already have an account? <Link to={withReturnTo('/login', returnTo)}>Log in</Link>
            </p>
          </>
        )}
      </section>
    </div>
  );
}
