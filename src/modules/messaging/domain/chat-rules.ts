import { MESSAGING_MESSAGES } from '../../../contracts/messaging/index.ts';
import { MESSAGE_PREVIEW_LENGTH } from '../events.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids are uuids; anything else cannot name a row, so it is a 404 without asking PostgreSQL. */
export const isUuid = (value: string | undefined | null): value is string =>
  typeof value === 'string' && UUID.test(value);

export interface Refusal {
  status: 403 | 404;
  message: string;
}

/** What is known about the other member of a direct conversation. */
export interface DirectPeer {
  exists: boolean;
  active: boolean;
  /** Either of the two blocked the other. */
  blockedEitherWay: boolean;
}

/**
 * Whether `actorId` may write to (or clap in) the conversation with `peerId`: never to oneself, never
 * to an unknown or deactivated member, never when either blocked the other (spec §6, issue 11).
 */
export function directMessageRefusal(actorId: string, peerId: string, peer: DirectPeer): Refusal | null {
  if (!isUuid(peerId) || !peer.exists || !peer.active)
    return { status: 404, message: MESSAGING_MESSAGES.memberNotFound };
  if (actorId === peerId) return { status: 403, message: MESSAGING_MESSAGES.self };
  if (peer.blockedEitherWay) return { status: 403, message: MESSAGING_MESSAGES.blocked };
  return null;
}

/** Reading a direct conversation: one's own history stays readable after a block; oneself is not a peer. */
export function directReadRefusal(actorId: string, peerId: string, peer: DirectPeer): Refusal | null {
  if (!isUuid(peerId) || !peer.exists) return { status: 404, message: MESSAGING_MESSAGES.memberNotFound };
  if (actorId === peerId) return { status: 403, message: MESSAGING_MESSAGES.self };
  return null;
}

/** Only members of a team read or write its chat; an unknown team is a 404. */
export function teamChatRefusal(role: { isMember: boolean } | undefined): Refusal | null {
  if (!role) return { status: 404, message: MESSAGING_MESSAGES.teamNotFound };
  if (!role.isMember) return { status: 403, message: MESSAGING_MESSAGES.teamMembersOnly };
  return null;
}

/** The first characters of a message on one line, for notifications. */
export function messagePreview(content: string): string {
  const line = content.replace(/\s+/g, ' ').trim();
  return line.length <= MESSAGE_PREVIEW_LENGTH ? line : `${line.slice(0, MESSAGE_PREVIEW_LENGTH - 1)}…`;
}

/** Rooms a direct message goes to: every tab of both members. */
export const directRooms = (a: string, b: string) => [`member:${a}`, `member:${b}`];

/**
 * Rooms a team message goes to: every tab of every member on the roster now, but for those who blocked
 * its sender (it is hidden from them, as in their list of the team's messages).
 */
export const teamRooms = (memberIds: readonly string[], blockersOfSender: ReadonlySet<string> = new Set()) =>
  memberIds.filter((id) => !blockersOfSender.has(id)).map((id) => `member:${id}`);

/**
 * Pushes to every room in one emit (one Redis PUBLISH that every API process hears, rather than one per
 * member of a team); each socket gets it once.
 */
export function pushToRooms(
  emitter: { toRoom(rooms: readonly string[], event: string, payload: unknown): void },
  rooms: readonly string[],
  event: string,
  payload: unknown,
): void {
  const distinct = [...new Set(rooms)];
  if (distinct.length > 0) emitter.toRoom(distinct, event, payload);
}
