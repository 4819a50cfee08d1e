import { z } from 'zod';

export const COMMENT_MAX = 1000;

export const COMMENT_MESSAGES = {
  required: 'This field is required',
  tooLong: `Must not exceed ${COMMENT_MAX} characters`,
  notFound: 'Comment not found.',
  ownOnly: 'You can only delete your own comments.',
  created: 'Successfully created.',
  deleted: 'Successfully deleted.',
} as const;

/** POST /api/event/{eventId}/comments/. */
export const commentSchema = z.object({
  content: z
    .string({ error: COMMENT_MESSAGES.required })
    .trim()
    .min(1, COMMENT_MESSAGES.required)
    .max(COMMENT_MAX, COMMENT_MESSAGES.tooLong),
});
export type CommentRequest = z.output<typeof commentSchema>;

export interface CommentDto {
  id: string;
  eventId: string;
  memberId: string;
  content: string;
  createdAt: string;
  author: { firstName: string; lastName: string; avatar: string | null };
}

/** GET /api/event/{eventId}/comments/: oldest first. */
export interface CommentsDto {
  eventId: string;
  comments: CommentDto[];
}

export interface CommentResult {
  comment: CommentDto;
  message: string;
}
