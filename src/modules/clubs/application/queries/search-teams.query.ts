import type { TeamSearchHitDto } from '../../../../contracts/clubs/index.ts';
import type { EntityManager } from '../../../../platform/db/orm.ts';

export const TEAM_SEARCH_LIMIT = 20;

/** GET /api/team/search: teams whose name contains `name`, any case, in one statement. */
export async function searchTeams(em: EntityManager, name: string): Promise<TeamSearchHitDto[]> {
  // LIKE's wildcards in what was typed are taken literally.
  const pattern = `%${name.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return em.execute<TeamSearchHitDto[]>(
    `select t.id, t.name, t.abbreviation, t.logo from team t
     where t.name ilike ? order by lower(t.name), t.id limit ?`,
    [pattern, TEAM_SEARCH_LIMIT],
  );
}
