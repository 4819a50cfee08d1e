import { TEAM_MESSAGES, type TeamDto } from '../../../../contracts/clubs/index.ts';
import type { EntityManager } from '../../../../platform/db/orm.ts';
import { notFound } from '../../../../platform/errors/app-error.ts';
import { isUuid } from '../../domain/ids.ts';

interface TeamRow {
  id: string;
  name: string;
  abbreviation: string;
  established: number;
  location: string;
  zip: string | null;
  jersey_color: string;
  logo: string | null;
  banner: string | null;
  member_count: number | string;
  created_at: Date;
  updated_at: Date;
  version: number;
}

/** GET /api/team/{teamId}: the profile and its roster size, in one statement. */
export async function getTeam(em: EntityManager, teamId: string): Promise<TeamDto> {
  if (!isUuid(teamId)) throw notFound(TEAM_MESSAGES.notFound);
  const rows = await em.execute<TeamRow[]>(
    `select t.id, t.name, t.abbreviation, t.established, t.location, t.zip, t.jersey_color, t.logo, t.banner,
       t.created_at, t.updated_at, t.version,
       (select count(*) from roster_entry r where r.team_id = t.id) as member_count
     from team t where t.id = ?`,
    [teamId],
  );
  const row = rows[0];
  if (!row) throw notFound(TEAM_MESSAGES.notFound);
  return {
    id: row.id,
    name: row.name,
    abbreviation: row.abbreviation,
    established: row.established,
    location: row.location,
    zip: row.zip,
    jerseyColor: row.jersey_color,
    logo: row.logo,
    banner: row.banner,
    memberCount: Number(row.member_count),
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
    version: row.version,
  };
}
