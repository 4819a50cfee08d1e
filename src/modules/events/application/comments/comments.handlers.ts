import { randomUUID } from 'node:crypto';
import {
  COMMENT_MESSAGES,
  type CommentDto,
  type CommentResult,
  type CommentsDto,
} from '../../../../contracts/events/index.ts';
import type { AuthenticatedMember } from '../../../../platform/auth/index.ts';
import { recordEvent } from '../../../../platform/bus/index.ts';
import { forbidden, notFound } from '../../../../platform/errors/app-error.ts';
import { isUuid } from '../../domain/ids.ts';
import { EventCommentEntity } from '../../infrastructure/team-event.entity.ts';
import { assertEventMember, eventAccess } from '../event-access.ts';
import type { EventsDeps } from '../events-deps.ts';

const authorOf = (summary: { firstName: string; lastName: string; avatar: string | null } | undefined) => ({
  firstName: summary?.firstName ?? '',
  lastName: summary?.lastName ?? '',
  avatar: summary?.avatar ?? null,
});

/** GET /api/event/{eventId}/comments/: oldest first, members of the team only. */
export async function listComments(
  deps: EventsDeps,
  viewerId: string,
  eventId: string,
): Promise<CommentsDto> {
  assertEventMember(await eventAccess(deps.em, eventId, viewerId));
  const rows = await deps.em.execute<
    Array<{ id: string; member_id: string; content: string; created_at: Date }>
  >(
    'select id, member_id, content, created_at from team_event_comment where event_id = ? order by created_at, id',
    [eventId],
  );
  const names = await deps.identity.memberSummaries(rows.map((row) => row.member_id));
  return {
    eventId,
    comments: rows.map((row) => ({
      id: row.id,
      eventId,
      memberId: row.member_id,
      content: row.content,
      createdAt: new Date(row.created_at).toISOString(),
      author: authorOf(names.get(row.member_id)),
    })),
  };
}

/** POST /api/event/{eventId}/comments/: pushed live to `event:<id>` by a subscriber. */
export async function addComment(
  deps: EventsDeps,
  actor: AuthenticatedMember,
  eventId: string,
  content: string,
): Promise<CommentResult> {
  const access = await eventAccess(deps.em, eventId, actor.memberId);
  assertEventMember(access);
  const names = await deps.identity.memberSummaries([actor.memberId]);
  const comment: CommentDto = {
    id: randomUUID(),
    eventId,
    memberId: actor.memberId,
    content,
    createdAt: deps.clock.now().toISOString(),
    author: authorOf(names.get(actor.memberId)),
  };
  await deps.em.transactional(async (tx) => {
    tx.create(EventCommentEntity, {
      id: comment.id,
      eventId,
      memberId: actor.memberId,
      content,
      createdAt: new Date(comment.createdAt),
    });
    recordEvent(tx, 'events.comment-added', { eventId, teamId: access.row.team_id, comment });
  });
  return { comment, message: COMMENT_MESSAGES.created };
}

/** DELETE /api/event/{eventId}/comments/{commentId}: authors delete their own. */
export async function deleteComment(
  deps: EventsDeps,
  actor: AuthenticatedMember,
  eventId: string,
  commentId: string,
): Promise<{ commentId: string; message: string }> {
  const access = await eventAccess(deps.em, eventId, actor.memberId);
  assertEventMember(access);
  if (!isUuid(commentId)) throw notFound(COMMENT_MESSAGES.notFound);
  await deps.em.transactional(async (tx) => {
    const comment = await tx.findOne(EventCommentEntity, { id: commentId, eventId });
    if (!comment) throw notFound(COMMENT_MESSAGES.notFound);
    if (comment.memberId !== actor.memberId) throw forbidden(COMMENT_MESSAGES.ownOnly);
    tx.remove(comment);
    recordEvent(tx, 'events.comment-deleted', {
      eventId,
      teamId: access.row.team_id,
      commentId,
      memberId: actor.memberId,
    });
  });
  return { commentId, message: COMMENT_MESSAGES.deleted };
}
