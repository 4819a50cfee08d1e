import {
  POST_CATEGORY_LABELS,
  type PostDto,
  type PostQuery,
} from '../../../../contracts/marketplace/index.ts';
import type { MarketplacePage } from '../../../../contracts/marketplace/paging.ts';
import { conditions, isUuid } from '../../domain/sql-text.ts';
import type { MarketplaceDeps } from '../marketplace-deps.ts';
import { memberCards } from '../member-cards.ts';

interface PostRow {
  id: string;
  author_id: string;
  organization_id: number;
  workspace_id: number;
  city_name: string;
  category: PostDto['category'];
  title: string;
  body: string;
  image_url: string | null;
  created_at: Date;
  updated_at: Date;
  expires_at: Date;
}

const SELECT = `select id, author_id, organization_id, workspace_id, city_name, category, title, body, image_url,
  created_at, updated_at, expires_at from marketplace_post`;
/** Listed: neither deleted nor removed, and not expired (30 days after it was made). */
const LISTED = 'removed_at is null and expires_at > now()';

async function toDtos(deps: MarketplaceDeps, rows: PostRow[]): Promise<PostDto[]> {
  const card = await memberCards(
    deps,
    rows.map((row) => row.author_id),
  );
  return rows.map((row) => ({
    id: row.id,
    author: card(row.author_id),
    organizationId: Number(row.organization_id),
    workspaceId: Number(row.workspace_id),
    city: row.city_name,
    category: row.category,
    categoryLabel: POST_CATEGORY_LABELS[row.category],
    title: row.title,
    body: row.body,
    imageUrl: row.image_url,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
    expiresAt: new Date(row.expires_at).toISOString(),
  }));
}

/** Listed posts, newest first (expiry follows creation): one statement, one of identity's for names. */
export async function listPosts(
  deps: MarketplaceDeps,
  filters: PostQuery,
): Promise<MarketplacePage<PostDto>> {
  const where = conditions(LISTED);
  where.add('workspace_id = ?', filters.city);
  where.add('category = ?', filters.category);
  const rows = await deps.em.execute<PostRow[]>(
    `${SELECT} where ${where.where()} order by expires_at desc, id limit ? offset ?`,
    [...where.params, filters.limit + 1, (filters.page - 1) * filters.limit],
  );
  return { data: await toDtos(deps, rows.slice(0, filters.limit)), hasNext: rows.length > filters.limit };
}

/** One listed post (a deleted, removed or expired one is not found). */
export async function getPost(deps: MarketplaceDeps, postId: string): Promise<PostDto | undefined> {
  if (!isUuid(postId)) return undefined;
  const rows = await deps.em.execute<PostRow[]>(`${SELECT} where id = ? and ${LISTED}`, [postId]);
  return rows.length ? (await toDtos(deps, rows))[0] : undefined;
}
