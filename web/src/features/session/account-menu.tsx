import { useAtomValue } from 'jotai';
import { useLocation, useNavigate } from 'react-router-dom';
import { authenticatedAtom, memberAtom } from '../../app/session';
import { loginHref } from '../../lib/return-to';
import { useHydrated } from '../../lib/use-hydrated';
import { Avatar } from '../../ui/avatar/avatar';
import { ButtonLink } from '../../ui/button/button';
import { ActionMenu } from '../../ui/menu/action-menu';
import { Skeleton } from '../../ui/skeleton/skeleton';
import { useStaffWorkspaces } from '../leagues/use-leagues';
import { useOpenPlayerProfile } from '../player-profile/use-player-profile';
import styles from './account-menu.module.css';
import { useLogout } from './session-actions';

/** The header's account slot: LOG IN for a visitor; for a member, their avatar and menu. */
export function AccountMenu() {
  const authenticated = useAtomValue(authenticatedAtom);
  const member = useAtomValue(memberAtom);
  const { pathname, search } = useLocation();
  // A prerendered page's HTML links LOG IN to /login: it was rendered for no one address in particular.
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const openPlayerProfile = useOpenPlayerProfile();
  const logout = useLogout();
  // League staff (spec §7 organizations-workspaces): coordinators get the organizer console.
  const { data: staff } = useStaffWorkspaces();
  const isCoordinator = (staff ?? []).some((entry) => entry.role === 'coordinator');
  const isReferee = (staff ?? []).some((entry) => entry.role === 'referee');

  if (!authenticated) {
    return (
      <ButtonLink to={hydrated ? loginHref(`${pathname}${search}`) : '/login'} variant="primary" size="small">
        LOG IN
      </ButtonLink>
    );
  }
  if (member === null) {
    return (
      <span className={styles.loading} role="status">
        <span className="visually-hidden">Loading your account…</span>
        <Skeleton width="36px" height="36px" radius="50%" />
      </span>
    );
  }
  return (
    <ActionMenu
      label={`Account menu for ${member.firstName}`}
      triggerClassName={styles.trigger}
      trigger={
        <>
          <Avatar src={member.avatar} size={36} />
          <span className={styles.name}>{member.firstName}</span>
        </>
      }
      header={
        <p className={styles.who}>
          {member.firstName} {member.lastName}
        </p>
      }
      items={[
        { id: 'profile', label: 'My profile', onSelect: () => openPlayerProfile(member.id) },
        { id: 'settings', label: 'Settings', onSelect: () => navigate('/settings') },
        ...(isCoordinator
          ? [{ id: 'organizer', label: 'Organizer console', onSelect: () => navigate('/organizer') }]
          : []),
        ...(isReferee ? [{ id: 'referee', label: 'My games', onSelect: () => navigate('/referee') }] : []),
        { id: 'logout', label: 'Log out', onSelect: () => void logout() },
      ]}
    />
  );
}
