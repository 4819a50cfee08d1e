import { useAtomValue } from 'jotai';
import { useSWRConfig } from 'swr';
import { SOMETHING_WENT_WRONG } from '../../../../src/contracts/common/messages.ts';
import {
  applyMvpVote,
  type EventDto,
  type EventRosterDto,
  type EventRosterEntryDto,
  MVP_MESSAGES,
  type MvpVoteResult,
  RSVP_MESSAGES,
} from '../../../../src/contracts/events/index.ts';
import { firstServerError } from '../../api/api-error';
import { api } from '../../api/client';
import { memberAtom } from '../../app/session';
import { Avatar } from '../../ui/avatar/avatar';
import { RetryBlock } from '../../ui/blocks/retry-block';
import { Button } from '../../ui/button/button';
import { useToast } from '../../ui/toast/use-toast';
import { ListSkeleton } from '../clubs/club-header';
import { useOpenPlayerProfile } from '../player-profile/use-player-profile';
import { RsvpPill } from './rsvp-buttons';
import styles from './styles';
import { eventKeys, useEventRoster } from './use-events';

/** Spec §4 MVP vote, shown at once and rolled back if the server refuses. */
export function useMvpVote(eventId: string) {
  const { mutate } = useSWRConfig();
  const toast = useToast();
  return async (mvpId: string) => {
    try {
      await mutate<EventRosterDto>(
        eventKeys.roster(eventId),
        async (current) => {
          const result = await api.post<MvpVoteResult>(`${eventKeys.event(eventId)}/mvp-vote`, { mvpId });
          return result?.roster ?? (current ? applyMvpVote(current, mvpId) : current);
        },
        {
          optimisticData: (current) =>
            current ? applyMvpVote(current, mvpId) : (current as unknown as EventRosterDto),
          rollbackOnError: true,
          populateCache: true,
          revalidate: false,
        },
      );
    } catch (error) {
      toast.error(firstServerError(error) ?? RSVP_MESSAGES.failed);
    }
  };
}

const fullName = (entry: EventRosterEntryDto) => `${entry.firstName} ${entry.lastName}`.trim();

/** Spec §3 event roster: attendees (by MVP votes, goals, assists, name) then everyone else (by name). */
export function EventRoster({ event }: { event: EventDto }) {
  const { data: roster, error, mutate } = useEventRoster(event.id);
  const me = useAtomValue(memberAtom);
  const vote = useMvpVote(event.id);
  const openProfile = useOpenPlayerProfile();
  // MVP votes are for a game that has been played.
  const canVote = event.isPast;

  if (error) {
    return <RetryBlock message={SOMETHING_WENT_WRONG} onRetry={() => void mutate()} />;
  }
  if (!roster) return <ListSkeleton rows={4} />;

  const row = (entry: EventRosterEntryDto, attending: boolean) => {
    const name = fullName(entry);
    const myVote = roster.mvpVote === entry.memberId;
    return (
      <li key={entry.memberId} className={styles.rosterRow}>
        <Avatar src={entry.avatar} size={40} />
        {/* The name takes the row's width (the votes or the answer sit under it), wraps onto a second
            line, and is cut only past that. */}
        <span className={styles.rosterWho}>
          <button type="button" className={styles.rosterName} onClick={() => openProfile(entry.memberId)}>
            <span className={styles.rosterNameText}>
              {name}
              {entry.memberId === me?.id && <span className={styles.votes}> (you)</span>}
            </span>
          </button>
          {attending ? (
            <span className={styles.votes}>
              {entry.mvpVotes} {entry.mvpVotes === 1 ? 'vote' : 'votes'}
            </span>
          ) : (
            <RsvpPill status={entry.status} />
          )}
        </span>
        {canVote && (
          <Button
            size="small"
            variant={myVote ? 'primary' : 'secondary'}
            aria-pressed={myVote}
            aria-label={myVote ? `Your MVP vote: ${name}` : `Vote ${name} MVP`}
            onClick={() => {
              if (!myVote) void vote(entry.memberId);
            }}
          >
            {myVote ? 'MVP ✓' : 'VOTE'}
          </Button>
        )}
      </li>
    );
  };

  return (
    <div>
      <h3 className={styles.subTitle}>Attending ({roster.attendees.length})</h3>
      {roster.attendees.length === 0 ? (
        <p className={styles.muted}>Nobody has said yes yet.</p>
      ) : (
        <ul className={styles.rosterList} aria-label="Attending">
          {roster.attendees.map((entry) => row(entry, true))}
        </ul>
      )}
      <h3 className={styles.subTitle}>Not attending or no answer ({roster.nonAttendees.length})</h3>
      {roster.nonAttendees.length === 0 ? (
        <p className={styles.muted}>Everyone is in.</p>
      ) : (
        <ul className={styles.rosterList} aria-label="Not attending">
          {roster.nonAttendees.map((entry) => row(entry, false))}
        </ul>
      )}
      {canVote && (
        <p className={styles.muted}>{MVP_MESSAGES.mvpRequired}: one vote per player; change it any time.</p>
      )}
    </div>
  );
}
