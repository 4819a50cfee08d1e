import type { SubAttendance } from '../../../../contracts/marketplace/sub-reliability.ts';
import { SUB_MESSAGES as M, type SubOfferDto } from '../../../../contracts/marketplace/sub-requests.ts';
import type { AuthenticatedMember } from '../../../../platform/auth/index.ts';
import { recordEvent } from '../../../../platform/bus/index.ts';
import { badRequest, notFound } from '../../../../platform/errors/app-error.ts';
import { isUuid } from '../../domain/sql-text.ts';
import type { MarketplaceDeps } from '../marketplace-deps.ts';
import { assertTeamCaptain } from './captain-of-event.ts';
import { SUB_OFFER_COLUMNS, type SubOfferRow, subRequestRow, toSubOfferDtos } from './sub-request-rows.ts';

/**
 * After kickoff a captain of the team marks an accepted sub as played or no-show (issue 20), and can
 * change the mark later; the marks make the player's reliability. Before kickoff, or on an offer that
 * was not accepted, a 400 says why.
 */
export async function markSubAttendance(
  deps: MarketplaceDeps,
  actor: AuthenticatedMember,
  requestId: string,
  offerId: string,
  attendance: SubAttendance,
): Promise<{ offer: SubOfferDto; message: string }> {
  const row = await deps.em.transactional(async (em) => {
    const now = deps.clock.now();
    const request = await subRequestRow(em, requestId);
    await assertTeamCaptain(em, request.team_id, actor.memberId);
    if (!isUuid(offerId)) throw notFound(M.offerNotFound);
    const [offer] = await em.execute<SubOfferRow[]>(
      `select ${SUB_OFFER_COLUMNS} from sub_offer where id = ? and request_id = ? for update`,
      [offerId, request.id],
    );
    if (!offer) throw notFound(M.offerNotFound);
    if (new Date(request.starts_at) > now)
      throw badRequest([{ message: M.attendanceBeforeKickoff, field: 'attendance' }]);
    if (offer.status !== 'accepted')
      throw badRequest([{ message: M.attendanceNotAccepted, field: 'attendance' }]);
    if (offer.attendance === attendance) return offer;
    const [marked] = await em.execute<SubOfferRow[]>(
      `update sub_offer set attendance = ?, attendance_marked_at = ?, attendance_marked_by = ? where id = ?
       returning ${SUB_OFFER_COLUMNS}`,
      [attendance, now, actor.memberId, offer.id],
    );
    recordEvent(em, 'marketplace.sub-attendance-marked', {
      offerId: offer.id,
      requestId: request.id,
      eventId: request.event_id,
      teamId: request.team_id,
      memberId: offer.member_id,
      attendance,
      previous: offer.attendance ?? null,
      markedBy: actor.memberId,
      workspaceId: Number(request.workspace_id),
    });
    return marked!;
  });
  const [offer] = await toSubOfferDtos(deps, [row]);
  return { offer: offer!, message: attendance === 'played' ? M.markedPlayed : M.markedNoShow };
}
