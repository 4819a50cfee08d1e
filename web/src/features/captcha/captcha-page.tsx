import { useFetchState } from '../../api/use-fetch-state';
import { classNames } from '../../lib/class-names';
import { Button } from '../../ui/button/button';
import { AlertIcon, CheckCircleIcon } from '../../ui/icons/icons';
import styles from './captcha-page.module.css';
import { captchaVerdict } from './captcha-verdict';
import { runCaptchaCheck } from './run-captcha-check';

export function CaptchaPage() {
  const { state, run } = useFetchState(() => runCaptchaCheck());
  const checking = state.status === 'idle' || state.status === 'fetching';
  const human = captchaVerdict(state);

  return (
    <div className={styles.page}>
      <title>Captcha · Playfield</title>
      <h1>Human check</h1>
      <p className={styles.lead}>
        We run a quiet bot check before sign-ups and team creation. This page runs it on its own.
      </p>

      <section className={styles.card} aria-labelledby="captcha-result">
        <h2 id="captcha-result" className={styles.cardTitle}>
          Result
        </h2>
        <div role="status" aria-live="polite" className={styles.status}>
          {checking ? (
            <p className={styles.checking}>Checking…</p>
          ) : (
            <div className={classNames(styles.verdict, human ? styles.human : styles.notHuman)}>
              {human ? <CheckCircleIcon /> : <AlertIcon />}
              <div>
                <p className={styles.verdictText}>{human ? 'You are human' : 'You are not human'}</p>
                {state.status === 'complete' && (
                  <p className={styles.detail}>
                    Score {state.data.score.toFixed(2)}: above 0.65 counts as human.
                  </p>
                )}
                {state.status === 'failed' && (
                  <p className={styles.detail}>
                    The check could not be completed, so you are treated as human.
                  </p>
                )}
              </div>
            </div>
          )}
        </div>
        <Button variant="secondary" onClick={run} disabled={checking}>
          CHECK AGAIN
        </Button>
      </section>
    </div>
  );
}
