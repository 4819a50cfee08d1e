import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { classNames } from '../../lib/class-names';
import styles from './bottom-nav.module.css';

export interface NavItem {
  label: string;
  to: string;
  icon: ReactNode;
}

/** The phone and tablet navigation bar, fixed to the bottom; hidden from 1024 px up. */
export function BottomNav({ items }: { items: readonly NavItem[] }) {
  return (
    <nav className={styles.bar} aria-label="Main">
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.label} className={styles.item}>
            <NavLink
              to={item.to}
              // Club can point at the splash; only an exact match should mark it current.
              end
              className={({ isActive }) => classNames(styles.link, isActive && styles.active)}
            >
              {item.icon}
              <span className={styles.label}>{item.label}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
