import type { RsvpStatus } from '../../../../contracts/events/index.ts';
import { LEAGUE_EVENT_MESSAGES, type LeagueEventResult } from '../../../../contracts/leagues/index.ts';
import type { AuthenticatedMember } from '../../../../platform/auth/index.ts';
import { conflict, forbidden } from '../../../../platform/errors/app-error.ts';
import { LeagueEventRsvpEntity } from '../../infrastructure/league-event.entity.ts';
import { gameAccess } from '../league-access.ts';
import type { LeaguesDeps } from '../leagues-deps.ts';
import { getLeagueEvent } from '../queries/league-event.query.ts';

/**
 * A player answers for their own team (a player on both teams answers for the home side); a marketplace
 * sub for the game answers for the team they were accepted for.
 */
export async function answerLeagueRsvp(
  deps: LeaguesDeps,
  actor: AuthenticatedMember,
  gameId: string,
  status: RsvpStatus,
): Promise<LeagueEventResult> {
  const access = await gameAccess(deps.em, gameId, actor.memberId);
  const teamId = access.home?.isMember
    ? access.game.home_team_id
    : access.away?.isMember
      ? access.game.away_team_id
      : access.subTeamId;
  if (!teamId) throw forbidden(LEAGUE_EVENT_MESSAGES.ownTeamOnly);
  if (access.game.status === 'canceled') throw conflict(LEAGUE_EVENT_MESSAGES.canceled);
  await deps.em.upsert(LeagueEventRsvpEntity, {
    leagueEventId: gameId,
    memberId: actor.memberId,
    teamId,
    status,
    updatedAt: deps.clock.now(),
  });
  return {
    event: await getLeagueEvent(deps.em, deps.identity, gameId, actor.memberId, deps.clock.now()),
    message: 'Successfully sent RSVP',
  };
}
