import { z } from 'zod';
import {
  type MemberTeamsDto,
  type PermissionsDto,
  permissionRequestSchema,
} from '../../../contracts/clubs/index.ts';
import { defineRoutes, ok } from '../../../platform/http/declared-routes.ts';
import { jsonBody } from '../../../platform/openapi/index.ts';
import type { ClubsDeps } from '../application/clubs-deps.ts';
import { getMemberTeams } from '../application/queries/member-teams.query.ts';
import { getPermissions } from '../application/queries/permissions.query.ts';
import type { EventTeamResolver } from '../ports.ts';

const flags = {
  isCaptain: z.boolean(),
  isAdmin: z.boolean(),
  isActive: z.boolean(),
  isOwner: z.boolean(),
  isMember: z.boolean(),
  isBlocked: z.boolean(),
  fetchComplete: z.boolean(),
};
const permissionsSchema = z
  .object({
    type: z.enum(['team', 'pickupGroup', 'event', 'none']),
    ...flags,
    teams: z.record(z.string(), z.object(flags)).optional(),
  })
  .meta({ id: 'Permissions' }) satisfies z.ZodType<PermissionsDto>;

const memberTeamsSchema = z
  .object({
    teams: z.array(
      z.object({
        id: z.string(),
        name: z.string(),
        abbreviation: z.string(),
        logo: z.string().nullable(),
        isCaptain: z.boolean(),
      }),
    ),
    pickupGroups: z.array(
      z.object({
        id: z.string(),
        name: z.string(),
        acronym: z.string(),
        badge: z.string().nullable(),
        isAdmin: z.boolean(),
      }),
    ),
  })
  .meta({ id: 'MemberTeams' }) satisfies z.ZodType<MemberTeamsDto>;

const tags = ['Teams'];

/** GET /api/member/teams: the signed-in member's teams and pickup groups for the club selector. */
export const memberTeamsRoutes = defineRoutes<ClubsDeps>({ mount: '/member/teams', tags }, (route) => [
  route.get('/', {
    auth: 'member',
    summary: "The signed-in member's teams and pickup groups (club selector)",
    reply: ok(memberTeamsSchema),
    handler: ({ deps, member }) => getMemberTeams(deps.em, member.memberId),
  }),
]);

/** POST /api/permission: anyone may ask; anonymous viewers get "no rights", complete. */
export const permissionRoutes = defineRoutes<{ deps: ClubsDeps; events: EventTeamResolver }>(
  { mount: '/permission', tags },
  (route) => [
    route.post('/', {
      auth: 'optional',
      summary: 'What the viewer may do on a team, pickup group or event page',
      description:
        "Anonymous viewers get the complete object with no rights. An event page (`eventId`) has its team's rights with `type: 'event'`; an unknown event is a 404.",
      request: { body: permissionRequestSchema },
      requestBody: jsonBody(permissionRequestSchema.meta({ id: 'PermissionRequest' }), {
        teamId: '0195f1c2-7d7e-7c3a-9a51-3c2b1f0e4d21',
      }),
      reply: ok(permissionsSchema),
      errors: [404],
      handler: ({ deps: { deps, events }, member, body }) =>
        getPermissions(deps.em, events, member?.memberId, body),
    }),
  ],
);
