import type { EntityManager } from '../../../../platform/db/orm.ts';

// Finding a league by its name, for callers outside leagues (through index.ts): the demo seed asks
// whether its leagues are there yet.

export interface NamedLeague {
  id: string;
  status: 'draft' | 'published';
}

/**
 * The league of this name in the organization (or the workspace), in `status` when given, the oldest
 * when several match; undefined when there is none (one statement).
 */
export async function leagueByName(
  em: EntityManager,
  where: { name: string; status?: NamedLeague['status'] } & (
    | { organizationId: number }
    | { workspaceId: number }
  ),
): Promise<NamedLeague | undefined> {
  const [column, value] =
    'organizationId' in where
      ? ['organization_id', where.organizationId]
      : ['workspace_id', where.workspaceId];
  const [row] = await em.execute<Array<{ id: string; status: NamedLeague['status'] }>>(
    `select id, status from league where ${column} = ? and name = ? and status = coalesce(?, status)
     order by created_at, id limit 1`,
    [value, where.name, where.status ?? null],
  );
  return row ? { id: row.id, status: row.status } : undefined;
}

/** Whether any league has ever been opened for registration (one statement). */
export async function anyLeagueRegistrationSettings(em: EntityManager): Promise<boolean> {
  const rows = await em.execute('select 1 from league_registration_settings limit 1');
  return rows.length > 0;
}
