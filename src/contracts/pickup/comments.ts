import { type CommentDto, type CommentResult, type CommentsDto, commentSchema } from '../comments.ts';

// Comments on a pickup game (/api/pickup/{eventId}/comments) have the team events' shape: `eventId` is the
// pickup game's numeric id as a string.

export {
  COMMENT_MAX as PICKUP_COMMENT_MAX,
  COMMENT_MESSAGES as PICKUP_COMMENT_MESSAGES,
} from '../comments.ts';
export const pickupCommentSchema = commentSchema;
export type PickupCommentDto = CommentDto;
export type PickupCommentsDto = CommentsDto;
export type PickupCommentResult = CommentResult;
