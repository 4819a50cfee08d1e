import { useSearchParams } from 'react-router-dom';
import { ButtonLink } from '../../ui/button/button';
import { marketplacePaths } from './marketplace-paths';
import styles from './styles';
import { useLeagueListing } from './use-marketplace';

export const REGISTRATION_SUCCESS_MESSAGES = {
  paid: 'Payment received. Your registration is confirmed as soon as the payment clears.',
  free: 'You are registered.',
} as const;

/** Where a league registration lands: straight after a free one, or back from the checkout (?session_id). */
function RegistrationSuccess({ title }: { title: string }) {
  const [search] = useSearchParams();
  const leagueId = search.get('leagueId') ?? undefined;
  const { data: listing } = useLeagueListing(leagueId);
  return (
    <div className={styles.page}>
      <title>{`${title} · Playfield`}</title>
      <div className={styles.hero}>
        {listing && <p className={styles.heroMeta}>{listing.name}</p>}
        <h1 className={styles.heroTitle}>{title}</h1>
        <p className={styles.heroMeta}>
          {search.get('session_id') ? REGISTRATION_SUCCESS_MESSAGES.paid : REGISTRATION_SUCCESS_MESSAGES.free}
        </p>
      </div>
      <div className={styles.actionsRow}>
        {leagueId && (
          <ButtonLink to={marketplacePaths.league(leagueId)} variant="secondary">
            BACK TO THE LEAGUE
          </ButtonLink>
        )}
        <ButtonLink to="/">GO HOME</ButtonLink>
      </div>
    </div>
  );
}

export const LeagueRegistrationSuccessPage = () => <RegistrationSuccess title="Your team is registered" />;
export const FreeAgentRegistrationSuccessPage = () => (
  <RegistrationSuccess title="You are registered as a free agent" />
);
