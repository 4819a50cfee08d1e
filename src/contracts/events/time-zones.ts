import { TZDate, tzOffset } from '@date-fns/tz';
// The function's own module, not the package index: the index loads all of date-fns (hundreds of
// modules) in Node and in the unit tests, seconds on a busy machine; the browser bundle is the same.
import { format } from 'date-fns/format';
import { formatKickoff } from './kickoff-format.ts';

export { formatKickoff, zoneAbbreviation } from './kickoff-format.ts';

// Spec §9: the event form offers these zones and sends them as `US/<zone>`. The server stores the IANA id
// beside the UTC instant; the SPA and the e-mails format in that zone with the spec's date format.

export interface EventTimeZone {
  /** What the event form sends and the API answers as `timezone`, e.g. `US/Pacific`. */
  value: string;
  /** The IANA zone the instant is computed and formatted in. */
  iana: string;
  /** The label the form shows. */
  label: string;
}

export const EVENT_TIME_ZONES = [
  { value: 'US/Eastern', iana: 'America/New_York', label: 'Eastern' },
  { value: 'US/Central', iana: 'America/Chicago', label: 'Central' },
  { value: 'US/Mountain', iana: 'America/Denver', label: 'Mountain' },
  { value: 'US/Arizona', iana: 'America/Phoenix', label: 'Arizona' },
  { value: 'US/Pacific', iana: 'America/Los_Angeles', label: 'Pacific' },
  { value: 'US/Alaska', iana: 'America/Anchorage', label: 'Alaska' },
  { value: 'US/Hawaii', iana: 'Pacific/Honolulu', label: 'Hawaii' },
  { value: 'US/Atlantic', iana: 'America/Halifax', label: 'Atlantic Canada' },
  { value: 'US/Greenwich', iana: 'Etc/GMT', label: 'Greenwich' },
  { value: 'US/Athens', iana: 'Europe/Athens', label: 'Europe Athens' },
  { value: 'US/Brussels', iana: 'Europe/Brussels', label: 'Europe Brussels' },
] as const satisfies readonly EventTimeZone[];

export type EventTimeZoneValue = (typeof EVENT_TIME_ZONES)[number]['value'];
export const EVENT_TIME_ZONE_VALUES = EVENT_TIME_ZONES.map((zone) => zone.value) as [
  EventTimeZoneValue,
  ...EventTimeZoneValue[],
];

/** The zone of a form value (`US/Pacific`) or of its IANA id (`America/Los_Angeles`); undefined if not listed. */
export function eventTimeZoneOf(valueOrIana: string): (typeof EVENT_TIME_ZONES)[number] | undefined {
  return EVENT_TIME_ZONES.find((zone) => zone.value === valueOrIana || zone.iana === valueOrIana);
}

/** Spec §9 default date format (date-fns tokens). */
export const EVENT_DATE_FORMAT = 'EEEE / MMMM dd / hh:mm a';

/**
 * `Sunday / March 14 / 03:00 AM`: an instant shown in an IANA zone with the spec's format (through
 * formatKickoff, Intl), or with another date-fns pattern.
 */
export function formatEventDate(
  instant: string | Date,
  ianaZone: string,
  pattern = EVENT_DATE_FORMAT,
): string {
  if (pattern === EVENT_DATE_FORMAT) return formatKickoff(instant, ianaZone);
  return format(new TZDate(new Date(instant).getTime(), ianaZone), pattern);
}

/** A wall-clock time as the event form sends it; `month` is 1–12, `hours` 0–23. */
export interface WallTime {
  year: number;
  month: number;
  date: number;
  hours: number;
  minutes: number;
}

const MINUTE = 60_000;
const DAY = 86_400_000;

/**
 * The UTC instant of a wall-clock time in an IANA zone, with the daylight-saving choices of calendar apps:
 * - a time that does not exist (the spring-forward gap, 02:30 on a US change day) moves forward by the
 *   gap: 02:30 becomes 03:30 daylight time;
 * - a time that happens twice (fall back, 01:30 on a US change day) is the first occurrence, in daylight
 *   time.
 */
export function wallTimeToInstant(wall: WallTime, ianaZone: string): Date {
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.date, wall.hours, wall.minutes);
  // Zone changes are at least days apart, so the offsets a day either side are the only candidates.
  const before = tzOffset(ianaZone, new Date(asUtc - DAY));
  const after = tzOffset(ianaZone, new Date(asUtc + DAY));
  const fits = [...new Set([before, after])]
    .map((offset) => asUtc - offset * MINUTE)
    .filter((instant) => sameWallTime(wallTimeOf(new Date(instant), ianaZone), wall))
    .sort((a, b) => a - b);
  const first = fits[0];
  // In a gap neither offset reproduces the wall time; the offset before the gap moves it forward by the gap.
  return new Date(first ?? asUtc - before * MINUTE);
}

const sameWallTime = (a: WallTime, b: WallTime) =>
  a.year === b.year &&
  a.month === b.month &&
  a.date === b.date &&
  a.hours === b.hours &&
  a.minutes === b.minutes;

/** The wall-clock parts of an instant in a zone: what the event form shows when editing. */
export function wallTimeOf(instant: Date, ianaZone: string): WallTime & { minutesOfDay: number } {
  const local = new TZDate(instant.getTime(), ianaZone);
  const wall = {
    year: local.getFullYear(),
    month: local.getMonth() + 1,
    date: local.getDate(),
    hours: local.getHours(),
    minutes: local.getMinutes(),
  };
  return { ...wall, minutesOfDay: wall.hours * 60 + wall.minutes };
}

/** Whether year-month-date names a real calendar day (no 31 April, 29 February only in leap years). */
export function isRealDate(year: number, month: number, date: number): boolean {
  const day = new Date(Date.UTC(year, month - 1, date));
  return day.getUTCFullYear() === year && day.getUTCMonth() === month - 1 && day.getUTCDate() === date;
}
