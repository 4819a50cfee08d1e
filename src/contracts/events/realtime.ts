import type { CommentDto } from '../comments.ts';

// Pushes to the `event:<id>` room: `socket.emit(JOIN_ROOM, eventRoom(id), ack)` (members of the team only).

export const eventRoom = (eventId: string) => `event:${eventId}`;

/** A comment was added: append it. */
export const EVENT_COMMENT_ADDED = 'event:comment-added';
export interface EventCommentAddedPush {
  eventId: string;
  comment: CommentDto;
}

/** A comment was deleted: drop it. */
export const EVENT_COMMENT_DELETED = 'event:comment-deleted';
export interface EventCommentDeletedPush {
  eventId: string;
  commentId: string;
}

/** RSVPs, MVP votes or stats changed: refetch the event and its roster. */
export const EVENT_ROSTER_CHANGED = 'event:roster-changed';
export interface EventRosterChangedPush {
  eventId: string;
  reason: 'rsvp' | 'mvp-vote' | 'stats';
  attendingCount: number;
}

/** The event's details or score changed: refetch it. */
export const EVENT_CHANGED = 'event:changed';
export interface EventChangedPush {
  eventId: string;
  reason: 'updated' | 'score';
}

/** The event was deleted: leave the page. */
export const EVENT_DELETED = 'event:deleted';
export interface EventDeletedPush {
  eventId: string;
}

/** A captain saved game stats: refetch the event's game stats (and leaderboards, if shown). */
export const EVENT_STATS_CHANGED = 'event:stats-changed';
export interface EventStatsChangedPush {
  eventId: string;
  /** The players whose lines were saved. */
  memberIds: string[];
}
