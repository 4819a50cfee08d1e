import { z } from 'zod';
import { orgFeedQuerySchema } from './organizations.ts';

// The league feed (spec §2 league views: feed is the default tab; §7 League: feed, media, interaction):
// confirmed results, schedule changes, organizers' posts with images, newest first, with claps.
//
//   GET  /league-common/{leagueId}/feed?teamId&page&limit     paged LeagueFeedItemDto (public; drafts: staff)
//   GET  /organization-common/{orgId}/feed?orgWorkspaceId&page&limit   paged LeagueFeedItemDto (public)
//   POST /league-media?leagueId=  multipart file + kind        LeagueMediaDto (coordinators, 201)
//   POST /league-common/{leagueId}/posts {text, mediaIds}      LeagueFeedItemDto (coordinators, 201)
//   POST /interaction/ {action, targetId, targetType}          InteractionResultDto (members)

export const LEAGUE_FEED_KINDS = ['result', 'game_moved', 'game_canceled', 'post'] as const;
export type LeagueFeedKind = (typeof LEAGUE_FEED_KINDS)[number];

/** Spec §3 image kinds: a kick-off photo, the champions, any picture, a cover. */
export const LEAGUE_MEDIA_KINDS = ['KICKOFF', 'CHAMP', 'IMAGE', 'COVER'] as const;
export type LeagueMediaKind = (typeof LEAGUE_MEDIA_KINDS)[number];

export const LEAGUE_POST_MAX_TEXT = 2000;
export const LEAGUE_POST_MAX_IMAGES = 4;

export const LEAGUE_FEED_MESSAGES = {
  itemNotFound: 'Feed item not found.',
  mediaNotFound: 'Image not found. Upload it again.',
  postEmpty: 'Write something or add an image',
  postTooLong: `A post can be at most ${LEAGUE_POST_MAX_TEXT} characters`,
  tooManyImages: `A post can have at most ${LEAGUE_POST_MAX_IMAGES} images`,
  invalidKind: `Image kind must be one of ${LEAGUE_MEDIA_KINDS.join(', ')}`,
  invalidTeam: 'Choose a team of this league',
  noFile: 'Please choose a file to upload',
  posted: 'Successfully posted.',
  uploaded: 'Upload Successful',
  empty: 'No news yet. Results, schedule changes and posts will show here.',
} as const;

/** GET /api/league-common/{leagueId}/feed?teamId&page&limit (20 a page, as the organization feed). */
export const leagueFeedQuerySchema = z.object({
  teamId: z.uuid({ error: LEAGUE_FEED_MESSAGES.invalidTeam }).optional(),
  page: orgFeedQuerySchema.shape.page,
  limit: orgFeedQuerySchema.shape.limit,
});
export type LeagueFeedQuery = z.output<typeof leagueFeedQuerySchema>;

const teamRef = z.object({ id: z.uuid(), name: z.string() });

export const leagueMediaDtoSchema = z
  .object({
    id: z.uuid(),
    leagueId: z.uuid(),
    kind: z.enum(LEAGUE_MEDIA_KINDS),
    url: z.string(),
  })
  .meta({ id: 'LeagueMedia' });
export type LeagueMediaDto = z.output<typeof leagueMediaDtoSchema>;

export const leagueFeedItemSchema = z
  .object({
    id: z.uuid(),
    kind: z.enum(LEAGUE_FEED_KINDS),
    leagueId: z.uuid(),
    leagueName: z.string(),
    workspaceId: z.number().int(),
    /** The item in words, as it was when it happened (a renamed team keeps its old name here). */
    text: z.string(),
    leagueEventId: z.uuid().nullable(),
    homeTeam: teamRef.nullable(),
    awayTeam: teamRef.nullable(),
    homeScore: z.number().int().nullable(),
    awayScore: z.number().int().nullable(),
    /** A moved game's new kick-off (result: the game's kick-off). */
    startsAt: z.string().nullable(),
    venue: z.string().nullable(),
    images: z.array(leagueMediaDtoSchema.omit({ leagueId: true })),
    author: z.object({ id: z.uuid(), name: z.string() }).nullable(),
    clapCount: z.number().int().min(0),
    /** Whether the signed-in viewer clapped (false for visitors). */
    hasClapped: z.boolean(),
    createdAt: z.string(),
  })
  .meta({ id: 'LeagueFeedItem' });
export type LeagueFeedItemDto = z.output<typeof leagueFeedItemSchema>;

/** POST /api/league-media?leagueId=: the league the picture is for. */
export const leagueMediaQuerySchema = z.object({
  leagueId: z.string({ error: 'League not found.' }).max(64),
});
/** The multipart form's other field beside `file`. */
export const leagueMediaFormSchema = z.object({
  kind: z.enum(LEAGUE_MEDIA_KINDS, { error: LEAGUE_FEED_MESSAGES.invalidKind }).default('IMAGE'),
});

/** POST /api/league-common/{leagueId}/posts: an organizer's post, text and/or uploaded images. */
export const leaguePostSchema = z
  .object({
    text: z.string().trim().max(LEAGUE_POST_MAX_TEXT, LEAGUE_FEED_MESSAGES.postTooLong).default(''),
    mediaIds: z
      .array(z.uuid({ error: LEAGUE_FEED_MESSAGES.mediaNotFound }))
      .max(LEAGUE_POST_MAX_IMAGES, LEAGUE_FEED_MESSAGES.tooManyImages)
      .default([]),
  })
  .refine((post) => post.text.length > 0 || post.mediaIds.length > 0, {
    message: LEAGUE_FEED_MESSAGES.postEmpty,
    path: ['text'],
  });
export type LeaguePostRequest = z.output<typeof leaguePostSchema>;

export const INTERACTION_TARGET_TYPES = ['league_feed_item'] as const;

/** POST /api/interaction/: spec §3's like payload for feed items (clap once per item, unclap to undo). */
export const interactionSchema = z.object({
  action: z.enum(['clap', 'unclap'], { error: 'Choose clap or unclap' }),
  targetId: z.uuid({ error: LEAGUE_FEED_MESSAGES.itemNotFound }),
  targetType: z
    .enum(INTERACTION_TARGET_TYPES, { error: 'Choose league_feed_item' })
    .default('league_feed_item'),
  /** Sent by the spec's like payload; the clap is always the signed-in member's own. */
  senderId: z.string().max(64).optional(),
});
export type InteractionRequest = z.output<typeof interactionSchema>;

export const interactionResultSchema = z
  .object({
    targetId: z.uuid(),
    targetType: z.enum(INTERACTION_TARGET_TYPES),
    clapCount: z.number().int().min(0),
    hasClapped: z.boolean(),
  })
  .meta({ id: 'InteractionResult' });
export type InteractionResultDto = z.output<typeof interactionResultSchema>;

// Pushes to the `league:<id>` room (contracts/leagues/realtime.ts).
/** A feed item was added, changed or removed: the page reads the feed again. */
export const LEAGUE_FEED_UPDATED = 'league:feed-updated';
export interface LeagueFeedUpdatedPush {
  leagueId: string;
}
/** Someone clapped or unclapped: the item's count, live (hasClapped stays the viewer's own). */
export const LEAGUE_FEED_CLAPPED = 'league:feed-clapped';
export interface LeagueFeedClappedPush {
  leagueId: string;
  itemId: string;
  clapCount: number;
  memberId: string;
  action: 'clap' | 'unclap';
}
