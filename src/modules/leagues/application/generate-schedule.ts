import { randomUUID } from 'node:crypto';
import { wallTimeToInstant } from '../../../contracts/events/index.ts';
import {
  formatCalendarDate,
  GAME_DAY_LABELS,
  GAME_DAYS,
  type GameDay,
  type GenerateSchedule,
  LEAGUE_MESSAGES,
  type LeagueDto,
  type LeagueScheduleDto,
  parseTimeOfDay,
  SEASON_TOO_SHORT,
} from '../../../contracts/leagues/index.ts';
import type { AuthenticatedMember } from '../../../platform/auth/index.ts';
import { recordEvent } from '../../../platform/bus/index.ts';
import { type AppError, badRequest, conflict } from '../../../platform/errors/app-error.ts';
import {
  gameDaysNeeded,
  type ScheduledGame,
  SeasonTooShort,
  type Slot,
  scheduleSeason,
} from '../domain/round-robin.ts';
import { coordinatorOfLeague } from './league-access.ts';
import type { LeaguesDeps } from './leagues-deps.ts';
import { getLeague, listLeagueTeams, resolveStage } from './queries/league.query.ts';
import { listLeagueEvents } from './queries/league-event.query.ts';

const DAY_MS = 86_400_000;

type SeasonSettings = Pick<
  LeagueDto,
  'seasonStart' | 'seasonEnd' | 'gameDay' | 'venues' | 'timeSlots' | 'ianaTimezone'
>;

const weekdayOf = (gameDay: GameDay) => (GAME_DAYS.indexOf(gameDay) + 1) % 7; // 0 = Sunday
const dateAt = (t: number) => new Date(t).toISOString().slice(0, 10);

/** Every game day of the season (its weekday, start to end, less skipped dates), each with its slots. */
export function seasonGameDays(
  league: SeasonSettings,
  skipDates: readonly string[],
): Array<{ date: string; slots: Slot[] }> {
  const weekday = weekdayOf(league.gameDay);
  const days: Array<{ date: string; slots: Slot[] }> = [];
  const skip = new Set(skipDates);
  for (
    let t = Date.parse(`${league.seasonStart}T00:00:00Z`);
    t <= Date.parse(`${league.seasonEnd}T00:00:00Z`);
    t += DAY_MS
  ) {
    const day = new Date(t);
    const date = dateAt(t);
    if (day.getUTCDay() !== weekday || skip.has(date)) continue;
    const slots = league.timeSlots.flatMap((time) => {
      const { hours, minutes } = parseTimeOfDay(time);
      const startsAt = wallTimeToInstant(
        { year: day.getUTCFullYear(), month: day.getUTCMonth() + 1, date: day.getUTCDate(), hours, minutes },
        league.ianaTimezone,
      );
      return league.venues.map((venue) => ({ startsAt, venue }));
    });
    days.push({ date, slots });
  }
  return days;
}

/** The season end that gives `extraDays` more game days after the current end (skipped dates skipped). */
function extendedSeasonEnd(league: SeasonSettings, skipDates: readonly string[], extraDays: number): string {
  const weekday = weekdayOf(league.gameDay);
  const skip = new Set(skipDates);
  let t = Date.parse(`${league.seasonEnd}T00:00:00Z`);
  for (let added = 0; added < extraDays; ) {
    t += DAY_MS;
    if (new Date(t).getUTCDay() === weekday && !skip.has(dateAt(t))) added++;
  }
  return dateAt(t);
}

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/**
 * The 400 of a season too short for its schedule, in plain words: how many game days (weeks) it takes
 * with the slots it has, the season end that would hold it, and how many slots a game day would need
 * to fit the dates as they are (when more slots can help at all).
 */
export function seasonTooShortError(
  league: SeasonSettings,
  teamCount: number,
  shortfall: { gameDaysNeeded: number; gameDaysGiven: number },
  options: { double: boolean; skipDates: readonly string[] },
): AppError {
  const day = GAME_DAY_LABELS[league.gameDay];
  const slots = league.timeSlots.length * league.venues.length;
  const given = shortfall.gameDaysGiven;
  const between = `${formatCalendarDate(league.seasonStart)} to ${formatCalendarDate(league.seasonEnd)}`;
  const extension = extendedSeasonEnd(league, options.skipDates, shortfall.gameDaysNeeded - given);
  const mostUseful = Math.floor(teamCount / 2); // one round a day: more slots than that stay empty
  let slotsToFit: number | undefined;
  for (let s = slots + 1; s <= mostUseful && given > 0; s++) {
    if (gameDaysNeeded(teamCount, s, { double: options.double }) <= given) {
      slotsToFit = s;
      break;
    }
  }
  const message =
    `${teamCount} teams need ${plural(shortfall.gameDaysNeeded, 'game day')} (${plural(shortfall.gameDaysNeeded, 'week')}) ` +
    `for a ${options.double ? 'double ' : ''}round robin with ${plural(slots, 'game')} a ${day} ` +
    `(${plural(league.timeSlots.length, 'time slot')} × ${plural(league.venues.length, 'venue')}), ` +
    `but the season has ${given === 0 ? `no ${day}` : `only ${plural(given, 'game day')}`} (${between}). ` +
    `Extend the season to ${formatCalendarDate(extension)}` +
    (slotsToFit ? `, or add time slots or venues for ${slotsToFit} games a ${day}.` : '.');
  return badRequest([{ message, code: SEASON_TOO_SHORT, field: 'seasonEnd' }]);
}

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
