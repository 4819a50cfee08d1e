import { useSearchParams } from 'react-router-dom';
import type { MemberEventsFilter } from '../../../../../src/contracts/events/member-events.ts';
import { REFEREE_MESSAGES, type RefereeGameDto } from '../../../../../src/contracts/leagues/referees.ts';
import { ListSkeleton } from '../../clubs/club-header';
import { type ClubTab, ClubTabs } from '../../clubs/club-tabs';
import { LoadError } from '../league-page';
import leagueStyles from '../leagues.module.css';
import { GameCard } from '../schedule-list';
import { CardSwatch } from './card-swatch';
import styles from './referee.module.css';
import { useRefereeGames } from './use-referee';

const tabLabels: Record<MemberEventsFilter, string> = { future: 'UPCOMING', past: 'PAST' };

/**
 * `/referee`: "My games", the league games the signed-in member referees. Upcoming holds the games not
 * yet past (72 hours after kick-off), so those whose cards and report are due are at the top.
 */
export function RefereeGamesPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filter: MemberEventsFilter = searchParams.get('filter') === 'past' ? 'past' : 'future';
  const tabs: ReadonlyArray<ClubTab<MemberEventsFilter>> = (['future', 'past'] as const).map((tab) => ({
    id: tab,
    label: tabLabels[tab],
    content: <RefereeGames filter={tab} />,
  }));
  return (
    <div className={leagueStyles.page}>
      <title>My games · Playfield</title>
      <header className={leagueStyles.hero}>
        <h1 className={leagueStyles.heroTitle}>My games</h1>
        <p className={leagueStyles.heroMeta}>
          The league games you referee: record the cards and your match report.
        </p>
      </header>
      <div className={leagueStyles.tabsWrap}>
        <ClubTabs
          label="My games"
          tabs={tabs}
          selected={filter}
          onSelect={(next) => setSearchParams(next === 'future' ? {} : { filter: next }, { replace: true })}
        />
      </div>
    </div>
  );
}

function RefereeGames({ filter }: { filter: MemberEventsFilter }) {
  const { data, error, mutate } = useRefereeGames(filter);
  if (error) return <LoadError onRetry={() => void mutate()} />;
  if (!data) return <ListSkeleton rows={3} />;
  if (data.length === 0)
    return (
      <p className={leagueStyles.note}>
        {filter === 'future' ? REFEREE_MESSAGES.noGamesFuture : REFEREE_MESSAGES.noGamesPast}
      </p>
    );
  return (
    <ul className={leagueStyles.games} aria-label={filter === 'future' ? 'Upcoming games' : 'Past games'}>
      {data.map((game) => (
        <li key={game.id}>
          <GameCard game={game} link actions={<Officiated game={game} />} />
        </li>
      ))}
    </ul>
  );
}

/** What the referee has recorded on the game: its cards and whether the report is written. */
function Officiated({ game }: { game: RefereeGameDto }) {
  return (
    <p className={leagueStyles.row}>
      <span className={leagueStyles.muted}>{game.leagueName}</span>
      <span className={styles.tally}>
        <CardSwatch kind="YELLOW_CARD" /> {game.yellowCards}
      </span>
      <span className={styles.tally}>
        <CardSwatch kind="RED_CARD" /> {game.redCards}
      </span>
      <span className={leagueStyles.chip}>{game.hasMatchReport ? 'Report written' : 'No report yet'}</span>
    </p>
  );
}
