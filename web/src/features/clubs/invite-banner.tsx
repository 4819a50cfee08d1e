import { useAtomValue } from 'jotai';
import { useLocation, useSearchParams } from 'react-router-dom';
import { inviteTokenAtom, inviteTokenParam } from '../../app/invite';
import { authenticatedAtom } from '../../app/session';
import { loginHref } from '../../lib/return-to';
import { useHydrated } from '../../lib/use-hydrated';
import { ButtonLink } from '../../ui/button/button';
import styles from './styles';

/**
 * An invitee who is not signed in yet (spec §1) is told how to accept: log in or create an account.
 * Shown while the club is still loading too (`name` null), at the place it keeps once it has loaded:
 * it is an invite link's first view (prerendered, issue 15), and its largest text.
 */
export function InviteBanner({ name, kind }: { name: string | null; kind: 'team' | 'group' }) {
  const storedToken = useAtomValue(inviteTokenAtom);
  const authenticated = useAtomValue(authenticatedAtom);
  const [searchParams] = useSearchParams();
  const { pathname, search } = useLocation();
  // The link's own token shows it at once, in the prerendered HTML too; one kept in storage from an
  // earlier page only after hydration, as LOG IN's way back (the HTML was rendered for no one link).
  const hydrated = useHydrated();
  const token = searchParams.get(inviteTokenParam) ?? (hydrated ? storedToken : null);
  if (!token || authenticated) return null;
  return (
    <section className={styles.inviteBanner} aria-label="Invitation">
      <p>
        You're invited to join{' '}
        <strong>{name ?? (kind === 'team' ? 'this team' : 'this pickup group')}</strong>. Log in or create an
        account to accept.
      </p>
      <div className={styles.formActionsRow}>
        <ButtonLink size="small" to={hydrated ? loginHref(`${pathname}${search}`) : '/login'}>
          LOG IN
        </ButtonLink>
        <ButtonLink size="small" variant="secondary" to="/create-account">
          CREATE ACCOUNT
        </ButtonLink>
      </div>
    </section>
  );
}
