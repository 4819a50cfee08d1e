import { LEAGUE_MESSAGES, type PointAdjustmentDto } from '../../../../contracts/leagues/index.ts';
import { notFound } from '../../../../platform/errors/app-error.ts';
import { isUuid, readableLeague } from '../league-access.ts';
import type { LeaguesDeps } from '../leagues-deps.ts';

export async function listPointAdjustments(
  deps: LeaguesDeps,
  leagueId: string,
  viewerId: string | undefined,
): Promise<PointAdjustmentDto[]> {
  if (!isUuid(leagueId)) throw notFound(LEAGUE_MESSAGES.notFound);
  await readableLeague(deps.em, leagueId, viewerId);
  const rows = await deps.em.execute<
    Array<{
      id: string;
      league_id: string;
      stage_id: string;
      team_id: string;
      points: number;
      reason: string;
      created_at: Date;
    }>
  >(
    'select id, league_id, stage_id, team_id, points, reason, created_at from league_point_adjustment where league_id = ? order by created_at',
    [leagueId],
  );
  return rows.map((r) => ({
    id: r.id,
    leagueId: r.league_id,
    stageId: r.stage_id,
    teamId: r.team_id,
    points: r.points,
    reason: r.reason,
    createdAt: new Date(r.created_at).toISOString(),
  }));
}
