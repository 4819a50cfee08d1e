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
import { lockStageSchedule, writeStageSchedule } from '../../infrastructure/schedule.store.ts';
import { coordinatorOfLeague } from '../league-access.ts';
import type { LeaguesDeps } from '../leagues-deps.ts';
import { lockedLeague } from '../locked-aggregates.ts';
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
  const league = await getLeague(deps.em, leagueId, actor.memberId);
  const stageId = await resolveStage(deps.em, leagueId, request.stageId);
  const teams = await listLeagueTeams(deps.em, leagueId, actor.memberId);
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
    const existing = await lockStageSchedule(tx, stageId);
    if (existing.length > 0 && !request.replace) throw conflict(LEAGUE_MESSAGES.scheduleExists);
    const now = deps.clock.now();
    if (seasonEnd) {
      const row = await lockedLeague(tx, leagueId);
      if (row.status !== 'draft') throw conflict(LEAGUE_MESSAGES.publishedNotEditable);
      row.seasonEnd = seasonEnd;
      row.updatedAt = now;
      recordEvent(tx, 'leagues.league-updated', {
        leagueId,
        organizationId: league.organizationId,
        actorId: actor.memberId,
        changed: ['seasonEnd'],
      });
    }
    await writeStageSchedule(tx, {
      leagueId,
      stageId,
      timeZone: league.ianaTimezone,
      replaced: existing,
      games: games.map((game) => ({ id: randomUUID(), ...game })),
      now,
    });
  });
  return {
    leagueId,
    games: await listLeagueEvents(deps.em, deps.identity, leagueId, actor.memberId, deps.clock.now()),
  };
}
