import { randomUUID } from 'node:crypto';
import {
  LEAGUE_MESSAGES,
  type PointAdjustmentDto,
  type PointAdjustmentRequest,
} from '../../../../contracts/leagues/index.ts';
import type { AuthenticatedMember } from '../../../../platform/auth/index.ts';
import { recordEvent } from '../../../../platform/bus/index.ts';
import { badRequest } from '../../../../platform/errors/app-error.ts';
import { LeaguePointAdjustmentEntity, LeagueTeamEntity } from '../../infrastructure/league.entity.ts';
import { coordinatorOfLeague } from '../league-access.ts';
import type { LeaguesDeps } from '../leagues-deps.ts';
import { resolveStage } from '../queries/league.query.ts';

export async function addPointAdjustment(
  deps: LeaguesDeps,
  actor: AuthenticatedMember,
  leagueId: string,
  request: PointAdjustmentRequest,
): Promise<PointAdjustmentDto> {
  await coordinatorOfLeague(deps.em, leagueId, actor.memberId);
  const stageId = await resolveStage(deps.em, leagueId, request.stageId);
  const registered = await deps.em.count(LeagueTeamEntity, { leagueId, teamId: request.teamId });
  if (registered === 0) throw badRequest([{ message: LEAGUE_MESSAGES.teamNotRegistered, field: 'teamId' }]);
  const adjustment = {
    id: randomUUID(),
    leagueId,
    stageId,
    teamId: request.teamId,
    points: request.points,
    reason: request.reason,
  };
  const now = deps.clock.now();
  await deps.em.transactional(async (tx) => {
    tx.create(LeaguePointAdjustmentEntity, { ...adjustment, createdBy: actor.memberId, createdAt: now });
    recordEvent(tx, 'leagues.points-adjusted', { leagueId, stageId, adjustmentId: adjustment.id });
  });
  return { ...adjustment, createdAt: now.toISOString() };
}
