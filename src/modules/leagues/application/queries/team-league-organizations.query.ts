import type { EntityManager } from '../../../../platform/db/orm.ts';
import { isUuid } from '../league-access.ts';

/**
 * The organizations whose leagues each of these teams plays in (drafts included: a team entered in a
 * league owes its waiver before the season is published), one statement however many teams.
 */
export async function leagueOrganizationsOfTeams(
  em: EntityManager,
  teamIds: readonly string[],
): Promise<Map<string, number[]>> {
  const wanted = [...new Set(teamIds)].filter(isUuid);
  if (wanted.length === 0) return new Map();
  const rows = await em.execute<Array<{ team_id: string; organization_id: number }>>(
    `select distinct lt.team_id, l.organization_id from league_team lt join league l on l.id = lt.league_id
     where lt.team_id in (?)`,
    [wanted],
  );
  const byTeam = new Map<string, number[]>();
  for (const row of rows)
    byTeam.set(row.team_id, [...(byTeam.get(row.team_id) ?? []), Number(row.organization_id)]);
  return byTeam;
}
