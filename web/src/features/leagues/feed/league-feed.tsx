import { useAtomValue } from 'jotai';
import { SOMETHING_WENT_WRONG } from '../../../../../src/contracts/common/messages.ts';
import { LEAGUE_FEED_MESSAGES } from '../../../../../src/contracts/leagues/index.ts';
import { firstServerError } from '../../../api/api-error';
import { authenticatedAtom } from '../../../app/session';
import { RetryBlock } from '../../../ui/blocks/retry-block';
import { Button } from '../../../ui/button/button';
import { useToast } from '../../../ui/toast/use-toast';
import { ListSkeleton } from '../../clubs/club-header';
import { useLeague, useStaffWorkspaces } from '../use-leagues';
import { FeedComposer } from './feed-composer';
import { FeedItem } from './feed-item';
import styles from './league-feed.module.css';
import { useClap, useLeagueFeed, useLiveFeed } from './use-league-feed';

/**
 * The league page's default tab (spec §2): confirmed results, schedule changes and organizers' posts,
 * newest first, with claps; the league's coordinators post from the top of it.
 */
export function LeagueFeedView({ leagueId, visitor = false }: { leagueId: string; visitor?: boolean }) {
  const authenticated = useAtomValue(authenticatedAtom);
  const { data, error, mutate, size, setSize, isValidating } = useLeagueFeed(leagueId);
  const clap = useClap(leagueId);
  const toast = useToast();
  const coordinator = useCoordinates(leagueId);
  useLiveFeed(leagueId);

  const items = data?.flatMap((page) => page.data) ?? [];
  const hasNext = data?.[data.length - 1]?.hasNext ?? false;
  const loadingMore = isValidating && data !== undefined && data.length < size;

  return (
    <div className={styles.feed}>
      {coordinator && !visitor && <FeedComposer leagueId={leagueId} />}
      {error && !data ? (
        <RetryBlock message={SOMETHING_WENT_WRONG} onRetry={() => void mutate()} />
      ) : !data ? (
        <ListSkeleton rows={3} />
      ) : items.length === 0 ? (
        <p className={styles.empty}>{LEAGUE_FEED_MESSAGES.empty}</p>
      ) : (
        <ul className={styles.list} aria-label="League feed">
          {items.map((item) => (
            <li key={item.id}>
              <FeedItem
                item={item}
                canClap={authenticated && !visitor}
                linkGames={!visitor}
                onClap={(target) =>
                  void clap(target).catch((failure: unknown) =>
                    toast.error(firstServerError(failure) ?? SOMETHING_WENT_WRONG),
                  )
                }
              />
            </li>
          ))}
        </ul>
      )}
      {hasNext && (
        <Button
          variant="secondary"
          className={styles.more}
          busy={loadingMore}
          busyLabel="LOADING…"
          onClick={() => void setSize(size + 1)}
        >
          LOAD MORE
        </Button>
      )}
    </div>
  );
}

/** Whether the signed-in member coordinates the league's organization (they may post). */
function useCoordinates(leagueId: string): boolean {
  const { data: league } = useLeague(leagueId);
  const { data: staff } = useStaffWorkspaces();
  return (
    league !== undefined &&
    (staff ?? []).some(
      (entry) => entry.organization.id === league.organizationId && entry.role === 'coordinator',
    )
  );
}
