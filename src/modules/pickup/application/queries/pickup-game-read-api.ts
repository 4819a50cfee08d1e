import type { EntityManager } from '../../../../platform/db/orm.ts';
import { ianaZoneOf } from '../../domain/time-zone.ts';

// The pickup read API other modules call through index.ts (notifications link a held spot to its game).

export interface PickupGameSummary {
  id: number;
  pickupGroupId: string;
  title: string;
  /** UTC instant, ISO 8601. */
  startsAt: string;
  /** IANA zone the game is played in. */
  timeZone: string;
}

/** The game's title and time in one statement; undefined when there is no such game. */
export async function pickupGameSummary(
  em: EntityManager,
  pickupEventId: number,
): Promise<PickupGameSummary | undefined> {
  if (!Number.isSafeInteger(pickupEventId) || pickupEventId <= 0) return undefined;
  const [row] = await em.execute<
    Array<{ id: string; pickup_group_id: string; title: string; starts_at: Date | string; time_zone: string }>
  >('select id, pickup_group_id, title, starts_at, time_zone from pickup_event where id = ?', [
    pickupEventId,
  ]);
  if (!row) return undefined;
  return {
    id: Number(row.id),
    pickupGroupId: row.pickup_group_id,
    title: row.title,
    startsAt: new Date(row.starts_at).toISOString(),
    // The row keeps the group's zone as the form sends it (`US/Central`); readers get the IANA id it names.
    timeZone: ianaZoneOf(row.time_zone),
  };
}
