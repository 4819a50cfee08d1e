import { randomUUID } from 'node:crypto';
import { SUB_MESSAGES as M, type SubOfferDto } from '../../../../contracts/marketplace/sub-requests.ts';
import type { AuthenticatedMember } from '../../../../platform/auth/index.ts';
import { recordEvent } from '../../../../platform/bus/index.ts';
import { AppError, badRequest } from '../../../../platform/errors/app-error.ts';
import { teamRoleOf } from '../../../clubs/index.ts';
import type { MarketplaceDeps } from '../marketplace-deps.ts';
import { openRequestForChange } from './open-request.ts';
import { type SubOfferRow, toSubOfferDtos } from './sub-request-rows.ts';

/** A signed-in player taps "I CAN PLAY" on an open request (once; a player of the team cannot). */
export async function offerToPlay(
  deps: MarketplaceDeps,
  actor: AuthenticatedMember,
  requestId: string,
  note: string,
): Promise<{ offer: SubOfferDto; message: string }> {
  const row = await deps.em.transactional(async (em) => {
    const now = deps.clock.now();
    // The lock keeps a close racing this offer from leaving it pending once the request has ended.
    const request = await openRequestForChange(em, requestId, now);
    if ((await teamRoleOf(em, request.team_id, actor.memberId))?.isMember)
      throw badRequest([{ message: M.ownTeam, field: 'requestId' }]);
    const [offer] = await em.execute<SubOfferRow[]>(
      `insert into sub_offer (id, request_id, member_id, note, created_at) values (?, ?, ?, ?, ?)
       on conflict (request_id, member_id) do nothing
       returning id, request_id, member_id, note, status, created_at`,
      [randomUUID(), request.id, actor.memberId, note, now],
    );
    if (!offer) throw new AppError(409, [{ message: M.alreadyOffered, code: 'SubOfferExists' }]);
    recordEvent(em, 'marketplace.sub-offer-made', {
      offerId: offer.id,
      requestId: request.id,
      eventId: request.event_id,
      teamId: request.team_id,
      memberId: actor.memberId,
      workspaceId: Number(request.workspace_id),
    });
    return offer;
  });
  const [offer] = await toSubOfferDtos(deps, [row]);
  return { offer: offer!, message: M.offered };
}
