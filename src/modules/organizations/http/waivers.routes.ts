import { z } from 'zod';
import { ORGANIZATION_MESSAGES } from '../../../contracts/leagues/index.ts';
import {
  MEMBER_WAIVER_STATUSES,
  type OrganizationWaiverDto,
  type PublishWaiverResultDto,
  publishWaiverSchema,
  type SignedMemberWaiverDto,
  type SignWaiverResultDto,
  WAIVER_MESSAGES,
} from '../../../contracts/waivers/index.ts';
import type { EntityManager } from '../../../platform/db/orm.ts';
import { forbidden, notFound } from '../../../platform/errors/app-error.ts';
import { created, defineRoutes, idParams, ok } from '../../../platform/http/declared-routes.ts';
import { jsonBody } from '../../../platform/openapi/index.ts';
import { assertCoordinatorOf } from '../application/staff/manage-staff.ts';
import { organizationById, staffRoleOf } from '../application/staff/staff-read-api.ts';
import { publishWaiver, signWaiver } from '../application/waivers/manage-waivers.ts';
import { currentWaiver, waiverVersions } from '../application/waivers/waiver-read-api.ts';
import { orgParams } from './organizations.routes.ts';

export const organizationWaiverSchema = z
  .object({
    id: z.uuid(),
    organizationId: z.number().int(),
    name: z.string(),
    waiverVersion: z.string(),
    text: z.string(),
    publishedAt: z.string(),
  })
  .meta({ id: 'OrganizationWaiver' }) satisfies z.ZodType<OrganizationWaiverDto>;

export const signedMemberWaiverSchema = z
  .object({
    id: z.uuid(),
    status: z.enum(MEMBER_WAIVER_STATUSES),
    updatedAt: z.string(),
    waiverVersion: z.string(),
    signedDate: z.string(),
    name: z.string(),
  })
  .meta({ id: 'SignedMemberWaiver' }) satisfies z.ZodType<SignedMemberWaiverDto>;

const publishResultSchema = z
  .object({ waiver: organizationWaiverSchema, message: z.string() })
  .meta({ id: 'PublishWaiverResult' }) satisfies z.ZodType<PublishWaiverResultDto>;

const signResultSchema = z
  .object({ signedMemberWaiver: signedMemberWaiverSchema, message: z.string() })
  .meta({ id: 'SignWaiverResult' }) satisfies z.ZodType<SignWaiverResultDto>;

const tags = ['Waivers'];

/** GET /api/organization-common/{orgId}/waiver: the current version, public (the signing page reads it). */
export const organizationWaiverRoutes = defineRoutes<EntityManager>(
  { defaultAuth: 'public', mount: '/organization-common', tags },
  (route) => [
    route.get('/:orgId/waiver', {
      summary: "The organization's current waiver (its newest version)",
      request: { params: orgParams },
      reply: ok(organizationWaiverSchema),
      errors: [404],
      handler: async ({ deps: em, params }) => {
        const waiver = await currentWaiver(em, params.orgId);
        if (!waiver) throw notFound(WAIVER_MESSAGES.noWaiver);
        return waiver;
      },
    }),
  ],
);

/** /api/organization/{orgId}/waivers: staff see every version, coordinators publish a new one. */
export const organizationWaiverConsoleRoutes = defineRoutes<EntityManager>(
  { defaultAuth: 'member', mount: '/organization', tags },
  (route) => [
    route.get('/:orgId/waivers', {
      summary: "Every version of the organization's waiver, newest first (its staff)",
      request: { params: orgParams },
      reply: ok(z.array(organizationWaiverSchema)),
      errors: [403, 404],
      handler: async ({ deps: em, member, params }) => {
        if (!(await organizationById(em, params.orgId))) throw notFound(ORGANIZATION_MESSAGES.notFound);
        if (!(await staffRoleOf(em, params.orgId, member.memberId)))
          throw forbidden(WAIVER_MESSAGES.notAllowed);
        return waiverVersions(em, params.orgId);
      },
    }),
    route.post('/:orgId/waivers', {
      summary: 'Publish a new version of the waiver (coordinators of the organization)',
      description:
        'Earlier signatures become outstanding. Versions already published are kept unchanged; publishing one again is a 409.',
      request: { params: orgParams, body: publishWaiverSchema },
      requestBody: jsonBody(publishWaiverSchema.meta({ id: 'PublishWaiverRequest' }), {
        name: 'Player waiver',
        waiverVersion: '2027.1',
        text: 'I understand that soccer is a contact sport and I play at my own risk.',
      }),
      reply: created(publishResultSchema),
      errors: [403, 404, 409],
      handler: async ({ deps: em, member, params, body }) => {
        await assertCoordinatorOf(em, params.orgId, member.memberId);
        return publishWaiver(em, { ...body, organizationId: params.orgId, actorId: member.memberId });
      },
    }),
  ],
);

/** POST /api/member/{memberId}/waivers/{waiverId}: the member agrees to the current version. */
export const memberWaiverSigningRoutes = defineRoutes<EntityManager>(
  { defaultAuth: 'member', mount: '/member', tags },
  (route) => [
    route.post('/:memberId/waivers/:waiverId', {
      summary: "Sign the organization's current waiver (the member themself)",
      description:
        'Signing a version that is no longer current is a 409; signing the same version again returns the first signature.',
      request: { params: idParams('memberId', 'waiverId') },
      reply: ok(signResultSchema),
      errors: [403, 404, 409],
      handler: ({ deps: em, member, params }) =>
        signWaiver(em, { memberId: params.memberId, waiverId: params.waiverId, actorId: member.memberId }),
    }),
  ],
);
