import { randomUUID } from 'node:crypto';
import {
  PLAYOFF_MESSAGES,
  type PlayoffBracketDto,
  type SeedPlayoffs,
} from '../../../../contracts/leagues/index.ts';
import type { AuthenticatedMember } from '../../../../platform/auth/index.ts';
import { recordEvent } from '../../../../platform/bus/index.ts';
import { badRequest, conflict } from '../../../../platform/errors/app-error.ts';
import { matchKey, planBracket, roundName, schedulePlayoffRounds } from '../../domain/playoff-bracket.ts';
import { LeagueStageEntity } from '../../infrastructure/league.entity.ts';
import {
  finalTable,
  insertBracket,
  insertPlayoffGames,
  type PlayoffGame,
  playoffOfLeague,
  regularSeasonProgress,
} from '../../infrastructure/playoff.store.ts';
import { rebuildStandings } from '../../infrastructure/standings.store.ts';
import { coordinatorOfLeague } from '../league-access.ts';
import type { LeaguesDeps } from '../leagues-deps.ts';
import { getLeague } from '../queries/league.query.ts';
import { seasonGameDays } from '../schedule/season-game-days.ts';
import { getPlayoffBracket } from './playoff-bracket.query.ts';

const DAY_MS = 86_400_000;
/** Enough weeks for any bracket (7 games of 8 teams) even at one slot a game day. */
const PLAYOFF_WEEKS = 8;

/** The calendar date a game was played on where the league plays (its slots are wall-clock times there). */
const localDate = (instant: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    instant,
  );

/**
 * POST /api/league/{leagueId}/playoffs: once every regular-season game has a result, the top `size` of
 * the final table go into a single-elimination bracket (byes for the best seeds), its rounds scheduled on
 * the league's game days and slots after the last regular game day. First-round games are created now;
 * later ones as winners go through (advance-playoff.ts).
 */
export async function seedPlayoffs(
  deps: LeaguesDeps,
  actor: AuthenticatedMember,
  leagueId: string,
  request: SeedPlayoffs,
): Promise<PlayoffBracketDto> {
  await coordinatorOfLeague(deps.em, leagueId, actor.memberId);
  const league = await getLeague(deps.em, leagueId, actor.memberId);
  const regular = league.stages.find((stage) => stage.kind === 'regular');
  if (league.stages.some((stage) => stage.kind === 'playoffs'))
    throw conflict(PLAYOFF_MESSAGES.alreadySeeded);
  if (request.size > league.teamCount)
    throw badRequest([{ message: PLAYOFF_MESSAGES.tooFewTeams(league.teamCount), field: 'size' }]);
  const now = deps.clock.now();
  await deps.em.transactional(async (tx) => {
    // The league's lock makes two seedings take turns; the second finds the first's bracket. Not `for
    // update`: a standings rebuild's inserts take key-share locks on the league row (deadlock otherwise).
    await tx.execute('select id from league where id = ? for no key update', [leagueId]);
    if (await playoffOfLeague(tx, leagueId)) throw conflict(PLAYOFF_MESSAGES.alreadySeeded);
    const season = await regularSeasonProgress(tx, leagueId);
    if (!regular || season.games === 0 || !season.lastStartsAt) throw conflict(PLAYOFF_MESSAGES.noSeason);
    if (season.open > 0) throw conflict(PLAYOFF_MESSAGES.seasonNotOver(season.open));
    // The read model is rebuilt by a worker after each result: seed from the table as of now instead.
    await rebuildStandings(tx, leagueId, regular.id, now);
    const seeds = (await finalTable(tx, regular.id)).slice(0, request.size);
    if (seeds.length < request.size)
      throw badRequest([{ message: PLAYOFF_MESSAGES.tooFewTeams(seeds.length), field: 'size' }]);
    const bracket = planBracket(seeds);
    const firstDay = Date.parse(`${localDate(season.lastStartsAt, league.ianaTimezone)}T00:00:00Z`) + DAY_MS;
    const days = seasonGameDays(
      {
        ...league,
        seasonStart: new Date(firstDay).toISOString().slice(0, 10),
        seasonEnd: new Date(firstDay + PLAYOFF_WEEKS * 7 * DAY_MS).toISOString().slice(0, 10),
      },
      [],
    );
    const slots = schedulePlayoffRounds(bracket, days);
    const stageId = randomUUID();
    tx.create(LeagueStageEntity, {
      id: stageId,
      leagueId,
      kind: 'playoffs',
      name: 'Playoffs',
      position: league.stages.length + 1,
    });
    await tx.flush();
    const games: PlayoffGame[] = [];
    const matches = bracket.matches.map((match) => {
      const slot = slots.get(matchKey(match.round, match.position));
      const ready = !match.bye && match.homeTeamId && match.awayTeamId && slot;
      const game = ready
        ? {
            id: randomUUID(),
            homeTeamId: match.homeTeamId!,
            awayTeamId: match.awayTeamId!,
            startsAt: slot.startsAt,
            venue: slot.venue,
            round: match.round,
            roundName: roundName(match.round, bracket.rounds),
          }
        : undefined;
      if (game) games.push(game);
      return {
        ...match,
        startsAt: slot?.startsAt ?? null,
        venue: slot?.venue ?? null,
        leagueEventId: game?.id ?? null,
      };
    });
    await insertPlayoffGames(tx, { leagueId, stageId, timeZone: league.ianaTimezone, now }, games);
    await insertBracket(
      tx,
      { stageId, leagueId, rounds: bracket.rounds, seeds, seededBy: actor.memberId, now },
      matches,
    );
    recordEvent(tx, 'leagues.playoffs-seeded', {
      leagueId,
      stageId,
      size: request.size,
      actorId: actor.memberId,
    });
  });
  return getPlayoffBracket(deps.em, leagueId, actor.memberId);
}
