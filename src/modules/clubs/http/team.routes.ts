import { z } from 'zod';
import {
  bulkRosterSchema,
  createTeamSchema,
  JERSEY_COLORS,
  type RosterEntryDto,
  setCaptainSchema,
  TEAM_IMAGE_TYPES,
  type TeamDto,
  type TeamImageDto,
  type TeamSearchHitDto,
  teamSearchQuerySchema,
  updateTeamSchema,
} from '../../../contracts/clubs/index.ts';
import { MAX_IMAGE_BYTES, PROFILE_MESSAGES } from '../../../contracts/identity/index.ts';
import { requireCurrentMember } from '../../../platform/auth/index.ts';
import { badRequest } from '../../../platform/errors/app-error.ts';
import { created, defineRoutes, idParams, ok } from '../../../platform/http/declared-routes.ts';
import { input } from '../../../platform/http/validate.ts';
import { singleImageUpload } from '../../../platform/images/single-image-upload.ts';
import { jsonBody } from '../../../platform/openapi/index.ts';
import { changeCaptains } from '../application/change-captains/change-captains.handler.ts';
import type { TeamDeps } from '../application/clubs-deps.ts';
import { createTeam } from '../application/create-team/create-team.handler.ts';
import { deleteTeam } from '../application/delete-team/delete-team.handler.ts';
import { getTeam } from '../application/queries/get-team.query.ts';
import { getRoster } from '../application/queries/roster.query.ts';
import { searchTeams } from '../application/queries/search-teams.query.ts';
import { removeFromRoster } from '../application/remove-from-roster/remove-from-roster.handler.ts';
import { assertCaptain, teamAccess } from '../application/team-access.ts';
import { updateTeam } from '../application/update-team/update-team.handler.ts';
import { uploadTeamImage } from '../application/upload-team-image/upload-team-image.handler.ts';

const teamParams = idParams('teamId');
const imageParams = teamParams.extend({
  imgType: z.enum(TEAM_IMAGE_TYPES, { error: 'Upload a logo or a banner' }),
});
const NO_FILE = 'Please choose a file to upload';
const rosterParams = idParams('teamId', 'memberId');

// The answers as the API reference describes them; they mirror the contracts' DTO types, and
// `satisfies` keeps the two from drifting apart.
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

/** /api/team: the team profile (anyone may read it) and its roster (members only). */
export const teamRoutes = defineRoutes<TeamDeps>(
  { defaultAuth: 'member', mount: '/team', tags: ['Teams'] },
  (route) => [
    route.post('/', {
      summary: 'Create a team (the creator is its first captain)',
      request: { body: createTeamSchema },
      requestBody: jsonBody(createTeamSchema.meta({ id: 'TeamForm' }), teamFormExample),
      reply: created(teamWithMessage),
      handler: ({ deps, member, body }) => createTeam(deps, member, body),
    }),
    // Before '/:teamId', which would otherwise take 'search' for a team id.
    route.get('/search', {
      summary: 'Find teams by name (signed in)',
      description: 'Teams whose name contains `name`, in any case; at most 20, by name.',
      request: { query: teamSearchQuerySchema },
      reply: ok(
        z.array(
          z.object({
            id: z.uuid(),
            name: z.string(),
            abbreviation: z.string(),
            logo: z.string().nullable(),
          }) satisfies z.ZodType<TeamSearchHitDto>,
        ),
      ),
      handler: ({ deps, query }) => searchTeams(deps.em, query.name),
    }),
    route.get('/:teamId', {
      auth: 'public',
      summary: 'A team',
      request: { params: teamParams },
      reply: ok(teamSchema),
      errors: [404],
      handler: ({ deps, params }) => getTeam(deps.em, params.teamId),
    }),
    route.patch('/:teamId', {
      summary: 'Edit a team (captains)',
      description: 'Send only what changed. With `version`, a form loaded before another save gets a 409.',
      request: { params: teamParams, body: updateTeamSchema },
      requestBody: jsonBody(updateTeamSchema.meta({ id: 'TeamUpdate' }), {
        location: 'Round Rock, TX',
        version: 1,
      }),
      reply: ok(teamWithMessage),
      errors: [403, 404, 409],
      handler: ({ deps, member, params, body }) => updateTeam(deps, member, params.teamId, body),
    }),
    route.delete('/:teamId', {
      summary: 'Delete a team for everyone (captains)',
      request: { params: teamParams },
      reply: ok(z.object({ id: z.uuid(), message: z.string() })),
      errors: [403, 404],
      handler: ({ deps, member, params }) => deleteTeam(deps, member, params.teamId),
    }),
    route.get('/:teamId/roster', {
      summary: "A team's roster (members of the team)",
      description: 'Sorted: the viewer, then captains, then by first name.',
      request: { params: teamParams },
      reply: ok(z.array(rosterEntrySchema)),
      errors: [403, 404],
      handler: ({ deps, member, params }) => getRoster(deps, params.teamId, member.memberId),
    }),
    // Before '/:teamId/roster/:memberId', which would otherwise take 'bulk' for a member id.
    route.patch('/:teamId/roster/bulk', {
      summary: 'Make or unmake several captains at once (captains)',
      description: 'All or nothing. A set that would leave no captain is a 409 `SoleCaptain`.',
      request: { params: teamParams, body: bulkRosterSchema },
      requestBody: jsonBody(bulkRosterSchema.meta({ id: 'BulkRosterUpdate' })),
      reply: ok(captainChangeResult),
      errors: [403, 404, 409],
      handler: ({ deps, member, params, body }) => changeCaptains(deps, member, params.teamId, body.updates),
    }),
    route.patch('/:teamId/roster/:memberId', {
      summary: 'Make or unmake a captain (captains)',
      description: "The last captain cannot step down: 409 `SoleCaptain` (the SPA's 'NOT SO FAST CAPTAIN').",
      request: { params: rosterParams, body: setCaptainSchema },
      requestBody: jsonBody(setCaptainSchema.meta({ id: 'SetCaptain' }), { isCaptain: true }),
      reply: ok(captainChangeResult),
      errors: [403, 404, 409],
      handler: ({ deps, member, params, body }) =>
        changeCaptains(deps, member, params.teamId, [
          { memberId: params.memberId, isCaptain: body.isCaptain },
        ]),
    }),
    route.delete('/:teamId/roster/:memberId', {
      summary: 'Remove a player (captains) or leave (yourself)',
      description: 'The last captain cannot leave: 409 `SoleCaptain`.',
      request: { params: rosterParams },
      reply: ok(z.object({ teamId: z.uuid(), memberId: z.uuid(), message: z.string() })),
      errors: [403, 404, 409],
      handler: ({ deps, member, params }) => removeFromRoster(deps, member, params.teamId, params.memberId),
    }),
    route.post('/:teamId/:imgType/upload', {
      summary: "Upload the team's logo or banner (captains)",
      description: 'PNG, GIF or JPEG up to 5 MB in the multipart field `file`; re-encoded without metadata.',
      request: { params: imageParams },
      requestBody: {
        required: true,
        content: {
          'multipart/form-data': { schema: z.object({ file: z.string().meta({ format: 'binary' }) }) },
        },
      },
      reply: ok(teamImageSchema),
      errors: [403, 404, 413, 415],
      afterValidation: (deps) => [
        // Captaincy before the body is read: strangers don't get to send 5 MB.
        async (_req, res, next) => {
          const { params } = input<{ params: { teamId: string } }>(res);
          assertCaptain(await teamAccess(deps.em, params.teamId, requireCurrentMember(res).memberId));
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
        return uploadTeamImage(deps, member, params.teamId, params.imgType, req.file.buffer);
      },
    }),
  ],
);
