import { type ReactNode, useEffect, useRef } from 'react';
import { classNames } from '../../lib/class-names';
import { AlertIcon, CheckCircleIcon } from '../../ui/icons/icons';
import { Skeleton } from '../../ui/skeleton/skeleton';
import styles from './auth.module.css';

/** The outcome of a one-time link (verified, reset, signed in) with what to do next; takes focus. */
export function StatusPanel({
  tone,
  title,
  children,
  actions,
}: {
  tone: 'success' | 'error';
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
}) {
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => titleRef.current?.focus(), []);
  const Icon = tone === 'success' ? CheckCircleIcon : AlertIcon;
  return (
    <div className={styles.status} role={tone === 'error' ? 'alert' : undefined}>
      <Icon className={classNames(styles.statusIcon, tone === 'error' && styles.statusIconError)} />
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
