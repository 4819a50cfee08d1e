import { defineSubscriber } from '../../../platform/bus/index.ts';
import { teamRoleOf } from '../../clubs/index.ts';
import { LeagueTeamEntity } from '../infrastructure/league.entity.ts';

/**
 * league_team keeps a copy of each registered team's name, abbreviation and logo, so a league page reads
 * them in its one statement; clubs owns the team, and this keeps the copy current when a captain edits it
 * (clubs.team-updated, images included). It copies the team as it is now, through clubs' read API, so
 * edits handled out of order still end on the latest.
 */
export const copyTeamProfile = defineSubscriber({
  name: 'leagues.copy-team-profile',
  event: 'clubs.team-updated',
  async handle({ payload }, { em }) {
    // A team deleted since took its league rows with it (on delete cascade): nothing to copy.
    const role = await teamRoleOf(em, payload.teamId, undefined);
    if (!role) return;
    const { name, abbreviation, logo } = role.team;
    // Every league the team plays in, in one statement.
    await em.nativeUpdate(LeagueTeamEntity, { teamId: payload.teamId }, { name, abbreviation, logo });
  },
});
