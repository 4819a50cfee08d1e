import { Link } from 'react-router-dom';
import styles from './leagues.module.css';
import { useLeaguePositions } from './use-leagues';

/** The team page's league positions (`GET /api/team/{teamId}/league-positions`): shown only when there are any. */
export function LeaguePositions({ teamId }: { teamId: string }) {
  const { data } = useLeaguePositions(teamId);
  if (!data || data.length === 0) return null;
  return (
    <section className={styles.card} aria-labelledby="team-leagues">
      <h2 id="team-leagues" className={styles.cardTitle}>
        Leagues
      </h2>
      <ul className={styles.plainList}>
        {data.map((entry) => (
          <li key={`${entry.leagueId}-${entry.stageId}`} className={styles.cardHead}>
            <Link to={`/league/${entry.leagueId}?view=standings`}>{entry.leagueName}</Link>
            <span className={styles.muted}>
              {entry.shared ? '=' : ''}
              {ordinal(entry.position)} of {entry.teamCount} · {entry.points} pts · {entry.played} played
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function ordinal(position: number): string {
  const tens = position % 100;
  const suffix =
    tens >= 11 && tens <= 13
      ? 'th'
      : position % 10 === 1
        ? 'st'
        : position % 10 === 2
          ? 'nd'
          : position % 10 === 3
            ? 'rd'
            : 'th';
  return `${position}${suffix}`;
}
