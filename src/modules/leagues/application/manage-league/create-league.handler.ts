import { randomUUID } from 'node:crypto';
import { eventTimeZoneOf } from '../../../../contracts/events/index.ts';
import {
  type CreateLeague,
  type LeagueDto,
  ORGANIZATION_MESSAGES,
} from '../../../../contracts/leagues/index.ts';
import type { AuthenticatedMember } from '../../../../platform/auth/index.ts';
import { badRequest } from '../../../../platform/errors/app-error.ts';
import { workspaceById } from '../../../organizations/index.ts';
import { assertCoordinator } from '../league-access.ts';
import type { LeaguesDeps } from '../leagues-deps.ts';
import { getLeague } from '../queries/league.query.ts';
import { addLeague } from './new-league.ts';

/** POST /api/league: a coordinator of the workspace's organization creates a league with a regular season. */
export async function createLeague(
  deps: LeaguesDeps,
  actor: AuthenticatedMember,
  form: CreateLeague,
): Promise<LeagueDto> {
  const workspace = await workspaceById(deps.em, form.workspaceId);
  if (!workspace)
    throw badRequest([{ message: ORGANIZATION_MESSAGES.workspaceNotFound, field: 'workspaceId' }]);
  await assertCoordinator(deps.em, workspace.organizationId, actor.memberId);
  const zone = form.timezone
    ? (eventTimeZoneOf(form.timezone)?.iana ?? workspace.timeZone)
    : workspace.timeZone;
  const id = randomUUID();
  const now = deps.clock.now();
  await deps.em.transactional(async (tx) => {
    addLeague(tx, {
      id,
      organizationId: workspace.organizationId,
      workspaceId: workspace.id,
      form,
      timeZone: zone,
      status: 'draft',
      createdBy: actor.memberId,
      now,
    });
  });
  return getLeague(deps.em, id, actor.memberId);
}
