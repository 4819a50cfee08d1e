import {
  LEAGUE_MESSAGES,
  type LeagueFeedItemDto,
  type LeagueFeedKind,
  type LeagueFeedQuery,
  type LeagueMediaKind,
  type OrgFeedQuery,
} from '../../../../contracts/leagues/index.ts';
import type { EntityManager } from '../../../../platform/db/orm.ts';
import { notFound } from '../../../../platform/errors/app-error.ts';
import type { IdentityReadApi } from '../../../identity/index.ts';
import { staffRoleOf } from '../../../organizations/index.ts';
import { assertReadable, isUuid } from '../league-access.ts';

export interface FeedLeague {
  id: string;
  organization_id: number;
  workspace_id: number;
  status: 'draft' | 'published';
}

/**
 * The league whose feed (or post, or picture) is asked for, as the viewer may see it: leagues' draft
 * rule (assertReadable), so a draft's feed is 404 to all but its organization's staff.
 */
export async function visibleLeague(
  em: EntityManager,
  leagueId: string,
  viewerId: string | undefined,
): Promise<FeedLeague> {
  if (!isUuid(leagueId)) throw notFound(LEAGUE_MESSAGES.notFound);
  const [league] = await em.execute<FeedLeague[]>(
    'select id, organization_id, workspace_id, status from league where id = ?',
    [leagueId],
  );
  if (!league) throw notFound(LEAGUE_MESSAGES.notFound);
  await assertReadable(em, league, viewerId);
  return league;
}

interface FeedRow {
  id: string;
  kind: LeagueFeedKind;
  league_id: string;
  league_name: string;
  workspace_id: number;
  text: string;
  league_event_id: string | null;
  home_team_id: string | null;
  away_team_id: string | null;
  details: {
    homeName?: string;
    awayName?: string;
    homeScore?: number;
    awayScore?: number;
    startsAt?: string;
    venue?: string;
  };
  author_id: string | null;
  clap_count: number;
  has_clapped: boolean;
  images: Array<{ id: string; kind: LeagueMediaKind; url: string }>;
  created_at: Date;
}

// One statement a page: the items with their pictures and whether the viewer clapped each.
const FEED_SELECT = `select f.id, f.kind, f.league_id, l.name as league_name, f.workspace_id, f.text,
    f.league_event_id, f.home_team_id, f.away_team_id, f.details, f.author_id, f.clap_count, f.created_at,
    exists (select 1 from league_feed_clap c where c.item_id = f.id and c.member_id = ?::uuid) as has_clapped,
    coalesce((select json_agg(json_build_object('id', m.id, 'kind', m.kind, 'url', m.url) order by m.created_at, m.id)
      from league_media m where m.post_id = f.id), '[]'::json) as images
  from league_feed_item f join league l on l.id = f.league_id`;
const NEWEST_FIRST = 'order by f.created_at desc, f.id desc limit ? offset ?';

async function feedPage(
  em: EntityManager,
  identity: IdentityReadApi,
  where: string,
  params: unknown[],
  viewerId: string | undefined,
  page: number,
  limit: number,
): Promise<{ data: LeagueFeedItemDto[]; hasNext: boolean }> {
  const rows = await em.execute<FeedRow[]>(`${FEED_SELECT} where ${where} ${NEWEST_FIRST}`, [
    viewerId ?? null,
    ...params,
    limit + 1,
    (page - 1) * limit,
  ]);
  const shown = rows.slice(0, limit);
  const authorIds = [...new Set(shown.flatMap((row) => (row.author_id ? [row.author_id] : [])))];
  // Authors' names from identity (member is its table), one batch for the page.
  const authors = authorIds.length > 0 ? await identity.memberSummaries(authorIds) : new Map();
  const data = shown.map((row): LeagueFeedItemDto => {
    const author = row.author_id ? authors.get(row.author_id) : undefined;
    const d = row.details;
    return {
      id: row.id,
      kind: row.kind,
      leagueId: row.league_id,
      leagueName: row.league_name,
      workspaceId: row.workspace_id,
      text: row.text,
      leagueEventId: row.league_event_id,
      homeTeam: row.home_team_id ? { id: row.home_team_id, name: d.homeName ?? '' } : null,
      awayTeam: row.away_team_id ? { id: row.away_team_id, name: d.awayName ?? '' } : null,
      homeScore: d.homeScore ?? null,
      awayScore: d.awayScore ?? null,
      startsAt: d.startsAt ?? null,
      venue: d.venue ?? null,
      images: row.images,
      author:
        row.author_id && author
          ? { id: row.author_id, name: [author.firstName, author.lastName].filter(Boolean).join(' ') }
          : null,
      clapCount: row.clap_count,
      hasClapped: row.has_clapped,
      createdAt: new Date(row.created_at).toISOString(),
    };
  });
  return { data, hasNext: rows.length > limit };
}

/**
 * GET /api/league-common/{leagueId}/feed: the league's items, newest first. With `teamId`, that team's
 * games' items and the organizers' posts (which are for every team).
 */
export async function getLeagueFeed(
  em: EntityManager,
  identity: IdentityReadApi,
  leagueId: string,
  viewerId: string | undefined,
  query: LeagueFeedQuery,
) {
  await visibleLeague(em, leagueId, viewerId);
  const team = query.teamId ? ` and (f.kind = 'post' or f.home_team_id = ? or f.away_team_id = ?)` : '';
  return feedPage(
    em,
    identity,
    `f.league_id = ?${team}`,
    query.teamId ? [leagueId, query.teamId, query.teamId] : [leagueId],
    viewerId,
    query.page,
    query.limit,
  );
}

/**
 * GET /api/organization-common/{orgId}/feed: every league's items of the organization (or of one
 * workspace), newest first; drafts' items only for the organization's staff.
 */
export async function getOrganizationFeed(
  em: EntityManager,
  identity: IdentityReadApi,
  organizationId: number,
  viewerId: string | undefined,
  query: OrgFeedQuery,
) {
  const staff = (await staffRoleOf(em, organizationId, viewerId)) !== undefined;
  const workspace = query.orgWorkspaceId ? ' and f.workspace_id = ?' : '';
  const drafts = staff ? '' : ` and l.status = 'published'`;
  return feedPage(
    em,
    identity,
    `f.organization_id = ?${workspace}${drafts}`,
    query.orgWorkspaceId ? [organizationId, query.orgWorkspaceId] : [organizationId],
    viewerId,
    query.page,
    query.limit,
  );
}

/** One item as the viewer sees it (after a post), or undefined when it is gone. */
export async function feedItemById(
  em: EntityManager,
  identity: IdentityReadApi,
  itemId: string,
  viewerId: string | undefined,
): Promise<LeagueFeedItemDto | undefined> {
  const page = await feedPage(em, identity, 'f.id = ?', [itemId], viewerId, 1, 1);
  return page.data[0];
}
