import { randomUUID } from 'node:crypto';
import {
  type FinalScoreRequest,
  type ForfeitRequest,
  LEAGUE_EVENT_MESSAGES,
  LEAGUE_MESSAGES,
  type LeagueEventResult,
  type MoveLeagueEvent,
  type PointAdjustmentDto,
  type PointAdjustmentRequest,
  type StandingsDto,
} from '../../../contracts/leagues/index.ts';
import type { AuthenticatedMember } from '../../../platform/auth/index.ts';
import { recordEvent } from '../../../platform/bus/index.ts';
import type { EntityManager } from '../../../platform/db/orm.ts';
import { badRequest, conflict, notFound } from '../../../platform/errors/app-error.ts';
import { staffRoleOf } from '../../organizations/index.ts';
import { reconfirmGame } from './confirm-game.ts';
import { assertCoordinator, coordinatorOfLeague, type GameRef, gameRef, isUuid } from './league-access.ts';
import type { LeaguesDeps } from './leagues-deps.ts';
import { resolveStage } from './queries/league.query.ts';
import { getLeagueEvent } from './queries/league-event.query.ts';
import { getStandings } from './queries/standings.query.ts';
import { rebuildStandings } from './rebuild-standings.ts';

async function coordinatorOfGame(em: EntityManager, gameId: string, memberId: string): Promise<GameRef> {
  const game = await gameRef(em, gameId);
  await assertCoordinator(em, game.organization_id, memberId);
  return game;
}

const result = async (deps: LeaguesDeps, actor: AuthenticatedMember, gameId: string, message: string) => ({
  event: await getLeagueEvent(deps.em, deps.identity, gameId, actor.memberId, deps.clock.now()),
  message,
});

/** PATCH /api/league/event/{id}: move a game (time, venue) or name its referee. */
export async function moveLeagueEvent(
  deps: LeaguesDeps,
  actor: AuthenticatedMember,
  gameId: string,
  change: MoveLeagueEvent,
): Promise<LeagueEventResult> {
  const game = await coordinatorOfGame(deps.em, gameId, actor.memberId);
  if (change.refereeId && (await staffRoleOf(deps.em, game.organization_id, change.refereeId)) !== 'referee')
    throw badRequest([{ message: LEAGUE_EVENT_MESSAGES.refereeNotStaff, field: 'refereeId' }]);
  const now = deps.clock.now();
  await deps.em.transactional(async (tx) => {
    const [row] = await tx.execute<Array<{ version: number; starts_at: Date }>>(
      'select version, starts_at from league_event where id = ? for update',
      [gameId],
    );
    if (!row) throw notFound(LEAGUE_EVENT_MESSAGES.notFound);
    if (change.version !== undefined && change.version !== row.version)
      throw conflict(LEAGUE_EVENT_MESSAGES.changedMeanwhile);
    const startsAt = change.startsAt ? new Date(change.startsAt) : new Date(row.starts_at);
    await tx.execute(
      `update league_event set starts_at = ?, venue = coalesce(?, venue),
         referee_id = case when ? then ? else referee_id end, updated_at = ?, version = version + 1 where id = ?`,
      [startsAt, change.venue ?? null, change.refereeId !== undefined, change.refereeId ?? null, now, gameId],
    );
    const changed = Object.keys(change).filter((key) => key !== 'version');
    recordEvent(tx, 'leagues.league-event-updated', {
      leagueEventId: gameId,
      leagueId: game.league_id,
      stageId: game.stage_id,
      startsAt: startsAt.toISOString(),
      changed,
    });
    await reconfirmGame(tx, gameId, now);
  });
  return result(deps, actor, gameId, LEAGUE_MESSAGES.updated);
}

export async function cancelLeagueEvent(
  deps: LeaguesDeps,
  actor: AuthenticatedMember,
  gameId: string,
): Promise<LeagueEventResult> {
  const game = await coordinatorOfGame(deps.em, gameId, actor.memberId);
  const now = deps.clock.now();
  await deps.em.transactional(async (tx) => {
    const rows = await tx.execute<Array<{ id: string }>>(
      `update league_event set status = 'canceled', updated_at = ?, version = version + 1
       where id = ? and status <> 'canceled' returning id`,
      [now, gameId],
    );
    if (rows.length === 0) return;
    recordEvent(tx, 'leagues.league-event-canceled', {
      leagueEventId: gameId,
      leagueId: game.league_id,
      stageId: game.stage_id,
    });
    await reconfirmGame(tx, gameId, now);
  });
  return result(deps, actor, gameId, LEAGUE_MESSAGES.updated);
}

export async function deleteLeagueEvent(
  deps: LeaguesDeps,
  actor: AuthenticatedMember,
  gameId: string,
): Promise<{ leagueEventId: string; message: string }> {
  const game = await coordinatorOfGame(deps.em, gameId, actor.memberId);
  await deps.em.transactional(async (tx) => {
    await tx.execute('delete from league_event where id = ?', [gameId]);
    recordEvent(tx, 'leagues.league-event-deleted', {
      leagueEventId: gameId,
      leagueId: game.league_id,
      stageId: game.stage_id,
    });
  });
  return { leagueEventId: gameId, message: LEAGUE_MESSAGES.deleted };
}

/** PUT /api/league/event/{id}/final-score: the organizer's score stands over the captains' reports. */
export async function setFinalScore(
  deps: LeaguesDeps,
  actor: AuthenticatedMember,
  gameId: string,
  score: FinalScoreRequest,
): Promise<LeagueEventResult> {
  const game = await coordinatorOfGame(deps.em, gameId, actor.memberId);
  if (game.status === 'canceled') throw conflict(LEAGUE_EVENT_MESSAGES.canceled);
  const now = deps.clock.now();
  await deps.em.transactional(async (tx) => {
    await tx.execute(
      'update league_event set override_home = ?, override_away = ?, forfeited_by = null where id = ?',
      [score.homeScore, score.awayScore, gameId],
    );
    await reconfirmGame(tx, gameId, now);
  });
  return result(deps, actor, gameId, LEAGUE_MESSAGES.saved);
}

export async function recordForfeit(
  deps: LeaguesDeps,
  actor: AuthenticatedMember,
  gameId: string,
  forfeit: ForfeitRequest,
): Promise<LeagueEventResult> {
  const game = await coordinatorOfGame(deps.em, gameId, actor.memberId);
  if (forfeit.forfeitedByTeamId !== game.home_team_id && forfeit.forfeitedByTeamId !== game.away_team_id)
    throw badRequest([{ message: LEAGUE_EVENT_MESSAGES.forfeitTeam, field: 'forfeitedByTeamId' }]);
  if (game.status === 'canceled') throw conflict(LEAGUE_EVENT_MESSAGES.canceled);
  const now = deps.clock.now();
  await deps.em.transactional(async (tx) => {
    await tx.execute('update league_event set forfeited_by = ? where id = ?', [
      forfeit.forfeitedByTeamId,
      gameId,
    ]);
    await reconfirmGame(tx, gameId, now);
  });
  return result(deps, actor, gameId, LEAGUE_MESSAGES.saved);
}

export async function addPointAdjustment(
  deps: LeaguesDeps,
  actor: AuthenticatedMember,
  leagueId: string,
  request: PointAdjustmentRequest,
): Promise<PointAdjustmentDto> {
  await coordinatorOfLeague(deps.em, leagueId, actor.memberId);
  const stageId = await resolveStage(deps.em, leagueId, request.stageId);
  const [registered] = await deps.em.execute(
    'select 1 from league_team where league_id = ? and team_id = ?',
    [leagueId, request.teamId],
  );
  if (!registered) throw badRequest([{ message: LEAGUE_MESSAGES.teamNotRegistered, field: 'teamId' }]);
  const id = randomUUID();
  const now = deps.clock.now();
  await deps.em.transactional(async (tx) => {
    await tx.execute(
      `insert into league_point_adjustment (id, league_id, stage_id, team_id, points, reason, created_by, created_at)
       values (?, ?, ?, ?, ?, ?, ?, ?)`,
      [id, leagueId, stageId, request.teamId, request.points, request.reason, actor.memberId, now],
    );
    recordEvent(tx, 'leagues.points-adjusted', { leagueId, stageId, adjustmentId: id });
  });
  return {
    id,
    leagueId,
    stageId,
    teamId: request.teamId,
    points: request.points,
    reason: request.reason,
    createdAt: now.toISOString(),
  };
}

export async function listPointAdjustments(
  deps: LeaguesDeps,
  leagueId: string,
): Promise<PointAdjustmentDto[]> {
  if (!isUuid(leagueId)) throw notFound(LEAGUE_MESSAGES.notFound);
  await resolveStage(deps.em, leagueId);
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

/** POST /api/league/{leagueId}/standings/rebuild: every stage's table again from the results. */
export async function rebuildLeagueStandings(
  deps: LeaguesDeps,
  actor: AuthenticatedMember,
  leagueId: string,
): Promise<StandingsDto> {
  await coordinatorOfLeague(deps.em, leagueId, actor.memberId);
  const stages = await deps.em.execute<Array<{ id: string }>>(
    'select id from league_stage where league_id = ?',
    [leagueId],
  );
  await deps.em.transactional(async (tx) => {
    for (const stage of stages) await rebuildStandings(tx, leagueId, stage.id, deps.clock.now());
  });
  return getStandings(deps.em, leagueId);
}
