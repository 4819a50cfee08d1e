import type { LeagueEventPageDto } from '../../../../contracts/leagues/index.ts';
import { type GameAccess, gameAccess, isParticipant } from '../league-access.ts';
import type { LeaguesDeps } from '../leagues-deps.ts';
import { getLeagueEvent } from './league-event.query.ts';

function permissionsOf(access: GameAccess, started: boolean): LeagueEventPageDto['permissions'] {
  const canceled = access.game.status === 'canceled';
  const team = (role: GameAccess['home'], teamId: string) => {
    const isSub = access.subTeamId === teamId;
    return {
      isCaptain: role?.isCaptain === true,
      isMember: role?.isMember === true,
      canRsvp: (role?.isMember === true || isSub) && !canceled,
      canReport: role?.isCaptain === true && started && !canceled,
      isSub,
    };
  };
  return {
    type: 'league_event',
    isCoordinator: access.staff === 'coordinator',
    isReferee: access.staff === 'referee',
    canComment: isParticipant(access),
    canManage: access.staff === 'coordinator',
    fetchComplete: true,
    teams: {
      [access.game.home_team_id]: team(access.home, access.game.home_team_id),
      [access.game.away_team_id]: team(access.away, access.game.away_team_id),
    },
  };
}

/** GET /api/league-common/event-page/{id}/event: anyone may see a league game; permissions per team. */
export async function getLeagueEventPage(
  deps: LeaguesDeps,
  viewerId: string | undefined,
  gameId: string,
): Promise<LeagueEventPageDto> {
  const access = await gameAccess(deps.em, gameId, viewerId);
  const now = deps.clock.now();
  const event = await getLeagueEvent(deps.em, deps.identity, gameId, viewerId, now);
  return { event, permissions: permissionsOf(access, event.hasStarted) };
}
