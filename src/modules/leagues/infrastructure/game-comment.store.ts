import type { CommentRow, StoredComment } from '../../../platform/comments/comment-thread.ts';
import type { EntityManager } from '../../../platform/db/orm.ts';

// league_event_comment: the comments of a league game, for the shared comment thread
// (src/platform/comments). Run inside the thread's transaction.

export function listGameComments(em: EntityManager, gameId: string): Promise<CommentRow[]> {
  return em.execute<CommentRow[]>(
    'select id, member_id, content, created_at from league_event_comment where league_event_id = ? order by created_at, id',
    [gameId],
  );
}

export async function insertGameComment(
  tx: EntityManager,
  gameId: string,
  comment: StoredComment,
): Promise<void> {
  await tx.execute(
    'insert into league_event_comment (id, league_event_id, member_id, content, created_at) values (?, ?, ?, ?, ?)',
    [comment.id, gameId, comment.memberId, comment.content, comment.createdAt],
  );
}

export async function findGameComment(
  tx: EntityManager,
  gameId: string,
  commentId: string,
): Promise<StoredComment | undefined> {
  const [row] = await tx.execute<CommentRow[]>(
    'select id, member_id, content, created_at from league_event_comment where id = ? and league_event_id = ?',
    [commentId, gameId],
  );
  return row && { id: row.id, memberId: row.member_id, content: row.content, createdAt: row.created_at };
}

export async function deleteGameComment(tx: EntityManager, commentId: string): Promise<void> {
  await tx.execute('delete from league_event_comment where id = ?', [commentId]);
}
