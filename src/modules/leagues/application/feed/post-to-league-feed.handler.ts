import {
  type LeagueFeedItemDto,
  type LeaguePostRequest,
  LEAGUE_FEED_MESSAGES as M,
} from '../../../../contracts/leagues/index.ts';
import type { AuthenticatedMember } from '../../../../platform/auth/index.ts';
import { recordEvent, uuidv7 } from '../../../../platform/bus/index.ts';
import { badRequest } from '../../../../platform/errors/app-error.ts';
import '../../feed-events.ts';
import { assertCoordinator } from '../league-access.ts';
import type { LeaguesDeps } from '../leagues-deps.ts';
import { feedItemById, visibleLeague } from './league-feed.query.ts';

/**
 * POST /api/league-common/{leagueId}/posts: a coordinator posts text and/or pictures uploaded for this
 * league (POST /api/league-media) and not shown by another post yet. Newest first with everything else.
 */
export async function postToLeagueFeed(
  deps: LeaguesDeps,
  actor: AuthenticatedMember,
  leagueId: string,
  post: LeaguePostRequest,
): Promise<{ item: LeagueFeedItemDto; message: string }> {
  const league = await visibleLeague(deps.em, leagueId, actor.memberId);
  await assertCoordinator(deps.em, league.organization_id, actor.memberId);
  const itemId = uuidv7();
  const mediaIds = [...new Set(post.mediaIds)];
  await deps.em.transactional(async (tx) => {
    const now = deps.clock.now();
    await tx.execute(
      `insert into league_feed_item (id, league_id, organization_id, workspace_id, kind, text, author_id, created_at)
       values (?, ?, ?, ?, 'post', ?, ?, ?)`,
      [itemId, league.id, league.organization_id, league.workspace_id, post.text, actor.memberId, now],
      'run',
    );
    if (mediaIds.length > 0) {
      const attached = await tx.execute<Array<{ id: string }>>(
        'update league_media set post_id = ? where id in (?) and league_id = ? and post_id is null returning id',
        [itemId, mediaIds, league.id],
      );
      // A picture of another league, already shown, or never uploaded: the post is refused whole.
      if (attached.length !== mediaIds.length)
        throw badRequest([{ message: M.mediaNotFound, field: 'mediaIds' }]);
    }
    recordEvent(tx, 'leagues.feed-posted', {
      leagueId: league.id,
      organizationId: league.organization_id,
      itemId,
      authorId: actor.memberId,
    });
  });
  const item = await feedItemById(deps.em, deps.identity, itemId, actor.memberId);
  return { item: item!, message: M.posted };
}
