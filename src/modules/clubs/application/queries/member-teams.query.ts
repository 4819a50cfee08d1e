import type { MemberTeamsDto } from '../../../../contracts/clubs/index.ts';
import type { EntityManager } from '../../../../platform/db/orm.ts';
import { memberPickupGroups } from './pickup-group.query.ts';

/**
 * GET /api/member/teams: the club selector's teams and pickup groups, each by name, in two statements.
 */
export async function getMemberTeams(em: EntityManager, memberId: string): Promise<MemberTeamsDto> {
  const teams = await em.execute<
    Array<{ id: string; name: string; abbreviation: string; logo: string | null; is_captain: boolean }>
  >(
    `select t.id, t.name, t.abbreviation, t.logo, r.is_captain
     from roster_entry r join team t on t.id = r.team_id
     where r.member_id = ? order by lower(t.name), t.id`,
    [memberId],
  );
  return {
    teams: teams.map((team) => ({
      id: team.id,
      name: team.name,
      abbreviation: team.abbreviation,
      logo: team.logo,
      isCaptain: team.is_captain,
    })),
    pickupGroups: await memberPickupGroups(em, memberId),
  };
}
