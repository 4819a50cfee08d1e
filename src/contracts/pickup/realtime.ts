import type { CommentDto } from '../comments.ts';

// Pushes to the `pickup-event:<id>` room: `socket.emit(JOIN_ROOM, pickupEventRoom(id), ack)` (anyone who may
// see the game: signed in and not blocked from its group). Personal pushes go to `member:<id>`.

export const pickupEventRoom = (pickupEventId: number | string) => `pickup-event:${pickupEventId}`;

/** Registrations, the waitlist or holds changed: refetch the game, its roster and waitlist. */
export const PICKUP_EVENT_ROSTER_CHANGED = 'pickup-event:roster-changed';
export interface PickupEventRosterChangedPush {
  pickupEventId: number;
  reason:
    | 'registered'
    | 'left'
    | 'removed'
    | 'waitlisted'
    | 'waitlist-left'
    | 'offered'
    | 'hold-expired'
    | 'refunded';
  totalReg: number;
  spotsLeft: number;
  waitlistCount: number;
}

/** The game's details changed or it was cancelled: refetch it. */
export const PICKUP_EVENT_CHANGED = 'pickup-event:changed';
export interface PickupEventChangedPush {
  pickupEventId: number;
  reason: 'updated' | 'cancelled';
}

/** A comment was added: append it. */
export const PICKUP_COMMENT_ADDED = 'pickup-event:comment-added';
export interface PickupCommentAddedPush {
  pickupEventId: number;
  comment: CommentDto;
}

/** A comment was deleted: drop it. */
export const PICKUP_COMMENT_DELETED = 'pickup-event:comment-deleted';
export interface PickupCommentDeletedPush {
  pickupEventId: number;
  commentId: string;
}

/** To `member:<id>`: a spot was offered to you (the claim link of the e-mail), or your registration changed. */
export const PICKUP_SPOT_OFFERED = 'pickup:spot-offered';
export interface PickupSpotOfferedPush {
  pickupEventId: number;
  title: string;
  expiresAt: string;
  claimLink: string;
}
