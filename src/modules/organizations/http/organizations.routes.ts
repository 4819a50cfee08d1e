import { z } from 'zod';
import { citySchema } from '../../../contracts/cities.ts';
import { demoRequestSchema } from '../../../contracts/demo-request.ts';
import {
  memberOrganizationWorkspacesSchema,
  STAFF_ROLES,
  type StaffResultDto,
  staffSchema,
  workspaceDtoSchema,
} from '../../../contracts/leagues/index.ts';
import type { EntityManager } from '../../../platform/db/orm.ts';
import { created, defineRoutes, ok } from '../../../platform/http/declared-routes.ts';
import { jsonBody } from '../../../platform/openapi/index.ts';
import type { RateLimiter } from '../../../platform/rate-limit/rate-limiter.ts';
import type { BookDemoHandler } from '../application/book-demo/book-demo.handler.ts';
import { type CityDto, listCities } from '../application/queries/list-cities.query.ts';
import {
  addStaffByEmail,
  assertCoordinatorOf,
  type MemberIdByEmail,
  removeStaffMember,
} from '../application/staff/manage-staff.ts';
import { listWorkspaces, memberOrganizationsWorkspaces } from '../application/staff/staff-read-api.ts';

/** {orgId}: organization ids are positive integers (the waiver routes share it). */
export const orgParams = z.object({
  orgId: z.coerce.number({ error: 'Unknown organization' }).int().positive('Unknown organization'),
});
const staffMemberParams = orgParams.extend({ memberId: z.string().max(64) });

const staffResultSchema = z
  .object({
    staff: z.object({
      memberId: z.uuid(),
      organizationId: z.number().int(),
      role: z.enum(STAFF_ROLES),
      roleLabel: z.string(),
    }),
    message: z.string(),
  })
  .meta({ id: 'StaffResult' }) satisfies z.ZodType<StaffResultDto>;

/** What the route sends of a city (the operator site's build reads the rest from the contract). */
const cityDtoSchema = citySchema
  .pick({ id: true, name: true, urlPath: true, frontChatbotId: true })
  .meta({ id: 'City' }) satisfies z.ZodType<CityDto>;

const tags = ['Organizations'];

/** /api/organization-common/{orgId}: what anyone may read of an organization. */
export const organizationCommonRoutes = defineRoutes<EntityManager>(
  { defaultAuth: 'public', mount: '/organization-common', tags },
  (route) => [
    route.get('/:orgId/cities', {
      summary: "An organization's cities",
      description: 'The league operator is organization 15; any other organization has no cities yet.',
      request: { params: orgParams },
      reply: ok(z.array(cityDtoSchema)),
      handler: ({ params }) => listCities(params.orgId),
    }),
    route.get('/:orgId/workspaces', {
      summary: "An organization's workspaces (one per city)",
      request: { params: orgParams },
      reply: ok(z.array(workspaceDtoSchema)),
      handler: ({ deps: em, params }) => listWorkspaces(em, params.orgId),
    }),
  ],
);

/** /api/organization/{orgId}/staff: coordinators add staff by e-mail and remove them. */
export const organizationStaffRoutes = defineRoutes<{ em: EntityManager; memberIdByEmail: MemberIdByEmail }>(
  { defaultAuth: 'member', mount: '/organization', tags },
  (route) => [
    route.post('/:orgId/staff', {
      summary: 'Add a staff member by e-mail, or change their role (coordinators of the organization)',
      description:
        'The member must have an active account (404 otherwise). Making the only coordinator a referee is a 409.',
      request: { params: orgParams, body: staffSchema },
      requestBody: jsonBody(staffSchema.meta({ id: 'StaffRequest' }), {
        email: 'riley@example.com',
        role: 'referee',
      }),
      reply: ok(staffResultSchema),
      errors: [403, 404, 409],
      handler: async ({ deps: { em, memberIdByEmail }, member, params, body }) => {
        await assertCoordinatorOf(em, params.orgId, member.memberId);
        return addStaffByEmail(em, memberIdByEmail, {
          organizationId: params.orgId,
          ...body,
          actorId: member.memberId,
        });
      },
    }),
    route.delete('/:orgId/staff/:memberId', {
      summary: 'Remove a staff member (coordinators of the organization)',
      description: 'The last coordinator cannot be removed (409).',
      request: { params: staffMemberParams },
      reply: ok(staffResultSchema),
      errors: [403, 404, 409],
      handler: async ({ deps: { em }, member, params }) => {
        await assertCoordinatorOf(em, params.orgId, member.memberId);
        return removeStaffMember(em, {
          organizationId: params.orgId,
          memberId: params.memberId,
          actorId: member.memberId,
        });
      },
    }),
  ],
);

/** GET /api/member/organizations-workspaces: where the signed-in member is staff. */
export const memberOrganizationsRoutes = defineRoutes<EntityManager>(
  { mount: '/member/organizations-workspaces', tags },
  (route) => [
    route.get('/', {
      auth: 'member',
      summary: 'Where the signed-in member is staff (coordinator or referee), with the workspaces',
      reply: ok(z.array(memberOrganizationWorkspacesSchema)),
      handler: ({ deps: em, member }) => memberOrganizationsWorkspaces(em, member.memberId),
    }),
  ],
);

/** POST /api/book-demo: the operator site's form. */
export const bookDemoRoutes = defineRoutes<{ handler: BookDemoHandler; limiter: RateLimiter }>(
  { mount: '/book-demo', tags },
  (route) => [
    route.post('/', {
      auth: 'public',
      summary: 'Book a demo (the operator site’s form)',
      description:
        'Mailed to the sales inbox and confirmed to the organizer. With reCAPTCHA configured, a token scoring 0.65 or less is refused.',
      request: { body: demoRequestSchema },
      requestBody: jsonBody(demoRequestSchema.meta({ id: 'DemoRequest' }), {
        fullName: 'Jordan Lee',
        email: 'jordan@riversideleague.org',
        phoneNumber: '(512) 555-0188',
        organizationName: 'Riverside Adult Soccer League',
        state: 'TX',
        country: 'United States',
        numOfTeams: 24,
        numOfPlayers: 360,
        notes: 'We run two seasons a year and would like to move registration online.',
      }),
      reply: created(z.object({ id: z.uuid() }), 'Request recorded.'),
      errors: [403],
      limit: ({ limiter }) => limiter,
      handler: ({ deps: { handler }, body, req }) => handler.handle(body, req.ip),
    }),
  ],
);
