import { randomUUID } from 'node:crypto';
import { wallTimeToInstant } from '../../../../contracts/events/time-zones.ts';
import { recordEvent } from '../../../../platform/bus/index.ts';
import type { EntityManager } from '../../../../platform/db/orm.ts';
import { ianaZoneOf } from '../../domain/time-zone.ts';
import { PickupEventEntity, PickupRegistrationEntity } from '../../infrastructure/pickup.entity.ts';

export interface SeedPickupGame {
  title: string;
  address: string;
  description: string;
  /** Days from today, at `hours:minutes` in the group's zone. */
  inDays: number;
  hours: number;
  minutes: number;
  capacity: number;
  priceCents: number | null;
  registeredMemberIds: string[];
}

/**
 * The demo data's games of a pickup group, inside the caller's transaction, with their registrations and
 * counters. Adds nothing when the group has games already (idempotent across runs).
 */
export async function seedPickupGames(
  tx: EntityManager,
  input: { pickupGroupId: string; timezone: string; adminId: string; games: SeedPickupGame[]; now: Date },
): Promise<boolean> {
  const existing = await tx.execute('select 1 from pickup_event where pickup_group_id = ? limit 1', [
    input.pickupGroupId,
  ]);
  if (existing.length > 0) return false;
  const zone = ianaZoneOf(input.timezone);
  for (const game of input.games) {
    const day = new Date(input.now.getTime() + game.inDays * 86_400_000);
    const startsAt = wallTimeToInstant(
      {
        year: day.getUTCFullYear(),
        month: day.getUTCMonth() + 1,
        date: day.getUTCDate(),
        hours: game.hours,
        minutes: game.minutes,
      },
      zone,
    );
    const created = tx.create(PickupEventEntity, {
      pickupGroupId: input.pickupGroupId,
      title: game.title,
      description: game.description,
      address: game.address,
      startsAt,
      timeZone: input.timezone,
      capacity: game.capacity,
      priceCents: game.priceCents,
      currency: game.priceCents === null ? null : 'USD',
      refundCutoffHours: 24,
      totalReg: game.registeredMemberIds.length,
      heldCount: 0,
      waitlistCount: 0,
      cancelledAt: null,
      createdBy: input.adminId,
      createdAt: input.now,
      updatedAt: input.now,
    });
    await tx.flush(); // the registrations reference its id
    const id = created.id;
    for (const memberId of game.registeredMemberIds)
      tx.create(PickupRegistrationEntity, {
        id: randomUUID(),
        pickupEventId: id,
        memberId,
        status: 'registered',
        registeredAt: input.now,
        waitlistSeq: null,
        waitlistedAt: null,
        holdExpiresAt: null,
        holdSeq: 0,
        checkoutSessionId: null,
        paidSessionId: null,
        paidCents: null,
        currency: null,
        updatedAt: input.now,
      });
    recordEvent(tx, 'pickup.game-created', {
      pickupEventId: id,
      pickupGroupId: input.pickupGroupId,
      actorId: input.adminId,
      title: game.title,
      startsAt: startsAt.toISOString(),
    });
  }
  return true;
}
