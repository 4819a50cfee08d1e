import { z } from 'zod';
import type {
  CommentDeletedResult,
  CommentDto,
  CommentResult,
  CommentsDto,
} from '../../contracts/comments.ts';

/**
 * The answers of a game's comment thread as the API reference describes them, the same for team
 * events, pickup games and league games: `id` is the format of the thread's ids (uuids, or a pickup
 * game's numeric id as a string) and `name` the comment's schema name in the document, if it has one.
 * They mirror the contract's DTO types; `satisfies` keeps the two in step.
 */
export function commentReplies(id: z.ZodType<string>, name?: string) {
  const fields = z.object({
    id,
    eventId: id,
    memberId: id,
    content: z.string(),
    createdAt: z.string(),
    author: z.object({ firstName: z.string(), lastName: z.string(), avatar: z.string().nullable() }),
  });
  const comment = (name ? fields.meta({ id: name }) : fields) satisfies z.ZodType<CommentDto>;
  return {
    list: z.object({ eventId: id, comments: z.array(comment) }) satisfies z.ZodType<CommentsDto>,
    added: z.object({ comment, message: z.string() }) satisfies z.ZodType<CommentResult>,
    deleted: z.object({ commentId: id, message: z.string() }) satisfies z.ZodType<CommentDeletedResult>,
  };
}
