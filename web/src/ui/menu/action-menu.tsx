import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { classNames } from '../../lib/class-names';
import styles from './action-menu.module.css';

export interface MenuAction {
  /** Stable key and test handle. */
  id: string;
  label: string;
  onSelect: () => void;
  tone?: 'default' | 'danger';
}

interface ActionMenuProps {
  /** The trigger's accessible name ("Account menu", "Profile actions"). */
  label: string;
  /** What the trigger shows; the label is its name for assistive technology. */
  trigger: ReactNode;
  items: readonly MenuAction[];
  triggerClassName?: string;
  align?: 'start' | 'end';
  /** Something shown above the items (who is signed in). */
  header?: ReactNode;
}

/**
 * A menu button (WAI-ARIA menu pattern): Enter, Space or ArrowDown open it on the first item, arrows,
 * Home and End move, Escape and Tab close, and choosing an item closes it and hands focus back to the
 * trigger before the action runs (so a dialog the action opens returns focus there).
 */
export function ActionMenu({
  label,
  trigger,
  items,
  triggerClassName,
  align = 'end',
  header,
}: ActionMenuProps) {
  const [open, setOpen] = useState(false);
  const [initialFocus, setInitialFocus] = useState<'first' | 'last'>('first');
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<Array<HTMLButtonElement | null>>([]);

  useEffect(() => {
    if (!open) return;
    itemRefs.current[initialFocus === 'first' ? 0 : items.length - 1]?.focus();
    const closeOnOutside = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOnOutside);
    return () => document.removeEventListener('pointerdown', closeOnOutside);
  }, [open, initialFocus, items.length]);

  const openAt = (where: 'first' | 'last') => {
    setInitialFocus(where);
    setOpen(true);
  };

  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) triggerRef.current?.focus();
  };

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      openAt('first');
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openAt('last');
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = itemRefs.current.indexOf(document.activeElement as HTMLButtonElement);
    const focusAt = (index: number) => itemRefs.current[(index + items.length) % items.length]?.focus();
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        focusAt(current + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        focusAt(current - 1);
        break;
      case 'Home':
        event.preventDefault();
        focusAt(0);
        break;
      case 'End':
        event.preventDefault();
        focusAt(items.length - 1);
        break;
      case 'Escape':
        event.preventDefault();
        // Inside a dialog, Escape closes the menu, not the dialog.
        event.stopPropagation();
        close(true);
        break;
      case 'Tab':
        close(false);
        break;
    }
  };

  return (
    <div ref={rootRef} className={styles.root}>
      <button
        ref={triggerRef}
        type="button"
        className={triggerClassName}
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? close(false) : openAt('first'))}
        onKeyDown={onTriggerKeyDown}
      >
        {trigger}
      </button>
      {open && (
        <div className={classNames(styles.popover, align === 'start' ? styles.start : styles.end)}>
          {header}
          <div id={menuId} role="menu" aria-label={label} className={styles.menu} onKeyDown={onMenuKeyDown}>
            {items.map((item, index) => (
              <button
                key={item.id}
                ref={(element) => {
                  itemRefs.current[index] = element;
                }}
                type="button"
                role="menuitem"
                tabIndex={-1}
                className={classNames(styles.item, item.tone === 'danger' && styles.danger)}
                onClick={() => {
                  close(true);
                  item.onSelect();
                }}
              >
                {item.label}
              </button>
            ))}
          </div>
        </div>
      )}
    </div>
  );
}
