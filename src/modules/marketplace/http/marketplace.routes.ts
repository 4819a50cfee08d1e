import { z } from 'zod';
import { MAX_IMAGE_BYTES, PROFILE_MESSAGES } from '../../../contracts/identity/index.ts';
import {
  cityField,
  FREE_AGENT_MESSAGES,
  freeAgentQuerySchema,
  freeAgentSchema,
  LISTING_MESSAGES,
  leagueListingQuerySchema,
  POST_MESSAGES,
  pagingFields,
  postQuerySchema,
  postSchema,
  reportPostSchema,
  updateFreeAgentSchema,
  updatePostSchema,
} from '../../../contracts/marketplace/index.ts';
import { requireCurrentMember } from '../../../platform/auth/index.ts';
import { badRequest, notFound } from '../../../platform/errors/app-error.ts';
import { created, defineRoutes, idParams, ok, pagedReply } from '../../../platform/http/declared-routes.ts';
import { paged } from '../../../platform/http/envelope.ts';
import { input } from '../../../platform/http/validate.ts';
import { singleImageUpload } from '../../../platform/images/single-image-upload.ts';
import { jsonBody } from '../../../platform/openapi/index.ts';
import {
  listFreeAgent,
  removeFreeAgent,
  updateFreeAgent,
} from '../application/free-agents/manage-free-agent.ts';
import type { MarketplaceDeps } from '../application/marketplace-deps.ts';
import { createPost, deletePost, reportPost, updatePost } from '../application/posts/manage-post.ts';
import { assertPostAuthor, uploadPostImage } from '../application/posts/post-image.ts';
import {
  getFreeAgent,
  listFreeAgents,
  myFreeAgentListings,
} from '../application/queries/free-agents.query.ts';
import { getLeagueListing, listLeagueListings } from '../application/queries/league-listings.query.ts';
import { getPost, listPosts } from '../application/queries/posts.query.ts';
import { freeAgentDtoSchema, leagueListingSchema, messageSchema, postDtoSchema } from './response-schemas.ts';

const tags = ['Marketplace'];

/** /api/marketplace/leagues: the leagues open for registration (public). */
export const marketplaceLeagueRoutes = defineRoutes<MarketplaceDeps>(
  { defaultAuth: 'public', mount: '/marketplace/leagues', tags },
  (route) => [
    route.get('/', {
      summary: 'Leagues open for registration, soonest season first, 20 a page (public)',
      description:
        '`city` is a workspace id; `maxPrice` (e.g. 120 or 99.50) keeps leagues whose team fee is at most that: Free always, No Set Price never. `open=true` keeps those whose registration window is open now; `q` matches name, city and venues anywhere. One SQL statement per page.',
      request: { query: leagueListingQuerySchema },
      reply: pagedReply(leagueListingSchema),
      handler: async ({ deps, query }) => {
        const page = await listLeagueListings(deps.em, query);
        return paged(page.data, query.page, query.limit, page.hasNext);
      },
    }),
    route.get('/:leagueId', {
      summary: 'One league open for registration (public)',
      request: { params: idParams('leagueId') },
      reply: ok(leagueListingSchema),
      errors: [404],
      handler: async ({ deps, params }) => {
        const listing = await getLeagueListing(deps.em, params.leagueId);
        if (!listing) throw notFound(LISTING_MESSAGES.notFound);
        return listing;
      },
    }),
  ],
);

const freeAgentResult = z.object({ freeAgent: freeAgentDtoSchema, message: z.string() });
const freeAgentExample = {
  workspaceId: 1,
  positions: ['midfielder', 'forward'] as const,
  level: 'intermediate',
  days: ['tuesday', 'thursday'],
  times: ['evening'],
  lookingFor: ['team', 'league'],
  about: 'Box-to-box midfielder, played college club soccer.',
} satisfies z.input<typeof freeAgentSchema>;

/** /api/marketplace/free-agents: players who look for a team, pickup or a league. */
export const marketplaceFreeAgentRoutes = defineRoutes<MarketplaceDeps>(
  { defaultAuth: 'member', mount: '/marketplace/free-agents', tags },
  (route) => [
    route.get('/', {
      auth: 'public',
      summary: 'Active free agents, most recently updated first, 20 a page (public; no contact fields)',
      request: { query: freeAgentQuerySchema },
      reply: pagedReply(freeAgentDtoSchema),
      handler: async ({ deps, query }) => {
        const page = await listFreeAgents(deps, query);
        return paged(page.data, query.page, query.limit, page.hasNext);
      },
    }),
    route.get('/mine', {
      summary: "The signed-in member's own free-agent listings, paused ones included",
      reply: ok(z.array(freeAgentDtoSchema)),
      handler: ({ deps, member }) => myFreeAgentListings(deps, member.memberId),
    }),
    route.get('/:freeAgentId', {
      auth: 'optional',
      summary: 'One free agent (public; a paused listing only to its member)',
      request: { params: idParams('freeAgentId') },
      reply: ok(freeAgentDtoSchema),
      errors: [404],
      handler: async ({ deps, params, member }) => {
        const freeAgent = await getFreeAgent(deps, params.freeAgentId, member?.memberId);
        if (!freeAgent) throw notFound(FREE_AGENT_MESSAGES.notFound);
        return freeAgent;
      },
    }),
    route.post('/', {
      summary: 'List yourself as a free agent in a city (once per city)',
      request: { body: freeAgentSchema },
      requestBody: jsonBody(freeAgentSchema.meta({ id: 'FreeAgentRequest' }), freeAgentExample),
      reply: created(freeAgentResult),
      errors: [409],
      handler: ({ deps, member, body }) => listFreeAgent(deps, member, body),
    }),
    route.patch('/:freeAgentId', {
      summary: 'Edit, pause (status: paused) or resume your free-agent listing',
      request: { params: idParams('freeAgentId'), body: updateFreeAgentSchema },
      requestBody: jsonBody(updateFreeAgentSchema.meta({ id: 'FreeAgentUpdate' }), { status: 'paused' }),
      reply: ok(freeAgentResult),
      errors: [403, 404, 409],
      handler: ({ deps, member, params, body }) => updateFreeAgent(deps, member, params.freeAgentId, body),
    }),
    route.delete('/:freeAgentId', {
      summary: 'Remove your free-agent listing',
      request: { params: idParams('freeAgentId') },
      reply: ok(messageSchema),
      errors: [403, 404],
      handler: ({ deps, member, params }) => removeFreeAgent(deps, member, params.freeAgentId),
    }),
  ],
);

const postResult = z.object({ post: postDtoSchema, message: z.string() });
const NO_FILE = 'Please choose a file to upload';

/** /api/marketplace/posts: members' posts in a city, listed for 30 days. */
export const marketplacePostRoutes = defineRoutes<MarketplaceDeps>(
  { defaultAuth: 'member', mount: '/marketplace/posts', tags },
  (route) => [
    route.get('/', {
      auth: 'public',
      summary: 'Posts of the last 30 days, newest first, 20 a page (public)',
      request: { query: postQuerySchema },
      reply: pagedReply(postDtoSchema),
      handler: async ({ deps, query }) => {
        const page = await listPosts(deps, query);
        return paged(page.data, query.page, query.limit, page.hasNext);
      },
    }),
    route.get('/:postId', {
      auth: 'public',
      summary: 'One post (public; a deleted or expired post is not found)',
      request: { params: idParams('postId') },
      reply: ok(postDtoSchema),
      errors: [404],
      handler: async ({ deps, params }) => {
        const post = await getPost(deps, params.postId);
        if (!post) throw notFound(POST_MESSAGES.notFound);
        return post;
      },
    }),
    route.post('/', {
      summary: 'Post in a city',
      request: { body: postSchema },
      requestBody: jsonBody(postSchema.meta({ id: 'MarketplacePostRequest' }), {
        workspaceId: 1,
        category: 'looking_for_players',
        title: 'Sunday 7v7 needs two defenders',
        body: 'Coed rec team, games at Zilker on Sunday mornings.',
      }),
      reply: created(postResult),
      handler: ({ deps, member, body }) => createPost(deps, member, body),
    }),
    route.patch('/:postId', {
      summary: 'Edit your post (the author)',
      request: { params: idParams('postId'), body: updatePostSchema },
      requestBody: jsonBody(updatePostSchema.meta({ id: 'MarketplacePostUpdate' }), {
        title: 'Sunday 7v7 needs one defender',
      }),
      reply: ok(postResult),
      errors: [403, 404, 409],
      handler: ({ deps, member, params, body }) => updatePost(deps, member, params.postId, body),
    }),
    route.post('/:postId/image', {
      summary: "Add or replace the post's picture (the author)",
      description: 'PNG, GIF or JPEG up to 5 MB in the multipart field `file`; re-encoded without metadata.',
      request: { params: idParams('postId') },
      requestBody: {
        required: true,
        content: {
          'multipart/form-data': { schema: z.object({ file: z.string().meta({ format: 'binary' }) }) },
        },
      },
      reply: ok(postResult),
      errors: [403, 404, 413, 415],
      afterValidation: (deps) => [
        // Authorship before the body is read: others don't get to send 5 MB.
        async (_req, res, next) => {
          const { params } = input<{ params: { postId: string } }>(res);
          await assertPostAuthor(deps, params.postId, requireCurrentMember(res).memberId);
          next();
        },
        singleImageUpload({
          maxBytes: MAX_IMAGE_BYTES,
          tooLargeMessage: PROFILE_MESSAGES.uploadTooLarge,
          noFileMessage: NO_FILE,
        }),
      ],
      handler: ({ deps, member, params, req }) => {
        if (!req.file) throw badRequest([{ message: NO_FILE, field: 'file' }]);
        return uploadPostImage(deps, member, params.postId, req.file.buffer);
      },
    }),
    route.delete('/:postId', {
      summary: "Delete a post (its author, or staff of the post's organization)",
      request: { params: idParams('postId') },
      reply: ok(messageSchema),
      errors: [403, 404],
      handler: ({ deps, member, params }) => deletePost(deps, member, params.postId),
    }),
    route.post('/:postId/report', {
      summary: 'Report a post (anyone signed in but its author; once each)',
      request: { params: idParams('postId'), body: reportPostSchema },
      requestBody: jsonBody(reportPostSchema.meta({ id: 'MarketplacePostReport' }), { reason: 'Spam' }),
      reply: ok(messageSchema),
      errors: [404],
      handler: ({ deps, member, params, body }) => reportPost(deps, member, params.postId, body.reason),
    }),
  ],
);

const orgParams = z.object({
  orgId: z.coerce
    .number({ error: 'Unknown organization' })
    .int()
    .positive('Unknown organization')
    .max(2_147_483_647, 'Unknown organization'),
});

/** GET /api/organization-common/{orgId}/free-agents (spec §7), mounted deeper than organizations'. */
export const organizationFreeAgentRoutes = defineRoutes<MarketplaceDeps>(
  { defaultAuth: 'public', mount: '/organization-common/:orgId/free-agents', tags },
  (route) => [
    route.get('/', {
      summary: "An organization's active free agents, optionally of one workspace, 20 a page (public)",
      request: {
        params: orgParams,
        query: z.object({ orgWorkspaceId: cityField.optional(), ...pagingFields }),
      },
      reply: pagedReply(freeAgentDtoSchema),
      handler: async ({ deps, params, query }) => {
        const page = await listFreeAgents(deps, {
          organizationId: params.orgId,
          city: query.orgWorkspaceId,
          page: query.page,
          limit: query.limit,
        });
        return paged(page.data, query.page, query.limit, page.hasNext);
      },
    }),
  ],
);
