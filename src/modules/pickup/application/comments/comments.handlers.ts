import { randomUUID } from 'node:crypto';
import {
  PICKUP_COMMENT_MESSAGES as M,
  type PickupCommentDto,
  type PickupCommentResult,
  type PickupCommentsDto,
} from '../../../../contracts/pickup/index.ts';
import { recordEvent } from '../../../../platform/bus/index.ts';
import { forbidden, notFound } from '../../../../platform/errors/app-error.ts';
import { isUuid } from '../../domain/ids.ts';
import { PickupCommentEntity } from '../../infrastructure/pickup.entities.ts';
import { assertMember, assertNotBlocked, assertSignedIn, gameAccess } from '../game-access.ts';
import type { PickupDeps } from '../pickup-deps.ts';

const authorOf = (summary: { firstName: string; lastName: string; avatar: string | null } | undefined) => ({
  firstName: summary?.firstName ?? '',
  lastName: summary?.lastName ?? '',
  avatar: summary?.avatar ?? null,
});

/** GET /api/pickup/{eventId}/comments: oldest first; signed-in viewers not blocked from the group. */
export async function listPickupComments(
  deps: PickupDeps,
  viewerId: string | undefined,
  rawId: string,
): Promise<PickupCommentsDto> {
  assertSignedIn(viewerId);
  const access = await gameAccess(deps.em, rawId, viewerId);
  assertNotBlocked(access);
  const rows = await deps.em.execute<
    Array<{ id: string; member_id: string; content: string; created_at: Date }>
  >(
    'select id, member_id, content, created_at from pickup_comment where pickup_event_id = ? order by created_at, id',
    [access.game.id],
  );
  const names = await deps.identity.memberSummaries([...new Set(rows.map((row) => row.member_id))]);
  const eventId = String(access.game.id);
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

/** POST /api/pickup/{eventId}/comments: members of the group; pushed live to `pickup-event:<id>`. */
export async function addPickupComment(
  deps: PickupDeps,
  viewerId: string,
  rawId: string,
  content: string,
): Promise<PickupCommentResult> {
  const access = await gameAccess(deps.em, rawId, viewerId);
  assertMember(access);
  const names = await deps.identity.memberSummaries([viewerId]);
  const comment: PickupCommentDto = {
    id: randomUUID(),
    eventId: String(access.game.id),
    memberId: viewerId,
    content,
    createdAt: deps.clock.now().toISOString(),
    author: authorOf(names.get(viewerId)),
  };
  await deps.em.transactional(async (tx) => {
    tx.create(PickupCommentEntity, {
      id: comment.id,
      pickupEventId: access.game.id,
      memberId: viewerId,
      content,
      createdAt: new Date(comment.createdAt),
    });
    recordEvent(tx, 'pickup.comment-added', {
      pickupEventId: access.game.id,
      pickupGroupId: access.game.pickup_group_id,
      comment,
    });
  });
  return { comment, message: M.created };
}

/** DELETE /api/pickup/{eventId}/comments/{commentId}: the author, or a group admin (moderation). */
export async function deletePickupComment(
  deps: PickupDeps,
  viewerId: string,
  rawId: string,
  commentId: string,
): Promise<{ commentId: string; message: string }> {
  const access = await gameAccess(deps.em, rawId, viewerId);
  assertNotBlocked(access);
  if (!isUuid(commentId)) throw notFound(M.notFound);
  await deps.em.transactional(async (tx) => {
    const comment = await tx.findOne(PickupCommentEntity, { id: commentId, pickupEventId: access.game.id });
    if (!comment) throw notFound(M.notFound);
    if (comment.memberId !== viewerId && !access.role.isAdmin) throw forbidden(M.ownOnly);
    tx.remove(comment);
    recordEvent(tx, 'pickup.comment-deleted', {
      pickupEventId: access.game.id,
      pickupGroupId: access.game.pickup_group_id,
      commentId,
      memberId: comment.memberId,
      deletedBy: viewerId,
    });
  });
  return { commentId, message: M.deleted };
}
