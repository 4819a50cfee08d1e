import {
  type InteractionRequest,
  type InteractionResultDto,
  LEAGUE_FEED_CLAPPED,
  type LeagueFeedClappedPush,
  leagueRoom,
  LEAGUE_FEED_MESSAGES as M,
} from '../../../../contracts/leagues/index.ts';
import type { AuthenticatedMember } from '../../../../platform/auth/index.ts';
import { recordEvent } from '../../../../platform/bus/index.ts';
import { AppError, notFound } from '../../../../platform/errors/app-error.ts';
import { clapCountAfter } from '../../domain/league-feed.ts';
import '../../feed-events.ts';
import { visibleLeague } from './league-feed.query.ts';
import type { LeagueFeedDeps } from './league-feed-deps.ts';

/**
 * POST /api/interaction/: a signed-in member claps a feed item of a league they can see, once (clapping
 * again changes nothing), or takes the clap back. The new count goes to the league's room at once, as
 * chat claps do.
 */
export async function clapFeedItem(
  deps: LeagueFeedDeps,
  actor: AuthenticatedMember,
  like: InteractionRequest,
): Promise<InteractionResultDto> {
  const [item] = await deps.em.execute<Array<{ league_id: string }>>(
    'select league_id from league_feed_item where id = ?',
    [like.targetId],
  );
  if (!item) throw notFound(M.itemNotFound);
  // A draft's items do not exist for those who cannot see the draft.
  await visibleLeague(deps.em, item.league_id, actor.memberId).catch((error: unknown) => {
    throw error instanceof AppError && error.status === 404 ? notFound(M.itemNotFound) : error;
  });
  const outcome = await deps.em.transactional(async (tx) => {
    const [row] = await tx.execute<Array<{ clap_count: number; had_clapped: boolean }>>(
      `select f.clap_count, exists (select 1 from league_feed_clap c where c.item_id = f.id and c.member_id = ?) as had_clapped
       from league_feed_item f where f.id = ? for update`,
      [actor.memberId, like.targetId],
    );
    if (!row) throw notFound(M.itemNotFound);
    const next = clapCountAfter(row.clap_count, row.had_clapped, like.action);
    if (!next.changed) return next;
    await tx.execute(
      like.action === 'clap'
        ? 'insert into league_feed_clap (item_id, member_id) values (?, ?)'
        : 'delete from league_feed_clap where item_id = ? and member_id = ?',
      [like.targetId, actor.memberId],
      'run',
    );
    await tx.execute(
      'update league_feed_item set clap_count = ? where id = ?',
      [next.count, like.targetId],
      'run',
    );
    recordEvent(tx, 'leagues.feed-item-clapped', {
      leagueId: item.league_id,
      itemId: like.targetId,
      memberId: actor.memberId,
      action: like.action,
      clapCount: next.count,
    });
    return next;
  });
  if (outcome.changed) {
    const push: LeagueFeedClappedPush = {
      leagueId: item.league_id,
      itemId: like.targetId,
      clapCount: outcome.count,
      memberId: actor.memberId,
      action: like.action,
    };
    deps.realtime.toRoom(leagueRoom(item.league_id), LEAGUE_FEED_CLAPPED, push);
  }
  return {
    targetId: like.targetId,
    targetType: like.targetType,
    clapCount: outcome.count,
    hasClapped: like.action === 'clap',
  };
}
