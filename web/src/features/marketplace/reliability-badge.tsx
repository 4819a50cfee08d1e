import { type ReliabilityDto, reliabilityLabel } from '../../../../src/contracts/marketplace/index.ts';
import { classNames } from '../../lib/class-names';
import styles from './styles';

/** How often a player shows up (issue 20): a pill, green from 90 %, red under 70 %, plain when new. */
export function ReliabilityBadge({ reliability }: { reliability: ReliabilityDto }) {
  const { percent } = reliability;
  const tone =
    percent === null
      ? undefined
      : percent >= 90
        ? styles.pillGood
        : percent < 70
          ? styles.pillDanger
          : undefined;
  return <span className={classNames(styles.pill, tone)}>{reliabilityLabel(reliability)}</span>;
}
