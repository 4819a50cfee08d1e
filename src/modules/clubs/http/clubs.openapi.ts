import { z } from 'zod';
import {
  bulkRosterSchema,
  createTeamSchema,
  JERSEY_COLORS,
  type MemberTeamsDto,
  type PermissionsDto,
  permissionRequestSchema,
  type RosterEntryDto,
  setCaptainSchema,
  type TeamDto,
  type TeamImageDto,
  type TeamSearchHitDto,
  teamSearchQuerySchema,
  updateTeamSchema,
} from '../../../contracts/clubs/index.ts';
import { type ApiPaths, errors, jsonBody, ok, signedIn } from '../../../platform/openapi/index.ts';
import { imageParams, rosterParams, teamParams } from './team.routes.ts';

// The clubs routes (team.routes.ts, clubs.routes.ts) as the OpenAPI document describes them. Response
// schemas mirror the contracts' DTO types; `satisfies` keeps the two from drifting apart.

const teamSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    abbreviation: z.string().meta({ description: '2–4 characters, uppercase.' }),
    established: z.number().int(),
    location: z.string(),
    zip: z.string().nullable(),
    jerseyColor: z.string().meta({ description: 'The mapped value of a named colour, e.g. `#6A1B9A`.' }),
    logo: z.string().nullable(),
    banner: z.string().nullable(),
    memberCount: z.number().int(),
    createdAt: z.string(),
    updatedAt: z.string(),
    version: z.number().int().meta({ description: 'Send back with PATCH for a 409 on a stale form.' }),
  })
  .meta({ id: 'Team' }) satisfies z.ZodType<TeamDto>;

const teamWithMessage = z.object({ team: teamSchema, message: z.string() });

const rosterEntrySchema = z
  .object({
    id: z.uuid(),
    memberId: z.uuid(),
    isCaptain: z.boolean(),
    createdAt: z.string(),
    member: z.object({
      firstName: z.string(),
      lastName: z.string(),
      avatar: z.string().nullable(),
      email: z.string(),
      phoneNumber: z.string().nullable(),
      accountStatus: z.enum(['active', 'deactivated']),
      gameStats: z.object({ games: z.number(), goals: z.number(), assists: z.number(), potm: z.number() }),
      teams: z.array(z.object({ id: z.string(), name: z.string() })),
    }),
    invites: z.array(
      z.object({
        id: z.string(),
        email: z.string(),
        status: z.string(),
        isActive: z.boolean(),
        createdAt: z.string(),
      }),
    ),
  })
  .meta({ id: 'RosterEntry' }) satisfies z.ZodType<RosterEntryDto>;

const captainChangeResult = z.object({
  teamId: z.uuid(),
  updated: z.array(z.object({ memberId: z.string(), isCaptain: z.boolean() })),
  message: z.string(),
});

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

const teamImageSchema = z.object({
  imgType: z.enum(['logo', 'banner']),
  url: z.string(),
  message: z.string(),
}) satisfies z.ZodType<TeamImageDto>;

const teamFormExample = {
  name: 'Austin Armadillos',
  abbreviation: 'ATX',
  established: 2016,
  location: 'Austin, TX',
  zip: '78704',
  jerseyColor: JERSEY_COLORS[14].value,
};

const tags = ['Teams'];

export const clubsApiPaths: ApiPaths = {
  '/api/team': {
    post: {
      tags,
      summary: 'Create a team (the creator is its first captain)',
      ...signedIn,
      requestBody: jsonBody(createTeamSchema.meta({ id: 'TeamForm' }), teamFormExample),
      responses: { ...ok(teamWithMessage, 'Created', 201), ...errors(400, 401, 415) },
    },
  },
  '/api/team/search': {
    get: {
      tags,
      summary: 'Find teams by name (signed in)',
      description: 'Teams whose name contains `name`, in any case; at most 20, by name.',
      ...signedIn,
      requestParams: { query: teamSearchQuerySchema },
      responses: {
        ...ok(
          z.array(
            z.object({
              id: z.uuid(),
              name: z.string(),
              abbreviation: z.string(),
              logo: z.string().nullable(),
            }) satisfies z.ZodType<TeamSearchHitDto>,
          ),
        ),
        ...errors(400, 401),
      },
    },
  },
  '/api/team/{teamId}': {
    get: {
      tags,
      summary: 'A team',
      requestParams: { path: teamParams },
      responses: { ...ok(teamSchema), ...errors(404) },
    },
    patch: {
      tags,
      summary: 'Edit a team (captains)',
      description: 'Send only what changed. With `version`, a form loaded before another save gets a 409.',
      ...signedIn,
      requestParams: { path: teamParams },
      requestBody: jsonBody(updateTeamSchema.meta({ id: 'TeamUpdate' }), {
        location: 'Round Rock, TX',
        version: 1,
      }),
      responses: { ...ok(teamWithMessage), ...errors(400, 401, 403, 404, 409, 415) },
    },
    delete: {
      tags,
      summary: 'Delete a team for everyone (captains)',
      ...signedIn,
      requestParams: { path: teamParams },
      responses: { ...ok(z.object({ id: z.uuid(), message: z.string() })), ...errors(401, 403, 404) },
    },
  },
  '/api/team/{teamId}/{imgType}/upload': {
    post: {
      tags,
      summary: "Upload the team's logo or banner (captains)",
      description: 'PNG, GIF or JPEG up to 5 MB in the multipart field `file`; re-encoded without metadata.',
      ...signedIn,
      requestParams: { path: imageParams },
      requestBody: {
        required: true,
        content: {
          'multipart/form-data': { schema: z.object({ file: z.string().meta({ format: 'binary' }) }) },
        },
      },
      responses: { ...ok(teamImageSchema), ...errors(400, 401, 403, 404, 413, 415) },
    },
  },
  '/api/team/{teamId}/roster': {
    get: {
      tags,
      summary: "A team's roster (members of the team)",
      description: 'Sorted: the viewer, then captains, then by first name.',
      ...signedIn,
      requestParams: { path: teamParams },
      responses: { ...ok(z.array(rosterEntrySchema)), ...errors(401, 403, 404) },
    },
  },
  '/api/team/{teamId}/roster/bulk': {
    patch: {
      tags,
      summary: 'Make or unmake several captains at once (captains)',
      description: 'All or nothing. A set that would leave no captain is a 409 `SoleCaptain`.',
      ...signedIn,
      requestParams: { path: teamParams },
      requestBody: jsonBody(bulkRosterSchema.meta({ id: 'BulkRosterUpdate' })),
      responses: { ...ok(captainChangeResult), ...errors(400, 401, 403, 404, 409, 415) },
    },
  },
  '/api/team/{teamId}/roster/{memberId}': {
    patch: {
      tags,
      summary: 'Make or unmake a captain (captains)',
      description: "The last captain cannot step down: 409 `SoleCaptain` (the SPA's 'NOT SO FAST CAPTAIN').",
      ...signedIn,
      requestParams: { path: rosterParams },
      requestBody: jsonBody(setCaptainSchema.meta({ id: 'SetCaptain' }), { isCaptain: true }),
      responses: { ...ok(captainChangeResult), ...errors(400, 401, 403, 404, 409, 415) },
    },
    delete: {
      tags,
      summary: 'Remove a player (captains) or leave (yourself)',
      description: 'The last captain cannot leave: 409 `SoleCaptain`.',
      ...signedIn,
      requestParams: { path: rosterParams },
      responses: {
        ...ok(z.object({ teamId: z.uuid(), memberId: z.uuid(), message: z.string() })),
        ...errors(401, 403, 404, 409),
      },
    },
  },
  '/api/member/teams': {
    get: {
      tags,
      summary: "The signed-in member's teams and pickup groups (club selector)",
      ...signedIn,
      responses: { ...ok(memberTeamsSchema), ...errors(401) },
    },
  },
  '/api/permission': {
    post: {
      tags,
      summary: 'What the viewer may do on a team, pickup group or event page',
      description:
        "Anonymous viewers get the complete object with no rights. An event page (`eventId`) has its team's rights with `type: 'event'`; an unknown event is a 404.",
      requestBody: jsonBody(permissionRequestSchema.meta({ id: 'PermissionRequest' }), {
        teamId: '0195f1c2-7d7e-7c3a-9a51-3c2b1f0e4d21',
      }),
      responses: { ...ok(permissionsSchema), ...errors(400, 404, 415) },
    },
  },
};
