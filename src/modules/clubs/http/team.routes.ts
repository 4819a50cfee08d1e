import { Router } from 'express';
import { z } from 'zod';
import {
  type BulkRosterUpdate,
  bulkRosterSchema,
  createTeamSchema,
  type SetCaptain,
  setCaptainSchema,
  TEAM_IMAGE_TYPES,
  type TeamForm,
  type TeamImageType,
  type TeamSearchQuery,
  teamSearchQuerySchema,
  type UpdateTeam,
  updateTeamSchema,
} from '../../../contracts/clubs/index.ts';
import { MAX_IMAGE_BYTES, PROFILE_MESSAGES } from '../../../contracts/identity/index.ts';
import { type AuthGuards, requireCurrentMember } from '../../../platform/auth/index.ts';
import { badRequest } from '../../../platform/errors/app-error.ts';
import { success } from '../../../platform/http/envelope.ts';
import { input, validate } from '../../../platform/http/validate.ts';
import { singleImageUpload } from '../../../platform/images/single-image-upload.ts';
import { changeCaptains } from '../application/change-captains/change-captains.handler.ts';
import type { ClubsDeps } from '../application/clubs-deps.ts';
import { createTeam } from '../application/create-team/create-team.handler.ts';
import { deleteTeam } from '../application/delete-team/delete-team.handler.ts';
import { getTeam } from '../application/queries/get-team.query.ts';
import { getRoster } from '../application/queries/roster.query.ts';
import { searchTeams } from '../application/queries/search-teams.query.ts';
import { removeFromRoster } from '../application/remove-from-roster/remove-from-roster.handler.ts';
import { assertCaptain, assertMember, teamAccess } from '../application/team-access.ts';
import { updateTeam } from '../application/update-team/update-team.handler.ts';
import { uploadTeamImage } from '../application/upload-team-image/upload-team-image.handler.ts';

// Ids are checked as uuids by the handlers (a 404, not a 400): only the length is bounded here.
export const teamParams = z.object({ teamId: z.string().max(64) });
export const imageParams = z.object({
  teamId: z.string().max(64),
  imgType: z.enum(TEAM_IMAGE_TYPES, { error: 'Upload a logo or a banner' }),
});
const NO_FILE = 'Please choose a file to upload';
export const rosterParams = z.object({ teamId: z.string().max(64), memberId: z.string().max(64) });

/** /api/team: the team profile (anyone may read it) and its roster (members only). */
export function teamRoutes(deps: ClubsDeps, guards: AuthGuards): Router {
  const router = Router();

  router.post('/', guards.requireMember, validate({ body: createTeamSchema }), async (_req, res) => {
    const { body } = input<{ body: TeamForm }>(res);
    res.status(201).json(success(await createTeam(deps, requireCurrentMember(res), body)));
  });

  // Before '/:teamId', which would otherwise take 'search' for a team id.
  router.get(
    '/search',
    guards.requireMember,
    validate({ query: teamSearchQuerySchema }),
    async (_req, res) => {
      const { query } = input<{ query: TeamSearchQuery }>(res);
      res.json(success(await searchTeams(deps.em, query.name)));
    },
  );

  router.get('/:teamId', validate({ params: teamParams }), async (_req, res) => {
    const { params } = input<{ params: { teamId: string } }>(res);
    res.json(success(await getTeam(deps.em, params.teamId)));
  });

  router.patch(
    '/:teamId',
    guards.requireMember,
    validate({ params: teamParams, body: updateTeamSchema }),
    async (_req, res) => {
      const { params, body } = input<{ params: { teamId: string }; body: UpdateTeam }>(res);
      res.json(success(await updateTeam(deps, requireCurrentMember(res), params.teamId, body)));
    },
  );

  router.delete('/:teamId', guards.requireMember, validate({ params: teamParams }), async (_req, res) => {
    const { params } = input<{ params: { teamId: string } }>(res);
    res.json(success(await deleteTeam(deps, requireCurrentMember(res), params.teamId)));
  });

  router.get('/:teamId/roster', guards.requireMember, validate({ params: teamParams }), async (_req, res) => {
    const { params } = input<{ params: { teamId: string } }>(res);
    const viewer = requireCurrentMember(res);
    assertMember(await teamAccess(deps.em, params.teamId, viewer.memberId));
    res.json(success(await getRoster(deps.em, deps.identity, params.teamId, viewer.memberId)));
  });

  // Before '/:teamId/roster/:memberId', which would otherwise take 'bulk' for a member id.
  router.patch(
    '/:teamId/roster/bulk',
    guards.requireMember,
    validate({ params: teamParams, body: bulkRosterSchema }),
    async (_req, res) => {
      const { params, body } = input<{ params: { teamId: string }; body: BulkRosterUpdate }>(res);
      res.json(success(await changeCaptains(deps, requireCurrentMember(res), params.teamId, body.updates)));
    },
  );

  router.patch(
    '/:teamId/roster/:memberId',
    guards.requireMember,
    validate({ params: rosterParams, body: setCaptainSchema }),
    async (_req, res) => {
      const { params, body } = input<{ params: { teamId: string; memberId: string }; body: SetCaptain }>(res);
      res.json(
        success(
          await changeCaptains(deps, requireCurrentMember(res), params.teamId, [
            { memberId: params.memberId, isCaptain: body.isCaptain },
          ]),
        ),
      );
    },
  );

  router.delete(
    '/:teamId/roster/:memberId',
    guards.requireMember,
    validate({ params: rosterParams }),
    async (_req, res) => {
      const { params } = input<{ params: { teamId: string; memberId: string } }>(res);
      res.json(
        success(await removeFromRoster(deps, requireCurrentMember(res), params.teamId, params.memberId)),
      );
    },
  );

  router.post(
    '/:teamId/:imgType/upload',
    guards.requireMember,
    validate({ params: imageParams }),
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
    async (req, res) => {
      const { params } = input<{ params: { teamId: string; imgType: TeamImageType } }>(res);
      if (!req.file) throw badRequest([{ message: NO_FILE, field: 'file' }]);
      res.json(
        success(
          await uploadTeamImage(
            deps,
            requireCurrentMember(res),
            params.teamId,
            params.imgType,
            req.file.buffer,
          ),
        ),
      );
    },
  );

  return router;
}
