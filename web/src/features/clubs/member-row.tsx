import type { ReactNode } from 'react';
import { useMediaQuery } from '../../lib/use-media-query';
import { minWidthQuery } from '../../styles/breakpoints';
import { Avatar } from '../../ui/avatar/avatar';
import { MoreIcon } from '../../ui/icons/icons';
import { ActionMenu, type MenuAction } from '../../ui/menu/action-menu';
import styles from './styles';
import { SwipeRow } from './swipe-row';

/**
 * One member in a team roster or a group's member list: avatar and name open the player card, badges
 * beside the name, and the member's actions in a menu (desktop) or behind a swipe (phone).
 */
export function MemberRow({
  name,
  avatar,
  isMe,
  badges,
  items,
  onOpen,
}: {
  name: string;
  avatar: string | null;
  isMe: boolean;
  badges: ReactNode;
  items: readonly MenuAction[];
  onOpen: () => void;
}) {
  const isDesktop = useMediaQuery(minWidthQuery('desktop'));
  const row = (
    <div className={styles.row}>
      <button type="button" className={styles.rowMain} onClick={onOpen}>
        <Avatar src={avatar} size={40} />
        <span className={styles.rowName}>
          {name}
          {isMe && <span className={styles.muted}> (you)</span>}
        </span>
        {badges}
      </button>
      {isDesktop && items.length > 0 && (
        <ActionMenu
          label={`Actions for ${name}`}
          trigger={<MoreIcon />}
          triggerClassName={styles.iconButton}
          items={items}
        />
      )}
    </div>
  );
  return (
    <li>
      {!isDesktop && items.length > 0 ? (
        <SwipeRow label={name} actions={items}>
          {row}
        </SwipeRow>
      ) : (
        row
      )}
    </li>
  );
}
