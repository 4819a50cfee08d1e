import { type ReactNode, useEffect, useRef } from 'react';
import { classNames } from '../../lib/class-names';
import { AlertIcon, CheckCircleIcon } from '../../ui/icons/icons';
import { Skeleton } from '../../ui/skeleton/skeleton';
import styles from './auth.module.css';

/**
 * The outcome of a one-time link (verified, reset, signed in) with what to do next; takes focus.
 * `pending` is the same panel while the link is checked (a placeholder icon, no focus): a page that
 * keeps one panel and only changes its tone and texts reuses the heading and first paragraph painted
 * from the prerendered HTML, so the answer is not a new, later largest paint (issue 15, LCP).
 */
export function StatusPanel({
  tone,
  title,
  children,
  actions,
}: {
  tone: 'pending' | 'success' | 'error';
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
}) {
  const titleRef = useRef<HTMLHeadingElement>(null);
  const pending = tone === 'pending';
  useEffect(() => {
    if (!pending) titleRef.current?.focus();
  }, [pending]);
  const Icon = tone === 'success' ? CheckCircleIcon : AlertIcon;
  return (
    <div
      className={styles.status}
      role={tone === 'error' ? 'alert' : pending ? 'status' : undefined}
      aria-busy={pending || undefined}
    >
      {pending ? (
        <Skeleton width="48px" height="48px" radius="50%" />
      ) : (
        <Icon className={classNames(styles.statusIcon, tone === 'error' && styles.statusIconError)} />
      )}
      <h1 ref={titleRef} tabIndex={-1} className={styles.statusTitle}>
        {title}
      </h1>
      {children}
      {actions}
    </div>
  );
}

export function StatusLoading({ label }: { label: string }) {
  return (
    <div className={styles.loading} role="status" aria-busy="true">
      <span className="visually-hidden">{label}</span>
      <Skeleton width="48px" height="48px" radius="50%" />
      <Skeleton width="70%" height="1.75rem" />
      <Skeleton width="100%" />
      <Skeleton width="60%" />
    </div>
  );
}
