import {
  GROUP_MEMBERS_CHANGED_EVENT,
  ROSTER_CHANGED_EVENT,
} from '../../../../src/contracts/clubs/realtime.ts';
import { useRoom } from '../realtime/room';

/** The shared connection, opened on first use; other features' room hooks join through it. */
export { connectRealtime } from '../realtime/room';

/** Events the server pushes to a club's room when its roster or member list changed. */
export const clubRoomEvents = [ROSTER_CHANGED_EVENT, GROUP_MEMBERS_CHANGED_EVENT] as const;

/**
 * Joins `room` (`team:<id>`, `pickup-group:<id>`) while mounted and calls `onChange` on every push
 * to it. The server checks that the member may join; a refused join simply never pushes.
 */
export function useClubRoom(room: string | null, onChange: () => void) {
  // Pushes name their club: one connection serves every open room, so each page takes its own.
  const belongs = (payload?: { teamId?: string; pickupGroupId?: string }) => {
    const id = payload?.teamId ?? payload?.pickupGroupId;
    return !id || room?.endsWith(`:${id}`) === true;
  };
  useRoom(room, belongs, Object.fromEntries(clubRoomEvents.map((event) => [event, () => onChange()])));
}
