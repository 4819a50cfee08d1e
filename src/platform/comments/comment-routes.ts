import { z } from 'zod';
import type {
  CommentDeletedResult,
  CommentDto,
  CommentRequest,
  CommentResult,
  CommentsDto,
} from '../../contracts/comments.ts';
import { commentSchema } from '../../contracts/comments.ts';
import type { AuthenticatedMember } from '../auth/access-token.ts';
import { created, type DeclaredRoute, idParams, ok, type RouteBuilder } from '../http/declared-routes.ts';

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

type MaybePromise<T> = T | Promise<T>;

/** A game's comment thread as routes: what differs between team events, pickup games and league games. */
export interface CommentThreadRoutes<D> {
  /** The game's path under the group's mount, e.g. `/:eventId` or `/event-page/:id`. */
  path: string;
  /** The name of the game's id in `path`. */
  param: string;
  /** The format of the thread's ids and the comment's schema name: see commentReplies. */
  ids: z.ZodType<string>;
  schemaName?: string;
  summaries: { list: string; add: string };
  /** The comment the reference pre-fills. */
  example?: CommentRequest;
  list(deps: D, member: AuthenticatedMember, gameId: string): MaybePromise<CommentsDto>;
  add(deps: D, member: AuthenticatedMember, gameId: string, content: string): MaybePromise<CommentResult>;
  /** Deleting a comment; without it the thread has no DELETE route. */
  delete?: {
    summary: string;
    handler(
      deps: D,
      member: AuthenticatedMember,
      gameId: string,
      commentId: string,
    ): MaybePromise<CommentDeletedResult>;
  };
}

/**
 * GET and POST `<path>/comments` (and DELETE `<path>/comments/:commentId`) for signed-in members: the
 * list oldest first, a new comment, the removal of one. Who may read or write is the handlers' rule.
 */
export function commentThreadRoutes<D>(
  route: RouteBuilder<D>,
  thread: CommentThreadRoutes<D>,
): DeclaredRoute<D>[] {
  const replies = commentReplies(thread.ids, thread.schemaName);
  const gameParams = idParams(thread.param);
  const commentParams = idParams(thread.param, 'commentId');
  const gameId = (params: Record<string, string>) => params[thread.param] as string;
  const remove = thread.delete;
  return [
    route.get(`${thread.path}/comments`, {
      auth: 'member',
      summary: thread.summaries.list,
      request: { params: gameParams },
      reply: ok(replies.list),
      errors: [403, 404],
      handler: ({ deps, member, params }) => thread.list(deps, member, gameId(params)),
    }),
    route.post(`${thread.path}/comments`, {
      auth: 'member',
      summary: thread.summaries.add,
      request: { params: gameParams, body: commentSchema },
      ...(thread.example ? { example: thread.example } : {}),
      reply: created(replies.added),
      errors: [403, 404],
      handler: ({ deps, member, params, body }) => thread.add(deps, member, gameId(params), body.content),
    }),
    ...(remove
      ? [
          route.delete(`${thread.path}/comments/:commentId`, {
            auth: 'member',
            summary: remove.summary,
            request: { params: commentParams },
            reply: ok(replies.deleted),
            errors: [403, 404],
            handler: ({ deps, member, params }) =>
              remove.handler(deps, member, gameId(params), (params as { commentId: string }).commentId),
          }),
        ]
      : []),
  ];
}
