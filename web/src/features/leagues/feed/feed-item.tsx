import { Link } from 'react-router-dom';
import type { LeagueFeedItemDto, LeagueMediaKind } from '../../../../../src/contracts/leagues/index.ts';
import { ClampedText } from '../../../ui/clamp/clamped-text';
import styles from './league-feed.module.css';

/** Spec §3 image kinds, as a picture's caption and alt text say them. */
export const MEDIA_KIND_LABELS: Readonly<Record<LeagueMediaKind, string>> = {
  KICKOFF: 'Kick-off',
  CHAMP: 'Champions',
  IMAGE: 'Photo',
  COVER: 'Cover',
};

const KIND_LABELS: Readonly<Record<LeagueFeedItemDto['kind'], string>> = {
  result: 'Final score',
  game_moved: 'Schedule change',
  game_canceled: 'Game canceled',
  post: 'Organizer',
};

const when = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** One feed item: a result (linking to the game), a moved or canceled game, or an organizer's post. */
export function FeedItem({
  item,
  onClap,
  canClap,
  linkGames,
}: {
  item: LeagueFeedItemDto;
  onClap: (item: LeagueFeedItemDto) => void;
  canClap: boolean;
  linkGames: boolean;
}) {
  const claps = `${item.clapCount} ${item.clapCount === 1 ? 'clap' : 'claps'}`;
  return (
    <article className={styles.item} aria-label={KIND_LABELS[item.kind]}>
      <p className={styles.meta}>
        <span className={item.kind === 'game_canceled' ? styles.tagWarn : styles.tag}>
          {item.kind === 'post' && item.author ? item.author.name : KIND_LABELS[item.kind]}
        </span>
        <time dateTime={item.createdAt}>{when.format(new Date(item.createdAt))}</time>
      </p>
      {item.kind === 'result' && item.homeTeam && item.awayTeam ? (
        <ResultLine item={item} link={linkGames} />
      ) : item.text ? (
        item.kind === 'post' ? (
          <ClampedText className={styles.text}>{item.text}</ClampedText>
        ) : (
          <p className={styles.text}>{item.text}</p>
        )
      ) : null}
      {item.images.length > 0 && (
        <ul className={item.images.length === 1 ? styles.oneImage : styles.images} aria-label="Pictures">
          {item.images.map((image) => (
            <li key={image.id}>
              <figure className={styles.figure}>
                <img
                  src={image.url}
                  alt={`${MEDIA_KIND_LABELS[image.kind]}: ${item.text || 'from the organizers'}`.slice(
                    0,
                    140,
                  )}
                  loading="lazy"
                />
                <figcaption className={styles.caption}>{MEDIA_KIND_LABELS[image.kind]}</figcaption>
              </figure>
            </li>
          ))}
        </ul>
      )}
      {canClap ? (
        <button
          type="button"
          className={item.hasClapped ? styles.clapped : styles.clap}
          aria-pressed={item.hasClapped}
          aria-label={`${item.hasClapped ? 'Unclap' : 'Clap'} (${claps})`}
          onClick={() => onClap(item)}
        >
          <span aria-hidden="true">👏</span> <span data-testid="clap-count">{item.clapCount}</span>
        </button>
      ) : (
        item.clapCount > 0 && <p className={styles.clapsOnly}>👏 {claps}</p>
      )}
    </article>
  );
}

function ResultLine({ item, link }: { item: LeagueFeedItemDto; link: boolean }) {
  const line = (
    <span className={styles.matchup}>
      <span>{item.homeTeam!.name}</span>
      <span className={styles.score}>
        {item.homeScore} – {item.awayScore}
      </span>
      <span>{item.awayTeam!.name}</span>
    </span>
  );
  return (
    <p className={styles.result}>
      {link && item.leagueEventId ? <Link to={`/league-event/${item.leagueEventId}`}>{line}</Link> : line}
      {item.text.endsWith('(forfeit)') && <span className={styles.muted}> (forfeit)</span>}
    </p>
  );
}
