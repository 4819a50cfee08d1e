import { type ReactNode, useRef, useState } from 'react';
import { classNames } from '../../lib/class-names';
import styles from './styles';

export interface SwipeAction {
  id: string;
  label: string;
  onSelect: () => void;
  tone?: 'default' | 'danger';
}

const openAt = -1; // fully open: the actions' width, measured
const threshold = 40;

/**
 * A list row that swipes left to show its actions (spec §2, on a phone). The actions are real buttons
 * that stay in the tab order, so a keyboard or screen reader reaches them without swiping; focusing
 * one opens the row.
 */
export function SwipeRow({
  children,
  actions,
  label,
}: {
  children: ReactNode;
  actions: readonly SwipeAction[];
  label: string;
}) {
  const [offset, setOffset] = useState(0);
  const [dragging, setDragging] = useState(false);
  const start = useRef<{ x: number; y: number; base: number } | null>(null);
  const actionsRef = useRef<HTMLDivElement>(null);
  const width = () => actionsRef.current?.offsetWidth ?? 0;
  const isOpen = offset !== 0;

  const settle = (value: number) => {
    setDragging(false);
    setOffset(value < -threshold ? openAt * width() : 0);
  };

  return (
    <div className={styles.swipe}>
      <div ref={actionsRef} className={styles.swipeActions}>
        {actions.map((action) => (
          <button
            key={action.id}
            type="button"
            aria-label={`${action.label}, ${label}`}
            className={classNames(styles.swipeAction, action.tone === 'danger' && styles.swipeDanger)}
            onFocus={() => setOffset(openAt * width())}
            onBlur={() => setOffset(0)}
            onClick={() => {
              setOffset(0);
              action.onSelect();
            }}
          >
            {action.label}
          </button>
        ))}
      </div>
      <div
        className={classNames(styles.swipeContent, !dragging && styles.swipeSettling)}
        style={{ transform: `translateX(${offset}px)` }}
        onPointerDown={(event) => {
          if (event.pointerType === 'mouse') return;
          start.current = { x: event.clientX, y: event.clientY, base: offset };
        }}
        onPointerMove={(event) => {
          const from = start.current;
          if (!from) return;
          const dx = event.clientX - from.x;
          if (!dragging && Math.abs(dx) < 8) return;
          if (!dragging && Math.abs(event.clientY - from.y) > Math.abs(dx)) {
            start.current = null; // a vertical scroll, not a swipe
            return;
          }
          setDragging(true);
          setOffset(Math.min(0, Math.max(-width(), from.base + dx)));
        }}
        onPointerUp={() => {
          if (start.current && dragging) settle(offset);
          start.current = null;
        }}
        onPointerCancel={() => {
          start.current = null;
          settle(offset);
        }}
        onClickCapture={(event) => {
          // The tap that ends a swipe, or closes an open row, does not also open the card.
          if (dragging || isOpen) {
            event.preventDefault();
            event.stopPropagation();
            if (!dragging) setOffset(0);
          }
        }}
      >
        {children}
      </div>
    </div>
  );
}
