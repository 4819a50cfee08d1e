import type { Request, RequestHandler } from 'express';
import multer from 'multer';
import { z } from 'zod';
import {
  GROUP_IMAGE_FIELDS,
  GROUP_IMAGE_MAX_BYTES,
  GROUP_MEMBERS_PAGE_SIZE,
  type GroupMembershipResult,
  groupMembersQuerySchema,
  groupMemberTargetSchema,
  PICKUP_GROUP_MESSAGES as M,
  PICKUP_TIMEZONES,
  type PickupGroupDetails,
  type PickupGroupDto,
  type PickupGroupMemberDto,
  type PickupGroupUpdate,
  pickupGroupDetailsSchema,
  pickupGroupUpdateSchema,
} from '../../../contracts/clubs/pickup-group.ts';
import { AppError, badRequest } from '../../../platform/errors/app-error.ts';
import { created, defineRoutes, ok, pagedReply } from '../../../platform/http/declared-routes.ts';
import { paged } from '../../../platform/http/envelope.ts';
import { parseOrThrow } from '../../../platform/http/validate.ts';
import { messageSchema, signedIn } from '../../../platform/openapi/index.ts';
import {
  joinPickupGroup,
  leavePickupGroup,
  removeGroupMember,
  toggleGroupAdmin,
  toggleGroupMemberBlock,
} from '../application/pickup-groups/change-group-membership.handler.ts';
import { createPickupGroup } from '../application/pickup-groups/create-pickup-group.handler.ts';
import { deactivatePickupGroup } from '../application/pickup-groups/deactivate-pickup-group.handler.ts';
import type { GroupDeps } from '../application/pickup-groups/group-access.ts';
import type { GroupImageFiles } from '../application/pickup-groups/group-images.ts';
import { updatePickupGroup } from '../application/pickup-groups/update-pickup-group.handler.ts';
import { getPickupGroup, listGroupMembers } from '../application/queries/pickup-group.query.ts';

const groupId = z.string().max(64).meta({ description: 'The pickup group id.' });
const groupParams = z.object({ id: groupId });
const memberParams = z.object({ id: groupId, memberId: z.string().max(64) });
const versionField = z.object({
  version: z.preprocess(
    (value) => (value === '' || value === undefined ? undefined : Number(value)),
    z.number().int().min(1).optional(),
  ),
});

/**
 * The group form posts multipart (details as fields, images as `banner` and `badge`), or JSON when it
 * sends no images. An image over 5 MB is a 413 with the form's message.
 */
function groupForm(): RequestHandler {
  const upload = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: GROUP_IMAGE_MAX_BYTES, files: 2, fields: 20, parts: 22, fieldSize: 10_000 },
  }).fields(GROUP_IMAGE_FIELDS.map((name) => ({ name, maxCount: 1 })));
  return (req, res, next) => {
    if (!req.is('multipart/form-data')) return next();
    upload(req, res, (error?: unknown) => {
      if (!error) return next();
      if (error instanceof multer.MulterError && error.code === 'LIMIT_FILE_SIZE')
        return next(
          new AppError(413, [{ message: M.fileSize, ...(error.field ? { field: error.field } : {}) }]),
        );
      next(badRequest('The form could not be read. Please try again.'));
    });
  };
}

function imagesOf(req: Request): GroupImageFiles {
  const files = (req.files ?? {}) as Record<string, Express.Multer.File[] | undefined>;
  const images: GroupImageFiles = {};
  for (const field of GROUP_IMAGE_FIELDS) {
    const file = files[field]?.[0];
    if (file && file.size > 0) images[field] = file.buffer;
  }
  return images;
}

// The answers as the API reference describes them; they mirror the contracts' DTO types, and
// `satisfies` keeps the two from drifting apart.
const pickupGroupSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    acronym: z.string(),
    established: z.number().int(),
    location: z.string(),
    timezone: z.string(),
    banner: z.string().nullable(),
    badge: z.string().nullable(),
    organizationId: z.number().int().nullable(),
    memberCount: z.number().int(),
    version: z.number().int().meta({ description: 'Send it back with PATCH (optimistic locking).' }),
  })
  .meta({ id: 'PickupGroup' }) satisfies z.ZodType<PickupGroupDto>;

const pickupGroupMemberSchema = z
  .object({
    id: z.string().meta({ description: 'The member id (the member routes take it).' }),
    memberId: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    isAdmin: z.boolean(),
    isBlocked: z.boolean(),
    avatar: z.string().nullable(),
  })
  .meta({ id: 'PickupGroupMember' }) satisfies z.ZodType<PickupGroupMemberDto>;

const membershipSchema = z.object({
  group: pickupGroupSchema,
  isMember: z.boolean(),
  message: z.string(),
}) satisfies z.ZodType<GroupMembershipResult>;

const binary = (description: string) => z.string().meta({ format: 'binary', description });

const groupFormBody = (detailsSchema: z.ZodObject, imagesRequired: boolean) => ({
  required: true,
  content: {
    'multipart/form-data': {
      schema: detailsSchema.extend({
        version: z.string().optional().meta({ description: 'The version the form was loaded with.' }),
        banner: imagesRequired ? binary('PNG, GIF or JPEG, at most 5 MB.') : binary('Optional.').optional(),
        badge: imagesRequired ? binary('PNG, GIF or JPEG, at most 5 MB.') : binary('Optional.').optional(),
      }),
    },
    'application/json': { schema: detailsSchema },
  },
});

const tags = ['Pickup groups'];
const memberTarget = { memberId: '0193a1c2-0000-7000-8000-000000000001' };

/** `/api/pickup-group`: the write side, signed-in members only. */
export const pickupGroupRoutes = defineRoutes<GroupDeps>(
  { mount: '/pickup-group', tags, auth: 'member' },
  (route) => [
    route.post('/', {
      summary: 'Create a pickup group',
      description: `Details and both images (fields \`banner\` and \`badge\`); the creator is its first admin. Time zones: ${PICKUP_TIMEZONES.map((zone) => zone.value).join(', ')}.`,
      requestBody: groupFormBody(pickupGroupDetailsSchema, true),
      reply: created(pickupGroupSchema),
      errors: [400, 413, 415],
      use: () => [groupForm()],
      handler: ({ deps, member, req }) => {
        const details: PickupGroupDetails = parseOrThrow(pickupGroupDetailsSchema, req.body);
        return createPickupGroup(deps, member, details, imagesOf(req));
      },
    }),
    route.patch('/:id', {
      summary: 'Edit a pickup group (admins)',
      description:
        'Only the fields sent change. Images are refused (403) when an organisation owns the group. A stale `version` is a 409.',
      request: { params: groupParams },
      requestBody: groupFormBody(pickupGroupUpdateSchema, false),
      reply: ok(pickupGroupSchema),
      errors: [403, 404, 409, 413, 415],
      afterValidation: () => [groupForm()],
      handler: ({ deps, member, params, req }) => {
        const changes: PickupGroupUpdate = parseOrThrow(pickupGroupUpdateSchema, req.body);
        const { version } = parseOrThrow(versionField, req.body);
        return updatePickupGroup(deps, member, params.id, changes, imagesOf(req), version);
      },
    }),
    route.delete('/:id', {
      summary: 'Deactivate a pickup group for everyone (admins; not recoverable)',
      request: { params: groupParams },
      reply: ok(messageSchema.extend({ id: z.string() })),
      errors: [403, 404],
      handler: ({ deps, member, params }) => deactivatePickupGroup(deps, member, params.id),
    }),
    route.post('/:id/join', {
      summary: 'Join a pickup group',
      description: 'Joining twice changes nothing; a blocked member is refused.',
      request: { params: groupParams },
      reply: ok(membershipSchema),
      errors: [403, 404, 409],
      handler: ({ deps, member, params }) => joinPickupGroup(deps, member, params.id),
    }),
    route.post('/:id/leave', {
      summary: 'Leave a pickup group',
      description: 'The last admin cannot leave while others remain (409).',
      request: { params: groupParams },
      reply: ok(membershipSchema),
      errors: [403, 404, 409],
      handler: ({ deps, member, params }) => leavePickupGroup(deps, member, params.id),
    }),
    route.post('/:id/member/:memberId/remove', {
      summary: 'Remove a member (admins)',
      request: { params: memberParams },
      reply: ok(messageSchema.extend({ memberId: z.string() })),
      errors: [403, 404, 409],
      handler: ({ deps, member, params }) => removeGroupMember(deps, member, params.id, params.memberId),
    }),
    route.post('/:id/toggle-block', {
      summary: 'Block or unblock a member (admins; never oneself)',
      request: { params: groupParams, body: groupMemberTargetSchema },
      example: memberTarget,
      reply: ok(pickupGroupMemberSchema),
      errors: [403, 404, 409],
      handler: ({ deps, member, params, body }) =>
        toggleGroupMemberBlock(deps, member, params.id, body.memberId),
    }),
    route.post('/:id/toggle-admin', {
      summary: 'Make or unmake an admin (admins; never oneself)',
      request: { params: groupParams, body: groupMemberTargetSchema },
      example: memberTarget,
      reply: ok(pickupGroupMemberSchema),
      errors: [403, 404, 409],
      handler: ({ deps, member, params, body }) => toggleGroupAdmin(deps, member, params.id, body.memberId),
    }),
  ],
);

/** `/api/pickup-common`: what anyone may read; the member list asks for a signed-in viewer. */
export const pickupCommonRoutes = defineRoutes<GroupDeps>(
  { mount: '/pickup-common', tags, auth: 'optional' },
  (route) => [
    route.get('/group/:id', {
      summary: 'A pickup group, for anyone',
      request: { params: groupParams },
      reply: ok(pickupGroupSchema),
      errors: [404],
      handler: ({ deps, params }) => getPickupGroup(deps.em, params.id),
    }),
    route.get('/group/:id/members', {
      summary: `A page of the member list (${GROUP_MEMBERS_PAGE_SIZE} a page)`,
      description:
        "Signed-in viewers only (401 'LOGIN TO VIEW GROUP LIST'); a blocked member gets 403 'OFF LIMITS'. Admins first; blocked members are listed to admins only.",
      // The handler answers the 401 with the page's own words.
      security: signedIn.security,
      request: { params: groupParams, query: groupMembersQuerySchema },
      reply: pagedReply(pickupGroupMemberSchema),
      errors: [401, 403, 404],
      handler: async ({ deps, member, params, query }) => {
        const page = await listGroupMembers(deps.em, deps.identity, member?.memberId, params.id, query);
        return paged(page.data, page.page, page.limit, page.hasNext);
      },
    }),
  ],
);
