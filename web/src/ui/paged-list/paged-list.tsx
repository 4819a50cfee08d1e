import { classNames } from '../../lib/class-names';
import { Button, type ButtonProps } from '../button/button';
import styles from './paged-list.module.css';

export interface FilterSwitchProps<Option extends string> {
  options: readonly Option[];
  labels: Record<Option, string>;
  value: Option;
  onChange: (option: Option) => void;
  /** The group's accessible name. */
  label: string;
  /** Roomier options (the schedule page). */
  wide?: boolean;
}

/** A pair (or more) of toggle buttons choosing which page of a list to show, e.g. UPCOMING / PAST. */
export function FilterSwitch<Option extends string>({
  options,
  labels,
  value,
  onChange,
  label,
  wide = false,
}: FilterSwitchProps<Option>) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a pair of toggle buttons, not a form control group.
    <div className={styles.switch} role="group" aria-label={label}>
      {options.map((option) => (
        <button
          key={option}
          type="button"
          className={classNames(styles.option, wide && styles.optionWide)}
          aria-pressed={value === option}
          onClick={() => onChange(option)}
        >
          {labels[option]}
        </button>
      ))}
    </div>
  );
}

/** What LOAD MORE needs of an SWR infinite list whose pages say `hasNext`. */
export interface PagedList {
  data?: ReadonlyArray<{ hasNext?: boolean }> | undefined;
  size: number;
  setSize: (size: number) => unknown;
  isValidating: boolean;
}

/** LOAD MORE under a paged list, while its last page says there is a next one. */
export function LoadMore({ list, size }: { list: PagedList; size?: ButtonProps['size'] }) {
  const pages = list.data ?? [];
  if (pages[pages.length - 1]?.hasNext !== true) return null;
  return (
    <Button
      variant="secondary"
      {...(size ? { size } : {})}
      className={styles.loadMore}
      busy={list.isValidating && pages.length < list.size}
      busyLabel="LOADING…"
      onClick={() => void list.setSize(list.size + 1)}
    >
      LOAD MORE
    </Button>
  );
}
