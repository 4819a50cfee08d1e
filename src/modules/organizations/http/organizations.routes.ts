import { Router } from 'express';
import { z } from 'zod';
import { type DemoRequest, demoRequestSchema } from '../../../contracts/demo-request.ts';
import { type StaffRequest, staffSchema } from '../../../contracts/leagues/index.ts';
import { type AuthGuards, requireCurrentMember } from '../../../platform/auth/index.ts';
import type { EntityManager } from '../../../platform/db/orm.ts';
import { success } from '../../../platform/http/envelope.ts';
import { input, validate } from '../../../platform/http/validate.ts';
import { limitByIp, type RateLimiter } from '../../../platform/rate-limit/rate-limiter.ts';
import type { BookDemoHandler } from '../application/book-demo/book-demo.handler.ts';
import { listCities } from '../application/queries/list-cities.query.ts';
import {
  addStaffByEmail,
  assertCoordinatorOf,
  type MemberIdByEmail,
  removeStaffMember,
} from '../application/staff/manage-staff.ts';
import { listWorkspaces, memberOrganizationsWorkspaces } from '../application/staff/staff-read-api.ts';

export const orgParams = z.object({
  orgId: z.coerce.number({ error: 'Unknown organization' }).int().positive('Unknown organization'),
});

export function organizationCommonRoutes(em: EntityManager): Router {
  const router = Router();
  router.get('/:orgId/workspaces', validate({ params: orgParams }), async (_req, res) => {
    const { params } = input<{ params: z.infer<typeof orgParams> }>(res);
    res.json(success(await listWorkspaces(em, params.orgId)));
  });
  router.get('/:orgId/cities', validate({ params: orgParams }), (_req, res) => {
    const { params } = input<{ params: z.infer<typeof orgParams> }>(res);
    res.json(success(listCities(params.orgId)));
  });
  return router;
}

export function bookDemoRoutes(handler: BookDemoHandler, limiter: RateLimiter): Router {
  const router = Router();
  router.post('/', limitByIp(limiter), validate({ body: demoRequestSchema }), async (req, res) => {
    const { body } = input<{ body: DemoRequest }>(res);
    res.status(201).json(success(await handler.handle(body, req.ip)));
  });
  return router;
}

/** GET /api/member/organizations-workspaces: where the signed-in member is staff. */
export function memberOrganizationsRoutes(em: EntityManager, guards: AuthGuards): Router {
  const router = Router();
  router.get('/', guards.requireMember, async (_req, res) => {
    res.json(success(await memberOrganizationsWorkspaces(em, requireCurrentMember(res).memberId)));
  });
  return router;
}

export const staffMemberParams = orgParams.extend({ memberId: z.string().max(64) });

/** /api/organization/{orgId}/staff: coordinators add staff by e-mail and remove them. */
export function organizationStaffRoutes(
  em: EntityManager,
  guards: AuthGuards,
  memberIdByEmail: MemberIdByEmail,
): Router {
  const router = Router();
  router.post(
    '/:orgId/staff',
    guards.requireMember,
    validate({ params: orgParams, body: staffSchema }),
    async (_req, res) => {
      const { params, body } = input<{ params: z.infer<typeof orgParams>; body: StaffRequest }>(res);
      const actorId = requireCurrentMember(res).memberId;
      await assertCoordinatorOf(em, params.orgId, actorId);
      res.json(
        success(
          await addStaffByEmail(em, memberIdByEmail, { organizationId: params.orgId, ...body, actorId }),
        ),
      );
    },
  );
  router.delete(
    '/:orgId/staff/:memberId',
    guards.requireMember,
    validate({ params: staffMemberParams }),
    async (_req, res) => {
      const { params } = input<{ params: z.infer<typeof staffMemberParams> }>(res);
      const actorId = requireCurrentMember(res).memberId;
      await assertCoordinatorOf(em, params.orgId, actorId);
      res.json(
        success(
          await removeStaffMember(em, { organizationId: params.orgId, memberId: params.memberId, actorId }),
        ),
      );
    },
  );
  return router;
}
