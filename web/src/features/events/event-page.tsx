import { useAtomValue, useSetAtom } from 'jotai';
import { type ReactNode, useEffect } from 'react';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { SOMETHING_WENT_WRONG } from '../../../../src/contracts/common/messages.ts';
import { EVENT_MESSAGES, type EventDto } from '../../../../src/contracts/events/index.ts';
import { pendingRsvpAtom, readRsvpLink } from '../../app/rsvp-link';
import { authenticatedAtom } from '../../app/session';
import { loginHref } from '../../lib/return-to';
import { useToast } from '../../ui/toast/use-toast';
import { usePermissions } from '../clubs/use-clubs';
import { CommentThread, useCommentPushes } from '../comments/comment-thread';
import { EventSubsPanel } from '../marketplace/event-subs-panel';
import { SubAttendancePanel } from '../marketplace/sub-attendance-panel';
import { formatEventDate, zoneAbbreviation } from './event-format';
import { useEventRoom } from './event-room';
import { EventRoster } from './event-roster';
import { GamePageError } from './game-page-error';
import { GamePageSkeleton } from './game-page-skeleton';
import { GameStatsEntry } from './game-stats';
import { HeroActions } from './hero-actions';
import { useGoBack, useOpenDeleteEvent, useOpenEventForm } from './open-event-forms';
import { RsvpButtons } from './rsvp-buttons';
import { ScoreCard } from './score-card';
import styles from './styles';
import { eventKeys, refetchMemberEvents, useEvent } from './use-events';

/**
 * Event pages are for signed-in members. Signed out, the member logs in first and comes back here;
 * an RSVP link's answer is kept meanwhile and sent on return (spec §4).
 */
function SignedInOnly({ children }: { children: ReactNode }) {
  const authenticated = useAtomValue(authenticatedAtom);
  const { pathname, search } = useLocation();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const setPending = useSetAtom(pendingRsvpAtom);
  const toast = useToast();

  useEffect(() => {
    if (authenticated) return;
    const link = readRsvpLink(searchParams, pathname);
    if (link) {
      setPending(link);
      toast.info('Log in to send your RSVP.');
    }
    navigate(loginHref(`${pathname}${search}`), { replace: true });
  }, [authenticated, pathname, search, searchParams, navigate, setPending, toast]);

  return authenticated ? children : null;
}

/** `/team-event/{eventId}`: the game, the member's RSVP, the roster, score, stats and comments. */
export function TeamEventPage() {
  return (
    <SignedInOnly>
      <TeamEvent />
    </SignedInOnly>
  );
}

/** `/events/{eventId}/roster`: the event roster alone. */
export function EventRosterPage() {
  return (
    <SignedInOnly>
      <RosterOnly />
    </SignedInOnly>
  );
}

function useLiveEvent(eventId: string) {
  const { mutate } = useSWRConfig();
  const toast = useToast();
  const goBack = useGoBack();
  const commentPushes = useCommentPushes(eventId ? eventKeys.comments(eventId) : null);
  useEventRoom(eventId || null, {
    ...commentPushes,
    onRosterChanged: () => {
      void mutate(eventKeys.roster(eventId));
      void mutate(eventKeys.event(eventId));
    },
    onEventChanged: () => void mutate(eventKeys.event(eventId)),
    onEventDeleted: () => {
      toast.info('This event was deleted.');
      void refetchMemberEvents(mutate);
      goBack();
    },
  });
}

function EventError({ status, onRetry }: { status: number; onRetry: () => void }) {
  const gone = status === 404 || status === 400;
  const message = gone
    ? EVENT_MESSAGES.notFound
    : status === 403
      ? EVENT_MESSAGES.membersOnly
      : SOMETHING_WENT_WRONG;
  const away = gone || status === 403 ? { to: '/events', label: 'BACK TO SCHEDULE' } : undefined;
  return <GamePageError heading="Event" message={message} away={away} onRetry={onRetry} />;
}

/** The title block: team, title, the time in the event's zone (spec §9 format), place, captain actions. */
function EventHero({ event, isCaptain }: { event: EventDto; isCaptain: boolean }) {
  const { openEditEvent } = useOpenEventForm();
  const openDelete = useOpenDeleteEvent();
  return (
    <header className={styles.hero}>
      <p className={styles.heroTeam}>
        <Link to={`/team/${event.teamId}`}>{event.team.name}</Link>
      </p>
      <h1 className={styles.heroTitle}>{event.title}</h1>
      <p className={styles.heroMeta}>
        <time dateTime={event.dateAndTime}>{formatEventDate(event.dateAndTime, event.ianaTimezone)}</time>{' '}
        {zoneAbbreviation(event.dateAndTime, event.ianaTimezone)}
      </p>
      <p className={styles.heroMeta}>{event.addressName}</p>
      <p className={styles.heroMeta}>
        <strong>{event.attendingCount}</strong> going
      </p>
      {isCaptain && (
        <HeroActions
          edit={{ label: 'EDIT EVENT', onClick: () => openEditEvent(event) }}
          end={{ label: 'DELETE EVENT', onClick: () => openDelete(event) }}
        />
      )}
    </header>
  );
}

function TeamEvent() {
  const { eventId = '' } = useParams();
  const { data: event, error, mutate } = useEvent(eventId);
  // The viewer's rights on the event's team (captains edit, score, enter stats and delete).
  const { data: permissions } = usePermissions(event ? { kind: 'team', id: event.teamId } : null);
  useLiveEvent(eventId);

  if (error) return <EventError status={error.status} onRetry={() => void mutate()} />;
  if (!event) return <GamePageSkeleton />;
  const isCaptain = permissions?.isCaptain === true;

  return (
    <div className={styles.page}>
      <title>{`${event.title} · Playfield`}</title>
      <EventHero event={event} isCaptain={isCaptain} />
      <div className={styles.columns}>
        <div className={styles.stack}>
          <section className={styles.card} aria-labelledby="event-rsvp">
            <h2 id="event-rsvp" className={styles.cardTitle}>
              Are you going?
            </h2>
            <RsvpButtons event={event} />
          </section>
          <ScoreCard event={event} isCaptain={isCaptain} />
          {isCaptain && event.isPast && <GameStatsEntry event={event} />}
          {isCaptain && event.isPast && <SubAttendancePanel eventId={event.id} />}
          {isCaptain && !event.isPast && (
            <EventSubsPanel eventId={event.id} onRosterChange={() => void mutate()} />
          )}
          <CommentThread
            path={eventKeys.comments(event.id)}
            commentPath={(commentId) => `${eventKeys.comments(event.id)}${encodeURIComponent(commentId)}`}
            headingId="event-comments"
            inputLabel="Your comment"
          />
        </div>
        <section className={styles.card} aria-labelledby="event-roster">
          <div className={styles.cardHead}>
            <h2 id="event-roster" className={styles.cardTitle}>
              Roster
            </h2>
            <Link to={`/events/${event.id}/roster`} className={styles.muted}>
              Roster only
            </Link>
          </div>
          <EventRoster event={event} />
        </section>
      </div>
    </div>
  );
}

function RosterOnly() {
  const { eventId = '' } = useParams();
  const { data: event, error, mutate } = useEvent(eventId);
  useLiveEvent(eventId);

  if (error) return <EventError status={error.status} onRetry={() => void mutate()} />;
  if (!event) return <GamePageSkeleton />;
  return (
    <div className={styles.page}>
      <title>{`Roster · ${event.title} · Playfield`}</title>
      <nav aria-label="Breadcrumb" className={styles.muted}>
        <Link to={`/team-event/${event.id}`}>{event.title}</Link> / Roster
      </nav>
      <div className={styles.pageHead}>
        <h1 className={styles.pageTitle}>Roster</h1>
        <span className={styles.muted}>
          {formatEventDate(event.dateAndTime, event.ianaTimezone)}{' '}
          {zoneAbbreviation(event.dateAndTime, event.ianaTimezone)}
        </span>
      </div>
      <section className={styles.card} aria-label="Event roster">
        <EventRoster event={event} />
      </section>
    </div>
  );
}
