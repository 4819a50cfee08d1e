import { LockMode } from '@mikro-orm/core';
import { LEAGUE_EVENT_MESSAGES, LEAGUE_MESSAGES } from '../../../contracts/leagues/index.ts';
import type { EntityManager } from '../../../platform/db/orm.ts';
import { notFound } from '../../../platform/errors/app-error.ts';
import { type League, LeagueEntity } from '../infrastructure/league.entity.ts';
import { type LeagueEvent, LeagueEventEntity } from '../infrastructure/league-event.entity.ts';

/**
 * The game, locked until the caller's transaction ends: a coordinator's change and the score
 * confirmation (which takes the same lock) take turns, so each sees the other's result.
 */
export async function lockedGame(tx: EntityManager, gameId: string): Promise<LeagueEvent> {
  const game = await tx.findOne(LeagueEventEntity, gameId, { lockMode: LockMode.PESSIMISTIC_WRITE });
  if (!game) throw notFound(LEAGUE_EVENT_MESSAGES.notFound);
  return game;
}

/** The league, locked until the caller's transaction ends: publishing, editing and deleting take turns. */
export async function lockedLeague(tx: EntityManager, leagueId: string): Promise<League> {
  const league = await tx.findOne(LeagueEntity, leagueId, { lockMode: LockMode.PESSIMISTIC_WRITE });
  if (!league) throw notFound(LEAGUE_MESSAGES.notFound);
  return league;
}
