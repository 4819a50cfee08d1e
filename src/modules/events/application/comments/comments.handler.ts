import type { CommentDeletedResult, CommentResult, CommentsDto } from '../../../../contracts/comments.ts';
import type { AuthenticatedMember } from '../../../../platform/auth/index.ts';
import { recordEvent } from '../../../../platform/bus/index.ts';
import * as thread from '../../../../platform/comments/comment-thread.ts';
import { unauthorized } from '../../../../platform/errors/app-error.ts';
import { type EventComment, EventCommentEntity } from '../../infrastructure/team-event.entity.ts';
import { assertEventMember, eventAccess } from '../event-access.ts';
import type { EventsDeps } from '../events-deps.ts';

interface CommentedEvent {
  eventId: string;
  teamId: string;
}

/** Members of the team read, write and delete their own; nobody moderates. Table: team_event_comment. */
const eventComments: thread.CommentPort<CommentedEvent, EventComment> = {
  async openForReading(em, eventId, viewerId) {
    if (!viewerId) throw unauthorized();
    const access = await eventAccess(em, eventId, viewerId);
    assertEventMember(access);
    return { eventId, teamId: access.row.team_id };
  },
  openForWriting: (em, eventId, viewerId) => eventComments.openForReading(em, eventId, viewerId),
  openForDeleting: (em, eventId, viewerId) => eventComments.openForReading(em, eventId, viewerId),
  eventIdOf: (event) => event.eventId,
  moderates: () => false,
  list: (em, event) =>
    em.execute<thread.CommentRow[]>(
      'select id, member_id, content, created_at from team_event_comment where event_id = ? order by created_at, id',
      [event.eventId],
    ),
  insert(tx, event, comment) {
    tx.create(EventCommentEntity, { ...comment, eventId: event.eventId });
  },
  async find(tx, event, commentId) {
    return (await tx.findOne(EventCommentEntity, { id: commentId, eventId: event.eventId })) ?? undefined;
  },
  remove: (tx, _event, comment) => {
    tx.remove(comment);
  },
  added: (tx, event, comment) => recordEvent(tx, 'events.comment-added', { ...event, comment }),
  deleted: (tx, event, { comment, deletedBy }) =>
    recordEvent(tx, 'events.comment-deleted', { ...event, commentId: comment.id, memberId: deletedBy }),
};

/** GET /api/event/{eventId}/comments/: oldest first, members of the team only. */
export const listComments = (deps: EventsDeps, viewerId: string, eventId: string): Promise<CommentsDto> =>
  thread.listComments(eventComments, deps, viewerId, eventId);

/** POST /api/event/{eventId}/comments/: pushed live to `event:<id>` by a subscriber. */
export const addComment = (
  deps: EventsDeps,
  actor: AuthenticatedMember,
  eventId: string,
  content: string,
): Promise<CommentResult> => thread.addComment(eventComments, deps, actor.memberId, eventId, content);

/** DELETE /api/event/{eventId}/comments/{commentId}: authors delete their own. */
export const deleteComment = (
  deps: EventsDeps,
  actor: AuthenticatedMember,
  eventId: string,
  commentId: string,
): Promise<CommentDeletedResult> =>
  thread.deleteComment(eventComments, deps, actor.memberId, eventId, commentId);
