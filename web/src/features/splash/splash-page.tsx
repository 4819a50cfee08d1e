import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { BrandMark } from '../../ui/brand/brand-mark';
import { Button, ButtonLink } from '../../ui/button/button';
import { useEarlyClick } from '../../ui/early-click';
import { BallIcon, TeamIcon, TrophyIcon } from '../../ui/icons/icons';
import { useModal } from '../../ui/modal/use-modal';
import { DeferredLoginForm } from '../auth/login-form-preview';
import { loginEmailId } from '../auth/login-ids';
import { HowItWorks } from './how-it-works';
import styles from './splash-page.module.css';

const features = [
  {
    icon: <TeamIcon />,
    title: 'Teams',
    text: 'Rosters, invites and one-tap RSVPs. Captains see who is in before kickoff; players get scores, MVP votes and their own stats.',
  },
  {
    icon: <BallIcon />,
    title: 'Pickup groups',
    text: 'Post a session, let players claim a spot and let the waitlist fill the gaps when someone drops out.',
  },
  {
    icon: <TrophyIcon />,
    title: 'Leagues',
    text: 'Schedules, standings and leaderboards for organizers, with scores both teams confirm and a marketplace for free agents.',
  },
] as const;

const audiences = [
  { who: 'Players', what: 'Know where and when you play, say you are in, and keep your season stats.' },
  { who: 'Captains', what: 'Fill the roster, chase RSVPs and post the score without a single group text.' },
  { who: 'Organizers', what: 'Run the league schedule, standings and registrations from one place.' },
] as const;

function focusLogin() {
  const email = document.getElementById(loginEmailId);
  email?.scrollIntoView({ block: 'center' });
  email?.focus({ preventScroll: true });
}

/**
 * The splash page with the login form (spec §2 "/ (splash and login)"), also shown for any unknown path.
 * Visitors only: a signed-in member gets their home there (features/home/front-door).
 */
export function SplashPage() {
  const { openModal } = useModal();
  const { hash } = useLocation();
  // Pressed while the page was still starting, they act once the page is live (../../ui/early-click).
  const earlyHowItWorks = useEarlyClick<HTMLButtonElement>();
  const earlyToLogin = useEarlyClick<HTMLButtonElement>();

  // `/#login` (the marketing sites' Login links) lands on the form, ready to type.
  useEffect(() => {
    if (hash === '#login') focusLogin();
  }, [hash]);

  return (
    <div className={styles.page}>
      <title>Playfield · Adult recreational soccer, organized</title>
      <section className={styles.hero} aria-labelledby="splash-title">
        <div className={styles.heroInner}>
          <div className={styles.heroText}>
            <BrandMark tone="light" />
            <h1 id="splash-title" className={styles.title}>
              Adult soccer, organized.
            </h1>
            <p className={styles.lead}>
              Run your team, fill your pickup game and follow your league from your phone. Rosters, RSVPs,
              scores and the team chat live in one place, so Sunday is for playing, not for texting.
            </p>
            <div className={styles.actions}>
              <ButtonLink to="/create-account" variant="inverse">
                CREATE ACCOUNT
              </ButtonLink>
              {/* On a phone the form sits below the fold: this takes the user there. */}
              <Button
                {...earlyToLogin}
                variant="outlineInverse"
                className={styles.toLogin}
                onClick={focusLogin}
              >
                LOG IN
              </Button>
            </div>
            <Button
              {...earlyHowItWorks}
              variant="outlineInverse"
              size="small"
              className={styles.howItWorks}
              onClick={() => openModal(<HowItWorks />, { title: 'HOW IT WORKS' })}
            >
              HOW IT WORKS
            </Button>
          </div>
          <section id="login" className={styles.loginCard} aria-labelledby="login-title">
            <h2 id="login-title" className={styles.loginTitle}>
              Log in
            </h2>
            {/* The form's code and validation load when someone reaches for it: the first page a phone loads stays small. */}
            <DeferredLoginForm />
          </section>
        </div>
      </section>

      <section className={styles.section} aria-labelledby="splash-features">
        <h2 id="splash-features" className={styles.sectionTitle}>
          Everything your club plays
        </h2>
        <ul className={styles.features}>
          {features.map((feature) => (
            <li key={feature.title} className={styles.feature}>
              <span className={styles.featureIcon}>{feature.icon}</span>
              <h3 className={styles.featureTitle}>{feature.title}</h3>
              <p className={styles.featureText}>{feature.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className={styles.section} aria-labelledby="splash-audiences">
        <h2 id="splash-audiences" className={styles.sectionTitle}>
          Made for everyone on the pitch
        </h2>
        <dl className={styles.audiences}>
          {audiences.map((audience) => (
            <div key={audience.who} className={styles.audience}>
              <dt className={styles.audienceWho}>{audience.who}</dt>
              <dd className={styles.audienceWhat}>{audience.what}</dd>
            </div>
          ))}
        </dl>
      </section>
    </div>
  );
}
