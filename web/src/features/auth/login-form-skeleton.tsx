import { Skeleton } from '../../ui/skeleton/skeleton';
import styles from './auth.module.css';

/** The id the splash page's LOG IN button moves focus to. */
export const loginEmailId = 'login-email';

/** The login form's shape while its code loads. */
export function LoginFormSkeleton() {
  return (
    <div className={styles.form} role="status" aria-busy="true">
      <span className="visually-hidden">Loading the login form…</span>
      {[1, 2].map((field) => (
        <div key={field} className={styles.loading}>
          <Skeleton width="30%" height="0.9rem" />
          <Skeleton height="44px" />
        </div>
      ))}
      <Skeleton height="44px" radius="999px" />
    </div>
  );
}
