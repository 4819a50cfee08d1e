import type { EntityManager } from '../../../platform/db/orm.ts';

// League free agents: a member who registered for a league as a free agent is listed with the league,
// its city and level taken from the marketplace's copy of the league's listing, in one statement.

/**
 * Lists the member as the league's free agent (once: a repeat changes nothing). Returns the new row, or
 * null when already listed, or undefined when the league's listing has not been copied yet.
 */
export async function listLeagueFreeAgent(
  em: EntityManager,
  entry: { id: string; memberId: string; leagueId: string; at: Date },
): Promise<{ id: string; workspaceId: number } | null | undefined> {
  const rows = await em.execute<Array<{ id: string | null; workspace_id: number | null }>>(
    `with listing as (select * from marketplace_league_listing where league_id = ?),
     added as (
       insert into marketplace_free_agent (id, member_id, organization_id, workspace_id, city_name, positions,
         level, days, times, looking_for, about, status, league_id, league_name, created_at, updated_at)
       select ?, ?, organization_id, workspace_id, city_name, '{}', level, array[game_day], '{}', '{league}', '',
         'active', league_id, name, ?, ?
       from listing
       on conflict (member_id, league_id) where league_id is not null do nothing
       returning id, workspace_id)
     select added.id, added.workspace_id from listing left join added on true`,
    [entry.leagueId, entry.id, entry.memberId, entry.at, entry.at],
  );
  const [row] = rows;
  if (!row) return undefined;
  return row.id ? { id: row.id, workspaceId: Number(row.workspace_id) } : null;
}

/** Removes the member's listing as the league's free agent: the row removed, or undefined when none. */
export async function unlistLeagueFreeAgent(
  em: EntityManager,
  memberId: string,
  leagueId: string,
): Promise<{ id: string; workspaceId: number } | undefined> {
  const [row] = await em.execute<Array<{ id: string; workspace_id: number }>>(
    'delete from marketplace_free_agent where member_id = ? and league_id = ? returning id, workspace_id',
    [memberId, leagueId],
  );
  return row ? { id: row.id, workspaceId: Number(row.workspace_id) } : undefined;
}
