import { useState } from 'react';
import { Link } from 'react-router-dom';
import { SOMETHING_WENT_WRONG } from '../../../../src/contracts/common/messages.ts';
import {
  PICKUP_EVENT_MESSAGES,
  type PickupEventsFilter,
  pickupEventPath,
} from '../../../../src/contracts/pickup/game-listing.ts';
import type { PickupEventDto } from '../../../../src/contracts/pickup/index.ts';
import { classNames } from '../../lib/class-names';
import { Button } from '../../ui/button/button';
import { FormAlert } from '../../ui/form/field';
import { FilterSwitch, LoadMore } from '../../ui/paged-list/paged-list';
import { Skeleton } from '../../ui/skeleton/skeleton';
import { useOpenPickupGameForm } from './open-pickup-forms';
import { gameBadge, gameDateLabel, gamePriceLabel, spotsLeftLabel, viewerTag } from './pickup-format';
import styles from './styles';
import { useGroupEvents } from './use-pickup';

export const gamesSectionTitle = 'Games';
const filterLabels: Record<PickupEventsFilter, string> = { upcoming: 'UPCOMING', past: 'PAST' };
const toneClass = { good: styles.pillGood, warn: styles.pillWarn, neutral: undefined } as const;

export interface GroupGamesProps {
  group: { id: string; name: string; timezone: string };
  /** Group admins create games. */
  isAdmin: boolean;
}

/** The group page's games: upcoming (soonest first) or past, 20 a page, and the admin's CREATE GAME. */
export function GroupGames({ group, isAdmin }: GroupGamesProps) {
  const [filter, setFilter] = useState<PickupEventsFilter>('upcoming');
  const { openCreateGame } = useOpenPickupGameForm();
  return (
    <section className={styles.games} aria-labelledby="group-games">
      <div className={styles.sectionHead}>
        <h2 id="group-games" className={styles.sectionTitle}>
          {gamesSectionTitle}
        </h2>
        {isAdmin && (
          <Button size="small" onClick={() => openCreateGame(group)}>
            CREATE GAME
          </Button>
        )}
      </div>
      <FilterSwitch
        options={['upcoming', 'past'] as const}
        labels={filterLabels}
        value={filter}
        onChange={setFilter}
        label="Which games"
      />
      <GameList key={filter} groupId={group.id} filter={filter} />
    </section>
  );
}

function GameList({ groupId, filter }: { groupId: string; filter: PickupEventsFilter }) {
  const { data: pages, error, size, setSize, isValidating, mutate } = useGroupEvents(groupId, filter);

  if (error && !pages) {
    return (
      <div className={styles.stateBlock}>
        <FormAlert>
          {error.status === 401
            ? PICKUP_EVENT_MESSAGES.loginToView
            : error.status === 403
              ? PICKUP_EVENT_MESSAGES.offLimits
              : SOMETHING_WENT_WRONG}
        </FormAlert>
        {error.status !== 401 && error.status !== 403 && (
          <Button variant="secondary" size="small" onClick={() => void mutate()}>
            TRY AGAIN
          </Button>
        )}
      </div>
    );
  }
  if (!pages) return <GamesSkeleton />;
  const games = pages.flatMap((page) => page.data);
  if (games.length === 0) {
    return (
      <p className={styles.note}>
        {filter === 'upcoming' ? PICKUP_EVENT_MESSAGES.emptyUpcoming : PICKUP_EVENT_MESSAGES.emptyPast}
      </p>
    );
  }
  return (
    <>
      <ul className={styles.gameList} aria-label={filter === 'upcoming' ? 'Upcoming games' : 'Past games'}>
        {games.map((game) => (
          <li key={game.id}>
            <GameCard game={game} />
          </li>
        ))}
      </ul>
      <LoadMore list={{ data: pages, size, setSize, isValidating }} size="small" />
    </>
  );
}

/** One game: date badge, title, time in the group's zone, address, price, spots left, the viewer's place. */
export function GameCard({ game }: { game: PickupEventDto }) {
  const badge = gameBadge(game);
  const tag = viewerTag(game);
  return (
    <Link
      to={pickupEventPath(game.id)}
      className={classNames(styles.gameCard, game.isCancelled && styles.gameCanceled)}
    >
      <span className={styles.dateBadge} aria-hidden="true">
        <span className={styles.dateBadgeMonth}>{badge.month}</span>
        <span className={styles.dateBadgeDay}>{badge.day}</span>
      </span>
      <span className={styles.listCardText}>
        <span className={styles.listCardTitle}>{game.title}</span>
        <span className={styles.listCardMeta}>{gameDateLabel(game)}</span>
        <span className={styles.listCardMeta}>{game.address}</span>
      </span>
      <span className={styles.listCardFoot}>
        <span className={classNames(styles.pill, styles.pillPrice)}>{gamePriceLabel(game)}</span>
        {game.isCancelled ? (
          <span className={classNames(styles.pill, styles.pillDanger)}>Cancelled</span>
        ) : (
          !game.isPast && <span className={styles.pill}>{spotsLeftLabel(game)}</span>
        )}
        {tag && <span className={classNames(styles.pill, toneClass[tag.tone])}>{tag.label}</span>}
      </span>
    </Link>
  );
}

function GamesSkeleton() {
  return (
    <div role="status" aria-busy="true" className={styles.gameList}>
      <span className="visually-hidden">Loading games…</span>
      {[0, 1].map((index) => (
        <div key={index} className={styles.skeletonCard} aria-hidden="true">
          <Skeleton width="52px" height="52px" radius="var(--radius-md)" />
          <div className={styles.skeletonLines}>
            <Skeleton width="60%" />
            <Skeleton width="85%" />
            <Skeleton width="40%" />
          </div>
        </div>
      ))}
    </div>
  );
}
