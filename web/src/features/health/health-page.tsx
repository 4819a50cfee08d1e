import { useFetchState } from '../../api/use-fetch-state';
import { Button } from '../../ui/button/button';
import { AlertIcon, CheckCircleIcon } from '../../ui/icons/icons';
import { checkHealth } from './check-health';
import styles from './health-page.module.css';

export function HealthPage() {
  const { state, run } = useFetchState(() => checkHealth());
  const busy = state.status === 'idle' || state.status === 'fetching';

  return (
    <div className={styles.page}>
      <title>Health · Playfield</title>
      <h1>Service health</h1>
      <p className={styles.lead}>Checks that the app can reach its server.</p>

      <section className={styles.card} aria-labelledby="health-status">
        <h2 id="health-status" className={styles.cardTitle}>
          API status
        </h2>
        <div role="status" aria-live="polite" className={styles.status}>
          {busy && <p className={styles.fetching}>Fetching…</p>}
          {state.status === 'complete' && (
            <p className={styles.ok}>
              <CheckCircleIcon />
              <span>
                Status: <strong>{state.data}</strong>
              </span>
            </p>
          )}
          {state.status === 'failed' && (
            <div className={styles.failed}>
              <AlertIcon />
              <div>
                <p className={styles.failedTitle}>The health check failed.</p>
                <p className={styles.detail}>{state.error.message}</p>
              </div>
            </div>
          )}
        </div>
        <Button variant="secondary" onClick={run} disabled={busy}>
          CHECK AGAIN
        </Button>
      </section>
    </div>
  );
}
