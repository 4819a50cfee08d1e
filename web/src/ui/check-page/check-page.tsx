import type { ReactNode } from 'react';
import { Button } from '../button/button';
import styles from './check-page.module.css';

interface CheckPageProps {
  /** The document title. */
  title: string;
  heading: string;
  lead: string;
  /** Id and title of the card the result is shown in. */
  resultId: string;
  resultTitle: string;
  /** While the check runs its result says `pendingText` and CHECK AGAIN waits. */
  busy: boolean;
  pendingText: string;
  onCheckAgain: () => void;
  /** The result, once the check has answered or failed; announced politely when it changes. */
  children: ReactNode;
}

/** The page of a one-shot check (spec §4: health, captcha): what it checks, its result, CHECK AGAIN. */
export function CheckPage({
  title,
  heading,
  lead,
  resultId,
  resultTitle,
  busy,
  pendingText,
  onCheckAgain,
  children,
}: CheckPageProps) {
  return (
    <div className={styles.page}>
      <title>{title}</title>
      <h1>{heading}</h1>
      <p className={styles.lead}>{lead}</p>

      <section className={styles.card} aria-labelledby={resultId}>
        <h2 id={resultId} className={styles.cardTitle}>
          {resultTitle}
        </h2>
        <div role="status" aria-live="polite" className={styles.status}>
          {busy ? <p className={styles.pending}>{pendingText}</p> : children}
        </div>
        <Button variant="secondary" onClick={onCheckAgain} disabled={busy}>
          CHECK AGAIN
        </Button>
      </section>
    </div>
  );
}
