import type { EntityManager } from '../../../../platform/db/orm.ts';

/** What a notification about a registration shows: the league's name and, for a team, the team's. */
export interface RegistrationNotice {
  leagueId: string;
  leagueName: string;
  team: { id: string; name: string } | null;
}

/** One statement; undefined when the registration is gone (the league deleted). */
export async function registrationNotice(
  em: EntityManager,
  registrationId: string,
): Promise<RegistrationNotice | undefined> {
  const [row] = await em.execute<
    Array<{ league_id: string; league_name: string; team_id: string | null; team_name: string | null }>
  >(
    `select r.league_id, l.name as league_name, r.team_id, t.name as team_name
     from league_registration r join league l on l.id = r.league_id
       left join league_team t on t.league_id = r.league_id and t.team_id = r.team_id
     where r.id = ?`,
    [registrationId],
  );
  if (!row) return undefined;
  return {
    leagueId: row.league_id,
    leagueName: row.league_name,
    team: row.team_id ? { id: row.team_id, name: row.team_name ?? 'A team' } : null,
  };
}
