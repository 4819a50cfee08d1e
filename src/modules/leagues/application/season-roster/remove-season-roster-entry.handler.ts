import type { SeasonRosterDto } from '../../../../contracts/leagues/season-roster.ts';
import type { AuthenticatedMember } from '../../../../platform/auth/index.ts';
import { recordEvent } from '../../../../platform/bus/index.ts';
import '../../season-roster-events.ts';
import type { LeaguesDeps } from '../leagues-deps.ts';
import { getTeamSeasonRoster } from './season-roster.query.ts';
import { assertMayEdit, seasonRosterTeam } from './season-roster-access.ts';
import { lockTeamSeasonRoster } from './season-roster-writes.ts';
import { seasonRosterEntry } from './update-shirt-numbers.handler.ts';

/** /team/{teamId}/league-season-roster/{rosterId}/remove: the captain (until the lock) or a coordinator. */
export async function removeSeasonRosterEntry(
  deps: LeaguesDeps,
  actor: AuthenticatedMember,
  teamId: string,
  rosterId: string,
): Promise<SeasonRosterDto> {
  const entry = await seasonRosterEntry(deps, teamId, rosterId);
  const team = await seasonRosterTeam(deps.em, entry.league_id, teamId, actor.memberId);
  assertMayEdit(team, deps.clock.now());
  await deps.em.transactional(async (tx) => {
    await lockTeamSeasonRoster(tx, entry.league_id, teamId);
    const removed = await tx.execute<Array<{ member_id: string }>>(
      'delete from league_season_roster where id = ? and team_id = ? returning member_id',
      [rosterId, teamId],
    );
    // Removed by someone else meanwhile: nothing happened here, so nothing is recorded.
    if (removed.length === 0) return;
    recordEvent(tx, 'leagues.season-roster-player-removed', {
      leagueId: entry.league_id,
      teamId,
      memberId: entry.member_id,
      actorId: actor.memberId,
    });
  });
  return getTeamSeasonRoster(deps, actor.memberId, teamId, entry.league_id);
}
