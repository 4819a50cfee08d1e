import type { RsvpStatus } from '../../../../contracts/events/index.ts';
import { LEAGUE_EVENT_MESSAGES, type LeagueEventResult } from '../../../../contracts/leagues/index.ts';
import type { AuthenticatedMember } from '../../../../platform/auth/index.ts';
import { conflict, forbidden } from '../../../../platform/errors/app-error.ts';
import { gameAccess } from '../league-access.ts';
import type { LeaguesDeps } from '../leagues-deps.ts';
import { getLeagueEvent } from '../queries/league-event.query.ts';

/** A player answers for their own team (a player on both teams answers for the home side). */
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
      : undefined;
  if (!teamId) throw forbidden(LEAGUE_EVENT_MESSAGES.ownTeamOnly);
  if (access.game.status === 'canceled') throw conflict(LEAGUE_EVENT_MESSAGES.canceled);
  await deps.em.execute(
    `insert into league_event_rsvp (league_event_id, member_id, team_id, status, updated_at) values (?, ?, ?, ?, ?)
     on conflict (league_event_id, member_id) do update set status = excluded.status, team_id = excluded.team_id,
       updated_at = excluded.updated_at`,
    [gameId, actor.memberId, teamId, status, deps.clock.now()],
  );
  return {
    event: await getLeagueEvent(deps.em, deps.identity, gameId, actor.memberId, deps.clock.now()),
    message: 'Successfully sent RSVP',
  };
}
