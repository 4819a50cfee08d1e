// A kickoff as the screens show it, with the platform's Intl and no date library: a page that lists
// games (a pickup group's page is where invite links land, a first route on a phone) formats them
// without loading date-fns. time-zones.ts formats other patterns with date-fns and delegates the
// spec's default here, so the server's e-mails and the SPA say the same thing.

const kickoffFormats = new Map<string, Intl.DateTimeFormat>();

function kickoffFormat(ianaZone: string): Intl.DateTimeFormat {
  let format = kickoffFormats.get(ianaZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: ianaZone,
      weekday: 'long',
      month: 'long',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hour12: true,
    });
    kickoffFormats.set(ianaZone, format);
  }
  return format;
}

/**
 * `Sunday / March 14 / 03:00 AM`: spec §9's default date format ('EEEE / MMMM dd / hh:mm a') of an
 * instant in an IANA zone. Throws a RangeError for an unknown zone or an invalid instant, as date-fns does.
 */
export function formatKickoff(instant: string | Date, ianaZone: string): string {
  const parts = kickoffFormat(ianaZone).formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((each) => each.type === type)?.value ?? '';
  return `${part('weekday')} / ${part('month')} ${part('day')} / ${part('hour')}:${part('minute')} ${part('dayPeriod')}`;
}

/** The short name of an IANA zone at an instant ("CST", "PDT", "GMT+2"), shown beside a kickoff; '' if unknown. */
export function zoneAbbreviation(instant: string | Date, ianaZone: string): string {
  try {
    const parts = new Intl.DateTimeFormat('en-US', {
      timeZone: ianaZone,
      timeZoneName: 'short',
    }).formatToParts(new Date(instant));
    return parts.find((part) => part.type === 'timeZoneName')?.value ?? '';
  } catch {
    return '';
  }
}
