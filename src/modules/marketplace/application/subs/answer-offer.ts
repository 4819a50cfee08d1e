import { SUB_MESSAGES as M, type SubOfferDto } from '../../../../contracts/marketplace/sub-requests.ts';
import type { AuthenticatedMember } from '../../../../platform/auth/index.ts';
import { recordEvent } from '../../../../platform/bus/index.ts';
import type { EntityManager } from '../../../../platform/db/orm.ts';
import { AppError, notFound } from '../../../../platform/errors/app-error.ts';
import { isUuid } from '../../domain/sql-text.ts';
import type { MarketplaceDeps } from '../marketplace-deps.ts';
import { assertTeamCaptain } from './captain-of-event.ts';
import { closeSubRequest } from './close-sub-request.ts';
import { notOpen } from './open-request.ts';
import { type SubOfferRow, type SubRequestRow, subRequestRow, toSubOfferDtos } from './sub-request-rows.ts';

const OFFER_COLUMNS = 'id, request_id, member_id, note, status, created_at';

async function pendingOffer(em: EntityManager, requestId: string, offerId: string) {
  if (!isUuid(offerId)) throw notFound(M.offerNotFound);
  const [offer] = await em.execute<SubOfferRow[]>(
    `select ${OFFER_COLUMNS} from sub_offer where id = ? and request_id = ?`,
    [offerId, requestId],
  );
  if (!offer) throw notFound(M.offerNotFound);
  if (offer.status !== 'pending')
    throw new AppError(409, [{ message: M.offerNotPending, code: 'SubOfferAnswered' }]);
  return offer;
}

/** The request (not locked: the accept's conditional update is what serializes) and the captain check. */
async function captainsRequest(em: EntityManager, requestId: string, memberId: string) {
  const request = await subRequestRow(em, requestId);
  await assertTeamCaptain(em, request.team_id, memberId);
  return request;
}

/**
 * A captain accepts an offer. Two captains taking the last spot at once: the conditional update of
 * `accepted` runs under the row's lock, so the second one re-reads `accepted = needed` and gets a 409.
 * The accepted player joins the event's roster through the events module's subscriber to the event.
 */
export async function acceptOffer(
  deps: MarketplaceDeps,
  actor: AuthenticatedMember,
  requestId: string,
  offerId: string,
): Promise<{ offer: SubOfferDto; message: string }> {
  const offer = await deps.em.transactional(async (em) => {
    const now = deps.clock.now();
    const request = await captainsRequest(em, requestId, actor.memberId);
    const pending = await pendingOffer(em, request.id, offerId);
    const [taken] = await em.execute<SubRequestRow[]>(
      `update sub_request set accepted = accepted + 1, updated_at = ?
       where id = ? and status = 'open' and accepted < needed and starts_at > ?
       returning id, event_id, team_id, workspace_id, title, starts_at, needed, accepted`,
      [now, request.id, now],
    );
    if (!taken) {
      if (request.status === 'open' && new Date(request.starts_at) > now)
        throw new AppError(409, [{ message: M.filledMeanwhile, code: 'SubRequestFilled' }]);
      throw notOpen();
    }
    const [accepted] = await em.execute<SubOfferRow[]>(
      `update sub_offer set status = 'accepted', answered_at = ? where id = ? and status = 'pending'
       returning ${OFFER_COLUMNS}`,
      [now, pending.id],
    );
    if (!accepted) throw new AppError(409, [{ message: M.offerNotPending, code: 'SubOfferAnswered' }]);
    recordEvent(em, 'marketplace.sub-offer-accepted', {
      offerId: accepted.id,
      requestId: request.id,
      eventId: request.event_id,
      eventKind: request.event_kind,
      teamId: request.team_id,
      memberId: accepted.member_id,
      acceptedBy: actor.memberId,
      workspaceId: Number(request.workspace_id),
    });
    if (taken.accepted >= taken.needed) await closeSubRequest(em, taken, 'filled', now);
    return accepted;
  });
  const [dto] = await toSubOfferDtos(deps, [offer]);
  return { offer: dto!, message: M.accepted };
}

/** A captain declines an offer; the player is told so. */
export async function declineOffer(
  deps: MarketplaceDeps,
  actor: AuthenticatedMember,
  requestId: string,
  offerId: string,
): Promise<{ offer: SubOfferDto; message: string }> {
  const offer = await deps.em.transactional(async (em) => {
    const request = await captainsRequest(em, requestId, actor.memberId);
    const pending = await pendingOffer(em, request.id, offerId);
    const [declined] = await em.execute<SubOfferRow[]>(
      `update sub_offer set status = 'declined', answered_at = ? where id = ? and status = 'pending'
       returning ${OFFER_COLUMNS}`,
      [deps.clock.now(), pending.id],
    );
    if (!declined) throw new AppError(409, [{ message: M.offerNotPending, code: 'SubOfferAnswered' }]);
    recordEvent(em, 'marketplace.sub-offer-declined', {
      offerId: declined.id,
      requestId: request.id,
      eventId: request.event_id,
      memberId: declined.member_id,
      workspaceId: Number(request.workspace_id),
      title: request.title,
      startsAt: new Date(request.starts_at).toISOString(),
    });
    return declined;
  });
  const [dto] = await toSubOfferDtos(deps, [offer]);
  return { offer: dto!, message: M.declined };
}
