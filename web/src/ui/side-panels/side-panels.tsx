import { useAtom } from 'jotai';
import type { ReactNode } from 'react';
import { classNames } from '../../lib/class-names';
import { useMediaQuery } from '../../lib/use-media-query';
import { minWidthQuery } from '../../styles/breakpoints';
import { CloseIcon } from '../icons/icons';
import { leftPanelOpenAtom, rightPanelOpenAtom } from './side-panel-atoms';
import styles from './side-panels.module.css';

export const leftPanelId = 'left-side-panel';
export const rightPanelId = 'right-side-panel';

export interface SidePanelContent {
  title: string;
  content: ReactNode;
}

interface SidePanelsProps {
  left: SidePanelContent;
  right: SidePanelContent;
  children: ReactNode;
}

/**
 * Desktop (≥1024 px) layout with a panel on each side of the page. Below that width the panels are
 * not mounted at all, so their content costs a phone nothing.
 */
export function SidePanels({ left, right, children }: SidePanelsProps) {
  const [leftOpen, setLeftOpen] = useAtom(leftPanelOpenAtom);
  const [rightOpen, setRightOpen] = useAtom(rightPanelOpenAtom);
  const isDesktop = useMediaQuery(minWidthQuery('desktop'));

  return (
    <div
      className={classNames(
        styles.frame,
        isDesktop && leftOpen && styles.withLeft,
        isDesktop && rightOpen && styles.withRight,
      )}
    >
      {isDesktop && leftOpen && (
        <SidePanel id={leftPanelId} side="left" panel={left} onClose={() => setLeftOpen(false)} />
      )}
      <div className={styles.main}>{children}</div>
      {isDesktop && rightOpen && (
        <SidePanel id={rightPanelId} side="right" panel={right} onClose={() => setRightOpen(false)} />
      )}
    </div>
  );
}

interface SidePanelProps {
  id: string;
  side: 'left' | 'right';
  panel: SidePanelContent;
  onClose: () => void;
}

function SidePanel({ id, side, panel, onClose }: SidePanelProps) {
  const headingId = `${id}-title`;
  return (
    <aside id={id} aria-labelledby={headingId} className={classNames(styles.panel, styles[side])}>
      <div className={styles.panelHeader}>
        <h2 id={headingId} className={styles.panelTitle}>
          {panel.title}
        </h2>
        <button
          type="button"
          className={styles.closeButton}
          aria-label={`Close ${panel.title}`}
          onClick={onClose}
        >
          <CloseIcon />
        </button>
      </div>
      <div className={styles.panelBody}>{panel.content}</div>
    </aside>
  );
}
