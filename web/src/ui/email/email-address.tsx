import { Fragment } from 'react';
import styles from './email-address.module.css';

/**
 * Where a long address may wrap: after the @ and before each dot, as mail clients break them, so a
 * narrow phone shows `ada.lovelace@` / `example.com` rather than `ada.lovela` / `ce@example.com`.
 */
export function emailBreakParts(address: string): string[] {
  return address.split(/(?<=@)|(?=\.)/);
}

/**
 * An e-mail address in running text or a list. It wraps at its natural points first and mid-word only
 * when one part alone is wider than the line (`overflow-wrap: break-word`, which unlike `anywhere`
 * does not let a grid or flex column squeeze the address to a few letters).
 */
export function EmailAddress({ address, strong = false }: { address: string; strong?: boolean }) {
  const parts = emailBreakParts(address).map((part, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one address never reorder
    <Fragment key={index}>
      {index > 0 && <wbr />}
      {part}
    </Fragment>
  ));
  return strong ? (
    <strong className={styles.email}>{parts}</strong>
  ) : (
    <span className={styles.email}>{parts}</span>
  );
}
