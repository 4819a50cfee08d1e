import type { EntityManager } from '../../../../platform/db/orm.ts';
import type { TeamRole } from '../../../clubs/index.ts';
import { LeagueTeamEntity } from '../../infrastructure/league.entity.ts';

/** A club team registered in the league, in the unit of work, with its name, abbreviation and logo as clubs has them now. */
export function addLeagueTeam(tx: EntityManager, leagueId: string, team: TeamRole['team'], now: Date): void {
  tx.create(LeagueTeamEntity, {
    leagueId,
    teamId: team.id,
    name: team.name,
    abbreviation: team.abbreviation,
    logo: team.logo,
    registeredAt: now,
  });
}
