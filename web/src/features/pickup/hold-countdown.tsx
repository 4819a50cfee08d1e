import { useEffect, useRef, useState } from 'react';
import { countdownLabel } from './pickup-format';
import styles from './styles';

/** Milliseconds until `deadline`, ticking every second while mounted; calls `onExpired` once at zero. */
export function useTimeLeft(deadline: string, onExpired?: () => void): number {
  const end = new Date(deadline).getTime();
  const [now, setNow] = useState(() => Date.now());
  const expired = useRef(false);
  const latest = useRef(onExpired);
  latest.current = onExpired;

  useEffect(() => {
    expired.current = false;
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);

  const left = Number.isNaN(end) ? 0 : end - now;
  useEffect(() => {
    if (left <= 0 && !expired.current) {
      expired.current = true;
      latest.current?.();
    }
  }, [left]);
  return Math.max(0, left);
}

const deadlineFormat = (deadline: string, zone: string) => {
  try {
    return new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      weekday: 'short',
      hour: 'numeric',
      minute: '2-digit',
      timeZoneName: 'short',
    }).format(new Date(deadline));
  } catch {
    return '';
  }
};

/**
 * The time left on a held spot. The count ticks every second in a timer (not announced each second:
 * its live region is off); the deadline beside it is what a screen reader reads.
 */
export function HoldCountdown({
  expiresAt,
  zone,
  onExpired,
}: {
  expiresAt: string;
  zone: string;
  onExpired?: () => void;
}) {
  const left = useTimeLeft(expiresAt, onExpired);
  return (
    <p className={styles.muted}>
      <span className={styles.countdown} role="timer">
        {countdownLabel(left)}
      </span>{' '}
      left · held for you until {deadlineFormat(expiresAt, zone)}
    </p>
  );
}
