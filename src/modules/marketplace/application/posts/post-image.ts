import { PROFILE_MESSAGES } from '../../../../contracts/identity/index.ts';
import { POST_MESSAGES as M, type PostDto } from '../../../../contracts/marketplace/index.ts';
import type { AuthenticatedMember } from '../../../../platform/auth/index.ts';
import { recordEvent } from '../../../../platform/bus/index.ts';
import { AppError, forbidden, notFound } from '../../../../platform/errors/app-error.ts';
import {
  type ImageTarget,
  processImage,
  sniffImageKind,
  UnreadableImageError,
} from '../../../../platform/images/uploaded-image.ts';
import { isUuid } from '../../domain/sql-text.ts';
import { PostEntity } from '../../infrastructure/post.entity.ts';
import { changing } from '../concurrent-change.ts';
import type { MarketplaceDeps } from '../marketplace-deps.ts';
import { getPost } from '../queries/posts.query.ts';

/** A post's picture: shown across the post page, at most this big once re-encoded. */
const TARGET: ImageTarget = { folder: 'marketplace-posts', maxWidth: 1600, maxHeight: 1200 };

const wrongType = () => new AppError(415, [{ message: PROFILE_MESSAGES.uploadType, field: 'file' }]);

/** Only the author of a listed post may send it a picture: checked before the upload is read. */
export async function assertPostAuthor(deps: MarketplaceDeps, postId: string, memberId: string) {
  const post = isUuid(postId)
    ? await deps.em
        .fork()
        .findOne(PostEntity, { id: postId, removedAt: null, expiresAt: { $gt: deps.clock.now() } })
    : null;
  if (!post) throw notFound(M.notFound);
  if (post.authorId !== memberId) throw forbidden(M.notYours);
}

/**
 * The author adds or replaces the post's picture (the platform's checks: PNG, GIF or JPEG, re-encoded
 * without metadata). Stored first; the post then points at it, with its event.
 */
export async function uploadPostImage(
  deps: MarketplaceDeps,
  actor: AuthenticatedMember,
  postId: string,
  bytes: Uint8Array,
): Promise<{ post: PostDto; message: string }> {
  const kind = sniffImageKind(bytes);
  if (!kind) throw wrongType();
  let image: Awaited<ReturnType<typeof processImage>>;
  try {
    image = await processImage(bytes, kind, TARGET);
  } catch (error) {
    if (error instanceof UnreadableImageError) throw wrongType();
    throw error;
  }
  const stored = await deps.storage.put(image.key, image.bytes, image.contentType);
  await changing(() =>
    deps.em.transactional(async (em) => {
      const post = await em.findOne(PostEntity, { id: postId, removedAt: null });
      if (!post) throw notFound(M.notFound);
      if (post.authorId !== actor.memberId) throw forbidden(M.notYours);
      post.imageUrl = stored.url;
      post.updatedAt = deps.clock.now();
      recordEvent(em, 'marketplace.post-updated', {
        postId: post.id,
        authorId: post.authorId,
        workspaceId: post.workspaceId,
        changed: ['image'],
      });
    }),
  );
  return { post: (await getPost(deps, postId))!, message: M.updated };
}
