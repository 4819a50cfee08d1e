import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { SOMETHING_WENT_WRONG } from '../../../../src/contracts/common/messages.ts';
import {
  CLAIM_QUERY_PARAM,
  PICKUP_EVENT_MESSAGES,
  type PickupEventDto,
} from '../../../../src/contracts/pickup/index.ts';
import { authenticatedAtom } from '../../app/session';
import { loginHref } from '../../lib/return-to';
import { ButtonLink } from '../../ui/button/button';
import { Skeleton } from '../../ui/skeleton/skeleton';
import { OffLimits } from '../clubs/group-members';
import { CommentThread, useCommentPushes } from '../comments/comment-thread';
import { GamePageError } from '../events/game-page-error';
import { GamePageSkeleton } from '../events/game-page-skeleton';
import { HeroActions } from '../events/hero-actions';
import { useOpenCancelGame, useOpenPickupGameForm } from './open-pickup-forms';
import { gameDateLabel, gamePriceLabel, spotsLeftLabel } from './pickup-format';
import { usePickupRoom } from './pickup-room';
import { PickupRoster, RosterCard } from './pickup-roster';
import { RegistrationPanel } from './registration-panel';
import styles from './styles';
import { pickupKeys, pickupPaths, refetchGame, refetchGroupEvents, usePickupEvent } from './use-pickup';

/** Spec §2: pickup event ids are numeric, taken from the path. */
export const isPickupEventId = (value: string | undefined): value is string =>
  value !== undefined && /^[1-9]\d{0,15}$/.test(value);

function GameError({ status, onRetry }: { status: number; onRetry: () => void }) {
  if (status === 403) {
    return (
      <div className={styles.page}>
        <h1 className="visually-hidden">Pickup game</h1>
        <OffLimits />
      </div>
    );
  }
  const notFound = status === 404 || status === 400;
  return (
    <GamePageError
      heading="Pickup game"
      message={notFound ? PICKUP_EVENT_MESSAGES.notFound : SOMETHING_WENT_WRONG}
      away={notFound ? { to: '/', label: 'GO HOME' } : undefined}
      onRetry={onRetry}
    />
  );
}

/** The title block: group, title, kick-off in the group's zone, address, price, spots; admin actions. */
function GameHero({ event, isAdmin }: { event: PickupEventDto; isAdmin: boolean }) {
  const { openEditGame } = useOpenPickupGameForm();
  const openCancel = useOpenCancelGame();
  const editable = isAdmin && !event.isCancelled && !event.isPast;
  return (
    <header className={styles.hero}>
      <p className={styles.heroGroup}>
        <Link to={`/pickup-group/${event.pickupGroupId}`}>{event.group.name}</Link>
      </p>
      <h1 className={styles.heroTitle}>{event.title}</h1>
      <p className={styles.heroMeta}>
        <time dateTime={event.startsAt}>{gameDateLabel(event)}</time>
      </p>
      <p className={styles.heroMeta}>{event.address}</p>
      <ul className={styles.heroFacts} aria-label="Game facts">
        <li className={styles.heroFact}>{gamePriceLabel(event)}</li>
        <li className={styles.heroFact}>{spotsLeftLabel(event)}</li>
        {event.waitlistCount > 0 && <li className={styles.heroFact}>{event.waitlistCount} waiting</li>}
      </ul>
      {editable && (
        <HeroActions
          edit={{ label: 'EDIT GAME', onClick: () => openEditGame(event) }}
          end={{ label: 'CANCEL GAME', onClick: () => openCancel(event) }}
        />
      )}
    </header>
  );
}

/** Keeps the page live: comments in place, registrations and details refetched. */
function useLiveGame(eventId: number | null, groupId: string | undefined) {
  const { mutate } = useSWRConfig();
  const commentPushes = useCommentPushes(eventId === null ? null : pickupKeys.comments(eventId));
  const refetch = () => {
    if (eventId === null) return;
    void refetchGame(mutate, eventId);
    if (groupId) void refetchGroupEvents(mutate, groupId);
  };
  usePickupRoom(eventId, { ...commentPushes, onRosterChanged: refetch, onEventChanged: refetch });
}

/** `/pickup-event/{pickupEventId}`: the game, the viewer's spot, the roster and waitlist, comments. */
export function PickupEventPage() {
  const { pickupEventId } = useParams();
  const valid = isPickupEventId(pickupEventId);
  const { data: event, error, mutate } = usePickupEvent(valid ? pickupEventId : undefined);
  const authenticated = useAtomValue(authenticatedAtom);
  const [searchParams] = useSearchParams();
  const claimLink = searchParams.get(CLAIM_QUERY_PARAM) !== null;
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  useLiveGame(valid ? Number(pickupEventId) : null, event?.pickupGroupId);

  // The claim link of the spot-open e-mail: only the player it was offered to can claim, so log in first.
  useEffect(() => {
    if (claimLink && !authenticated) navigate(loginHref(`${pathname}${search}`), { replace: true });
  }, [claimLink, authenticated, navigate, pathname, search]);

  if (!valid) return <GameError status={404} onRetry={() => undefined} />;
  if (error) return <GameError status={error.status} onRetry={() => void mutate()} />;
  if (!event)
    return (
      <GamePageSkeleton>
        <Skeleton width="50%" />
      </GamePageSkeleton>
    );
  const isAdmin = event.viewer.isAdmin && !event.viewer.isBlocked;
  const canSeeLists = authenticated && event.viewer.isSignedIn && !event.viewer.isBlocked;

  return (
    <div className={styles.page}>
      <title>{`${event.title} · Playfield`}</title>
      <GameHero event={event} isAdmin={isAdmin} />
      {event.isCancelled && (
        <p className={styles.canceledBanner} role="status">
          {PICKUP_EVENT_MESSAGES.alreadyCancelled}
        </p>
      )}
      <div className={styles.columns}>
        <div className={styles.mainArea}>
          <RegistrationPanel event={event} claimLink={claimLink} />
          {event.description.trim() !== '' && (
            <section className={styles.card} aria-labelledby="game-about">
              <h2 id="game-about" className={styles.cardTitle}>
                About this game
              </h2>
              <p className={styles.description}>{event.description}</p>
            </section>
          )}
        </div>
        <div className={styles.sideArea}>
          {canSeeLists ? (
            <PickupRoster event={event} isAdmin={isAdmin} />
          ) : (
            <RosterCard event={event}>
              {!event.viewer.isBlocked && (
                <div className={styles.stateBlock}>
                  <ButtonLink to={loginHref(`${pathname}${search}`)} variant="secondary">
                    LOG IN TO SEE WHO IS PLAYING
                  </ButtonLink>
                </div>
              )}
            </RosterCard>
          )}
        </div>
        {canSeeLists && (
          <div className={styles.commentsArea}>
            <CommentThread
              path={pickupKeys.comments(event.id)}
              commentPath={(commentId) => pickupPaths.comment(event.id, commentId)}
              headingId="game-comments"
              inputLabel="Add a comment"
            />
          </div>
        )}
      </div>
    </div>
  );
}
