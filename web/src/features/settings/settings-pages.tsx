import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { Avatar } from '../../ui/avatar/avatar';
import { Button } from '../../ui/button/button';
import { EmailAddress } from '../../ui/email/email-address';
import { Skeleton } from '../../ui/skeleton/skeleton';
import { EmailPreferencesCard } from '../email-preferences/email-preferences-card';
import { RequireAuth } from '../session/require-auth';
import { useLogout } from '../session/session-actions';
import { useMe } from '../session/use-me';
import { useAccountModals } from './account-modals';
import { canUpdateEmail, canUpdatePassword } from './account-rules';
import { CalendarFeed } from './calendar-feed';
import { EditProfile, editProfileTitle, ProfileLoadError } from './edit-profile';
import styles from './settings.module.css';

/** `/settings/`: the player settings hub. */
export function SettingsPage() {
  return (
    <RequireAuth>
      <SettingsHub />
    </RequireAuth>
  );
}

function ChevronIcon() {
  return (
    <svg className={styles.chevron} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="m9 6 6 6-6 6"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

function SettingsHub() {
  const { data: member, error, mutate } = useMe();
  const { openUpdateEmail, openUpdatePassword } = useAccountModals();
  const logout = useLogout();
  const [loggingOut, setLoggingOut] = useState(false);

  return (
    <div className={styles.page}>
      <title>Settings · Playfield</title>
      <h1 className={styles.pageTitle}>Settings</h1>

      {error ? (
        <ProfileLoadError onRetry={() => void mutate()} />
      ) : (
        <>
          <section className={styles.card} aria-labelledby="settings-profile">
            <h2 id="settings-profile" className={styles.cardTitle}>
              Profile
            </h2>
            {member ? (
              <Link to="/settings/general" className={styles.profileLink}>
                <Avatar src={member.avatar} size={56} />
                <span className={styles.profileLinkText}>
                  <span className={styles.profileName}>
                    {member.firstName} {member.lastName}
                  </span>
                  <span className={styles.muted}>
                    <EmailAddress address={member.email} />
                  </span>
                </span>
                <span className={styles.profileAction}>
                  {member.registrationComplete ? 'Edit profile' : 'Complete registration'}
                </span>
                <ChevronIcon />
              </Link>
            ) : (
              <div className={styles.profileLink} role="status" aria-busy="true">
                <span className="visually-hidden">Loading your profile…</span>
                <Skeleton width="56px" height="56px" radius="50%" />
                <span className={styles.profileLinkText}>
                  <Skeleton width="10rem" />
                  <Skeleton width="14rem" height="0.9rem" />
                </span>
              </div>
            )}
          </section>

          <section className={styles.card} aria-labelledby="settings-account">
            <h2 id="settings-account" className={styles.cardTitle}>
              Account
            </h2>
            <ul className={styles.links}>
              {member && canUpdateEmail(member.authSchemas) && (
                <li>
                  <button type="button" className={styles.linkRow} onClick={openUpdateEmail}>
                    Update email
                    <ChevronIcon />
                  </button>
                </li>
              )}
              {member && canUpdatePassword(member.authSchemas) && (
                <li>
                  <button type="button" className={styles.linkRow} onClick={openUpdatePassword}>
                    Update password
                    <ChevronIcon />
                  </button>
                </li>
              )}
              <li>
                <Link to="/settings/general#connected-accounts-section" className={styles.linkRow}>
                  Connected accounts
                  <ChevronIcon />
                </Link>
              </li>
            </ul>
          </section>

          <CalendarFeed />
          <EmailPreferencesCard />
        </>
      )}

      <section className={styles.card} aria-labelledby="settings-about">
        <h2 id="settings-about" className={styles.cardTitle}>
          About
        </h2>
        <ul className={styles.links}>
          <li>
            <Link to="/ts?showReturn=true" className={styles.linkRow}>
              Terms of Service
              <ChevronIcon />
            </Link>
          </li>
          <li>
            <Link to="/privacy" className={styles.linkRow}>
              Privacy policy
              <ChevronIcon />
            </Link>
          </li>
        </ul>
      </section>

      <Button
        variant="secondary"
        block
        busy={loggingOut}
        busyLabel="LOGGING OUT…"
        onClick={() => {
          setLoggingOut(true);
          void logout();
        }}
      >
        LOG OUT
      </Button>
    </div>
  );
}

/** `/settings/general`: edit profile as a page (it also opens as a modal, see useOpenEditProfile). */
export function GeneralSettingsPage() {
  return (
    <RequireAuth>
      <GeneralSettings />
    </RequireAuth>
  );
}

function GeneralSettings() {
  const { data: member } = useMe();
  const title = editProfileTitle(member?.registrationComplete ?? true);

  // The #connected-accounts-section link from the hub: scroll there once the section exists.
  useEffect(() => {
    if (member && window.location.hash)
      document.getElementById(window.location.hash.slice(1))?.scrollIntoView();
  }, [member]);

  return (
    <div className={styles.page}>
      <title>{`${title} · Playfield`}</title>
      <nav aria-label="Breadcrumb" className={styles.breadcrumb}>
        <Link to="/settings">Settings</Link>
        <span aria-hidden="true">/</span>
        <span aria-current="page">Profile</span>
      </nav>
      <h1 className={styles.pageTitle}>{title}</h1>
      <div className={styles.card}>
        <EditProfile />
      </div>
    </div>
  );
}
