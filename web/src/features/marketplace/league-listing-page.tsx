import { useParams } from 'react-router-dom';
import { formatEventDate } from '../../../../src/contracts/events/time-zones.ts';
import { LEAGUE_RULE_SETS } from '../../../../src/contracts/leagues/rule-sets.ts';
import { type LeagueListingDto, LISTING_MESSAGES } from '../../../../src/contracts/marketplace/index.ts';
import { classNames } from '../../lib/class-names';
import { buttonClassName } from '../../ui/button/button';
import { ruleSummary } from '../leagues/league-form';
import { GAME_DAY_LABELS } from '../leagues/league-format';
import { Fact } from './fact';
import { ListingFrame } from './listing-frame';
import {
  freeAgentPriceLabel,
  kindLabel,
  registrationLabel,
  seasonDatesLabel,
  spotsLabel,
  teamPriceLabel,
} from './marketplace-format';
import { MyRegistrations } from './registration/my-registrations';
import { RegistrationActions } from './registration-actions';
import styles from './styles';
import { useLeagueListing } from './use-marketplace';

/**
 * `/marketplace/league/{leagueId}`: a league open for registration, public; a member registers a team
 * or themself as a free agent from here (registration-actions.tsx), a visitor is asked to log in first.
 */
export function LeagueListingPage() {
  const { leagueId } = useParams();
  const { data, error, mutate } = useLeagueListing(leagueId);
  return (
    <ListingFrame
      data={data}
      error={error}
      retry={() => void mutate()}
      title={(listing) => listing.name}
      fallbackTitle="League"
      backTo="/marketplace"
      notFound={LISTING_MESSAGES.notFound}
    >
      {(listing) => <LeagueListing listing={listing} />}
    </ListingFrame>
  );
}

const when = (listing: LeagueListingDto, instant: string) => formatEventDate(instant, listing.timeZone);

function LeagueListing({ listing }: { listing: LeagueListingDto }) {
  const rules = LEAGUE_RULE_SETS[listing.format];
  const full = listing.spotsLeft <= 0;
  return (
    <>
      <div className={styles.hero}>
        <p className={styles.heroMeta}>{listing.city}</p>
        <h1 className={styles.heroTitle}>{listing.name}</h1>
        <p className={styles.heroMeta}>{kindLabel(listing)}</p>
        <ul className={styles.heroFacts} aria-label="League facts">
          <li className={styles.heroFact}>{teamPriceLabel(listing)} a team</li>
          <li className={styles.heroFact}>{spotsLabel(listing)}</li>
          <li className={styles.heroFact}>{registrationLabel(listing)}</li>
        </ul>
        <MyRegistrations listing={listing} />
        <RegistrationActions listing={listing} />
        {listing.learnMoreUrl && (
          <div className={styles.heroActions}>
            <a
              href={listing.learnMoreUrl}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClassName({ variant: 'inverse', size: 'small' })}
            >
              LEARN MORE ABOUT THIS LEAGUE
            </a>
          </div>
        )}
      </div>
      <section className={styles.card} aria-labelledby="league-season">
        <h2 id="league-season" className={styles.cardTitle}>
          Season
        </h2>
        <dl className={styles.facts}>
          <Fact term="Season">{seasonDatesLabel(listing)}</Fact>
          <Fact term="Game day">{GAME_DAY_LABELS[listing.gameDay]}s</Fact>
          <Fact term="Time slots">{listing.timeSlots.join(', ') || 'To be announced'}</Fact>
          <Fact term={listing.venues.length === 1 ? 'Venue' : 'Venues'}>
            {listing.venues.join(', ') || 'To be announced'}
          </Fact>
        </dl>
      </section>
      <section className={styles.card} aria-labelledby="league-registration">
        <h2 id="league-registration" className={styles.cardTitle}>
          Registration
        </h2>
        <dl className={styles.facts}>
          <Fact term="Team fee">{teamPriceLabel(listing)}</Fact>
          <Fact term="Free agent fee">{freeAgentPriceLabel(listing)}</Fact>
          <Fact term="Spots left">
            <span className={classNames(styles.pill, full ? styles.pillDanger : styles.pillGood)}>
              {spotsLabel(listing)}
            </span>
          </Fact>
          <Fact term="Registration">
            {registrationLabel(listing)}: {when(listing, listing.opensAt)} to{' '}
            {when(listing, listing.closesAt)}
          </Fact>
          <Fact term="Refunds">Until {when(listing, listing.refundCutoff)}</Fact>
        </dl>
      </section>
      <section className={styles.card} aria-labelledby="league-rules">
        <h2 id="league-rules" className={styles.cardTitle}>
          {rules.label} rules
        </h2>
        <p className={styles.text}>{ruleSummary(rules)}</p>
      </section>
    </>
  );
}
