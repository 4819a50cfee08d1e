import type { EntityManager } from '../../../../platform/db/orm.ts';
import { prepared, preparedRead } from '../../../../platform/db/prepared-read.ts';
import { isUuid } from '../../domain/ids.ts';

// Identity's extension points (src/modules/identity/ports.ts), answered from the rosters: the teams on
// a profile card, and whether two members share a team (contact fields are shown to teammates, spec §6).
// Structurally typed, so this file needs nothing from identity.

// On every /api/member/me: sent as a prepared statement.
const TEAMS_OF = prepared(
  'clubs.teams-of',
  `select t.id, t.name from roster_entry r join team t on t.id = r.team_id
   where r.member_id = ? order by lower(t.name), t.id`,
);

export function createMemberTeamsReader(em: EntityManager) {
  return {
    async teamsOf(memberId: string): Promise<Array<{ id: string; name: string }>> {
      if (!isUuid(memberId)) return [];
      return preparedRead<{ id: string; name: string }>(em, TEAMS_OF, [memberId]);
    },
  };
}

export function createTeammateChecker(em: EntityManager) {
  return {
    async areTeammates(memberId: string, otherMemberId: string): Promise<boolean> {
      if (!isUuid(memberId) || !isUuid(otherMemberId) || memberId === otherMemberId) return false;
      const rows = await em.execute(
        `select 1 from roster_entry mine join roster_entry theirs on theirs.team_id = mine.team_id
         where mine.member_id = ? and theirs.member_id = ? limit 1`,
        [memberId, otherMemberId],
      );
      return rows.length > 0;
    },
  };
}
