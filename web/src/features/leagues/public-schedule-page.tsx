import { useParams } from 'react-router-dom';
import type { LeagueDto, PublicLeagueScheduleDto } from '../../../../src/contracts/leagues/index.ts';
import { useApi } from '../../api/use-api';
import { ListSkeleton } from '../clubs/club-header';
import { ruleSummary } from './league-form';
import { GAME_DAY_LABELS } from './league-format';
import { LoadError, StandingsView } from './league-page';
import styles from './leagues.module.css';
import { ScheduleList } from './schedule-list';
import { useSchedule } from './use-leagues';

/** `/public/league-schedule/organization/{orgId}` (and its home index child): no header, no sign-in. */
export function PublicLeagueSchedulePage() {
  const { orgId = '' } = useParams();
  const { data, error, mutate } = useApi<PublicLeagueScheduleDto>(
    orgId ? `/public/league-schedule/organization/${encodeURIComponent(orgId)}` : null,
  );
  if (error) {
    return (
      <div className={styles.page}>
        <h1 className={styles.pageTitle}>League schedule</h1>
        <LoadError
          message={error.status === 404 || error.status === 400 ? 'Organization not found.' : undefined}
          onRetry={() => void mutate()}
        />
      </div>
    );
  }
  if (!data) {
    return (
      <div className={styles.page} role="status" aria-busy="true">
        <span className="visually-hidden">Loading…</span>
        <ListSkeleton rows={5} />
      </div>
    );
  }
  return (
    <div className={styles.page}>
      <title>{`${data.organization.name} league schedule · Playfield`}</title>
      <div className={styles.pageHead}>
        <h1 className={styles.pageTitle}>{data.organization.name} league schedule</h1>
        <p className={styles.muted}>{data.workspaces.map((workspace) => workspace.name).join(' · ')}</p>
      </div>
      {data.leagues.length === 0 ? (
        <p className={styles.note}>No leagues published yet.</p>
      ) : (
        data.leagues.map((league) => <PublicLeague key={league.id} league={league} />)
      )}
    </div>
  );
}

function PublicLeague({ league }: { league: LeagueDto }) {
  const { data, error, mutate } = useSchedule(league.id);
  return (
    <section className={styles.card} aria-labelledby={`league-${league.id}`}>
      <div className={styles.pageHead}>
        <h2 id={`league-${league.id}`} className={styles.cardTitle}>
          {league.name}
        </h2>
        <p className={styles.muted}>
          {league.workspaceName} · {GAME_DAY_LABELS[league.gameDay]}s · {league.seasonStart} to{' '}
          {league.seasonEnd}
        </p>
        <p className={styles.ruleSummary}>{ruleSummary(league.ruleSet)}</p>
      </div>
      <h3 className={styles.roundTitle}>Standings</h3>
      <StandingsView leagueId={league.id} />
      <h3 className={styles.roundTitle}>Schedule and results</h3>
      {error ? (
        <LoadError onRetry={() => void mutate()} />
      ) : !data ? (
        <ListSkeleton rows={3} />
      ) : (
        <ScheduleList games={data.games} linkGames={false} />
      )}
    </section>
  );
}
