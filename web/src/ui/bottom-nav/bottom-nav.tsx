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
              // Club can point at the splash, which only an exact match marks current; the others stay
              // current on their pages below (Shop on a marketplace league, free agent or post).
              end={item.to === '/'}
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
