import type { ReactNode } from 'react';
import { Skeleton } from '../../ui/skeleton/skeleton';
import { ListSkeleton } from '../clubs/club-header';
import styles from './styles';

/**
 * A team event's or a pickup game's page while it loads: the hero's lines (and any `children` after
 * them), the summary card and the roster list.
 */
export function GamePageSkeleton({ children }: { children?: ReactNode }) {
  return (
    <div className={styles.page} role="status" aria-busy="true">
      <span className="visually-hidden">Loading…</span>
      <div className={styles.hero} aria-hidden="true">
        <Skeleton width="8rem" />
        <Skeleton width="60%" height="2rem" />
        <Skeleton width="80%" />
        {children}
      </div>
      <div className={styles.card} aria-hidden="true">
        <Skeleton height="3rem" />
      </div>
      <div className={styles.card} aria-hidden="true">
        <ListSkeleton rows={4} />
      </div>
    </div>
  );
}
