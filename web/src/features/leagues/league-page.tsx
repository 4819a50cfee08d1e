import { useParams, useSearchParams } from 'react-router-dom';
import { SOMETHING_WENT_WRONG } from '../../../../src/contracts/common/messages.ts';
import {
  LEAGUE_MESSAGES,
  LEAGUE_STAT_TYPES,
  type LeagueDto,
  type LeagueStatType,
} from '../../../../src/contracts/leagues/index.ts';
import { Avatar } from '../../ui/avatar/avatar';
import { RetryBlock } from '../../ui/blocks/retry-block';
import { Skeleton } from '../../ui/skeleton/skeleton';
import { ListSkeleton } from '../clubs/club-header';
import { type ClubTab, ClubTabs } from '../clubs/club-tabs';
import { useOpenPlayerProfile } from '../player-profile/use-player-profile';
import { LeagueFeedView } from './feed/league-feed';
import { STAT_TYPE_LABELS, seasonLabel } from './league-format';
import styles from './leagues.module.css';
import { PlayoffsView } from './playoffs/playoff-bracket';
import { ScheduleList } from './schedule-list';
import { SeasonRosterView } from './season-roster/season-roster-view';
import { StandingsTable } from './standings-table';
import { useLeague, useLeagueLeaderboard, useLeagueRoom, useSchedule, useStandings } from './use-leagues';

/** Spec §2 league views, feed first (the default). */
export const LEAGUE_VIEWS = ['roster', 'feed', 'standings', 'schedule', 'leaderboard', 'playoffs'] as const;
export type LeagueView = (typeof LEAGUE_VIEWS)[number];
export const DEFAULT_LEAGUE_VIEW: LeagueView = 'feed';

const viewLabels: Record<LeagueView, string> = {
  roster: 'ROSTER',
  feed: 'FEED',
  standings: 'STANDINGS',
  schedule: 'SCHEDULE',
  leaderboard: 'LEADERBOARD',
  playoffs: 'PLAYOFFS',
};

const isView = (value: string | null): value is LeagueView =>
  value !== null && (LEAGUE_VIEWS as readonly string[]).includes(value);

export function LoadError({
  onRetry,
  message = SOMETHING_WENT_WRONG,
}: {
  onRetry: () => void;
  message?: string;
}) {
  return <RetryBlock message={message} onRetry={onRetry} />;
}

/** `/league/{leagueId}`: the league's tabs; `?view=` keeps the selected one (selectedLeagueView). */
export function LeaguePage() {
  const { leagueId = '' } = useParams();
  const { data: league, error, mutate } = useLeague(leagueId);
  useLeagueRoom(leagueId);

  if (error) {
    return (
      <div className={styles.page}>
        <h1 className="visually-hidden">League</h1>
        <LoadError
          message={
            error.status === 404 || error.status === 400 ? LEAGUE_MESSAGES.notFound : SOMETHING_WENT_WRONG
          }
          onRetry={() => void mutate()}
        />
      </div>
    );
  }

  return (
    <div className={styles.page}>
      {league ? <LeagueHero league={league} /> : <HeroSkeleton />}
      <LeagueTabs leagueId={leagueId} views={LEAGUE_VIEWS} defaultView={DEFAULT_LEAGUE_VIEW} />
    </div>
  );
}

/**
 * A league's views as tabs, the selected one kept in `?view=` (the default leaves it out). On the
 * public page (`visitor`) games do not link to the game page and names do not open profile cards.
 */
export function LeagueTabs({
  leagueId,
  views,
  defaultView,
  visitor = false,
}: {
  leagueId: string;
  views: readonly LeagueView[];
  defaultView: LeagueView;
  visitor?: boolean;
}) {
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('view');
  const view: LeagueView = isView(requested) && views.includes(requested) ? requested : defaultView;
  const tabs: ReadonlyArray<ClubTab<LeagueView>> = views.map((tab) => ({
    id: tab,
    label: viewLabels[tab],
    content: <LeagueView view={tab} leagueId={leagueId} visitor={visitor} />,
  }));
  return (
    <div className={styles.tabsWrap}>
      <ClubTabs
        label="League views"
        tabs={tabs}
        selected={view}
        onSelect={(next) =>
          setSearchParams(
            (params) => {
              const copy = new URLSearchParams(params);
              if (next === defaultView) copy.delete('view');
              else copy.set('view', next);
              return copy;
            },
            { replace: true },
          )
        }
      />
    </div>
  );
}

function HeroSkeleton() {
  return (
    <div className={styles.hero} role="status" aria-busy="true">
      <span className="visually-hidden">Loading…</span>
      <Skeleton width="40%" />
      <Skeleton width="70%" height="1.6rem" />
    </div>
  );
}

function LeagueHero({ league }: { league: LeagueDto }) {
  return (
    <header className={styles.hero}>
      <title>{`${league.name} · Playfield`}</title>
      <p className={styles.heroMeta}>
        {league.workspaceName} · {league.ruleSet.label}
      </p>
      <h1 className={styles.heroTitle}>{league.name}</h1>
      <p className={styles.heroMeta}>{seasonLabel(league)}</p>
    </header>
  );
}

function LeagueView({ view, leagueId, visitor }: { view: LeagueView; leagueId: string; visitor: boolean }) {
  switch (view) {
    case 'roster':
      return <SeasonRosterView leagueId={leagueId} />;
    case 'feed':
      return <LeagueFeedView leagueId={leagueId} visitor={visitor} />;
    case 'standings':
      return <StandingsView leagueId={leagueId} />;
    case 'schedule':
      return <ScheduleView leagueId={leagueId} linkGames={!visitor} />;
    case 'leaderboard':
      return <LeaderboardView leagueId={leagueId} openProfiles={!visitor} />;
    case 'playoffs':
      return <PlayoffsView leagueId={leagueId} linkGames={!visitor} />;
  }
}

export function StandingsView({ leagueId }: { leagueId: string }) {
  const { data, error, mutate } = useStandings(leagueId);
  if (error) return <LoadError onRetry={() => void mutate()} />;
  if (!data) return <ListSkeleton rows={4} />;
  if (data.rows.length === 0) return <p className={styles.note}>No standings yet.</p>;
  return <StandingsTable rows={data.rows} />;
}

function ScheduleView({ leagueId, linkGames }: { leagueId: string; linkGames: boolean }) {
  const { data, error, mutate } = useSchedule(leagueId);
  if (error) return <LoadError onRetry={() => void mutate()} />;
  if (!data) return <ListSkeleton rows={4} />;
  return <ScheduleList games={data.games} linkGames={linkGames} />;
}

function LeaderboardView({ leagueId, openProfiles }: { leagueId: string; openProfiles: boolean }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('statType');
  const statType: LeagueStatType = (LEAGUE_STAT_TYPES as readonly string[]).includes(requested ?? '')
    ? (requested as LeagueStatType)
    : 'goals';
  const { data, error, mutate } = useLeagueLeaderboard(leagueId, statType);
  const openProfile = useOpenPlayerProfile();
  return (
    <div className={styles.stack}>
      <label className={styles.row}>
        <span className={styles.muted}>Leaderboard</span>
        <select
          className={styles.select}
          value={statType}
          onChange={(event) =>
            setSearchParams(
              (params) => {
                const copy = new URLSearchParams(params);
                copy.set('statType', event.target.value);
                return copy;
              },
              { replace: true },
            )
          }
        >
          {LEAGUE_STAT_TYPES.map((type) => (
            <option key={type} value={type}>
              {STAT_TYPE_LABELS[type]}
            </option>
          ))}
        </select>
      </label>
      {error ? (
        <LoadError onRetry={() => void mutate()} />
      ) : !data ? (
        <ListSkeleton rows={3} />
      ) : data.entries.length === 0 ? (
        <p className={styles.note}>No stats yet. They count once a game's result is confirmed.</p>
      ) : (
        <ol className={styles.plainList} aria-label={STAT_TYPE_LABELS[statType]}>
          {data.entries.map((entry) => (
            <li key={`${entry.memberId ?? entry.teamId}`} className={styles.leaderRow}>
              <span className={styles.rank} aria-hidden="true">
                {entry.rank}
              </span>
              <Avatar src={entry.avatar} size={32} />
              <span>
                {entry.memberId && openProfiles ? (
                  <button
                    type="button"
                    className={styles.linkButton}
                    onClick={() => openProfile(entry.memberId!)}
                  >
                    {entry.name}
                  </button>
                ) : (
                  entry.name
                )}
                {entry.memberId && <span className={styles.muted}> · {entry.teamName}</span>}
              </span>
              <span className={styles.value}>{entry.value}</span>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
