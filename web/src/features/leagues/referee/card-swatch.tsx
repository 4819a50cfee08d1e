import { CARD_LABELS, type CardKind } from '../../../../../src/contracts/leagues/referees.ts';
import { classNames } from '../../../lib/class-names';
import styles from './referee.module.css';

/** A yellow or red card as a small coloured rectangle, named for screen readers. */
export function CardSwatch({ kind }: { kind: CardKind }) {
  return (
    <span
      role="img"
      aria-label={CARD_LABELS[kind]}
      className={classNames(styles.swatch, kind === 'RED_CARD' ? styles.red : styles.yellow)}
    />
  );
}
