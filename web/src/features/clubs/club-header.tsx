import type { ReactNode } from 'react';
import { Avatar } from '../../ui/avatar/avatar';
import { Button } from '../../ui/button/button';
import { FormAlert } from '../../ui/form/field';
import { Skeleton } from '../../ui/skeleton/skeleton';
import { CLUB_MESSAGES } from './club-messages';
import styles from './styles';

interface ClubHeaderProps {
  name: string;
  established: number;
  location: string;
  banner: string | null;
  logo: string | null;
  /** 'team' or 'pickup group', shown as a tag. */
  tag: string;
  actions?: ReactNode;
}

/** Spec §2: the club's name and 'estd. (year) / (location)', over its banner with its logo or badge. */
export function ClubHeader({ name, established, location, banner, logo, tag, actions }: ClubHeaderProps) {
  return (
    <header className={styles.clubHeader}>
      <div className={styles.banner} style={banner ? { backgroundImage: `url("${banner}")` } : undefined} />
      <div className={styles.headerBody}>
        <Avatar src={logo} size={88} className={styles.headerLogo} />
        <div className={styles.headerText}>
          <span className={styles.headerTag}>{tag}</span>
          <h1 className={styles.clubName}>{name}</h1>
          <p className={styles.estd}>
            estd. {established} / {location}
          </p>
        </div>
        {actions && <div className={styles.headerActions}>{actions}</div>}
      </div>
    </header>
  );
}

export function ClubHeaderSkeleton() {
  return (
    <div className={styles.clubHeader} aria-hidden="true">
      <div className={styles.banner} />
      <div className={styles.headerBody}>
        <Skeleton width="88px" height="88px" radius="50%" />
        <div className={styles.headerText}>
          <Skeleton width="12rem" height="1.75rem" />
          <Skeleton width="9rem" />
        </div>
      </div>
    </div>
  );
}

/** The header's place while the club loads, said to assistive technology as loading. */
export function ClubHeaderLoading() {
  return (
    <div role="status" aria-busy="true">
      <span className="visually-hidden">Loading…</span>
      <ClubHeaderSkeleton />
    </div>
  );
}

/** A list's loading rows. */
export function ListSkeleton({ rows = 5 }: { rows?: number }) {
  return (
    <ul className={styles.list} aria-hidden="true">
      {Array.from({ length: rows }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
        <li key={index} className={styles.skeletonRow}>
          <Skeleton width="40px" height="40px" radius="50%" />
          <Skeleton width={`${50 + ((index * 13) % 30)}%`} />
        </li>
      ))}
    </ul>
  );
}

/** A club page that did not load: `notFound` for a 404, else the error with TRY AGAIN. */
export function ClubPageError({
  status,
  notFound,
  onRetry,
}: {
  status: number;
  notFound: string;
  onRetry: () => void;
}) {
  return (
    <div className={styles.page}>
      <div className={styles.stateBlock}>
        <FormAlert>{status === 404 ? notFound : CLUB_MESSAGES.rosterError}</FormAlert>
        {status !== 404 && (
          <Button variant="secondary" size="small" onClick={onRetry}>
            TRY AGAIN
          </Button>
        )}
      </div>
    </div>
  );
}
