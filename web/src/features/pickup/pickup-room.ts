import {
  PICKUP_COMMENT_ADDED,
  PICKUP_COMMENT_DELETED,
  PICKUP_EVENT_CHANGED,
  PICKUP_EVENT_ROSTER_CHANGED,
  type PickupCommentAddedPush,
  type PickupCommentDeletedPush,
  pickupEventRoom,
} from '../../../../src/contracts/pickup/index.ts';
import { useRoom } from '../realtime/room';

export interface PickupRoomHandlers {
  onCommentAdded: (push: PickupCommentAddedPush) => void;
  onCommentDeleted: (push: PickupCommentDeletedPush) => void;
  /** Registrations, the waitlist or holds changed. */
  onRosterChanged: () => void;
  /** Details changed or the game was cancelled. */
  onEventChanged: () => void;
}

/**
 * Joins `pickup-event:<id>` while the game page is open: comments arrive live, and registration,
 * waitlist and detail changes refetch what they touched. Pushes for another game are ignored.
 */
export function usePickupRoom(eventId: number | null, handlers: PickupRoomHandlers) {
  useRoom(
    eventId === null ? null : pickupEventRoom(eventId),
    (payload?: { pickupEventId?: number | string }) =>
      payload !== undefined && String(payload.pickupEventId) === String(eventId),
    {
      [PICKUP_COMMENT_ADDED]: handlers.onCommentAdded,
      [PICKUP_COMMENT_DELETED]: handlers.onCommentDeleted,
      [PICKUP_EVENT_ROSTER_CHANGED]: () => handlers.onRosterChanged(),
      [PICKUP_EVENT_CHANGED]: () => handlers.onEventChanged(),
    },
  );
}
