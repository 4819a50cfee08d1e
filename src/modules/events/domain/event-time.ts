import {
  EVENT_MESSAGES,
  eventTimeZoneOf,
  isRealDate,
  type WallTime,
  wallTimeOf,
  wallTimeToInstant,
} from '../../../contracts/events/index.ts';

/**
 * The start of an event from the form's wall time in its zone (`US/<zone>`). Daylight saving: a time in
 * the spring-forward gap moves forward by the gap, a time that happens twice is the first (daylight)
 * occurrence (see contracts/events/time-zones.ts).
 */
export function eventStart(wall: WallTime, timezone: string): { startsAt: Date; ianaZone: string } {
  const zone = eventTimeZoneOf(timezone);
  if (!zone) throw new Error(`unlisted time zone ${timezone}`);
  return { startsAt: wallTimeToInstant(wall, zone.iana), ianaZone: zone.iana };
}

/** An edit may send only some time fields: the rest keep the event's current wall time. */
export function mergedWallTime(
  current: Date,
  ianaZone: string,
  changes: Partial<WallTime>,
): WallTime | string {
  const wall = { ...wallTimeOf(current, ianaZone), ...definedOnly(changes) };
  if (!isRealDate(wall.year, wall.month, wall.date)) return EVENT_MESSAGES.invalidDate;
  return { year: wall.year, month: wall.month, date: wall.date, hours: wall.hours, minutes: wall.minutes };
}

const definedOnly = (changes: Partial<WallTime>) =>
  Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined)) as Partial<WallTime>;

/** Team stats may be entered once the game has started; "past" for events means the start has passed. */
export const hasStarted = (startsAt: Date, now: Date) => startsAt.getTime() <= now.getTime();
