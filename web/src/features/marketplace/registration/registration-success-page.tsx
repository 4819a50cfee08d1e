import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { LeagueListingDto } from '../../../../../src/contracts/marketplace/index.ts';
import { Button, ButtonLink } from '../../../ui/button/button';
import { dayAndTimeLabel, kindLabel, placeLabel, seasonDatesLabel } from '../marketplace-format';
import { marketplacePaths } from '../marketplace-paths';
import styles from '../styles';
import { useLeagueListing } from '../use-marketplace';
import { isAwaitingPayment, useTeamRegistration } from './use-team-registration';

export const SUCCESS_MESSAGES = {
  teamRegistered: 'Your team is registered',
  freeAgentRegistered: 'You are registered as a free agent',
  confirming: 'Confirming your payment…',
  confirmingText:
    'Your payment went through the checkout; the league confirms it in a moment. This page updates by itself.',
  slow: 'Your payment has not been confirmed yet. Your team is registered as soon as it is; nothing more to do here.',
  expired:
    'The checkout expired before the payment arrived, so the spot was released. Register again from the league.',
  teamNext:
    'What happens next: the coordinator publishes the schedule, and the league shows on your team’s page.',
  freeAgentNext:
    'What happens next: you are listed among the marketplace’s free agents with this league, where captains can find and invite you.',
  paidFreeAgent: 'Payment received. Your registration is confirmed as soon as the payment clears.',
  teamError: 'We could not check your registration right now. It is safe to reload this page.',
} as const;

/** The league in one block: its name, kind, season, day and time, venue and city. */
function LeagueSummary({ listing }: { listing: LeagueListingDto | undefined }) {
  if (!listing) return null;
  return (
    <ul className={styles.heroFacts} aria-label="The league">
      <li className={styles.heroFact}>{kindLabel(listing)}</li>
      <li className={styles.heroFact}>{seasonDatesLabel(listing)}</li>
      <li className={styles.heroFact}>{dayAndTimeLabel(listing)}</li>
      <li className={styles.heroFact}>{placeLabel(listing)}</li>
    </ul>
  );
}

function Frame({
  leagueId,
  listing,
  title,
  children,
}: {
  leagueId: string | undefined;
  listing: LeagueListingDto | undefined;
  title: string;
  children: ReactNode;
}) {
  return (
    <div className={styles.page}>
      <title>{`${title} · Playfield`}</title>
      <div className={styles.hero}>
        {listing && <p className={styles.heroMeta}>{listing.name}</p>}
        <h1 className={styles.heroTitle}>{title}</h1>
        <LeagueSummary listing={listing} />
      </div>
      {children}
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

/**
 * `/marketplace/league/registration-success?leagueId=…[&session_id=…]`: where a team's registration
 * lands, at once for a free league or back from the checkout. Back from the checkout the payment may not
 * be confirmed yet (the payment provider's webhook can come after the browser), so the page asks for the
 * team's registration until it is, and says what happened if the checkout expired instead.
 */
export function LeagueRegistrationSuccessPage() {
  const [search] = useSearchParams();
  const leagueId = search.get('leagueId') ?? undefined;
  const { data: listing } = useLeagueListing(leagueId);
  const { registration, teamName, loading, error, timedOut, retry } = useTeamRegistration(leagueId);
  // Back from the checkout, nothing says "registered" before the registration itself does.
  if (isAwaitingPayment(registration) || (search.has('session_id') && loading)) {
    return (
      <Frame leagueId={leagueId} listing={listing} title={SUCCESS_MESSAGES.confirming}>
        <p className={styles.note} role="status">
          {timedOut ? SUCCESS_MESSAGES.slow : SUCCESS_MESSAGES.confirmingText}
        </p>
        {timedOut && (
          <div className={styles.actionsRow}>
            <Button variant="secondary" onClick={retry}>
              CHECK AGAIN
            </Button>
          </div>
        )}
      </Frame>
    );
  }
  if (registration?.status === 'expired') {
    return (
      <Frame leagueId={leagueId} listing={listing} title="Your checkout expired">
        <p className={styles.note}>{SUCCESS_MESSAGES.expired}</p>
      </Frame>
    );
  }
  return (
    <Frame leagueId={leagueId} listing={listing} title={SUCCESS_MESSAGES.teamRegistered}>
      {registration?.status === 'registered' && teamName && (
        <p className={styles.note}>
          <strong>{teamName}</strong> is registered
          {registration.paymentStatus === 'paid' ? ' and paid' : ''}.
        </p>
      )}
      {error && !registration && <p className={styles.note}>{SUCCESS_MESSAGES.teamError}</p>}
      <p className={styles.note}>{SUCCESS_MESSAGES.teamNext}</p>
    </Frame>
  );
}

/** `/marketplace/free-agent/registration-success?leagueId=…[&session_id=…]`: a free agent's registration. */
export function FreeAgentRegistrationSuccessPage() {
  const [search] = useSearchParams();
  const leagueId = search.get('leagueId') ?? undefined;
  const { data: listing } = useLeagueListing(leagueId);
  return (
    <Frame leagueId={leagueId} listing={listing} title={SUCCESS_MESSAGES.freeAgentRegistered}>
      {search.get('session_id') && <p className={styles.note}>{SUCCESS_MESSAGES.paidFreeAgent}</p>}
      <p className={styles.note}>{SUCCESS_MESSAGES.freeAgentNext}</p>
    </Frame>
  );
}
