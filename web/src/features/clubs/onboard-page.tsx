import { useAtomValue } from 'jotai';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { useFetchState } from '../../api/use-fetch-state';
import { authenticatedAtom } from '../../app/session';
import { loginHref } from '../../lib/return-to';
import { Button, ButtonLink } from '../../ui/button/button';
import { FormAlert } from '../../ui/form/field';
import { Skeleton } from '../../ui/skeleton/skeleton';
import { captchaVerdict } from '../captcha/captcha-verdict';
import { runCaptchaCheck } from '../captcha/run-captcha-check';
import { useOpenClubForms } from './open-club-forms';
import styles from './styles';

/**
 * /onboard (spec §2): create a team, opened over the page behind the bot check. The check runs first;
 * a visitor presumed human (a failed check included, spec §4) gets the CREATE TEAM form.
 */
export function OnboardPage() {
  const authenticated = useAtomValue(authenticatedAtom);
  const { state, run } = useFetchState(() => runCaptchaCheck());
  const human = captchaVerdict(state);
  const checking = state.status === 'idle' || state.status === 'fetching';
  const { openCreateTeam } = useOpenClubForms();
  const opened = useRef(false);

  useEffect(() => {
    if (checking || !human || !authenticated || opened.current) return;
    opened.current = true;
    openCreateTeam();
  }, [checking, human, authenticated, openCreateTeam]);

  return (
    <div className={styles.page}>
      <section className={styles.stateBlock} aria-labelledby="onboard-title">
        <h1 id="onboard-title" className={styles.clubName}>
          Create your team
        </h1>
        {checking ? (
          <div role="status" aria-busy="true" className={styles.formStack}>
            <span className="visually-hidden">Checking…</span>
            <Skeleton width="16rem" />
          </div>
        ) : !human ? (
          <>
            <FormAlert>We could not confirm you are a person. Please try again.</FormAlert>
            <Button variant="secondary" onClick={run}>
              TRY AGAIN
            </Button>
          </>
        ) : !authenticated ? (
          <>
            <p className={styles.muted}>Log in or create an account, then set up your team in a minute.</p>
            <div className={styles.formActionsRow}>
              <ButtonLink to={loginHref('/onboard')}>LOG IN</ButtonLink>
              <ButtonLink variant="secondary" to="/create-account">
                CREATE ACCOUNT
              </ButtonLink>
            </div>
          </>
        ) : (
          <>
            <p className={styles.muted}>Name your team, pick a jersey colour and invite your players.</p>
            <Button onClick={openCreateTeam}>CREATE TEAM</Button>
            <Link to="/">Not now</Link>
          </>
        )}
      </section>
    </div>
  );
}
