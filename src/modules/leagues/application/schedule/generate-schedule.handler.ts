import { randomUUID } from 'node:crypto';
import {
  type GenerateSchedule,
  LEAGUE_MESSAGES,
  type LeagueScheduleDto,
} from '../../../../contracts/leagues/index.ts';
import type { AuthenticatedMember } from '../../../../platform/auth/index.ts';
import { recordEvent } from '../../../../platform/bus/index.ts';
import { badRequest, conflict } from '../../../../platform/errors/app-error.ts';
import { type ScheduledGame, SeasonTooShort, scheduleSeason } from '../../domain/round-robin.ts';
import { coordinatorOfLeague } from '../league-access.ts';
import type { LeaguesDeps } from '../leagues-deps.ts';
import { getLeague, listLeagueTeams, resolveStage } from '../queries/league.query.ts';
import { listLeagueEvents } from '../queries/league-event.query.ts';
import {
  extendedSeasonEnd,
  type SeasonSettings,
  seasonGameDays,
  seasonTooShortError,
} from './season-game-days.ts';

/**
 * POST /api/league/{leagueId}/schedule: a round robin (circle method) over the season's game days and
 * slots. With `extendSeason`, a draft whose dates cannot hold it gets the end date that can.
 */
export async function generateSchedule(
  deps: LeaguesDeps,
  actor: AuthenticatedMember,
  leagueId: string,
  request: GenerateSchedule,
): Promise<LeagueScheduleDto> {
  await coordinatorOfLeague(deps.em, leagueId, actor.memberId);
  const league = await getLeague(deps.em, leagueId);
  const stageId = await resolveStage(deps.em, leagueId, request.stageId);
  const teams = await listLeagueTeams(deps.em, leagueId);
  if (teams.length < 2) throw badRequest(LEAGUE_MESSAGES.scheduleNeedsTeams);
  const teamIds = teams.map((t) => t.teamId);
  const schedule = (season: SeasonSettings) =>
    scheduleSeason(teamIds, seasonGameDays(season, request.skipDates), { double: request.double });
  let games: ScheduledGame[];
  let seasonEnd: string | undefined;
  try {
    games = schedule(league);
  } catch (error) {
    if (!(error instanceof SeasonTooShort))
      throw badRequest((error as Error).message.replace(/^Schedule: /, ''));
    if (!request.extendSeason)
      throw seasonTooShortError(league, teams.length, error, {
        double: request.double,
        skipDates: request.skipDates,
      });
    if (league.status !== 'draft') throw conflict(LEAGUE_MESSAGES.publishedNotEditable);
    seasonEnd = extendedSeasonEnd(league, request.skipDates, error.gameDaysNeeded - error.gameDaysGiven);
    games = schedule({ ...league, seasonEnd });
  }
  await deps.em.transactional(async (tx) => {
    await tx.execute('select id from league_stage where id = ? for update', [stageId]);
    const existing = await tx.execute<Array<{ id: string }>>(
      'select id from league_event where stage_id = ?',
      [stageId],
    );
    if (existing.length > 0 && !request.replace) throw conflict(LEAGUE_MESSAGES.scheduleExists);
    const now = deps.clock.now();
    if (seasonEnd) {
      const moved = await tx.execute<Array<{ id: string }>>(
        `update league set season_end = ?, updated_at = ?, version = version + 1
         where id = ? and status = 'draft' returning id`,
        [seasonEnd, now, leagueId],
      );
      if (moved.length === 0) throw conflict(LEAGUE_MESSAGES.publishedNotEditable);
      recordEvent(tx, 'leagues.league-updated', {
        leagueId,
        organizationId: league.organizationId,
        actorId: actor.memberId,
        changed: ['seasonEnd'],
      });
    }
    for (const old of existing) {
      recordEvent(tx, 'leagues.league-event-deleted', { leagueEventId: old.id, leagueId, stageId });
    }
    if (existing.length > 0) await tx.execute('delete from league_event where stage_id = ?', [stageId]);
    const rows = games.map((game) => ({ id: randomUUID(), ...game }));
    if (rows.length > 0) {
      await tx.execute(
        `insert into league_event (id, league_id, stage_id, round, home_team_id, away_team_id, starts_at, time_zone, venue, created_at, updated_at)
         values ${rows.map(() => '(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)').join(', ')}`,
        rows.flatMap((g) => [
          g.id,
          leagueId,
          stageId,
          g.round,
          g.homeTeamId,
          g.awayTeamId,
          g.startsAt,
          league.ianaTimezone,
          g.venue,
          now,
          now,
        ]),
      );
    }
    for (const g of rows) {
      recordEvent(tx, 'leagues.league-event-created', {
        leagueEventId: g.id,
        leagueId,
        stageId,
        startsAt: g.startsAt.toISOString(),
      });
    }
  });
  return {
    leagueId,
    games: await listLeagueEvents(deps.em, deps.identity, leagueId, actor.memberId, deps.clock.now()),
  };
}
