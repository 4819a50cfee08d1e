import type { CSSProperties } from 'react';
import styles from './skeleton.module.css';

interface SkeletonProps {
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  radius?: CSSProperties['borderRadius'];
}

/** A placeholder block; decorative, so screen readers skip it (the page skeleton announces). */
export function Skeleton({ width = '100%', height = '1rem', radius }: SkeletonProps) {
  return (
    <span aria-hidden="true" className={styles.skeleton} style={{ width, height, borderRadius: radius }} />
  );
}

/** Shown while a lazily loaded route's code arrives. */
export function PageSkeleton() {
  return (
    <div className={styles.page} role="status" aria-busy="true">
      <span className="visually-hidden">Loading…</span>
      <Skeleton width="60%" height="2rem" />
      <Skeleton width="90%" />
      <Skeleton width="75%" />
      <div className={styles.row}>
        <Skeleton height="8rem" />
        <Skeleton height="8rem" />
        <Skeleton height="8rem" />
      </div>
    </div>
  );
}
