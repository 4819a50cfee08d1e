import styles from './brand-mark.module.css';

export const brandName = 'Playfield';

/** The logo: a ball on a pitch's centre circle, and the word mark. */
export function BrandMark({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  return (
    <span className={tone === 'light' ? styles.light : styles.dark}>
      <svg className={styles.mark} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <circle cx="16" cy="16" r="14" fill="currentColor" />
        <circle cx="16" cy="16" r="8" fill="none" stroke="var(--brand-contrast)" strokeWidth="2" />
        <path d="M2 16h28" stroke="var(--brand-contrast)" strokeWidth="2" />
        <circle cx="16" cy="16" r="3" fill="var(--brand-contrast)" />
      </svg>
      <span className={styles.word} data-brand-word="">
        {brandName}
      </span>
    </span>
  );
}
