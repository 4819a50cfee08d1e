import { Link } from 'react-router-dom';
import { SOMETHING_WENT_WRONG } from '../../../../../src/contracts/common/messages.ts';
import { formatEventDate } from '../../../../../src/contracts/events/index.ts';
import type { PlayoffBracketDto, PlayoffMatchDto } from '../../../../../src/contracts/leagues/index.ts';
import { PLAYOFF_MESSAGES } from '../../../../../src/contracts/leagues/index.ts';
import { classNames } from '../../../lib/class-names';
import { RetryBlock } from '../../../ui/blocks/retry-block';
import { TrophyIcon } from '../../../ui/icons/icons';
import { ListSkeleton } from '../../clubs/club-header';
import leagueStyles from '../leagues.module.css';
import { matchScore, penaltiesNote, sideLabel } from './playoff-format';
import styles from './playoffs.module.css';
import { usePlayoffBracket, usePlayoffPushes } from './use-playoffs';

/** The league page's playoffs tab: the champion, then the bracket round by round (live). */
export function PlayoffsView({ leagueId, linkGames }: { leagueId: string; linkGames: boolean }) {
  const { data, error, mutate } = usePlayoffBracket(leagueId);
  usePlayoffPushes(leagueId);
  if (error) return <RetryBlock message={SOMETHING_WENT_WRONG} onRetry={() => void mutate()} />;
  if (!data) return <ListSkeleton rows={3} />;
  if (!data.stageId) return <p className={leagueStyles.note}>{PLAYOFF_MESSAGES.noPlayoffs}</p>;
  return <PlayoffBracket bracket={data} linkGames={linkGames} />;
}

export function PlayoffBracket({ bracket, linkGames }: { bracket: PlayoffBracketDto; linkGames: boolean }) {
  return (
    <div className={classNames(leagueStyles.stack, styles.bracket)}>
      {bracket.champion && (
        <p className={styles.champion} role="status">
          <TrophyIcon className={styles.trophy} width={32} height={32} />
          <span>
            <span className={styles.championLabel}>Champion</span>
            <strong>{bracket.champion.name}</strong>
          </span>
        </p>
      )}
      <ol className={styles.rounds} aria-label="Playoff bracket">
        {bracket.rounds.map((round, index) => {
          const previous = bracket.rounds[index - 1]?.name;
          return (
            <li key={round.round} className={styles.round}>
              <h3 className={styles.roundName}>{round.name}</h3>
              <ul className={styles.matches}>
                {round.matches.map((match) => (
                  <li key={match.position}>
                    <MatchCard
                      match={match}
                      previousRound={previous}
                      link={linkGames}
                      timeZone={bracket.ianaTimezone}
                    />
                  </li>
                ))}
              </ul>
            </li>
          );
        })}
      </ol>
    </div>
  );
}

function MatchCard({
  match,
  previousRound,
  link,
  timeZone,
}: {
  match: PlayoffMatchDto;
  previousRound: string | undefined;
  link: boolean;
  timeZone: string;
}) {
  const score = matchScore(match);
  const penalties = penaltiesNote(match.shootoutWinnerTeamId, [match.home.team, match.away.team]);
  const side = (which: 'home' | 'away') => {
    const team = match[which].team;
    const won = team !== null && match.winnerTeamId === team.id;
    return (
      <p className={classNames(styles.side, won && styles.winner)}>
        {match[which].seed !== null && <span className={styles.seed}>{match[which].seed}</span>}
        <span className={styles.team}>{sideLabel(match, which, previousRound)}</span>
        {score !== null && (
          <span className={styles.goals}>{which === 'home' ? match.homeScore : match.awayScore}</span>
        )}
        {won && <span className="visually-hidden"> (through)</span>}
      </p>
    );
  };
  const when = match.startsAt ? formatEventDate(match.startsAt, timeZone) : null;
  const body = (
    <>
      {side('home')}
      {side('away')}
      {penalties && <p className={styles.meta}>{penalties}</p>}
      {!match.bye && when && !score && (
        <p className={styles.meta}>
          <time dateTime={match.startsAt ?? undefined}>{when}</time>
          {match.venue ? ` · ${match.venue}` : ''}
        </p>
      )}
    </>
  );
  if (link && match.gameId)
    return (
      <Link className={classNames(leagueStyles.game, styles.matchLink)} to={`/league-event/${match.gameId}`}>
        {body}
      </Link>
    );
  return <div className={leagueStyles.game}>{body}</div>;
}
