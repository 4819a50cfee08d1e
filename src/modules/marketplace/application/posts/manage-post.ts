import { randomUUID } from 'node:crypto';
import {
  POST_MESSAGES as M,
  POST_LIFETIME_DAYS,
  type PostDto,
  type PostInput,
  type UpdatePostInput,
} from '../../../../contracts/marketplace/index.ts';
import type { AuthenticatedMember } from '../../../../platform/auth/index.ts';
import { recordEvent } from '../../../../platform/bus/index.ts';
import type { EntityManager } from '../../../../platform/db/orm.ts';
import { badRequest, forbidden, notFound } from '../../../../platform/errors/app-error.ts';
import { staffRoleOf } from '../../../organizations/index.ts';
import { isUuid } from '../../domain/sql-text.ts';
import { PostEntity } from '../../infrastructure/post.entity.ts';
import { recordPostReport } from '../../infrastructure/post-report.store.ts';
import { cityOf } from '../city.ts';
import { changing } from '../concurrent-change.ts';
import type { MarketplaceDeps } from '../marketplace-deps.ts';
import { getPost } from '../queries/posts.query.ts';

const DAY_MS = 86_400_000;

/** A listed post, loaded in the transaction (deleted, removed and expired ones are not found). */
async function listedPost(em: EntityManager, postId: string, now: Date) {
  const post = isUuid(postId) ? await em.findOne(PostEntity, { id: postId, removedAt: null }) : null;
  if (!post || post.expiresAt <= now) throw notFound(M.notFound);
  return post;
}

/**
 * Adds a member's post in a city with its event, in the caller's transaction (the use case below and the
 * demo seed, which dates posts back); listed for 30 days from `at`. Returns its id.
 */
export async function addPost(
  em: EntityManager,
  entry: { authorId: string; input: PostInput; at: Date },
): Promise<string> {
  const { authorId, input, at } = entry;
  const city = await cityOf(em, input.workspaceId, M.cityNotFound);
  const id = randomUUID();
  em.create(PostEntity, {
    id,
    authorId,
    organizationId: city.organizationId,
    workspaceId: city.workspaceId,
    cityName: city.name,
    category: input.category,
    title: input.title,
    body: input.body,
    imageUrl: null,
    createdAt: at,
    updatedAt: at,
    expiresAt: new Date(at.getTime() + POST_LIFETIME_DAYS * DAY_MS),
    removedAt: null,
    removedBy: null,
    version: 1,
  });
  recordEvent(em, 'marketplace.post-created', { postId: id, authorId, workspaceId: city.workspaceId });
  return id;
}

export async function createPost(
  deps: MarketplaceDeps,
  actor: AuthenticatedMember,
  input: PostInput,
): Promise<{ post: PostDto; message: string }> {
  const id = await deps.em.transactional((em) =>
    addPost(em, { authorId: actor.memberId, input, at: deps.clock.now() }),
  );
  return { post: (await getPost(deps, id))!, message: M.created };
}

/** The author edits the category, title or text (the city stays; the 30 days run from the post). */
export async function updatePost(
  deps: MarketplaceDeps,
  actor: AuthenticatedMember,
  postId: string,
  changes: UpdatePostInput,
): Promise<{ post: PostDto; message: string }> {
  await changing(() =>
    deps.em.transactional(async (em) => {
      const post = await listedPost(em, postId, deps.clock.now());
      if (post.authorId !== actor.memberId) throw forbidden(M.notYours);
      const changed = Object.keys(changes).filter(
        (key) => changes[key as keyof UpdatePostInput] !== undefined,
      );
      em.assign(post, { ...changes, updatedAt: deps.clock.now() });
      recordEvent(em, 'marketplace.post-updated', {
        postId: post.id,
        authorId: post.authorId,
        workspaceId: post.workspaceId,
        changed,
      });
    }),
  );
  return { post: (await getPost(deps, postId))!, message: M.updated };
}

/** The author deletes their post; the staff of the post's organization (its city) remove it. */
export async function deletePost(
  deps: MarketplaceDeps,
  actor: AuthenticatedMember,
  postId: string,
): Promise<{ message: string }> {
  await changing(() =>
    deps.em.transactional(async (em) => {
      const now = deps.clock.now();
      const post = await listedPost(em, postId, now);
      if (
        post.authorId !== actor.memberId &&
        (await staffRoleOf(em, post.organizationId, actor.memberId)) === undefined
      )
        throw forbidden(M.notAllowedToDelete);
      em.assign(post, { removedAt: now, removedBy: actor.memberId, updatedAt: now });
      recordEvent(em, 'marketplace.post-deleted', {
        postId: post.id,
        authorId: post.authorId,
        workspaceId: post.workspaceId,
        actorId: actor.memberId,
      });
    }),
  );
  return { message: M.deleted };
}

/** Anyone signed in reports a listed post, once (again is a quiet success). */
export async function reportPost(
  deps: MarketplaceDeps,
  actor: AuthenticatedMember,
  postId: string,
  reason: string | undefined,
): Promise<{ message: string }> {
  await deps.em.transactional(async (em) => {
    const now = deps.clock.now();
    const post = await listedPost(em, postId, now);
    if (post.authorId === actor.memberId) throw badRequest(M.selfReport);
    const reported = await recordPostReport(em, {
      postId: post.id,
      reporterId: actor.memberId,
      reason: reason || null,
      at: now,
    });
    if (reported)
      recordEvent(em, 'marketplace.post-reported', {
        postId: post.id,
        authorId: post.authorId,
        reporterId: actor.memberId,
      });
  });
  return { message: M.reported };
}
