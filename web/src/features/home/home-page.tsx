import { useAtomValue, useSetAtom } from 'jotai';
import { Link, Navigate } from 'react-router-dom';
import { SOMETHING_WENT_WRONG } from '../../../../src/contracts/common/messages.ts';
import { MEMBER_EVENTS_MESSAGES } from '../../../../src/contracts/events/index.ts';
import type { MemberOrganizationWorkspacesDto } from '../../../../src/contracts/leagues/index.ts';
import { lastClubPathAtom } from '../../app/club-path';
import { memberAtom } from '../../app/session';
import { classNames } from '../../lib/class-names';
import { Avatar } from '../../ui/avatar/avatar';
import { Button, ButtonLink } from '../../ui/button/button';
import { FormAlert } from '../../ui/form/field';
import { Skeleton } from '../../ui/skeleton/skeleton';
import { pickupGroupPath, teamPath } from '../clubs/club-selector-rules';
import type { MemberTeamsDto } from '../clubs/club-types';
import { useOpenClubForms } from '../clubs/open-club-forms';
import { useMemberTeams } from '../clubs/use-clubs';
import { GameCard, GameListSkeleton } from '../events/game-card';
import { RsvpPill } from '../events/rsvp-buttons';
import eventStyles from '../events/styles';
import { useStaffWorkspaces } from '../leagues/use-leagues';
import { useOpenPlayerProfile } from '../player-profile/use-player-profile';
import styles from './home.module.css';
import { type NextGame, nextGameKindLabels } from './next-games';
import { useNextGames } from './use-next-games';

export const HOME_MESSAGES = {
  failed: SOMETHING_WENT_WRONG,
  noClubs:
    'You are not on a team or in a pickup group yet. Start your own and invite your players, or find a league to play in.',
} as const;

/** Where a member looks for a league to join: the marketplace's leagues open for registration (spec §2). */
export const findLeagueHref = '/marketplace';

const isCoordinator = (entry: MemberOrganizationWorkspacesDto) => entry.role === 'coordinator';
const isReferee = (entry: MemberOrganizationWorkspacesDto) => entry.role === 'referee';

/**
 * `/` for a signed-in member: their next games, their teams and pickup groups, and, with none, the ways
 * to start (CREATE TEAM, CREATE PICKUP GROUP, FIND A LEAGUE). League coordinators find the organizer
 * console on top; one with no team or group is taken straight there, as that is the work they came for.
 */
export function HomePage() {
  const member = useAtomValue(memberAtom);
  const clubs = useMemberTeams();
  const staff = useStaffWorkspaces();
  const coordinating = (staff.data ?? []).filter(isCoordinator);
  const refereeing = (staff.data ?? []).filter(isReferee);
  const clubCount = clubs.data ? clubs.data.teams.length + clubs.data.pickupGroups.length : undefined;
  // Whether the console is this member's home is known once both lists are (a failed staff read: no).
  const staffKnown = staff.data !== undefined || staff.error !== undefined;

  if (clubCount === 0 && coordinating.length > 0) return <Navigate to="/organizer" replace />;

  return (
    <div className={classNames(eventStyles.page, styles.page)}>
      <title>Home · Playfield</title>
      <Greeting firstName={member?.firstName} avatar={member?.avatar} memberId={member?.id} />
      {coordinating.length > 0 && (
        <StaffEntry
          staff={coordinating}
          id="home-organizer"
          lead="You are a coordinator: run the leagues, their schedules and scores from the organizer console."
          to="/organizer"
          action="ORGANIZER CONSOLE"
        />
      )}
      {refereeing.length > 0 && (
        <StaffEntry
          staff={refereeing}
          id="home-referee"
          lead="You are a referee: record the cards and your match report of the games you referee."
          to="/referee"
          action="MY GAMES"
        />
      )}
      {clubs.error && !clubs.data ? (
        <LoadFailed onRetry={() => void clubs.mutate()} />
      ) : clubCount === undefined || (clubCount === 0 && !staffKnown) ? (
        <HomeSkeleton />
      ) : clubCount === 0 ? (
        <GetStarted />
      ) : (
        <div className={styles.columns}>
          <NextGames hasTeam={(clubs.data?.teams.length ?? 0) > 0} />
          <YourClubs clubs={clubs.data!} />
        </div>
      )}
    </div>
  );
}

function Greeting({
  firstName,
  avatar,
  memberId,
}: {
  firstName: string | undefined;
  avatar: string | null | undefined;
  memberId: string | undefined;
}) {
  const openPlayerProfile = useOpenPlayerProfile();
  return (
    <header className={styles.greeting}>
      <Avatar src={avatar} size={56} className={styles.greetingAvatar} />
      <div className={styles.greetingText}>
        <h1 className={eventStyles.pageTitle}>{firstName ? `Hi, ${firstName}` : 'Home'}</h1>
        <p className={eventStyles.muted}>Your games, teams and pickup groups in one place.</p>
      </div>
      <div className={styles.greetingActions}>
        {memberId && (
          <Button size="small" variant="secondary" onClick={() => openPlayerProfile(memberId)}>
            MY PROFILE
          </Button>
        )}
        <ButtonLink size="small" variant="secondary" to="/settings">
          SETTINGS
        </ButtonLink>
      </div>
    </header>
  );
}

/** A staff member's way to their work: the organizer console for coordinators, My games for referees. */
function StaffEntry({
  staff,
  id,
  lead,
  to,
  action,
}: {
  staff: MemberOrganizationWorkspacesDto[];
  id: string;
  lead: string;
  to: string;
  action: string;
}) {
  const names = [...new Set(staff.map((entry) => entry.organization.name))].join(', ');
  return (
    <section className={classNames(eventStyles.card, styles.organizer)} aria-labelledby={id}>
      <div className={styles.organizerText}>
        <h2 id={id} className={eventStyles.cardTitle}>
          {names}
        </h2>
        <p className={styles.organizerLead}>{lead}</p>
      </div>
      <ButtonLink to={to} className={styles.organizerAction}>
        {action}
      </ButtonLink>
    </section>
  );
}

function GetStarted() {
  const { openCreateTeam, openCreateGroup } = useOpenClubForms();
  return (
    <section className={classNames(eventStyles.card, styles.start)} aria-labelledby="home-start">
      <h2 id="home-start" className={styles.startTitle}>
        Get in the game
      </h2>
      <p className={styles.startText}>{HOME_MESSAGES.noClubs}</p>
      <div className={styles.startActions}>
        <Button onClick={openCreateTeam}>CREATE TEAM</Button>
        <Button variant="secondary" onClick={openCreateGroup}>
          CREATE PICKUP GROUP
        </Button>
        <ButtonLink to={findLeagueHref} variant="ghost">
          FIND A LEAGUE
        </ButtonLink>
      </div>
    </section>
  );
}

function NextGames({ hasTeam }: { hasTeam: boolean }) {
  const { games, failed, retry } = useNextGames();
  return (
    <section className={eventStyles.card} aria-labelledby="home-games">
      <div className={eventStyles.cardHead}>
        <h2 id="home-games" className={eventStyles.cardTitle}>
          Next games
        </h2>
        {hasTeam && (
          <ButtonLink to="/events" size="small" variant="ghost">
            FULL SCHEDULE
          </ButtonLink>
        )}
      </div>
      {failed && !games ? (
        <LoadFailed onRetry={() => void retry()} />
      ) : !games ? (
        <GameListSkeleton label="Loading your games…" />
      ) : games.length === 0 ? (
        <p className={eventStyles.muted}>{MEMBER_EVENTS_MESSAGES.emptyFuture}</p>
      ) : (
        <ul className={eventStyles.list} aria-label="Next games">
          {games.map((game) => (
            <li key={game.key}>
              <NextGameCard game={game} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** One next game: its day, title and kind, its time in its own zone, where, and the member's answer. */
function NextGameCard({ game }: { game: NextGame }) {
  return (
    <GameCard
      to={game.path}
      title={game.title}
      startsAt={game.startsAt}
      ianaTimezone={game.ianaTimezone}
      meta={`${game.club} · ${game.place}`}
      foot={
        <>
          <span className={classNames(eventStyles.pill, styles[`kind_${game.kind}`])}>
            {nextGameKindLabels[game.kind]}
          </span>
          {game.rsvp && <RsvpPill status={game.rsvp} />}
        </>
      }
    />
  );
}

function YourClubs({ clubs }: { clubs: MemberTeamsDto }) {
  const setLastClubPath = useSetAtom(lastClubPathAtom);
  const lists = [
    {
      id: 'home-teams',
      title: 'Your teams',
      empty: 'No team yet.',
      entries: clubs.teams.map((team) => ({
        id: team.id,
        name: team.name,
        image: team.logo,
        path: teamPath(team.id),
        role: team.isCaptain ? 'Captain' : 'Player',
      })),
    },
    {
      id: 'home-groups',
      title: 'Your pickup groups',
      empty: 'No pickup group yet.',
      entries: clubs.pickupGroups.map((group) => ({
        id: group.id,
        name: group.name,
        image: group.badge,
        path: pickupGroupPath(group.id),
        role: group.isAdmin ? 'Admin' : 'Member',
      })),
    },
  ];
  return (
    <div className={styles.clubs}>
      {lists.map((list) => (
        <section key={list.id} className={eventStyles.card} aria-labelledby={list.id}>
          <h2 id={list.id} className={eventStyles.cardTitle}>
            {list.title}
          </h2>
          {list.entries.length === 0 ? (
            <p className={eventStyles.muted}>{list.empty}</p>
          ) : (
            <ul className={styles.clubList} aria-label={list.title}>
              {list.entries.map((entry) => (
                <li key={entry.id}>
                  {/* Remembered like a pick in the club selector: Club in the bottom navigation leads back. */}
                  <Link to={entry.path} className={styles.club} onClick={() => setLastClubPath(entry.path)}>
                    <Avatar src={entry.image} size={40} className={styles.clubImage} />
                    <span className={styles.clubName}>{entry.name}</span>
                    <span className={styles.clubRole}>{entry.role}</span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </div>
  );
}

function LoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <div className={eventStyles.stateBlock}>
      <FormAlert>{HOME_MESSAGES.failed}</FormAlert>
      <Button variant="secondary" size="small" onClick={onRetry}>
        TRY AGAIN
      </Button>
    </div>
  );
}

function HomeSkeleton() {
  return (
    <div role="status" aria-busy="true" className={styles.columns}>
      <span className="visually-hidden">Loading your home…</span>
      <div className={eventStyles.card} aria-hidden="true">
        <Skeleton width="40%" height="1rem" />
        <Skeleton height="4.5rem" radius="12px" />
        <Skeleton height="4.5rem" radius="12px" />
      </div>
      <div className={eventStyles.card} aria-hidden="true">
        <Skeleton width="40%" height="1rem" />
        <Skeleton height="2.5rem" />
        <Skeleton height="2.5rem" />
      </div>
    </div>
  );
}
