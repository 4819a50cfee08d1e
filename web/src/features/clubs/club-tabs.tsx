import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';
import { classNames } from '../../lib/class-names';
import styles from './styles';

export interface ClubTab<Id extends string> {
  id: Id;
  label: string;
  content: ReactNode;
}

/** The sidebar's tabs (WAI-ARIA tabs: arrows move between them, the panel follows). */
export function ClubTabs<Id extends string>({
  label,
  tabs,
  selected,
  onSelect,
}: {
  label: string;
  tabs: ReadonlyArray<ClubTab<Id>>;
  selected: Id;
  onSelect: (id: Id) => void;
}) {
  const baseId = useId();
  const refs = useRef<Array<HTMLButtonElement | null>>([]);
  const current = tabs.find((tab) => tab.id === selected) ?? tabs[0];

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const move = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (move === 0) return;
    event.preventDefault();
    const next = tabs[(index + move + tabs.length) % tabs.length];
    if (!next) return;
    onSelect(next.id);
    refs.current[tabs.indexOf(next)]?.focus();
  };

  return (
    <div className={styles.tabs}>
      <div role="tablist" aria-label={label} className={styles.tabList}>
        {tabs.map((tab, index) => (
          <button
            key={tab.id}
            ref={(element) => {
              refs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${baseId}-${tab.id}-tab`}
            aria-selected={tab.id === current?.id}
            aria-controls={`${baseId}-${tab.id}-panel`}
            tabIndex={tab.id === current?.id ? 0 : -1}
            className={classNames(styles.tab, tab.id === current?.id && styles.tabSelected)}
            onClick={() => onSelect(tab.id)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {current && (
        <div
          role="tabpanel"
          id={`${baseId}-${current.id}-panel`}
          aria-labelledby={`${baseId}-${current.id}-tab`}
          className={styles.tabPanel}
        >
          {current.content}
        </div>
      )}
    </div>
  );
}
