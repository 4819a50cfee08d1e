import { type Request, type RequestHandler, Router } from 'express';
import multer from 'multer';
import { z } from 'zod';
import {
  GROUP_IMAGE_FIELDS,
  GROUP_IMAGE_MAX_BYTES,
  groupMembersQuerySchema,
  groupMemberTargetSchema,
  PICKUP_GROUP_MESSAGES as M,
  type PickupGroupDetails,
  type PickupGroupUpdate,
  pickupGroupDetailsSchema,
  pickupGroupUpdateSchema,
} from '../../../contracts/clubs/pickup-group.ts';
import { type AuthGuards, currentMember, requireCurrentMember } from '../../../platform/auth/index.ts';
import { AppError, badRequest } from '../../../platform/errors/app-error.ts';
import { paged, success } from '../../../platform/http/envelope.ts';
import { input, parseOrThrow, validate } from '../../../platform/http/validate.ts';
import {
  joinPickupGroup,
  leavePickupGroup,
  removeGroupMember,
  toggleGroupAdmin,
  toggleGroupMemberBlock,
} from '../application/pickup-groups/change-group-membership.handlers.ts';
import { createPickupGroup } from '../application/pickup-groups/create-pickup-group.handler.ts';
import { deactivatePickupGroup } from '../application/pickup-groups/deactivate-pickup-group.handler.ts';
import type { GroupDeps } from '../application/pickup-groups/group-access.ts';
import type { GroupImageFiles } from '../application/pickup-groups/group-images.ts';
import { updatePickupGroup } from '../application/pickup-groups/update-pickup-group.handler.ts';
import { getPickupGroup, listGroupMembers } from '../application/queries/pickup-group.queries.ts';

const groupParams = z.object({ id: z.string().max(64) });
const memberParams = z.object({ id: z.string().max(64), memberId: z.string().max(64) });
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

/** `/api/pickup-group`: the write side, signed-in members only. */
export function pickupGroupRoutes(deps: GroupDeps, guards: AuthGuards): Router {
  const router = Router();
  router.use(guards.requireMember);

  router.post('/', groupForm(), async (req, res) => {
    const details: PickupGroupDetails = parseOrThrow(pickupGroupDetailsSchema, req.body);
    const group = await createPickupGroup(deps, requireCurrentMember(res), details, imagesOf(req));
    res.status(201).json(success(group));
  });

  router.patch('/:id', validate({ params: groupParams }), groupForm(), async (req, res) => {
    const { params } = input<{ params: { id: string } }>(res);
    const changes: PickupGroupUpdate = parseOrThrow(pickupGroupUpdateSchema, req.body);
    const { version } = parseOrThrow(versionField, req.body);
    const group = await updatePickupGroup(
      deps,
      requireCurrentMember(res),
      params.id,
      changes,
      imagesOf(req),
      version,
    );
    res.json(success(group));
  });

  router.delete('/:id', validate({ params: groupParams }), async (_req, res) => {
    const { params } = input<{ params: { id: string } }>(res);
    res.json(success(await deactivatePickupGroup(deps, requireCurrentMember(res), params.id)));
  });

  router.post('/:id/join', validate({ params: groupParams }), async (_req, res) => {
    const { params } = input<{ params: { id: string } }>(res);
    res.json(success(await joinPickupGroup(deps, requireCurrentMember(res), params.id)));
  });

  router.post('/:id/leave', validate({ params: groupParams }), async (_req, res) => {
    const { params } = input<{ params: { id: string } }>(res);
    res.json(success(await leavePickupGroup(deps, requireCurrentMember(res), params.id)));
  });

  router.post('/:id/member/:memberId/remove', validate({ params: memberParams }), async (_req, res) => {
    const { params } = input<{ params: { id: string; memberId: string } }>(res);
    res.json(success(await removeGroupMember(deps, requireCurrentMember(res), params.id, params.memberId)));
  });

  router.post(
    '/:id/toggle-block',
    validate({ params: groupParams, body: groupMemberTargetSchema }),
    async (_req, res) => {
      const { params, body } = input<{ params: { id: string }; body: { memberId: string } }>(res);
      res.json(
        success(await toggleGroupMemberBlock(deps, requireCurrentMember(res), params.id, body.memberId)),
      );
    },
  );

  router.post(
    '/:id/toggle-admin',
    validate({ params: groupParams, body: groupMemberTargetSchema }),
    async (_req, res) => {
      const { params, body } = input<{ params: { id: string }; body: { memberId: string } }>(res);
      res.json(success(await toggleGroupAdmin(deps, requireCurrentMember(res), params.id, body.memberId)));
    },
  );

  return router;
}

/** `/api/pickup-common`: what anyone may read; the member list asks for a signed-in viewer. */
export function pickupCommonRoutes(deps: GroupDeps, guards: AuthGuards): Router {
  const router = Router();
  router.use(guards.authenticate);

  router.get('/group/:id', validate({ params: groupParams }), async (_req, res) => {
    const { params } = input<{ params: { id: string } }>(res);
    res.json(success(await getPickupGroup(deps.em, params.id)));
  });

  router.get(
    '/group/:id/members',
    validate({ params: groupParams, query: groupMembersQuerySchema }),
    async (_req, res) => {
      const { params, query } = input<{ params: { id: string }; query: { page: number; limit: number } }>(
        res,
      );
      const page = await listGroupMembers(
        deps.em,
        deps.identity,
        currentMember(res)?.memberId,
        params.id,
        query,
      );
      res.json(paged(page.data, page.page, page.limit, page.hasNext));
    },
  );

  return router;
}
