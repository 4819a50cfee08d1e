import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import type { PostCategory } from '../../../contracts/marketplace/index.ts';

/**
 * A member's post in a city, listed until `expiresAt` (30 days) unless deleted by its author or
 * removed by the city's staff (`removedAt`, kept so a report still finds what it was about).
 * Table: migrations/…_marketplace.ts.
 */
export const PostEntity = defineEntity({
  name: 'MarketplacePost',
  tableName: 'marketplace_post',
  properties: {
    id: p.uuid().primary(),
    authorId: p.uuid(),
    organizationId: p.integer(),
    workspaceId: p.integer(),
    cityName: p.text(),
    category: p.text().$type<PostCategory>(),
    title: p.text(),
    body: p.text(),
    imageUrl: p.text().strictNullable(),
    createdAt: p.datetime(),
    updatedAt: p.datetime(),
    expiresAt: p.datetime(),
    removedAt: p.datetime().strictNullable(),
    removedBy: p.uuid().strictNullable(),
    version: p.integer().version(),
  },
});
export type Post = InferEntity<typeof PostEntity>;
