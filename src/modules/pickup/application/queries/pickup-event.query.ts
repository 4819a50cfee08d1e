import { formatEventDate } from '../../../../contracts/events/time-zones.ts';
import {
  PICKUP_EVENT_MESSAGES as M,
  PICKUP_API,
  type PickupCurrency,
  type PickupEventDto,
  type PickupEventsPage,
  type PickupEventsQuery,
  type PriceDto,
  priceLabel,
} from '../../../../contracts/pickup/index.ts';
import type { EntityManager } from '../../../../platform/db/orm.ts';
import { forbidden, notFound } from '../../../../platform/errors/app-error.ts';
import { type PickupGroupRole, pickupGroupRoleOf } from '../../../clubs/index.ts';
import { gameIdOf, isUuid } from '../../domain/ids.ts';
import { isRefundable, refundDeadline } from '../../domain/promotion.ts';
import { ianaZoneOf } from '../../domain/time-zone.ts';
import type { GameRow } from '../game-access.ts';

// Read side of pickup games: one statement for the games with the viewer's own registration (and place on
// the waitlist) beside each, one for the group and the viewer's standing in it, whatever the page size.

/** A game as the read side selects it: the write side's row, its timestamps and the viewer's own place. */
export interface GameViewRow extends Omit<GameRow, 'id'> {
  id: string | number;
  created_at: Date;
  updated_at: Date;
  viewer_status: string | null;
  viewer_hold_expires_at: Date | null;
  viewer_paid_session_id: string | null;
  viewer_position: string | number | null;
}

export const GAME_VIEW_SQL = `select e.id, e.pickup_group_id, e.title, e.description, e.address, e.starts_at, e.time_zone,
    e.capacity, e.price_cents, e.currency, e.refund_cutoff_hours, e.total_reg, e.held_count, e.waitlist_count,
    e.cancelled_at, e.created_at, e.updated_at, e.version,
    r.status as viewer_status, r.hold_expires_at as viewer_hold_expires_at, r.paid_session_id as viewer_paid_session_id,
    case when r.status = 'waitlisted' then (
      select count(*) from pickup_registration w
      where w.pickup_event_id = e.id and w.status = 'waitlisted' and w.waitlist_seq <= r.waitlist_seq
    ) end as viewer_position
  from pickup_event e
  left join pickup_registration r on r.pickup_event_id = e.id and r.member_id = ?`;

const iso = (value: Date | string) => new Date(value).toISOString();

export function toPickupEventDto(
  row: GameViewRow,
  role: PickupGroupRole,
  viewerId: string | undefined,
  now: Date,
): PickupEventDto {
  const id = Number(row.id);
  const startsAt = new Date(row.starts_at);
  const iana = ianaZoneOf(row.time_zone);
  const price: PriceDto | null =
    row.price_cents === null
      ? null
      : { amountCents: row.price_cents, currency: (row.currency ?? 'USD') as PickupCurrency };
  const isCancelled = row.cancelled_at !== null;
  const isRegistered = row.viewer_status === 'registered';
  return {
    id,
    pickupGroupId: row.pickup_group_id,
    group: { id: role.group.id, name: role.group.name, acronym: role.group.acronym, badge: role.group.badge },
    title: row.title,
    description: row.description,
    address: row.address,
    startsAt: startsAt.toISOString(),
    timezone: row.time_zone,
    ianaTimezone: iana,
    localizedDatetime: formatEventDate(startsAt, iana),
    capacity: row.capacity,
    totalReg: row.total_reg,
    spotsLeft: Math.max(0, row.capacity - row.total_reg - row.held_count),
    waitlistCount: row.waitlist_count,
    price,
    priceLabel: priceLabel(price),
    isPaid: price !== null && price.amountCents > 0,
    refundCutoffHours: row.refund_cutoff_hours,
    refundDeadline: refundDeadline(startsAt, row.refund_cutoff_hours).toISOString(),
    isRegistered,
    waitlistPosition: row.viewer_position === null ? null : Number(row.viewer_position),
    hold:
      row.viewer_status === 'offered' && row.viewer_hold_expires_at
        ? {
            expiresAt: iso(row.viewer_hold_expires_at),
            claimPath: PICKUP_API.holdClaim(id),
            releasePath: PICKUP_API.holdRelease(id),
          }
        : null,
    paymentPending: row.viewer_status === 'checkout',
    canLeaveWithRefund:
      isRegistered &&
      row.viewer_paid_session_id !== null &&
      !isCancelled &&
      isRefundable(now, startsAt, row.refund_cutoff_hours),
    isCancelled,
    isPast: startsAt.getTime() <= now.getTime(),
    viewer: {
      isSignedIn: viewerId !== undefined,
      isMember: role.isMember,
      isAdmin: role.isAdmin,
      isBlocked: role.isBlocked,
    },
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
    version: row.version,
  };
}

export const viewerParam = (viewerId: string | undefined) => (isUuid(viewerId) ? viewerId : null);

/** GET /api/pickup-common/pickup/{id}: anyone may look, except members blocked from the group. */
export async function getPickupEvent(
  em: EntityManager,
  rawId: string | number,
  viewerId: string | undefined,
  now: Date,
): Promise<PickupEventDto> {
  const id = gameIdOf(rawId);
  if (id === undefined) throw notFound(M.notFound);
  const [row] = await em.execute<GameViewRow[]>(`${GAME_VIEW_SQL} where e.id = ?`, [
    viewerParam(viewerId),
    id,
  ]);
  if (!row) throw notFound(M.notFound);
  const role = await pickupGroupRoleOf(em, row.pickup_group_id, viewerId);
  if (!role) throw notFound(M.notFound);
  if (role.isBlocked) throw forbidden(M.offLimits);
  return toPickupEventDto(row, role, viewerId, now);
}

/**
 * GET /api/pickup-common/group/{id}/events: `upcoming` (not started, soonest first) or `past` (started,
 * latest first), 20 a page. Two statements whatever the page holds.
 */
export async function listGroupEvents(
  em: EntityManager,
  pickupGroupId: string,
  viewerId: string | undefined,
  query: PickupEventsQuery,
  now: Date,
): Promise<PickupEventsPage> {
  const role = isUuid(pickupGroupId) ? await pickupGroupRoleOf(em, pickupGroupId, viewerId) : undefined;
  if (!role) throw notFound(M.groupNotFound);
  if (role.isBlocked) throw forbidden(M.offLimits);
  const upcoming = query.filter === 'upcoming';
  const rows = await em.execute<GameViewRow[]>(
    `${GAME_VIEW_SQL}
     where e.pickup_group_id = ? and ${upcoming ? 'e.starts_at > ?' : 'e.starts_at <= ?'}
     order by e.starts_at ${upcoming ? 'asc' : 'desc'}, e.id ${upcoming ? 'asc' : 'desc'}
     limit ? offset ?`,
    [viewerParam(viewerId), pickupGroupId, now, query.limit + 1, (query.page - 1) * query.limit],
  );
  return {
    data: rows.slice(0, query.limit).map((row) => toPickupEventDto(row, role, viewerId, now)),
    hasNext: rows.length > query.limit,
    page: query.page,
    limit: query.limit,
  };
}
