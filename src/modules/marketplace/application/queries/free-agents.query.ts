import type { FreeAgentDto, FreeAgentQuery } from '../../../../contracts/marketplace/index.ts';
import type { MarketplacePage } from '../../../../contracts/marketplace/paging.ts';
import { conditions, isUuid } from '../../domain/sql-text.ts';
import type { MarketplaceDeps } from '../marketplace-deps.ts';
import { memberCards } from '../member-cards.ts';
import { reliabilities } from '../reliability.query.ts';

interface FreeAgentRow {
  id: string;
  member_id: string;
  organization_id: number;
  workspace_id: number;
  city_name: string;
  positions: FreeAgentDto['positions'];
  level: FreeAgentDto['level'];
  days: FreeAgentDto['days'];
  times: FreeAgentDto['times'];
  looking_for: FreeAgentDto['lookingFor'];
  about: string;
  status: FreeAgentDto['status'];
  league_id: string | null;
  league_name: string | null;
  created_at: Date;
  updated_at: Date;
}

const SELECT = `select id, member_id, organization_id, workspace_id, city_name, positions, level, days, times,
  looking_for, about, status, league_id, league_name, created_at, updated_at from marketplace_free_agent`;

/** Names (one statement of identity's) and reliabilities (two statements) whatever the page's size. */
async function toDtos(deps: MarketplaceDeps, rows: FreeAgentRow[]): Promise<FreeAgentDto[]> {
  const memberIds = rows.map((row) => row.member_id);
  const card = await memberCards(deps, memberIds);
  const reliability = await reliabilities(deps, memberIds);
  return rows.map((row) => ({
    id: row.id,
    member: card(row.member_id),
    organizationId: Number(row.organization_id),
    workspaceId: Number(row.workspace_id),
    city: row.city_name,
    positions: row.positions,
    level: row.level,
    days: row.days,
    times: row.times,
    lookingFor: row.looking_for,
    about: row.about,
    status: row.status,
    league: row.league_id ? { id: row.league_id, name: row.league_name ?? '' } : null,
    reliability: reliability(row.member_id),
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  }));
}

/** Active free agents, most recently updated first: two statements here, one of identity's for names, one of events'. */
export async function listFreeAgents(
  deps: MarketplaceDeps,
  filters: FreeAgentQuery & { organizationId?: number },
): Promise<MarketplacePage<FreeAgentDto>> {
  const where = conditions(`status = 'active'`);
  where.add('organization_id = ?', filters.organizationId);
  where.add('workspace_id = ?', filters.city);
  where.add('level = ?', filters.level);
  where.add('positions @> array[?]::text[]', filters.position);
  where.add('days @> array[?]::text[]', filters.day);
  where.add('looking_for @> array[?]::text[]', filters.lookingFor);
  const rows = await deps.em.execute<FreeAgentRow[]>(
    `${SELECT} where ${where.where()} order by updated_at desc, id limit ? offset ?`,
    [...where.params, filters.limit + 1, (filters.page - 1) * filters.limit],
  );
  return {
    data: await toDtos(deps, rows.slice(0, filters.limit)),
    hasNext: rows.length > filters.limit,
  };
}

/** One free agent: a paused listing only to the member who made it. */
export async function getFreeAgent(
  deps: MarketplaceDeps,
  freeAgentId: string,
  viewerId: string | undefined,
): Promise<FreeAgentDto | undefined> {
  if (!isUuid(freeAgentId)) return undefined;
  const rows = await deps.em.execute<FreeAgentRow[]>(`${SELECT} where id = ?`, [freeAgentId]);
  const [row] = rows;
  if (!row || (row.status !== 'active' && row.member_id !== viewerId)) return undefined;
  return (await toDtos(deps, rows))[0];
}

/** The signed-in member's own listings, paused ones included. */
export async function myFreeAgentListings(deps: MarketplaceDeps, memberId: string): Promise<FreeAgentDto[]> {
  const rows = await deps.em.execute<FreeAgentRow[]>(
    `${SELECT} where member_id = ? order by created_at, id`,
    [memberId],
  );
  return toDtos(deps, rows);
}
