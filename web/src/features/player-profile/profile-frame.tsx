import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { Avatar } from '../../ui/avatar/avatar';
import { CloseIcon } from '../../ui/icons/icons';
import { Skeleton } from '../../ui/skeleton/skeleton';
import styles from './player-profile.module.css';

// The card's frame, light enough for the layout: the banner with the avatar (or the default image)
// and the loading skeleton shown while the card's code or data arrives.

export function Banner({ avatar, menu }: { avatar: string | null; menu?: ReactNode }) {
  return (
    <div className={styles.banner}>
      <div className={styles.bannerTools}>
        {menu}
        <Dialog.Close className={styles.iconButton} aria-label="Close">
          <CloseIcon />
        </Dialog.Close>
      </div>
      <Avatar src={avatar} size={112} className={styles.avatar} />
    </div>
  );
}

export function ProfileSkeleton() {
  return (
    <div className={styles.card} aria-busy="true">
      <Banner avatar={null} />
      <div className={styles.body} role="status">
        <Dialog.Title className="visually-hidden">Loading player profile…</Dialog.Title>
        <div className={styles.heading}>
          <Skeleton width="55%" height="1.6rem" />
          <Skeleton width="30%" height="0.9rem" />
        </div>
        <Skeleton width="40%" height="0.8rem" />
        <Skeleton width="80%" height="2rem" radius="999px" />
        <div className={styles.stats}>
          {[1, 2, 3, 4].map((key) => (
            <Skeleton key={key} height="3.5rem" />
          ))}
        </div>
      </div>
    </div>
  );
}
