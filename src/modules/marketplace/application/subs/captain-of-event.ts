import { SUB_MESSAGES as M, type SubEventKind } from '../../../../contracts/marketplace/sub-requests.ts';
import type { EntityManager } from '../../../../platform/db/orm.ts';
import { badRequest, forbidden, notFound } from '../../../../platform/errors/app-error.ts';
import { type TeamRole, teamRoleOf } from '../../../clubs/index.ts';
import { teamEventFacts } from '../../../events/index.ts';
import { leagueGameFacts, leagueGameTitle } from '../../../leagues/index.ts';

/** The game a sub request is for, whichever module owns it: what the request copies. */
export interface SubGame {
  id: string;
  kind: SubEventKind;
  teamId: string;
  title: string;
  addressName: string;
  startsAt: Date;
  timeZone: string;
}

/**
 * The event's facts (events' read API) and its team (clubs' read API) when `memberId` captains it;
 * anyone else gets a 403, as the events module answers them for the event's captain routes.
 */
async function captainedTeamEvent(em: EntityManager, eventId: string, memberId: string) {
  const event = await teamEventFacts(em, eventId);
  if (!event) throw notFound(M.eventNotFound);
  const role = await teamRoleOf(em, event.teamId, memberId);
  if (!role) throw notFound(M.eventNotFound);
  if (!role.isCaptain) throw forbidden(M.captainOnly);
  return { event: { ...event, kind: 'team_event' as const }, team: role.team };
}

/**
 * A published league game (leagues' read API) and the team `memberId` captains in it (home first, as the
 * leagues module picks a captain's side); a draft's game is unknown, anyone but the two captains gets a 403.
 */
async function captainedLeagueGame(em: EntityManager, gameId: string, memberId: string) {
  const [game] = await leagueGameFacts(em, [gameId]);
  if (!game?.leaguePublished) throw notFound(M.eventNotFound);
  const sides: Array<[string, TeamRole | undefined]> = [
    [game.homeTeam.id, await teamRoleOf(em, game.homeTeam.id, memberId)],
    [game.awayTeam.id, await teamRoleOf(em, game.awayTeam.id, memberId)],
  ];
  const captained = sides.find(([, role]) => role?.isCaptain);
  if (!captained) throw forbidden(M.captainOnly);
  if (game.status === 'canceled') throw badRequest([{ message: M.gameCanceled, field: 'eventId' }]);
  const event: SubGame = {
    id: game.id,
    kind: 'league_event',
    teamId: captained[0],
    title: leagueGameTitle(game),
    addressName: game.venue,
    startsAt: game.startsAt,
    timeZone: game.timeZone,
  };
  return { event, team: captained[1]!.team };
}

/** The game of the kind asked and the team the caller captains in it; else 404 or 403. */
export async function captainedEvent(
  em: EntityManager,
  eventId: string,
  memberId: string,
  kind: SubEventKind = 'team_event',
): Promise<{ event: SubGame; team: TeamRole['team'] }> {
  return kind === 'league_event'
    ? captainedLeagueGame(em, eventId, memberId)
    : captainedTeamEvent(em, eventId, memberId);
}

/** A captain of the team `teamId`, or a 403 (the request itself is public, so no 404 here). */
export async function assertTeamCaptain(em: EntityManager, teamId: string, memberId: string) {
  const role = await teamRoleOf(em, teamId, memberId);
  if (!role?.isCaptain) throw forbidden(M.captainOnly);
}
