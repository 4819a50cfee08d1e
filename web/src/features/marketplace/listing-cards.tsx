import { Link } from 'react-router-dom';
import type { FreeAgentDto, LeagueListingDto, PostDto } from '../../../../src/contracts/marketplace/index.ts';
import { classNames } from '../../lib/class-names';
import { Skeleton } from '../../ui/skeleton/skeleton';
import {
  dayAndTimeLabel,
  freeAgentName,
  freeAgentPlayLabel,
  freeAgentWhenLabel,
  kindLabel,
  lookingForLabel,
  placeLabel,
  registrationLabel,
  spotsLabel,
  startLabel,
  teamPriceLabel,
} from './marketplace-format';
import { marketplacePaths } from './marketplace-paths';
import { ReliabilityBadge } from './reliability-badge';
import styles from './styles';

/** A league open for registration: name, kind, start, day and time, venue and city, price, spots. */
export function LeagueCard({ listing }: { listing: LeagueListingDto }) {
  const full = listing.spotsLeft <= 0;
  return (
    <Link to={marketplacePaths.league(listing.leagueId)} className={styles.cardLink}>
      <span className={styles.listCardTitle}>{listing.name}</span>
      <span className={styles.listCardMeta}>{kindLabel(listing)}</span>
      <span className={styles.listCardMeta}>
        {startLabel(listing)} · {dayAndTimeLabel(listing)}
      </span>
      <span className={styles.listCardMeta}>{placeLabel(listing)}</span>
      <span className={styles.pills}>
        <span className={classNames(styles.pill, styles.pillPrice)}>{teamPriceLabel(listing)}</span>
        <span className={classNames(styles.pill, full ? styles.pillDanger : styles.pillGood)}>
          {spotsLabel(listing)}
        </span>
        {!listing.registrationOpen && <span className={styles.pill}>{registrationLabel(listing)}</span>}
      </span>
    </Link>
  );
}

export function FreeAgentCard({ agent }: { agent: FreeAgentDto }) {
  return (
    <Link to={marketplacePaths.freeAgent(agent.id)} className={styles.cardLink}>
      <span className={styles.listCardTitle}>{freeAgentName(agent)}</span>
      <span className={styles.listCardMeta}>{freeAgentPlayLabel(agent)}</span>
      <span className={styles.listCardMeta}>{freeAgentWhenLabel(agent)}</span>
      <span className={styles.listCardMeta}>
        {agent.city}
        {agent.league ? ` · ${agent.league.name}` : ''}
      </span>
      <span className={styles.pills}>
        <span className={styles.pill}>{lookingForLabel(agent)}</span>
        <ReliabilityBadge reliability={agent.reliability} />
        {agent.status === 'paused' && <span className={styles.pill}>Paused</span>}
      </span>
    </Link>
  );
}

export function PostCard({ post }: { post: PostDto }) {
  return (
    <Link to={marketplacePaths.post(post.id)} className={styles.cardLink}>
      {post.imageUrl && <img src={post.imageUrl} alt="" loading="lazy" className={styles.cardImage} />}
      <span className={styles.listCardTitle}>{post.title}</span>
      <span className={styles.listCardMeta}>
        {post.categoryLabel} · {post.city} · {post.author.firstName} {post.author.lastName}
      </span>
      <span className={classNames(styles.listCardMeta, styles.clamp)}>{post.body}</span>
    </Link>
  );
}

export function CardsSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-busy="true" className={styles.list}>
      <span className="visually-hidden">{label}</span>
      {[0, 1, 2].map((index) => (
        <div key={index} className={styles.skeletonCard} aria-hidden="true">
          <Skeleton width="60%" height="1.25rem" />
          <Skeleton width="80%" />
          <Skeleton width="45%" />
        </div>
      ))}
    </div>
  );
}
