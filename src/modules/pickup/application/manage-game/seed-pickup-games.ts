import { wallTimeToInstant } from '../../../../contracts/events/time-zones.ts';
import { recordEvent } from '../../../../platform/bus/index.ts';
import type { EntityManager } from '../../../../platform/db/orm.ts';
import { ianaZoneOf } from '../../domain/time-zone.ts';

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
    const [row] = await tx.execute<Array<{ id: string | number }>>(
      `insert into pickup_event (pickup_group_id, title, description, address, starts_at, time_zone, capacity,
         price_cents, currency, refund_cutoff_hours, total_reg, created_by)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?, 24, ?, ?) returning id`,
      [
        input.pickupGroupId,
        game.title,
        game.description,
        game.address,
        startsAt,
        input.timezone,
        game.capacity,
        game.priceCents,
        game.priceCents === null ? null : 'USD',
        game.registeredMemberIds.length,
        input.adminId,
      ],
    );
    const id = Number(row!.id);
    for (const memberId of game.registeredMemberIds) {
      await tx.execute(
        `insert into pickup_registration (id, pickup_event_id, member_id, status, registered_at)
         values (gen_random_uuid(), ?, ?, 'registered', ?)`,
        [id, memberId, input.now],
      );
    }
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
