import { z } from 'zod';
import { cityField, pagingFields } from './paging.ts';

// Members post in a city (issue 18 "Posts"): listed for 30 days, then no longer.

export const POST_CATEGORIES = [
  'looking_for_team',
  'looking_for_players',
  'field_share',
  'gear',
  'other',
] as const;
export type PostCategory = (typeof POST_CATEGORIES)[number];
export const POST_CATEGORY_LABELS: Readonly<Record<PostCategory, string>> = {
  looking_for_team: 'Looking for a team',
  looking_for_players: 'Looking for players',
  field_share: 'Field share',
  gear: 'Gear',
  other: 'Other',
};

/** A post is listed this many days after it was made. */
export const POST_LIFETIME_DAYS = 30;

export const POST_MESSAGES = {
  notFound: 'Post not found.',
  cityNotFound: 'Choose one of the cities.',
  category: `Category must be one of ${POST_CATEGORIES.join(', ')}`,
  title: 'Give the post a title of at most 100 characters',
  body: 'Write the post in at most 2,000 characters',
  reason: 'The reason may be at most 500 characters',
  notYours: 'Only the author can edit this post.',
  notAllowedToDelete: "Only the author or the city's staff can delete this post.",
  created: 'Your post is up.',
  updated: 'Your post was updated.',
  deleted: 'The post was deleted.',
  reported: 'Thanks, the post was reported.',
  selfReport: 'You cannot report your own post.',
} as const;

const text = (max: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(max, message)
    .regex(/^[^\0]*$/, message);

export const postSchema = z.object({
  workspaceId: cityField,
  category: z.enum(POST_CATEGORIES, { error: POST_MESSAGES.category }),
  title: text(100, POST_MESSAGES.title),
  body: text(2000, POST_MESSAGES.body),
});
export type PostInput = z.output<typeof postSchema>;

export const updatePostSchema = postSchema.omit({ workspaceId: true }).partial();
export type UpdatePostInput = z.output<typeof updatePostSchema>;

export const reportPostSchema = z.object({
  reason: z.string({ error: POST_MESSAGES.reason }).trim().max(500, POST_MESSAGES.reason).optional(),
});

export const postQuerySchema = z.object({
  city: cityField.optional(),
  category: z.enum(POST_CATEGORIES, { error: POST_MESSAGES.category }).optional(),
  ...pagingFields,
});
export type PostQuery = z.output<typeof postQuerySchema>;

export interface PostDto {
  id: string;
  author: { id: string; firstName: string; lastName: string; avatar: string | null };
  organizationId: number;
  workspaceId: number;
  city: string;
  category: PostCategory;
  categoryLabel: string;
  title: string;
  body: string;
  imageUrl: string | null;
  createdAt: string;
  updatedAt: string;
  expiresAt: string;
}
