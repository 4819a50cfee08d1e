import { useEffect, useRef } from 'react';
import { withReturnTo } from '../../lib/return-to';
import { ButtonLink } from '../../ui/button/button';
import { EmailAddress } from '../../ui/email/email-address';
import { MailIcon } from '../../ui/icons/icons';
import type { InvitePreview } from '../clubs/invite-preview';
import { afterLoginPath } from '../session/after-login';
import styles from './auth.module.css';
import { ResendVerification } from './resend-verification';
import type { Registered } from './sign-up-form';

/**
 * After sign-up: where the verification e-mail went, what happens next (for an invitee: the club they
 * join), and a new link when none arrived. The invite waits on this page (see the invite landing), so
 * the member reads it before moving on.
 */
export function CheckInbox({
  registered,
  returnTo,
  invite,
}: {
  registered: Registered;
  returnTo: string | undefined;
  invite: InvitePreview | null;
}) {
  const titleRef = useRef<HTMLHeadingElement>(null);
  // The form is gone: move focus to what replaced it so screen readers read the outcome.
  useEffect(() => titleRef.current?.focus(), []);
  const { member } = registered;
  return (
    <div className={styles.status}>
      <MailIcon className={`${styles.statusIcon} ${styles.statusIconMail}`} />
      <h1 id="create-account-title" ref={titleRef} tabIndex={-1} className={styles.statusTitle}>
        Check your inbox
      </h1>
      <p className={styles.statusText}>
        We sent a verification link to <EmailAddress address={registered.email} strong />.
      </p>
      <section className={styles.next} aria-labelledby="next-steps-title">
        <h2 id="next-steps-title" className={styles.nextTitle}>
          What happens next
        </h2>
        <ol className={styles.steps}>
          <li>Open the email and follow its link to verify your address.</li>
          {invite ? (
            <li>
              Choose CONTINUE and you join <strong>{invite.club}</strong>
              {invite.inviter ? `, the ${invite.kind} ${invite.inviter} invited you to` : ''}.
            </li>
          ) : (
            <li>Choose CONTINUE: create your team, or join one from a captain’s invite link.</li>
          )}
        </ol>
      </section>
      {member ? (
        <>
          <ButtonLink to={afterLoginPath(member, returnTo)}>CONTINUE</ButtonLink>
          <p className={styles.fine}>
            No email after a few minutes? Check your spam folder, or send yourself a new link.
          </p>
          <ResendVerification />
        </>
      ) : (
        <ButtonLink to={withReturnTo('/login', returnTo)}>LOG IN</ButtonLink>
      )}
    </div>
  );
}
