import { Link } from 'react-router-dom';
import { BrandMark } from '../brand/brand-mark';
import styles from './footer.module.css';

const legalLinks = [
  { label: 'Terms of Service', to: '/ts' },
  { label: 'Privacy', to: '/privacy' },
  { label: 'Child Safety', to: '/csae-policy' },
] as const;

export function Footer() {
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <BrandMark tone="light" />
        <nav aria-label="Legal">
          <ul className={styles.links}>
            {legalLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={styles.link}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <p className={styles.copyright}>© {new Date().getFullYear()} Playfield. Made for people who play.</p>
      </div>
    </footer>
  );
}
