import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { classNames } from '../../lib/class-names';
import { CloseIcon, LeftPanelIcon, RightPanelIcon } from '../icons/icons';
import {
  anyPanelOpenAtom,
  closeAllPanelsAtom,
  leftPanelOpenAtom,
  rightPanelOpenAtom,
} from './side-panel-atoms';
import styles from './side-panel-toggles.module.css';
import { leftPanelId, rightPanelId } from './side-panels';

interface SidePanelTogglesProps {
  leftLabel: string;
  rightLabel: string;
}

/** Desktop-only buttons that open and close each side panel, and close both at once. */
export function SidePanelToggles({ leftLabel, rightLabel }: SidePanelTogglesProps) {
  const [leftOpen, setLeftOpen] = useAtom(leftPanelOpenAtom);
  const [rightOpen, setRightOpen] = useAtom(rightPanelOpenAtom);
  const anyOpen = useAtomValue(anyPanelOpenAtom);
  const closeAll = useSetAtom(closeAllPanelsAtom);

  return (
    <div className={styles.toggles}>
      <button
        type="button"
        className={classNames(styles.toggle, leftOpen && styles.active)}
        aria-expanded={leftOpen}
        aria-controls={leftOpen ? leftPanelId : undefined}
        onClick={() => setLeftOpen((open) => !open)}
      >
        <LeftPanelIcon />
        <span>{leftLabel}</span>
      </button>
      <button
        type="button"
        className={classNames(styles.toggle, rightOpen && styles.active)}
        aria-expanded={rightOpen}
        aria-controls={rightOpen ? rightPanelId : undefined}
        onClick={() => setRightOpen((open) => !open)}
      >
        <RightPanelIcon />
        <span>{rightLabel}</span>
      </button>
      {anyOpen && (
        <button type="button" className={styles.toggle} onClick={closeAll}>
          <CloseIcon />
          <span>Close panels</span>
        </button>
      )}
    </div>
  );
}
