import { Link, useSearchParams } from 'react-router-dom';
import {
  EVENT_MESSAGES,
  type EventDto,
  MEMBER_EVENTS_MESSAGES,
  type MemberEventsFilter,
} from '../../../../src/contracts/events/index.ts';
import type { LeagueEventDto } from '../../../../src/contracts/leagues/index.ts';
import { Button } from '../../ui/button/button';
import { FormAlert } from '../../ui/form/field';
import { FilterSwitch, LoadMore } from '../../ui/paged-list/paged-list';
import { useMemberTeams } from '../clubs/use-clubs';
import { RequireAuth } from '../session/require-auth';
import { GameCard, GameListSkeleton } from './game-card';
import { useOpenEventForm } from './open-event-forms';
import { RsvpPill } from './rsvp-buttons';
import { mergeSchedule } from './schedule-merge';
import styles from './styles';
import { useMemberEvents } from './use-events';
import { useMemberLeagueEvents } from './use-member-league-events';

export const schedulePageTitle = 'Schedule';
const filterLabels: Record<MemberEventsFilter, string> = { future: 'UPCOMING', past: 'PAST' };

/**
 * `/events`: the member's games across all their teams, upcoming or past, ten at a time: team events
 * and their teams' league games in one list.
 */
export function EventsPage() {
  return (
    <RequireAuth>
      <Schedule />
    </RequireAuth>
  );
}

function Schedule() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filter: MemberEventsFilter = searchParams.get('filter') === 'past' ? 'past' : 'future';
  const { data: clubs } = useMemberTeams();
  const { openAddEvent } = useOpenEventForm();
  const captainOf = clubs?.teams.filter((team) => team.isCaptain) ?? [];

  const choose = (next: MemberEventsFilter) =>
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        if (next === 'future') params.delete('filter');
        else params.set('filter', next);
        return params;
      },
      { replace: true },
    );

  return (
    <div className={styles.page}>
      <title>{`${schedulePageTitle} · Playfield`}</title>
      <div className={styles.pageHead}>
        <h1 className={styles.pageTitle}>{schedulePageTitle}</h1>
        {captainOf.length > 0 && (
          <Button size="small" onClick={() => openAddEvent(captainOf)}>
            ADD EVENT
          </Button>
        )}
      </div>
      <FilterSwitch
        options={['future', 'past'] as const}
        labels={filterLabels}
        value={filter}
        onChange={choose}
        label="Which games"
        wide
      />
      <EventList key={filter} filter={filter} hasTeam={(clubs?.teams.length ?? 1) > 0} />
    </div>
  );
}

function EventList({ filter, hasTeam }: { filter: MemberEventsFilter; hasTeam: boolean }) {
  const team = useMemberEvents(filter);
  const league = useMemberLeagueEvents(filter);
  const error = team.error ?? league.error;
  const pages = team.data && league.data ? { team: team.data, league: league.data } : undefined;
  const failed = error && !pages;
  const mutate = () => Promise.all([team.mutate(), league.mutate()]);

  if (failed) {
    return (
      <div className={styles.stateBlock}>
        <FormAlert>{EVENT_MESSAGES.failed} Try again later.</FormAlert>
        <Button variant="secondary" size="small" onClick={() => void mutate()}>
          TRY AGAIN
        </Button>
      </div>
    );
  }
  if (!pages) return <GameListSkeleton />;

  const schedule = mergeSchedule(
    filter,
    { items: pages.team.flatMap((page) => page.data), hasNext: pages.team.at(-1)?.hasNext === true },
    { items: pages.league.flatMap((page) => page.data), hasNext: pages.league.at(-1)?.hasNext === true },
  );
  // LOAD MORE asks each list that has more for its next page.
  const more = {
    data: [{ hasNext: schedule.hasNext }],
    size: 2,
    isValidating: team.isValidating || league.isValidating,
    setSize: () => {
      if (pages.team.at(-1)?.hasNext) void team.setSize(team.size + 1);
      if (pages.league.at(-1)?.hasNext) void league.setSize(league.size + 1);
    },
  };
  if (schedule.items.length === 0) {
    return (
      <p className={styles.note}>
        {!hasTeam ? (
          <>
            Join or create a team to see its games here. <Link to="/onboard">Create a team</Link>
          </>
        ) : filter === 'future' ? (
          MEMBER_EVENTS_MESSAGES.emptyFuture
        ) : (
          MEMBER_EVENTS_MESSAGES.emptyPast
        )}
      </p>
    );
  }

  return (
    <>
      <ul className={styles.list} aria-label={filter === 'future' ? 'Upcoming games' : 'Past games'}>
        {schedule.items.map((item) => (
          <li key={`${item.kind}:${item.event.id}`}>
            {item.kind === 'team' ? <EventCard event={item.event} /> : <LeagueGameCard game={item.event} />}
          </li>
        ))}
      </ul>
      {error && <FormAlert>{EVENT_MESSAGES.failed}</FormAlert>}
      <LoadMore list={more} />
    </>
  );
}

/** One game in the schedule: its day, title, team, time in its zone, place, and the member's answer. */
export function EventCard({ event }: { event: EventDto }) {
  return (
    <GameCard
      to={`/team-event/${event.id}`}
      title={event.title}
      startsAt={event.dateAndTime}
      ianaTimezone={event.ianaTimezone}
      meta={`${event.team.name} · ${event.addressName}`}
      foot={
        <>
          <RsvpPill status={event.rsvp?.memberStatus ?? 'unknown'} />
          <span className={styles.pill}>{event.attendingCount} going</span>
          {event.teamScore !== null && event.opponentScore !== null && (
            <span className={styles.pill}>
              Score {event.teamScore}–{event.opponentScore}
            </span>
          )}
        </>
      }
    />
  );
}

/** A league game in the schedule: its day, the two teams, the league and place, and the member's answer. */
function LeagueGameCard({ game }: { game: LeagueEventDto }) {
  return (
    <GameCard
      to={`/league-event/${game.id}`}
      title={game.title}
      startsAt={game.dateAndTime}
      ianaTimezone={game.ianaTimezone}
      meta={`${game.leagueName} · ${game.addressName}`}
      foot={
        <>
          <RsvpPill status={game.rsvp.memberStatus} />
          <span className={styles.pill}>League game</span>
          {game.scores.team1Score !== null && game.scores.team2Score !== null && (
            <span className={styles.pill}>
              Score {game.scores.team1Score}–{game.scores.team2Score}
            </span>
          )}
        </>
      }
    />
  );
}
