import { atomWithStorage } from 'jotai/utils';
import { storageKeys } from '../lib/storage-keys';

/**
 * Spec §2: the RSVP e-mail buttons open `/team-event/{eventId}?rsvpStatus&eventId&memberId`; a league
 * game's open `/league-event/{leagueEventId}` with the same parameters.
 */
export const rsvpLinkParams = ['rsvpStatus', 'eventId', 'memberId'] as const;

export interface RsvpLink {
  eventId: string;
  memberId: string;
  status: 'yes' | 'no' | 'maybe' | 'unknown';
  /** Set for a league game's link (its answer goes to the league game); absent for a team event's. */
  kind?: 'league';
}

const statuses: ReadonlyArray<string> = ['yes', 'no', 'maybe', 'unknown'];

/** The RSVP a link asks for, or null when the address carries none (or a malformed one). */
export function readRsvpLink(search: URLSearchParams, pathname = ''): RsvpLink | null {
  const status = search.get('rsvpStatus');
  const memberId = search.get('memberId');
  const leagueGame = /^\/league-event\/([^/]+)/.exec(pathname)?.[1];
  const eventId = search.get('eventId') ?? leagueGame ?? /^\/team-event\/([^/]+)/.exec(pathname)?.[1] ?? null;
  if (!status || !memberId || !eventId || !statuses.includes(status)) return null;
  return {
    eventId: decodeURIComponent(eventId),
    memberId,
    status: status as RsvpLink['status'],
    ...(leagueGame ? { kind: 'league' as const } : {}),
  };
}

/** The current address without the RSVP link's parameters, so a reload does not send it again. */
export function withoutRsvpLink(pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  for (const name of rsvpLinkParams) params.delete(name);
  const rest = params.toString();
  return rest ? `${pathname}?${rest}` : pathname;
}

/**
 * An RSVP from an e-mail link opened while signed out: kept across the sign-in (as the invite token
 * is) and sent when the member is back.
 */
export const pendingRsvpAtom = atomWithStorage<RsvpLink | null>(storageKeys.pendingRsvp, null, undefined, {
  getOnInit: true,
});
