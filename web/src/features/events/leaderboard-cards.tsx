import { useState } from 'react';
import { SOMETHING_WENT_WRONG } from '../../../../src/contracts/common/messages.ts';
import {
  LEADERBOARD_EMPTY_HINTS,
  LEADERBOARD_KINDS,
  LEADERBOARD_LABELS,
  LEADERBOARD_TITLES,
  LEADERBOARD_TOP,
  type LeaderboardEntryDto,
  type LeaderboardKind,
} from '../../../../src/contracts/events/leaderboards.ts';
import { Avatar } from '../../ui/avatar/avatar';
import { RetryBlock } from '../../ui/blocks/retry-block';
import { Skeleton } from '../../ui/skeleton/skeleton';
import { useOpenPlayerProfile } from '../player-profile/use-player-profile';
import styles from './styles';
import { useTeamLeaderboards } from './use-events';

/** Spec §2 team leaderboard cards: goals, assists, potm, games played; top three, then the rest. */
export function LeaderboardCards({ teamId }: { teamId: string }) {
  const { data, error, mutate } = useTeamLeaderboards(teamId);

  if (error) {
    return <RetryBlock message={SOMETHING_WENT_WRONG} onRetry={() => void mutate()} />;
  }
  return (
    <div className={styles.leaderboard} aria-busy={!data || undefined}>
      {LEADERBOARD_KINDS.map((kind) => (
        <LeaderboardCard key={kind} kind={kind} entries={data ? (data[kind] ?? []) : null} />
      ))}
    </div>
  );
}

function LeaderboardCard({
  kind,
  entries,
}: {
  kind: LeaderboardKind;
  entries: LeaderboardEntryDto[] | null;
}) {
  const [expanded, setExpanded] = useState(false);
  const openProfile = useOpenPlayerProfile();
  const titleId = `leader-${kind}`;
  const listId = `leader-${kind}-list`;
  const shown = entries && (expanded ? entries : entries.slice(0, LEADERBOARD_TOP));
  return (
    <section className={styles.leaderCard} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.leaderTitle}>
        {LEADERBOARD_TITLES[kind]}
      </h3>
      {!entries || !shown ? (
        <div aria-hidden="true" className={styles.leaderList}>
          <Skeleton height="2rem" />
          <Skeleton height="2rem" />
        </div>
      ) : entries.length === 0 ? (
        <p className={styles.muted}>{LEADERBOARD_EMPTY_HINTS[kind]}</p>
      ) : (
        <>
          <ol id={listId} className={styles.leaderList} aria-labelledby={titleId}>
            {shown.map((entry, index) => (
              <li key={entry.memberId} className={styles.leaderRow}>
                {/* The list's own numbering tells assistive technology the rank. */}
                <span className={styles.leaderRank} aria-hidden="true">
                  {index + 1}
                </span>
                <Avatar src={entry.avatar} size={32} />
                <button
                  type="button"
                  className={styles.rosterName}
                  onClick={() => openProfile(entry.memberId)}
                >
                  <span className={styles.leaderName}>
                    {entry.firstName} {entry.lastName}
                  </span>
                </button>
                <span className={styles.leaderValue}>{entry.value}</span>
              </li>
            ))}
          </ol>
          {entries.length > LEADERBOARD_TOP && (
            // The spec's words for this toggle, as it gives them: 'View full list' and 'MINIMIZE LIST'.
            <button
              type="button"
              className={styles.leaderToggle}
              aria-expanded={expanded}
              aria-controls={listId}
              onClick={() => setExpanded((open) => !open)}
            >
              {expanded ? LEADERBOARD_LABELS.minimize : LEADERBOARD_LABELS.viewAll}
            </button>
          )}
        </>
      )}
    </section>
  );
}
