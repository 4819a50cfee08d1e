import type { LeagueMediaKind } from '../../../../contracts/leagues/index.ts';
import { recordEvent, uuidv7 } from '../../../../platform/bus/index.ts';
import type { EntityManager } from '../../../../platform/db/orm.ts';
import '../../feed-events.ts';

export interface SeedFeedPost {
  /** The organization's league, by name. */
  leagueName: string;
  text: string;
  images: ReadonlyArray<{ kind: LeagueMediaKind; url: string }>;
  /** How long before `now` it was posted. */
  hoursAgo: number;
}

/**
 * The demo's organizer posts (issue 19), through the feed's own tables: each post in its league of the
 * organization, by `authorId`, with its pictures (already stored). A league whose feed already has a
 * post is left as it is, so a second seed adds nothing. How many posts it added.
 */
export async function seedFeedPosts(
  tx: EntityManager,
  seed: { organizationId: number; authorId: string; posts: readonly SeedFeedPost[]; now: Date },
): Promise<number> {
  const leagues = await tx.execute<
    Array<{ id: string; name: string; workspace_id: number; posted: boolean }>
  >(
    `select l.id, l.name, l.workspace_id,
       exists (select 1 from league_feed_item f where f.league_id = l.id and f.kind = 'post') as posted
     from league l where l.organization_id = ? and l.name in (?)`,
    [seed.organizationId, [...new Set(seed.posts.map((post) => post.leagueName))]],
  );
  let added = 0;
  for (const post of seed.posts) {
    const league = leagues.find((candidate) => candidate.name === post.leagueName);
    if (!league || league.posted) continue;
    const itemId = uuidv7();
    const at = new Date(seed.now.getTime() - post.hoursAgo * 3_600_000);
    await tx.execute(
      `insert into league_feed_item (id, league_id, organization_id, workspace_id, kind, text, author_id, created_at)
       values (?, ?, ?, ?, 'post', ?, ?, ?)`,
      [itemId, league.id, seed.organizationId, league.workspace_id, post.text, seed.authorId, at],
      'run',
    );
    for (const image of post.images)
      await tx.execute(
        'insert into league_media (id, league_id, kind, url, uploaded_by, post_id, created_at) values (?, ?, ?, ?, ?, ?, ?)',
        [uuidv7(), league.id, image.kind, image.url, seed.authorId, itemId, at],
        'run',
      );
    recordEvent(tx, 'leagues.feed-posted', {
      leagueId: league.id,
      organizationId: seed.organizationId,
      itemId,
      authorId: seed.authorId,
    });
    added += 1;
  }
  return added;
}
