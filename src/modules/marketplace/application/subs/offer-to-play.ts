import { randomUUID } from 'node:crypto';
import { SUB_MESSAGES as M, type SubOfferDto } from '../../../../contracts/marketplace/sub-requests.ts';
import type { AuthenticatedMember } from '../../../../platform/auth/index.ts';
import { recordEvent } from '../../../../platform/bus/index.ts';
import type { EntityManager } from '../../../../platform/db/orm.ts';
import { AppError, badRequest } from '../../../../platform/errors/app-error.ts';
import { teamRoleOf } from '../../../clubs/index.ts';
import { leagueGameFacts } from '../../../leagues/index.ts';
import type { MarketplaceDeps } from '../marketplace-deps.ts';
import { openRequestForChange } from './open-request.ts';
import { type SubOfferRow, toSubOfferDtos } from './sub-request-rows.ts';

/** In a league game, the team the request's team plays against (null for a team event). */
async function opponentOf(
  em: EntityManager,
  request: { event_kind: string; event_id: string; team_id: string },
) {
  if (request.event_kind !== 'league_event') return null;
  const [game] = await leagueGameFacts(em, [request.event_id]);
  if (!game) return null;
  return game.homeTeam.id === request.team_id ? game.awayTeam.id : game.homeTeam.id;
}

/**
 * Adds `memberId`'s offer on an open request in the caller's transaction (the use case and the demo
 * seed): once a player (409 after), never one of the team's own nor, in a league game, of the team it
 * plays (400: one player cannot be on both sides of a game).
 */
export async function addSubOffer(
  em: EntityManager,
  entry: { requestId: string; memberId: string; note: string; at: Date },
): Promise<SubOfferRow> {
  const { memberId, note, at } = entry;
  // The lock keeps a close racing this offer from leaving it pending once the request has ended.
  const request = await openRequestForChange(em, entry.requestId, at);
  if ((await teamRoleOf(em, request.team_id, memberId))?.isMember)
    throw badRequest([{ message: M.ownTeam, field: 'requestId' }]);
  const opponent = await opponentOf(em, request);
  if (opponent && (await teamRoleOf(em, opponent, memberId))?.isMember)
    throw badRequest([{ message: M.opponentTeam, field: 'requestId' }]);
  const [offer] = await em.execute<SubOfferRow[]>(
    `insert into sub_offer (id, request_id, member_id, note, created_at) values (?, ?, ?, ?, ?)
     on conflict (request_id, member_id) do nothing
     returning id, request_id, member_id, note, status, created_at`,
    [randomUUID(), request.id, memberId, note, at],
  );
  if (!offer) throw new AppError(409, [{ message: M.alreadyOffered, code: 'SubOfferExists' }]);
  recordEvent(em, 'marketplace.sub-offer-made', {
    offerId: offer.id,
    requestId: request.id,
    eventId: request.event_id,
    teamId: request.team_id,
    memberId,
    workspaceId: Number(request.workspace_id),
  });
  return offer;
}

/** A signed-in player taps "I CAN PLAY" on an open request, with an optional note for the captain. */
export async function offerToPlay(
  deps: MarketplaceDeps,
  actor: AuthenticatedMember,
  requestId: string,
  note: string,
): Promise<{ offer: SubOfferDto; message: string }> {
  const row = await deps.em.transactional((em) =>
    addSubOffer(em, { requestId, memberId: actor.memberId, note, at: deps.clock.now() }),
  );
  const [offer] = await toSubOfferDtos(deps, [row]);
  return { offer: offer!, message: M.offered };
}
