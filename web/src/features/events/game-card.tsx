import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Skeleton } from '../../ui/skeleton/skeleton';
import { badgeParts, formatEventDate, zoneAbbreviation } from './event-format';
import styles from './styles';

export interface GameCardProps {
  to: string;
  title: string;
  /** The kick-off (a UTC instant), shown in the zone the game is played in. */
  startsAt: string;
  ianaTimezone: string;
  /** Under the time: who plays and where. */
  meta: ReactNode;
  /** The pills along the bottom. */
  foot: ReactNode;
}

/** A game in a list (the schedule, a member's home): its day, title, time in its own zone, and more. */
export function GameCard({ to, title, startsAt, ianaTimezone, meta, foot }: GameCardProps) {
  const badge = badgeParts({ dateAndTime: startsAt, ianaTimezone });
  return (
    <Link to={to} className={styles.eventCard}>
      <span className={styles.dateBadge} aria-hidden="true">
        <span className={styles.dateBadgeMonth}>{badge.month}</span>
        <span className={styles.dateBadgeDay}>{badge.day}</span>
      </span>
      <span className={styles.listCardText}>
        <span className={styles.listCardTitle}>{title}</span>
        <span className={styles.listCardMeta}>
          <time dateTime={startsAt}>{formatEventDate(startsAt, ianaTimezone)}</time>{' '}
          {zoneAbbreviation(startsAt, ianaTimezone)}
        </span>
        <span className={styles.listCardMeta}>{meta}</span>
      </span>
      <span className={styles.listCardFoot}>{foot}</span>
    </Link>
  );
}

/** Three game cards' worth of placeholder while a list loads. */
export function GameListSkeleton({ label = 'Loading…' }: { label?: string }) {
  return (
    <div role="status" aria-busy="true" className={styles.list}>
      <span className="visually-hidden">{label}</span>
      {[0, 1, 2].map((index) => (
        <div key={index} className={styles.skeletonCard} aria-hidden="true">
          <Skeleton width="56px" height="56px" radius="8px" />
          <span className={styles.skeletonLines}>
            <Skeleton width="60%" height="1.1rem" />
            <Skeleton width="80%" />
            <Skeleton width="45%" />
          </span>
        </div>
      ))}
    </div>
  );
}
