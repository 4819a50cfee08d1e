import { useAtomValue } from 'jotai';
import { useLocation } from 'react-router-dom';
import { inviteTokenAtom } from '../../app/invite';
import { authenticatedAtom } from '../../app/session';
import { loginHref } from '../../lib/return-to';
import { ButtonLink } from '../../ui/button/button';
import styles from './styles';

/** An invitee who is not signed in yet (spec §1) is told how to accept: log in or create an account. */
export function InviteBanner({ name }: { name: string }) {
  const token = useAtomValue(inviteTokenAtom);
  const authenticated = useAtomValue(authenticatedAtom);
  const { pathname, search } = useLocation();
  if (!token || authenticated) return null;
  return (
    <section className={styles.inviteBanner} aria-label="Invitation">
      <p>
        You're invited to join <strong>{name}</strong>. Log in or create an account to accept.
      </p>
      <div className={styles.formActionsRow}>
        <ButtonLink size="small" to={loginHref(`${pathname}${search}`)}>
          LOG IN
        </ButtonLink>
        <ButtonLink size="small" variant="secondary" to="/create-account">
          CREATE ACCOUNT
        </ButtonLink>
      </div>
    </section>
  );
}
