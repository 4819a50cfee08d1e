import { z } from 'zod';
import { MAX_IMAGE_BYTES, PROFILE_MESSAGES } from '../../../contracts/identity/index.ts';
import {
  interactionResultSchema,
  interactionSchema,
  LEAGUE_FEED_MESSAGES,
  leagueFeedItemSchema,
  leagueFeedQuerySchema,
  leagueMediaDtoSchema,
  leagueMediaFormSchema,
  leagueMediaQuerySchema,
  leaguePostSchema,
  orgFeedQuerySchema,
} from '../../../contracts/leagues/index.ts';
import { requireCurrentMember } from '../../../platform/auth/index.ts';
import { badRequest } from '../../../platform/errors/app-error.ts';
import { created, defineRoutes, idParams, ok, pagedReply } from '../../../platform/http/declared-routes.ts';
import { paged } from '../../../platform/http/envelope.ts';
import { input } from '../../../platform/http/validate.ts';
import { singleImageUpload } from '../../../platform/images/single-image-upload.ts';
import { clapFeedItem } from '../application/feed/clap-feed-item.handler.ts';
import { getLeagueFeed, getOrganizationFeed } from '../application/feed/league-feed.query.ts';
import type { LeagueFeedDeps } from '../application/feed/league-feed-deps.ts';
import { postToLeagueFeed } from '../application/feed/post-to-league-feed.handler.ts';
import { coordinatorForMedia, uploadLeagueMedia } from '../application/feed/upload-league-media.handler.ts';

const tags = ['League feed'];
const orgParams = z.object({
  orgId: z.coerce.number({ error: 'Unknown organization' }).int().positive('Unknown organization'),
});
const drafts = 'A draft league’s feed is its organization’s staff’s only: 404 for everyone else.';

/** /api/league-common/{leagueId}/feed and /posts: the league page's default tab. */
export const leagueFeedRoutes = defineRoutes<LeagueFeedDeps>(
  { defaultAuth: 'optional', mount: '/league-common/:leagueId', tags, errors: [404] },
  (route) => [
    route.get('/feed', {
      summary:
        'The league’s feed: confirmed results, moved and canceled games, organizers’ posts, newest first',
      description: `20 a page (\`limit\` up to 50). \`teamId\`: that team’s games and the organizers’ posts. Each item has its clap count and whether the signed-in viewer clapped. ${drafts}`,
      request: { params: idParams('leagueId'), query: leagueFeedQuerySchema },
      reply: pagedReply(leagueFeedItemSchema),
      handler: async ({ deps, member, params, query }) => {
        const page = await getLeagueFeed(deps.em, deps.identity, params.leagueId, member?.memberId, query);
        return paged(page.data, query.page, query.limit, page.hasNext);
      },
    }),
    route.post('/posts', {
      auth: 'member',
      summary:
        'Post in the league’s feed: text and/or pictures uploaded with POST /api/league-media (coordinators)',
      description: `Coordinators of the league’s organization (403 otherwise). \`mediaIds\`: up to 4 pictures uploaded for this league and not in another post (400 otherwise). ${drafts}`,
      request: { params: idParams('leagueId'), body: leaguePostSchema },
      example: { text: 'Week 3 kicks off Tuesday: bring both shirts!', mediaIds: [] },
      reply: created(z.object({ item: leagueFeedItemSchema, message: z.string() })),
      errors: [403],
      handler: ({ deps, member, params, body }) => postToLeagueFeed(deps, member, params.leagueId, body),
    }),
  ],
);

/** /api/organization-common/{orgId}/feed: every league of the organization (or of one workspace). */
export const organizationFeedRoutes = defineRoutes<LeagueFeedDeps>(
  { defaultAuth: 'optional', mount: '/organization-common/:orgId', tags },
  (route) => [
    route.get('/feed', {
      summary:
        'The organization’s feed: its leagues’ results, schedule changes and posts, newest first (public)',
      description:
        'Spec §9: 20 a page. `orgWorkspaceId`: one city. Drafts’ items only for the organization’s staff.',
      request: { params: orgParams, query: orgFeedQuerySchema },
      reply: pagedReply(leagueFeedItemSchema),
      handler: async ({ deps, member, params, query }) => {
        const page = await getOrganizationFeed(deps.em, deps.identity, params.orgId, member?.memberId, query);
        return paged(page.data, query.page, query.limit, page.hasNext);
      },
    }),
  ],
);

/** /api/league-media?leagueId=: a picture for the league's feed (spec §3 image kinds). */
export const leagueMediaRoutes = defineRoutes<LeagueFeedDeps>(
  { defaultAuth: 'member', mount: '/league-media', tags },
  (route) => [
    route.post('/', {
      summary: 'Upload a picture for the league’s feed: KICKOFF, CHAMP, IMAGE or COVER (coordinators)',
      description:
        'PNG, GIF or JPEG (judged by its bytes) up to 5 MB in the multipart field `file`, its `kind` in the field `kind` (IMAGE when left out); re-encoded without metadata. A post (POST /api/league-common/{leagueId}/posts) shows it. 403 for anyone but the league organization’s coordinators, checked before the file is read.',
      request: { query: leagueMediaQuerySchema },
      requestBody: {
        required: true,
        content: {
          'multipart/form-data': {
            schema: z.object({
              file: z.string().meta({ format: 'binary' }),
              kind: leagueMediaFormSchema.shape.kind,
            }),
          },
        },
      },
      reply: created(leagueMediaDtoSchema),
      errors: [403, 404, 413, 415],
      afterValidation: (deps) => [
        async (_req, res, next) => {
          const { query } = input<{ query: { leagueId: string } }>(res);
          await coordinatorForMedia(deps, query.leagueId, requireCurrentMember(res).memberId);
          next();
        },
        singleImageUpload({
          maxBytes: MAX_IMAGE_BYTES,
          tooLargeMessage: PROFILE_MESSAGES.uploadTooLarge,
          noFileMessage: LEAGUE_FEED_MESSAGES.noFile,
        }),
      ],
      handler: ({ deps, member, query, req }) => {
        if (!req.file) throw badRequest([{ message: LEAGUE_FEED_MESSAGES.noFile, field: 'file' }]);
        const form = leagueMediaFormSchema.safeParse(req.body ?? {});
        if (!form.success) throw badRequest([{ message: LEAGUE_FEED_MESSAGES.invalidKind, field: 'kind' }]);
        return uploadLeagueMedia(deps, member, query.leagueId, form.data.kind, req.file.buffer);
      },
    }),
  ],
);

/** /api/interaction/: claps on feed items (spec §7 League: media interaction). */
export const interactionRoutes = defineRoutes<LeagueFeedDeps>(
  { defaultAuth: 'member', mount: '/interaction', tags },
  (route) => [
    route.post('/', {
      summary: 'Clap or unclap a league feed item: once per member and item (signed-in members)',
      description:
        'Spec §3 like payload: `action` clap or unclap, `targetId` the feed item, `targetType` league_feed_item. Clapping twice leaves one clap. The count is pushed to the league’s room (`league:feed-clapped`). 404 for an item of a draft the member cannot see.',
      request: { body: interactionSchema },
      example: {
        action: 'clap',
        targetId: '0190f5c2-7a1e-7cc1-8b1e-3f6a2d9c4e10',
        targetType: 'league_feed_item',
      },
      reply: ok(interactionResultSchema),
      errors: [404],
      handler: ({ deps, member, body }) => clapFeedItem(deps, member, body),
    }),
  ],
);

/** The feed's route groups, in the order leagues mounts and documents them. */
export const leagueFeedRouteGroups = [
  leagueFeedRoutes,
  organizationFeedRoutes,
  leagueMediaRoutes,
  interactionRoutes,
];
