import type { InferEntity } from '@mikro-orm/core';
import type { CommentDeletedResult, CommentResult, CommentsDto } from '../../../../contracts/comments.ts';
import { recordEvent } from '../../../../platform/bus/index.ts';
import * as thread from '../../../../platform/comments/comment-thread.ts';
import { PickupCommentEntity } from '../../infrastructure/pickup.entity.ts';
import {
  assertMember,
  assertNotBlocked,
  assertSignedIn,
  type GameAccess,
  gameAccess,
} from '../game-access.ts';
import type { PickupDeps } from '../pickup-deps.ts';

type PickupComment = InferEntity<typeof PickupCommentEntity>;

const gameRef = (access: GameAccess) => ({
  pickupEventId: access.game.id,
  pickupGroupId: access.game.pickup_group_id,
});

/**
 * Signed-in viewers not blocked from the group read; members write; the author or a group admin
 * (moderation) deletes. Table: pickup_comment.
 */
const pickupComments: thread.CommentPort<GameAccess, PickupComment> = {
  async openForReading(em, rawId, viewerId) {
    assertSignedIn(viewerId);
    const access = await gameAccess(em, rawId, viewerId);
    assertNotBlocked(access);
    return access;
  },
  async openForWriting(em, rawId, viewerId) {
    const access = await gameAccess(em, rawId, viewerId);
    assertMember(access);
    return access;
  },
  async openForDeleting(em, rawId, viewerId) {
    const access = await gameAccess(em, rawId, viewerId);
    assertNotBlocked(access);
    return access;
  },
  eventIdOf: (access) => String(access.game.id),
  moderates: (access) => access.role.isAdmin,
  list: (em, access) =>
    em.execute<thread.CommentRow[]>(
      'select id, member_id, content, created_at from pickup_comment where pickup_event_id = ? order by created_at, id',
      [access.game.id],
    ),
  insert(tx, access, comment) {
    tx.create(PickupCommentEntity, { ...comment, pickupEventId: access.game.id });
  },
  async find(tx, access, commentId) {
    return (
      (await tx.findOne(PickupCommentEntity, { id: commentId, pickupEventId: access.game.id })) ?? undefined
    );
  },
  remove: (tx, _access, comment) => {
    tx.remove(comment);
  },
  added: (tx, access, comment) => recordEvent(tx, 'pickup.comment-added', { ...gameRef(access), comment }),
  deleted: (tx, access, { comment, deletedBy }) =>
    recordEvent(tx, 'pickup.comment-deleted', {
      ...gameRef(access),
      commentId: comment.id,
      memberId: comment.memberId,
      deletedBy,
    }),
};

/** GET /api/pickup/{eventId}/comments: oldest first; signed-in viewers not blocked from the group. */
export const listPickupComments = (
  deps: PickupDeps,
  viewerId: string | undefined,
  rawId: string,
): Promise<CommentsDto> => thread.listComments(pickupComments, deps, viewerId, rawId);

/** POST /api/pickup/{eventId}/comments: members of the group; pushed live to `pickup-event:<id>`. */
export const addPickupComment = (
  deps: PickupDeps,
  viewerId: string,
  rawId: string,
  content: string,
): Promise<CommentResult> => thread.addComment(pickupComments, deps, viewerId, rawId, content);

/** DELETE /api/pickup/{eventId}/comments/{commentId}: the author, or a group admin (moderation). */
export const deletePickupComment = (
  deps: PickupDeps,
  viewerId: string,
  rawId: string,
  commentId: string,
): Promise<CommentDeletedResult> => thread.deleteComment(pickupComments, deps, viewerId, rawId, commentId);
