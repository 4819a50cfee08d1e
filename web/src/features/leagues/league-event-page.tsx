import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useParams } from 'react-router-dom';
import { COMMENT_MAX, type CommentResult, commentSchema } from '../../../../src/contracts/comments.ts';
import { SOMETHING_WENT_WRONG } from '../../../../src/contracts/common/messages.ts';
import { RSVP_MESSAGES, type RsvpStatus } from '../../../../src/contracts/events/index.ts';
import {
  LEAGUE_EVENT_MESSAGES,
  type LeagueEventDto,
  type LeagueEventPageDto,
  type LeagueRosterEntryDto,
} from '../../../../src/contracts/leagues/index.ts';
import { firstServerError } from '../../api/api-error';
import { api } from '../../api/client';
import { genericErrorMessage } from '../../api/envelope';
import { classNames } from '../../lib/class-names';
import { Avatar } from '../../ui/avatar/avatar';
import { Button } from '../../ui/button/button';
import { FormAlert, TextAreaField } from '../../ui/form/field';
import { Skeleton } from '../../ui/skeleton/skeleton';
import { useToast } from '../../ui/toast/use-toast';
import { ListSkeleton } from '../clubs/club-header';
import { formatEventDate, rsvpLabels, zoneAbbreviation } from '../events/event-format';
import { EventSubsPanel } from '../marketplace/event-subs-panel';
import { finalScore, REPORT_STATUS_LABELS } from './league-format';
import { LoadError } from './league-page';
import styles from './leagues.module.css';
import { penaltiesNote } from './playoffs/playoff-format';
import { PostGameForm } from './post-game-form';
import { GameOfficiating } from './referee/game-officiating';
import { leagueKeys, useLeagueEvent, useLeagueEventComments, useLeagueEventRosters } from './use-leagues';

/** `/league-event/{leagueEventId}`: the game, both rosters, the viewer's RSVP, the captain's report, comments. */
export function LeagueEventPage() {
  const { leagueEventId = '' } = useParams();
  const { data, error, mutate } = useLeagueEvent(leagueEventId);

  if (error) {
    return (
      <div className={styles.page}>
        <h1 className="visually-hidden">League game</h1>
        <LoadError
          message={
            error.status === 404 || error.status === 400
              ? LEAGUE_EVENT_MESSAGES.notFound
              : error.status === 403
                ? LEAGUE_EVENT_MESSAGES.membersOnly
                : SOMETHING_WENT_WRONG
          }
          onRetry={() => void mutate()}
        />
      </div>
    );
  }
  if (!data) return <GameSkeleton />;
  return <LeagueGame page={data} onChanged={() => void mutate()} />;
}

function GameSkeleton() {
  return (
    <div className={styles.page} role="status" aria-busy="true">
      <span className="visually-hidden">Loading…</span>
      <div className={styles.hero} aria-hidden="true">
        <Skeleton width="8rem" />
        <Skeleton width="60%" height="2rem" />
      </div>
      <div className={styles.card} aria-hidden="true">
        <ListSkeleton rows={4} />
      </div>
    </div>
  );
}

function GameHero({ event }: { event: LeagueEventDto }) {
  const score = finalScore(event);
  const penalties = penaltiesNote(event.shootoutWinnerTeamId, [event.homeTeam, event.awayTeam]);
  return (
    <header className={styles.hero}>
      <title>{`${event.homeTeam.name} vs ${event.awayTeam.name} · Playfield`}</title>
      <p className={styles.heroMeta}>
        <Link to={`/league/${event.leagueId}`}>{event.leagueName}</Link>
        {event.roundName ? ` · ${event.roundName}` : event.round !== null && ` · Round ${event.round}`}
      </p>
      <h1 className={styles.heroTitle}>
        {event.homeTeam.name} vs {event.awayTeam.name}
      </h1>
      <div className={styles.heroScore}>
        <span>{event.homeTeam.abbreviation || event.homeTeam.name}</span>
        <span className={styles.heroScoreValue}>{event.status === 'canceled' ? '–' : (score ?? 'vs')}</span>
        <span>{event.awayTeam.abbreviation || event.awayTeam.name}</span>
      </div>
      <p className={styles.heroMeta}>
        <time dateTime={event.dateAndTime}>{formatEventDate(event.dateAndTime, event.ianaTimezone)}</time>{' '}
        {zoneAbbreviation(event.dateAndTime, event.ianaTimezone)}
      </p>
      <p className={styles.heroMeta}>{event.addressName}</p>
      {penalties && <p className={styles.heroMeta}>{penalties}</p>}
      {event.referee && (
        <p className={styles.heroMeta}>
          Referee: {event.referee.firstName} {event.referee.lastName}
        </p>
      )}
      <p className={styles.row}>
        <span className={classNames(styles.chip, event.reportStatus === 'conflict' && styles.chipWarn)}>
          {event.status === 'canceled'
            ? LEAGUE_EVENT_MESSAGES.canceled
            : event.forfeitedByTeamId
              ? 'Forfeit'
              : REPORT_STATUS_LABELS[event.reportStatus]}
        </span>
      </p>
    </header>
  );
}

function LeagueGame({ page, onChanged }: { page: LeagueEventPageDto; onChanged: () => void }) {
  const { event, permissions } = page;
  const teamPermissions = permissions.teams ?? {};
  const seesRosters =
    permissions.canManage ||
    permissions.isCoordinator ||
    permissions.isReferee ||
    Object.values(teamPermissions).some((team) => team.isMember || team.isSub);
  const {
    data: rosters,
    error: rostersError,
    mutate: reloadRosters,
  } = useLeagueEventRosters(event.id, seesRosters);
  const reportingTeam = [event.homeTeam, event.awayTeam].find((team) => teamPermissions[team.id]?.canReport);
  const rsvpTeam = [event.homeTeam, event.awayTeam].find((team) => teamPermissions[team.id]?.canRsvp);
  // A captain of either team posts "subs needed" for their team before kick-off (issue 20).
  const captains = Object.values(teamPermissions).some((team) => team.isCaptain);

  return (
    <div className={styles.page}>
      <GameHero event={event} />
      <div className={styles.columns}>
        <div className={styles.stack}>
          {rsvpTeam && event.status !== 'canceled' && (
            <section className={styles.card} aria-labelledby="league-rsvp">
              <h2 id="league-rsvp" className={styles.cardTitle}>
                Are you going?
              </h2>
              <p className={styles.muted}>
                For {rsvpTeam.name}
                {teamPermissions[rsvpTeam.id]?.isSub && ' (as a sub)'}
              </p>
              <LeagueRsvp
                eventId={event.id}
                status={event.rsvp.memberStatus}
                onDone={() => {
                  onChanged();
                  void reloadRosters();
                }}
              />
            </section>
          )}
          {reportingTeam && event.status !== 'canceled' && (
            <section className={styles.card} aria-labelledby="league-report">
              <h2 id="league-report" className={styles.cardTitle}>
                Post-game report
              </h2>
              {event.hasStarted ? (
                <ReportForTeam
                  event={event}
                  teamId={reportingTeam.id}
                  rosters={rosters}
                  onSaved={onChanged}
                />
              ) : (
                <p className={styles.muted}>{LEAGUE_EVENT_MESSAGES.notStarted}</p>
              )}
            </section>
          )}
          {captains && !event.hasStarted && event.status !== 'canceled' && (
            <EventSubsPanel
              eventId={event.id}
              eventKind="league_event"
              onRosterChange={() => {
                onChanged();
                void reloadRosters();
              }}
            />
          )}
          <GameOfficiating event={event} rosters={rosters} />
          <LeagueComments eventId={event.id} enabled={permissions.canComment} />
        </div>
        <section className={styles.card} aria-labelledby="league-rosters">
          <h2 id="league-rosters" className={styles.cardTitle}>
            Rosters
          </h2>
          {!seesRosters ? (
            <p className={styles.muted}>The rosters are for the players of these teams.</p>
          ) : rostersError ? (
            <LoadError onRetry={() => void reloadRosters()} />
          ) : !rosters ? (
            <ListSkeleton rows={4} />
          ) : (
            rosters.teams.map((team) => (
              <div key={team.teamId} className={styles.stack}>
                <h3 className={styles.roundTitle}>
                  {team.teamName} · {team.attendees.length} going
                </h3>
                <PeopleList people={[...team.attendees, ...team.nonAttendees]} />
              </div>
            ))
          )}
        </section>
      </div>
    </div>
  );
}

function PeopleList({ people }: { people: readonly LeagueRosterEntryDto[] }) {
  if (people.length === 0) return <p className={styles.muted}>Roster is empty.</p>;
  return (
    <ul className={styles.plainList}>
      {people.map((person) => (
        <li key={person.memberId} className={styles.person}>
          <Avatar src={person.avatar} size={28} />
          <span>
            {person.firstName} {person.lastName}
            {person.isCaptain && <span className={styles.muted}> (C)</span>}
            {person.isSub && <span className={styles.subMark}>Sub</span>}
          </span>
          <span className={styles.muted}>{rsvpLabels[person.status]}</span>
        </li>
      ))}
    </ul>
  );
}

function ReportForTeam({
  event,
  teamId,
  rosters,
  onSaved,
}: {
  event: LeagueEventDto;
  teamId: string;
  rosters:
    | {
        teams: Array<{
          teamId: string;
          attendees: LeagueRosterEntryDto[];
          nonAttendees: LeagueRosterEntryDto[];
        }>;
      }
    | undefined;
  onSaved: () => void;
}) {
  const home = teamId === event.homeTeam.id;
  const own = home ? event.scores.team1Event : event.scores.team2Event;
  const team = rosters?.teams.find((entry) => entry.teamId === teamId);
  const players = team ? [...team.attendees, ...team.nonAttendees] : [];
  return (
    <PostGameForm
      eventId={event.id}
      teamName={home ? event.homeTeam.name : event.awayTeam.name}
      opponentName={home ? event.awayTeam.name : event.homeTeam.name}
      players={players}
      status={own?.status ?? 'preview'}
      initial={own ? { teamScore: own.teamScore, opponentScore: own.opponentScore } : undefined}
      knockoutTeams={event.roundName ? [event.homeTeam, event.awayTeam] : undefined}
      onSaved={onSaved}
    />
  );
}

const rsvpChoices: ReadonlyArray<{ status: RsvpStatus; label: string }> = [
  { status: 'yes', label: 'YES' },
  { status: 'no', label: 'NO' },
  { status: 'maybe', label: 'MAYBE' },
];

function LeagueRsvp({
  eventId,
  status,
  onDone,
}: {
  eventId: string;
  status: RsvpStatus;
  onDone: () => void;
}) {
  const toast = useToast();
  const [busy, setBusy] = useState<RsvpStatus | null>(null);
  const send = async (next: RsvpStatus) => {
    setBusy(next);
    try {
      await api.post(`${leagueKeys.eventPage(eventId)}/rsvp`, { status: next });
      toast.success(RSVP_MESSAGES.sent);
      onDone();
    } catch (caught) {
      toast.error(firstServerError(caught) ?? RSVP_MESSAGES.failed);
    } finally {
      setBusy(null);
    }
  };
  return (
    <div className={styles.row}>
      {rsvpChoices.map((choice) => (
        <Button
          key={choice.status}
          size="small"
          variant={status === choice.status ? 'primary' : 'secondary'}
          aria-pressed={status === choice.status}
          busy={busy === choice.status}
          onClick={() => void send(choice.status)}
        >
          {choice.label}
        </Button>
      ))}
    </div>
  );
}

function LeagueComments({ eventId, enabled }: { eventId: string; enabled: boolean }) {
  const { data, error, mutate } = useLeagueEventComments(eventId, true);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(commentSchema), defaultValues: { content: '' } });
  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await api.post<CommentResult>(leagueKeys.comments(eventId), values);
      await mutate();
      reset({ content: '' });
    } catch (caught) {
      setFormError(firstServerError(caught) ?? genericErrorMessage);
    }
  });
  return (
    <section className={styles.card} aria-labelledby="league-comments">
      <h2 id="league-comments" className={styles.cardTitle}>
        Comments
      </h2>
      {error ? (
        <FormAlert>{SOMETHING_WENT_WRONG}</FormAlert>
      ) : !data ? (
        <ListSkeleton rows={2} />
      ) : data.comments.length === 0 ? (
        <p className={styles.muted}>No comments yet. Start the conversation.</p>
      ) : (
        <ul className={styles.plainList} aria-label="Comments">
          {data.comments.map((comment) => (
            <li key={comment.id} className={styles.person}>
              <Avatar src={comment.author.avatar} size={32} />
              <span>
                <strong>
                  {comment.author.firstName} {comment.author.lastName}
                </strong>{' '}
                {comment.content}
              </span>
            </li>
          ))}
        </ul>
      )}
      {enabled && (
        <form className={styles.form} onSubmit={submit} noValidate aria-label="Add a comment">
          <TextAreaField
            label="Your comment"
            rows={2}
            maxLength={COMMENT_MAX}
            error={errors.content?.message}
            {...register('content')}
          />
          {formError && <FormAlert>{formError}</FormAlert>}
          <Button type="submit" size="small" busy={isSubmitting} busyLabel="POSTING…">
            POST COMMENT
          </Button>
        </form>
      )}
    </section>
  );
}
