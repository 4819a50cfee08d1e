import { wallTimeOf, wallTimeToInstant } from '../../../../contracts/events/time-zones.ts';
import {
  type CreatePickupEvent,
  PICKUP_EVENT_MESSAGES as M,
  type PickupEventWithMessage,
  type UpdatePickupEvent,
} from '../../../../contracts/pickup/index.ts';
import { recordEvent } from '../../../../platform/bus/index.ts';
import { AppError, badRequest, forbidden, notFound } from '../../../../platform/errors/app-error.ts';
import { pickupGroupRoleOf } from '../../../clubs/index.ts';
import { isUuid } from '../../domain/ids.ts';
import { ianaZoneOf } from '../../domain/time-zone.ts';
import { PickupEventEntity } from '../../infrastructure/pickup.entity.ts';
import {
  closeHold,
  fillOpenSpots,
  moveRegistration,
  type RegistrationRow,
  refundSpot,
} from '../../infrastructure/registration.store.ts';
import { assertAdmin, gameAccess } from '../game-access.ts';
import type { PickupDeps } from '../pickup-deps.ts';
import { getPickupEvent } from '../queries/pickup-event.query.ts';

const inThePast = () => badRequest([{ message: M.inThePast, field: 'date' }]);

/** POST /api/pickup (group admins): the wall time is read in the group's time zone. */
export async function createPickupGame(
  deps: PickupDeps,
  actorId: string,
  input: CreatePickupEvent,
): Promise<PickupEventWithMessage> {
  const role = isUuid(input.pickupGroupId)
    ? await pickupGroupRoleOf(deps.em, input.pickupGroupId, actorId)
    : undefined;
  if (!role) throw notFound(M.groupNotFound);
  if (role.isBlocked) throw forbidden(M.offLimits);
  if (!role.isAdmin) throw forbidden(M.adminOnly);
  // A new game reaches the whole group (bell, e-mail): counted as a team's events are, per group.
  await deps.limits.consume('event', actorId, { scope: input.pickupGroupId });
  const now = deps.clock.now();
  const startsAt = wallTimeToInstant(input, ianaZoneOf(role.group.timezone));
  if (startsAt.getTime() <= now.getTime()) throw inThePast();
  const id = await deps.em.transactional(async (tx) => {
    const game = tx.create(PickupEventEntity, {
      pickupGroupId: input.pickupGroupId,
      title: input.title,
      description: input.description,
      address: input.address,
      startsAt,
      timeZone: role.group.timezone,
      capacity: input.capacity,
      priceCents: input.price?.amountCents ?? null,
      currency: input.price?.currency ?? null,
      refundCutoffHours: input.refundCutoffHours,
      totalReg: 0,
      heldCount: 0,
      waitlistCount: 0,
      cancelledAt: null,
      createdBy: actorId,
      createdAt: now,
      updatedAt: now,
    });
    await tx.flush();
    recordEvent(tx, 'pickup.game-created', {
      pickupEventId: game.id,
      pickupGroupId: input.pickupGroupId,
      actorId,
      title: input.title,
      startsAt: startsAt.toISOString(),
    });
    return game.id;
  });
  return { event: await getPickupEvent(deps.em, id, actorId, deps.clock.now()), message: M.created };
}

const TIME_FIELDS = ['year', 'month', 'date', 'hours', 'minutes'] as const;

/**
 * PATCH /api/pickup/{id} (group admins): only what changed. Capacity may not drop below the spots taken;
 * the price is fixed once someone paid or is paying. More spots go to the waitlist at once.
 */
export async function updatePickupGame(
  deps: PickupDeps,
  actorId: string,
  rawId: string,
  changes: UpdatePickupEvent,
): Promise<PickupEventWithMessage> {
  const now = deps.clock.now();
  const id = await deps.em.transactional(async (tx) => {
    const access = await gameAccess(tx, rawId, actorId, true);
    assertAdmin(access);
    const { game, role } = access;
    if (game.cancelled_at)
      throw new AppError(409, [{ message: M.alreadyCancelled, code: 'PickupCancelled' }]);
    if (changes.version !== undefined && changes.version !== game.version)
      throw new AppError(409, [{ message: M.changedMeanwhile, code: 'ConcurrentChange' }]);
    const entity = await tx.findOneOrFail(PickupEventEntity, { id: game.id });
    const changed: string[] = [];
    const set = <K extends 'title' | 'address' | 'description' | 'refundCutoffHours'>(
      key: K,
      value: unknown,
    ) => {
      if (value === undefined || entity[key] === value) return;
      (entity as Record<string, unknown>)[key] = value;
      changed.push(key);
    };
    set('title', changes.title);
    set('address', changes.address);
    set('description', changes.description);
    set('refundCutoffHours', changes.refundCutoffHours);
    if (TIME_FIELDS.some((field) => changes[field] !== undefined)) {
      const zone = ianaZoneOf(role.group.timezone);
      const current = wallTimeOf(game.starts_at, ianaZoneOf(game.time_zone));
      const wall = {
        ...current,
        ...Object.fromEntries(
          TIME_FIELDS.flatMap((f) => (changes[f] === undefined ? [] : [[f, changes[f]]])),
        ),
      };
      const startsAt = wallTimeToInstant(wall, zone);
      if (startsAt.getTime() !== game.starts_at.getTime()) {
        if (startsAt.getTime() <= now.getTime()) throw inThePast();
        entity.startsAt = startsAt;
        entity.timeZone = role.group.timezone;
        game.starts_at = startsAt;
        changed.push('startsAt');
      }
    }
    if (changes.capacity !== undefined && changes.capacity !== game.capacity) {
      const taken = game.total_reg + game.held_count;
      if (changes.capacity < taken)
        throw badRequest([{ message: M.capacityBelowRegistered(taken), field: 'capacity' }]);
      entity.capacity = changes.capacity;
      changed.push('capacity');
    }
    if (changes.price !== undefined) {
      const cents = changes.price?.amountCents ?? null;
      const currency = changes.price?.currency ?? null;
      if (cents !== game.price_cents || currency !== game.currency) {
        const [paying] = await tx.execute<Array<{ n: number }>>(
          `select 1 as n from pickup_registration where pickup_event_id = ?
           and (paid_session_id is not null or status in ('checkout', 'offered')) limit 1`,
          [game.id],
        );
        if (paying) throw new AppError(409, [{ message: M.priceLocked, field: 'price' }]);
        entity.priceCents = cents;
        entity.currency = currency;
        changed.push('price');
      }
    }
    if (changed.length > 0) {
      entity.updatedAt = now;
      await tx.flush();
      recordEvent(tx, 'pickup.game-updated', {
        pickupEventId: game.id,
        pickupGroupId: game.pickup_group_id,
        actorId,
        changed,
      });
      // Read the counters and price as they are now, then give new spots to the waitlist.
      const fresh = await gameAccess(tx, game.id, actorId);
      await fillOpenSpots(tx, fresh.game, now, deps.publicUrl);
    }
    return game.id;
  });
  return { event: await getPickupEvent(deps.em, id, actorId, deps.clock.now()), message: M.updated };
}

/**
 * POST /api/pickup/{id}/cancel (group admins): the game is off. Paid spots are refunded, held spots and
 * running checkouts end (a payment arriving later is refunded); the registrations stay as a record.
 */
export async function cancelPickupGame(
  deps: PickupDeps,
  actorId: string,
  rawId: string,
): Promise<PickupEventWithMessage> {
  const now = deps.clock.now();
  const id = await deps.em.transactional(async (tx) => {
    const access = await gameAccess(tx, rawId, actorId, true);
    assertAdmin(access);
    const { game } = access;
    if (game.cancelled_at)
      throw new AppError(409, [{ message: M.alreadyCancelled, code: 'PickupCancelled' }]);
    // Through the entity while the row is locked: its flush moves the version on, so an edit loaded
    // before the cancellation cannot save over it.
    const entity = await tx.findOneOrFail(PickupEventEntity, { id: game.id });
    entity.cancelledAt = now;
    entity.updatedAt = now;
    await tx.flush();
    game.cancelled_at = now;
    const rows = await tx.execute<RegistrationRow[]>(
      `select id, member_id, status, waitlist_seq, hold_expires_at, hold_seq, checkout_session_id, paid_session_id,
         paid_cents, currency
       from pickup_registration where pickup_event_id = ? and status in ('registered', 'offered', 'checkout')`,
      [game.id],
    );
    let refunds = 0;
    for (const row of rows) {
      if (row.status === 'registered') {
        if (row.paid_session_id) {
          await refundSpot(tx, row.paid_session_id, 'cancelled');
          refunds += 1;
        }
        continue;
      }
      closeHold(tx, game, row, 'cancelled');
      await moveRegistration(tx, game, row.member_id, row, { status: 'expired' });
    }
    recordEvent(tx, 'pickup.game-cancelled', {
      pickupEventId: game.id,
      pickupGroupId: game.pickup_group_id,
      actorId,
      memberIds: rows.filter((row) => row.status === 'registered').map((row) => row.member_id),
      refunds,
    });
    return game.id;
  });
  return { event: await getPickupEvent(deps.em, id, actorId, deps.clock.now()), message: M.cancelled };
}
