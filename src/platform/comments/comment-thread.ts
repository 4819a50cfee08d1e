import { randomUUID } from 'node:crypto';
import {
  type CommentAuthor,
  type CommentDeletedResult,
  type CommentDto,
  type CommentResult,
  type CommentsDto,
  COMMENT_MESSAGES as M,
} from '../../contracts/comments.ts';
import type { Clock } from '../container/tokens.ts';
import type { EntityManager } from '../db/orm.ts';
import { forbidden, notFound } from '../errors/app-error.ts';
import { isUuid } from '../ids.ts';
import type { MemberLimits } from '../rate-limit/member-limits.ts';

// The comment thread of a game, written once for team events, pickup games and league games
// (contract: src/contracts/comments.ts). Each module keeps its own comment table and its own access
// rule and hands them over as a CommentPort; these handlers do the rest the same way for all three:
// list oldest first with the authors' names, add (one transaction with the port's outbox event), delete
// by the author or a moderator (404 for an unknown id, 403 for someone else's comment).

/** A comment as a module's table holds it (its list query selects `id, member_id, content, created_at`). */
export interface CommentRow {
  id: string;
  member_id: string;
  content: string;
  created_at: Date;
}

/** A comment as the unit of work (or a module's store) writes it. */
export interface StoredComment {
  id: string;
  memberId: string;
  content: string;
  createdAt: Date;
}

/**
 * What a module plugs in: who may read, write and delete on a game (each throws the module's own
 * 401/403/404 and answers the game), and its comment table. `Game` is whatever the module's access
 * check answers; `Row` what its table's lookups return (an entity, for instance).
 */
export interface CommentPort<Game, Row extends StoredComment = StoredComment> {
  openForReading(em: EntityManager, gameId: string, viewerId: string | undefined): Promise<Game>;
  openForWriting(em: EntityManager, gameId: string, viewerId: string): Promise<Game>;
  openForDeleting(em: EntityManager, gameId: string, viewerId: string): Promise<Game>;
  /** The id the comments carry as `eventId`. */
  eventIdOf(game: Game): string;
  /** Whether the viewer the game was opened for may delete other members' comments. */
  moderates(game: Game): boolean;
  /** The game's comments, oldest first (ties by id). */
  list(em: EntityManager, game: Game): Promise<CommentRow[]>;
  /** Adds the comment inside the transaction `tx` (the unit of work, or a statement of the module's store). */
  insert(tx: EntityManager, game: Game, comment: StoredComment): void | Promise<void>;
  find(tx: EntityManager, game: Game, commentId: string): Promise<Row | undefined>;
  remove(tx: EntityManager, game: Game, comment: Row): void | Promise<void>;
  /** Records the module's domain events in the same transaction (pushed live by its subscribers). */
  added?(tx: EntityManager, game: Game, comment: CommentDto): void;
  deleted?(tx: EntityManager, game: Game, deleted: { comment: Row; deletedBy: string }): void;
}

/** The request's EntityManager, the clock, identity's names and the member limits (every module's deps have them). */
export interface CommentThreadDeps {
  em: EntityManager;
  clock: Clock;
  identity: {
    memberSummaries(memberIds: readonly string[]): Promise<ReadonlyMap<string, CommentAuthor>>;
  };
  /** Comments per member are limited (COMMENT_LIMIT_PER_10_MINUTES). */
  limits: Pick<MemberLimits, 'consume'>;
}

const authorOf = (summary: CommentAuthor | undefined): CommentAuthor => ({
  firstName: summary?.firstName ?? '',
  lastName: summary?.lastName ?? '',
  avatar: summary?.avatar ?? null,
});

function toDto(eventId: string, row: StoredComment, author: CommentAuthor | undefined): CommentDto {
  return {
    id: row.id,
    eventId,
    memberId: row.memberId,
    content: row.content,
    createdAt: new Date(row.createdAt).toISOString(),
    author: authorOf(author),
  };
}

const stored = (row: CommentRow): StoredComment => ({
  id: row.id,
  memberId: row.member_id,
  content: row.content,
  createdAt: row.created_at,
});

/** GET …/comments: the game's comments, oldest first. */
export async function listComments<Game, Row extends StoredComment>(
  port: CommentPort<Game, Row>,
  deps: CommentThreadDeps,
  viewerId: string | undefined,
  gameId: string,
): Promise<CommentsDto> {
  const game = await port.openForReading(deps.em, gameId, viewerId);
  const rows = (await port.list(deps.em, game)).map(stored);
  const names = await deps.identity.memberSummaries([...new Set(rows.map((row) => row.memberId))]);
  const eventId = port.eventIdOf(game);
  return { eventId, comments: rows.map((row) => toDto(eventId, row, names.get(row.memberId))) };
}

/** POST …/comments: the comment and its event commit together. */
export async function addComment<Game, Row extends StoredComment>(
  port: CommentPort<Game, Row>,
  deps: CommentThreadDeps,
  authorId: string,
  gameId: string,
  content: string,
): Promise<CommentResult> {
  const game = await port.openForWriting(deps.em, gameId, authorId);
  await deps.limits.consume('comment', authorId);
  const names = await deps.identity.memberSummaries([authorId]);
  const row: StoredComment = { id: randomUUID(), memberId: authorId, content, createdAt: deps.clock.now() };
  const comment = toDto(port.eventIdOf(game), row, names.get(authorId));
  await deps.em.transactional(async (tx) => {
    await port.insert(tx, game, row);
    port.added?.(tx, game, comment);
  });
  return { comment, message: M.created };
}

/** DELETE …/comments/{commentId}: the author, or a moderator of the game. */
export async function deleteComment<Game, Row extends StoredComment>(
  port: CommentPort<Game, Row>,
  deps: CommentThreadDeps,
  viewerId: string,
  gameId: string,
  commentId: string,
): Promise<CommentDeletedResult> {
  const game = await port.openForDeleting(deps.em, gameId, viewerId);
  if (!isUuid(commentId)) throw notFound(M.notFound);
  await deps.em.transactional(async (tx) => {
    const comment = await port.find(tx, game, commentId);
    if (!comment) throw notFound(M.notFound);
    if (comment.memberId !== viewerId && !port.moderates(game)) throw forbidden(M.ownOnly);
    await port.remove(tx, game, comment);
    port.deleted?.(tx, game, { comment, deletedBy: viewerId });
  });
  return { commentId, message: M.deleted };
}
