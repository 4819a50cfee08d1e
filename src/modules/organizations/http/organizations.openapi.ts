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
import { type ApiPaths, errors, jsonBody, ok, signedIn } from '../../../platform/openapi/index.ts';
import { orgParams, staffMemberParams } from './organizations.routes.ts';

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

/** The routes of organizations.routes.ts, as the OpenAPI document describes them. */
export const organizationsApiPaths: ApiPaths = {
  '/api/organization-common/{orgId}/cities': {
    get: {
      tags: ['Organizations'],
      summary: "An organization's cities",
      description: 'The league operator is organization 15; any other organization has no cities yet.',
      requestParams: { path: orgParams },
      responses: { ...ok(z.array(citySchema.meta({ id: 'City' }))), ...errors(400) },
    },
  },
  '/api/organization-common/{orgId}/workspaces': {
    get: {
      tags: ['Organizations'],
      summary: "An organization's workspaces (one per city)",
      requestParams: { path: orgParams },
      responses: { ...ok(z.array(workspaceDtoSchema)), ...errors(400) },
    },
  },
  '/api/organization/{orgId}/staff': {
    post: {
      tags: ['Organizations'],
      summary: 'Add a staff member by e-mail, or change their role (coordinators of the organization)',
      description:
        'The member must have an active account (404 otherwise). Making the only coordinator a referee is a 409.',
      ...signedIn,
      requestParams: { path: orgParams },
      requestBody: jsonBody(staffSchema.meta({ id: 'StaffRequest' }), {
        email: 'riley@example.com',
        role: 'referee',
      }),
      responses: { ...ok(staffResultSchema), ...errors(400, 401, 403, 404, 409, 415) },
    },
  },
  '/api/organization/{orgId}/staff/{memberId}': {
    delete: {
      tags: ['Organizations'],
      summary: 'Remove a staff member (coordinators of the organization)',
      description: 'The last coordinator cannot be removed (409).',
      ...signedIn,
      requestParams: { path: staffMemberParams },
      responses: { ...ok(staffResultSchema), ...errors(400, 401, 403, 404, 409) },
    },
  },
  '/api/member/organizations-workspaces': {
    get: {
      tags: ['Organizations'],
      summary: 'Where the signed-in member is staff (coordinator or referee), with the workspaces',
      ...signedIn,
      responses: { ...ok(z.array(memberOrganizationWorkspacesSchema)), ...errors(401) },
    },
  },
  '/api/book-demo': {
    post: {
      tags: ['Organizations'],
      summary: 'Book a demo (the operator site’s form)',
      description:
        'Mailed to the sales inbox and confirmed to the organizer. With reCAPTCHA configured, a token scoring 0.65 or less is refused.',
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
      responses: {
        ...ok(z.object({ id: z.uuid() }), 'Request recorded.', 201),
        ...errors(400, 403, 415, 429),
      },
    },
  },
};
