import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { classNames } from '../../lib/class-names';
import type { NavItem } from '../bottom-nav/bottom-nav';
import { BrandMark, brandName } from '../brand/brand-mark';
import styles from './header.module.css';

interface HeaderProps {
  /** The same destinations as the bottom navigation, shown inline from 1024 px up. */
  nav: readonly NavItem[];
  /** The club selector, beside the brand on every width. */
  club?: ReactNode;
  /** Desktop extras such as the side panel toggles. */
  tools?: ReactNode;
  /** Account actions: log in, or the member's menu. */
  account?: ReactNode;
}

export function Header({ nav, club, tools, account }: HeaderProps) {
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Link to="/" className={styles.brand} aria-label={`${brandName} home`}>
          <BrandMark />
        </Link>
        {club}
        <nav className={styles.nav} aria-label="Main">
          <ul className={styles.navList}>
            {nav.map((item) => (
              <li key={item.label}>
                <NavLink
                  to={item.to}
                  end
                  className={({ isActive }) => classNames(styles.navLink, isActive && styles.active)}
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.end}>
          {tools}
          {account}
        </div>
      </div>
    </header>
  );
}
