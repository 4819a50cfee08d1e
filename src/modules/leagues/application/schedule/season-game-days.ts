import { wallTimeToInstant } from '../../../../contracts/events/index.ts';
import {
  formatCalendarDate,
  GAME_DAY_LABELS,
  GAME_DAYS,
  type GameDay,
  type LeagueDto,
  parseTimeOfDay,
  SEASON_TOO_SHORT,
} from '../../../../contracts/leagues/index.ts';
import { type AppError, badRequest } from '../../../../platform/errors/app-error.ts';
import { gameDaysNeeded, type Slot } from '../../domain/round-robin.ts';

const DAY_MS = 86_400_000;

export type SeasonSettings = Pick<
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
export function extendedSeasonEnd(
  league: SeasonSettings,
  skipDates: readonly string[],
  extraDays: number,
): string {
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
