import {
  SUB_MESSAGES as M,
  type SubRequestDto,
  type UpdateSubRequestInput,
} from '../../../../contracts/marketplace/sub-requests.ts';
import type { AuthenticatedMember } from '../../../../platform/auth/index.ts';
import { recordEvent } from '../../../../platform/bus/index.ts';
import { badRequest } from '../../../../platform/errors/app-error.ts';
import type { MarketplaceDeps } from '../marketplace-deps.ts';
import { getSubRequest } from '../queries/sub-requests.query.ts';
import { assertTeamCaptain } from './captain-of-event.ts';
import { closeSubRequest } from './close-sub-request.ts';
import { openRequestForChange } from './open-request.ts';
import { arrayLiteral } from './sub-request-rows.ts';

/** A captain of the team edits the open request: how many, positions, level, fee share, note. */
export async function editSubRequest(
  deps: MarketplaceDeps,
  actor: AuthenticatedMember,
  requestId: string,
  changes: UpdateSubRequestInput,
): Promise<{ subRequest: SubRequestDto; message: string }> {
  await deps.em.transactional(async (em) => {
    const row = await openRequestForChange(em, requestId, deps.clock.now());
    await assertTeamCaptain(em, row.team_id, actor.memberId);
    const needed = changes.needed ?? row.needed;
    if (needed < row.accepted) throw badRequest([{ message: M.neededBelowAccepted, field: 'needed' }]);
    const fee = changes.feeShare === undefined ? undefined : changes.feeShare;
    await em.execute(
      `update sub_request set needed = ?, positions = coalesce(?::text[], positions), level = coalesce(?, level),
         fee_share_cents = case when ? then ? else fee_share_cents end,
         fee_share_currency = case when ? then ? else fee_share_currency end,
         note = coalesce(?, note), updated_at = ?,
         status = case when accepted >= ? then 'filled' else status end,
         closed_reason = case when accepted >= ? then 'filled' else closed_reason end
       where id = ?`,
      [
        needed,
        changes.positions ? arrayLiteral(changes.positions) : null,
        changes.level ?? null,
        fee !== undefined,
        fee?.amountCents ?? null,
        fee !== undefined,
        fee?.currency ?? null,
        changes.note ?? null,
        deps.clock.now(),
        needed,
        needed,
        row.id,
      ],
    );
    const changed = Object.keys(changes).filter(
      (key) => changes[key as keyof UpdateSubRequestInput] !== undefined,
    );
    recordEvent(em, 'marketplace.sub-request-updated', {
      requestId: row.id,
      eventId: row.event_id,
      workspaceId: Number(row.workspace_id),
      changed,
    });
    // Lowering "how many" to those already accepted fills it: the late offers are told so.
    if (needed <= row.accepted) await closeSubRequest(em, row, 'filled', deps.clock.now());
  });
  return { subRequest: (await getSubRequest(deps, requestId))!, message: M.updated };
}

/** A captain of the team closes the open request by hand. */
export async function closeSubRequestByCaptain(
  deps: MarketplaceDeps,
  actor: AuthenticatedMember,
  requestId: string,
): Promise<{ subRequest: SubRequestDto; message: string }> {
  await deps.em.transactional(async (em) => {
    const row = await openRequestForChange(em, requestId, deps.clock.now());
    await assertTeamCaptain(em, row.team_id, actor.memberId);
    await closeSubRequest(em, row, 'closed_by_captain', deps.clock.now());
  });
  return { subRequest: (await getSubRequest(deps, requestId))!, message: M.closed };
}
