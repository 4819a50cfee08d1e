import { BlockIcon } from '../../ui/icons/icons';
import styles from './styles';

export const offLimitsTitle = 'OFF LIMITS';

/** Spec §2: what a blocked member sees instead of the group. */
export function OffLimits() {
  return (
    <div className={styles.offLimits} role="status">
      <BlockIcon className={styles.offLimitsIcon} />
      <p className={styles.offLimitsTitle}>{offLimitsTitle}</p>
      <p className={styles.muted}>You can no longer see or join this group.</p>
    </div>
  );
}
