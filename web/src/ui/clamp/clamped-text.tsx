import { type ReactNode, useId, useLayoutEffect, useRef, useState } from 'react';
import { classNames } from '../../lib/class-names';
import styles from './clamped-text.module.css';

/**
 * Long text clamped to 3 lines (spec §9) with a More / Hide toggle, offered only when the text really
 * overflows (measured again whenever the box resizes).
 */
export function ClampedText({ children, className }: { children: ReactNode; className?: string }) {
  const id = useId();
  const ref = useRef<HTMLDivElement>(null);
  const [expanded, setExpanded] = useState(false);
  const [overflows, setOverflows] = useState(false);

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || expanded) return;
    const measure = () => setOverflows(element.scrollHeight > element.clientHeight + 1);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [expanded]);

  return (
    <div className={className}>
      <div id={id} ref={ref} className={classNames(styles.text, !expanded && styles.clamped)}>
        {children}
      </div>
      {(overflows || expanded) && (
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded((open) => !open)}
        >
          {expanded ? 'Hide' : 'More'}
        </button>
      )}
    </div>
  );
}
