import {
  EVENT_CHANGED,
  EVENT_COMMENT_ADDED,
  EVENT_COMMENT_DELETED,
  EVENT_DELETED,
  EVENT_ROSTER_CHANGED,
  type EventCommentAddedPush,
  type EventCommentDeletedPush,
  eventRoom,
} from '../../../../src/contracts/events/index.ts';
import { useRoom } from '../realtime/room';

export interface EventRoomHandlers {
  onCommentAdded: (push: EventCommentAddedPush) => void;
  onCommentDeleted: (push: EventCommentDeletedPush) => void;
  onRosterChanged: () => void;
  onEventChanged: () => void;
  onEventDeleted: () => void;
}

/**
 * Joins `event:<id>` while the event page is open: comments arrive live, and RSVP, vote, score and
 * detail changes refetch what they touched. Pushes for another event (one connection serves every
 * room) are ignored.
 */
export function useEventRoom(eventId: string | null, handlers: EventRoomHandlers) {
  useRoom(
    eventId ? eventRoom(eventId) : null,
    (payload?: { eventId?: string }) => payload !== undefined && payload.eventId === eventId,
    {
      [EVENT_COMMENT_ADDED]: handlers.onCommentAdded,
      [EVENT_COMMENT_DELETED]: handlers.onCommentDeleted,
      [EVENT_ROSTER_CHANGED]: () => handlers.onRosterChanged(),
      [EVENT_CHANGED]: () => handlers.onEventChanged(),
      [EVENT_DELETED]: () => handlers.onEventDeleted(),
    },
  );
}
