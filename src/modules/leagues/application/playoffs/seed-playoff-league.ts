import type { CreateLeagueInput } from '../../../../contracts/leagues/index.ts';
import type { AuthenticatedMember } from '../../../../platform/auth/index.ts';
import type { EntityManager } from '../../../../platform/db/orm.ts';
import type { IdentityReadApi } from '../../../identity/index.ts';
import type { LeaguesDeps } from '../leagues-deps.ts';
import { lockedGame } from '../locked-aggregates.ts';
import { seedLeague } from '../manage-league/seed-league.ts';
import { reconfirmGame } from '../score-report/confirm-game.ts';
import { advancePlayoff } from './advance-playoff.ts';
import { getPlayoffBracket } from './playoff-bracket.query.ts';
import { seedPlayoffs } from './seed-playoffs.handler.ts';

export interface SeedPlayoffLeague {
  league: CreateLeagueInput;
  coordinatorId: string;
  /** In registration order, as seedLeague takes them. */
  teams: Array<{ teamId: string; captainId: string; scorerIds: string[] }>;
  /** Every regular-season game's [home, away] goals, in kick-off order (the season is over). */
  results: Array<{ homeScore: number; awayScore: number }>;
  size: number;
  /** Each knockout game's result in bracket order (round, then position): a level one names its shoot-out winner's side. */
  playoffResults: Array<{ homeScore: number; awayScore: number; shootoutWinner?: 'home' | 'away' }>;
  now: Date;
}

/**
 * The demo's finished season (issue 19): a league whose every regular game was played, its playoffs
 * seeded by the coordinator's use case and played out by organizer scores, each winner sent through as
 * the worker would (advancePlayoff is idempotent: the worker's later run changes nothing), so the bracket
 * ends with a champion. In the caller's transaction; undefined when a league of that name exists.
 */
export async function seedPlayoffLeague(
  tx: EntityManager,
  seed: SeedPlayoffLeague,
): Promise<string | undefined> {
  const { now } = seed;
  const leagueId = await seedLeague(tx, {
    league: seed.league,
    coordinatorId: seed.coordinatorId,
    teams: seed.teams,
    results: seed.results,
    now,
  });
  if (!leagueId) return undefined;
  await tx.flush();
  const deps: LeaguesDeps = {
    em: tx,
    clock: { now: () => now },
    identity: undefined as unknown as IdentityReadApi, // the seeding reads no member names
    limits: undefined as unknown as LeaguesDeps['limits'],
  };
  const coordinator: AuthenticatedMember = { memberId: seed.coordinatorId, sessionId: 'demo-seed' };
  await seedPlayoffs(deps, coordinator, leagueId, { size: seed.size });
  for (const result of seed.playoffResults) {
    const next = (await getPlayoffBracket(tx, leagueId, seed.coordinatorId)).rounds
      .flatMap((round) => round.matches)
      .find((match) => match.gameId && match.winnerTeamId === null);
    if (!next?.gameId) break;
    const game = await lockedGame(tx, next.gameId);
    game.overrideHome = result.homeScore;
    game.overrideAway = result.awayScore;
    game.overrideShootoutWinnerId =
      result.homeScore === result.awayScore
        ? result.shootoutWinner === 'away'
          ? game.awayTeamId
          : game.homeTeamId
        : null;
    await reconfirmGame(tx, game.id, now);
    await tx.flush();
    await advancePlayoff(tx, game.id, now);
  }
  return leagueId;
}
