import { useFetchState } from '../../api/use-fetch-state';
import { CheckPage } from '../../ui/check-page/check-page';
import { AlertIcon, CheckCircleIcon } from '../../ui/icons/icons';
import { checkHealth } from './check-health';
import styles from './health-page.module.css';

export function HealthPage() {
  const { state, run } = useFetchState(() => checkHealth());

  return (
    <CheckPage
      title="Health · Playfield"
      heading="Service health"
      lead="Checks that the app can reach its server."
      resultId="health-status"
      resultTitle="API status"
      busy={state.status === 'idle' || state.status === 'fetching'}
      pendingText="Fetching…"
      onCheckAgain={run}
    >
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
    </CheckPage>
  );
}
