import { useFetchState } from '../../api/use-fetch-state';
import { classNames } from '../../lib/class-names';
import { CheckPage } from '../../ui/check-page/check-page';
import { AlertIcon, CheckCircleIcon } from '../../ui/icons/icons';
import styles from './captcha-page.module.css';
import { captchaVerdict } from './captcha-verdict';
import { runCaptchaCheck } from './run-captcha-check';

export function CaptchaPage() {
  const { state, run } = useFetchState(() => runCaptchaCheck());
  const human = captchaVerdict(state);

  return (
    <CheckPage
      title="Captcha · Playfield"
      heading="Human check"
      lead="We run a quiet bot check before sign-ups and team creation. This page runs it on its own."
      resultId="captcha-result"
      resultTitle="Result"
      busy={state.status === 'idle' || state.status === 'fetching'}
      pendingText="Checking…"
      onCheckAgain={run}
    >
      <div className={classNames(styles.verdict, human ? styles.human : styles.notHuman)}>
        {human ? <CheckCircleIcon /> : <AlertIcon />}
        <div>
          <p className={styles.verdictText}>{human ? 'You are human' : 'You are not human'}</p>
          {state.status === 'complete' && (
            <p className={styles.detail}>Score {state.data.score.toFixed(2)}: above 0.65 counts as human.</p>
          )}
          {state.status === 'failed' && (
            <p className={styles.detail}>The check could not be completed, so you are treated as human.</p>
          )}
        </div>
      </div>
    </CheckPage>
  );
}
