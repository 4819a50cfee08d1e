import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { LeagueEventDto } from '../../../../src/contracts/leagues/index.ts';
import { classNames } from '../../lib/class-names';
import { formatEventDate, zoneAbbreviation } from '../events/event-format';
import { finalScore, REPORT_STATUS_LABELS } from './league-format';
import styles from './leagues.module.css';
import { penaltiesNote } from './playoffs/playoff-format';

/** Games grouped by round, each with its time in the game's zone (spec §9 format) and its result. */
export function ScheduleList({
  games,
  linkGames = true,
  renderActions,
}: {
  games: readonly LeagueEventDto[];
  linkGames?: boolean;
  renderActions?: (game: LeagueEventDto) => ReactNode;
}) {
  if (games.length === 0) return <p className={styles.note}>No games scheduled yet.</p>;
  const rounds = new Map<string, LeagueEventDto[]>();
  for (const game of [...games].sort((a, b) => a.dateAndTime.localeCompare(b.dateAndTime))) {
    // Playoff games go under their round's name (Semi-final, Final), after the regular rounds.
    const key = game.roundName ?? (game.round === null ? 'Games' : `Round ${game.round}`);
    rounds.set(key, [...(rounds.get(key) ?? []), game]);
  }
  return (
    <div className={styles.stack}>
      {[...rounds].map(([round, list]) => (
        <section key={round} aria-label={round}>
          <h3 className={styles.roundTitle}>{round}</h3>
          <ul className={styles.games}>
            {list.map((game) => (
              <li key={game.id}>
                <GameCard game={game} link={linkGames} actions={renderActions?.(game)} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

export function GameCard({
  game,
  link,
  actions,
}: {
  game: LeagueEventDto;
  link: boolean;
  actions?: ReactNode;
}) {
  const score = finalScore(game);
  const penalties = penaltiesNote(game.shootoutWinnerTeamId, [game.homeTeam, game.awayTeam]);
  const body = (
    <>
      <div className={styles.matchup}>
        <span>{game.homeTeam.name}</span>
        <span className={styles.score}>{game.status === 'canceled' ? '–' : (score ?? 'vs')}</span>
        <span>{game.awayTeam.name}</span>
      </div>
      <p className={styles.muted}>
        <time dateTime={game.dateAndTime}>{formatEventDate(game.dateAndTime, game.ianaTimezone)}</time>{' '}
        {zoneAbbreviation(game.dateAndTime, game.ianaTimezone)} · {game.addressName}
      </p>
      <p className={styles.row}>
        <span
          className={classNames(
            styles.chip,
            game.reportStatus === 'conflict' && styles.chipWarn,
            game.reportStatus === 'published' && styles.chipOk,
          )}
        >
          {game.status === 'canceled'
            ? 'Canceled'
            : game.forfeitedByTeamId
              ? 'Forfeit'
              : REPORT_STATUS_LABELS[game.reportStatus]}
        </span>
        {penalties && <span className={styles.muted}>{penalties}</span>}
      </p>
    </>
  );
  if (actions)
    return (
      <div className={styles.game}>
        {link ? (
          <Link to={`/league-event/${game.id}`} className={styles.gameLink}>
            {body}
          </Link>
        ) : (
          body
        )}
        {actions}
      </div>
    );
  return link ? (
    <Link to={`/league-event/${game.id}`} className={styles.game}>
      {body}
    </Link>
  ) : (
    <div className={styles.game}>{body}</div>
  );
}
