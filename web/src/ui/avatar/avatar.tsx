import { useState } from 'react';
import { classNames } from '../../lib/class-names';
import styles from './avatar.module.css';
import defaultAvatarUrl from './default-avatar.svg';

export { defaultAvatarUrl };

interface AvatarProps {
  src: string | null | undefined;
  /** Empty when a visible name sits next to it (the usual case). */
  alt?: string;
  size?: number;
  className?: string;
}

/** A member's photo, or the default image when there is none or it does not load. */
export function Avatar({ src, alt = '', size = 40, className }: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const url = src && src !== failedSrc ? src : defaultAvatarUrl;
  return (
    <img
      src={url}
      alt={alt}
      width={size}
      height={size}
      className={classNames(styles.avatar, className)}
      onError={() => setFailedSrc(src ?? null)}
    />
  );
}
