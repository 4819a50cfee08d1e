import { z } from 'zod';

// Comments on a game: a team event (/api/event/{eventId}/comments/), a pickup game
// (/api/pickup/{eventId}/comments, `eventId` the game's numeric id as a string) and a league game
// (/api/league-common/event-page/{id}/comments). One contract for the three threads, shared by the
// server's handlers (src/platform/comments), the SPA's comment thread and the OpenAPI document.

export const COMMENT_MAX = 1000;

export const COMMENT_MESSAGES = {
  required: 'This field is required',
  tooLong: `Must not exceed ${COMMENT_MAX} characters`,
  /** PostgreSQL text cannot hold U+0000: refused before anything runs (the message identity's forms use). */
  invalidCharacters: 'Remove the invalid characters and try again.',
  notFound: 'Comment not found.',
  ownOnly: 'You can only delete your own comments.',
  created: 'Successfully created.',
  deleted: 'Successfully deleted.',
} as const;

/** POST …/comments: the text, trimmed, 1 to COMMENT_MAX characters, no NUL. */
export const commentSchema = z.object({
  content: z
    .string({ error: COMMENT_MESSAGES.required })
    .trim()
    .min(1, COMMENT_MESSAGES.required)
    .max(COMMENT_MAX, COMMENT_MESSAGES.tooLong)
    .refine((content) => !content.includes('\u0000'), COMMENT_MESSAGES.invalidCharacters),
});
export type CommentRequest = z.output<typeof commentSchema>;

export interface CommentAuthor {
  firstName: string;
  lastName: string;
  avatar: string | null;
}

export interface CommentDto {
  id: string;
  /** The commented game's id (a pickup game's number as a string). */
  eventId: string;
  memberId: string;
  content: string;
  createdAt: string;
  author: CommentAuthor;
}

/** GET …/comments: oldest first. */
export interface CommentsDto {
  eventId: string;
  comments: CommentDto[];
}

/** POST …/comments (201). */
export interface CommentResult {
  comment: CommentDto;
  message: string;
}

/** DELETE …/comments/{commentId}. */
export interface CommentDeletedResult {
  commentId: string;
  message: string;
}
