import { eventTimeZoneOf } from '../../../contracts/events/time-zones.ts';

/**
 * The IANA zone of a group's stored zone. Groups store the form's value: `US/Central` (which the events
 * contract maps to America/Chicago), or an IANA name such as `Europe/Athens` or `Canada/Atlantic`.
 */
export const ianaZoneOf = (groupZone: string): string => eventTimeZoneOf(groupZone)?.iana ?? groupZone;
