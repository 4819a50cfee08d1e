import { Router } from 'express';
import { type PermissionRequest, permissionRequestSchema } from '../../../contracts/clubs/index.ts';
import { type AuthGuards, currentMember, requireCurrentMember } from '../../../platform/auth/index.ts';
import { success } from '../../../platform/http/envelope.ts';
import { input, validate } from '../../../platform/http/validate.ts';
import type { ClubsDeps } from '../application/clubs-deps.ts';
import { getMemberTeams } from '../application/queries/member-teams.query.ts';
import { getPermissions } from '../application/queries/permissions.query.ts';
import type { EventTeamResolver } from '../ports.ts';

/** GET /api/member/teams: the signed-in member's teams and pickup groups for the club selector. */
export function memberTeamsRoutes(deps: ClubsDeps, guards: AuthGuards): Router {
  const router = Router();
  router.get('/', guards.requireMember, async (_req, res) => {
    res.json(success(await getMemberTeams(deps.em, requireCurrentMember(res).memberId)));
  });
  return router;
}

/** POST /api/permission: anyone may ask; anonymous viewers get "no rights", complete. */
export function permissionRoutes(deps: ClubsDeps, guards: AuthGuards, events: EventTeamResolver): Router {
  const router = Router();
  router.post('/', guards.authenticate, validate({ body: permissionRequestSchema }), async (_req, res) => {
    const { body } = input<{ body: PermissionRequest }>(res);
    res.json(success(await getPermissions(deps.em, events, currentMember(res)?.memberId, body)));
  });
  return router;
}
