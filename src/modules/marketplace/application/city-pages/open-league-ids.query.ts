import type { EntityManager } from '../../../../platform/db/orm.ts';

/** Sitemaps hold at most 50,000 URLs; an operator with more open leagues lists the soonest. */
const SITEMAP_LIMIT = 45_000;

/**
 * The ids of an organization's leagues open for registration now, soonest season first: one statement.
 * Full ones too: the city pages drop a league once it fills, but its own page still takes its waitlist.
 */
export async function openLeagueIds(em: EntityManager, organizationId: number): Promise<string[]> {
  const rows = await em.execute<Array<{ league_id: string }>>(
    `select league_id from marketplace_league_listing
     where removed_at is null and organization_id = ? and opens_at <= now() and now() < closes_at
     order by season_start, league_id limit ?`,
    [organizationId, SITEMAP_LIMIT],
  );
  return rows.map((row) => row.league_id);
}
